// What the cached list answers depend on, and a generation number per topic that moves whenever that topic is
// written in this process. A cached answer or page outline remembers the generations it was read under and is
// dropped as soon as one of them moves; a write made by another process (another server instance on the same
// PostgreSQL, an import run from the command line) is only seen when the entry's few seconds run out.

export type ListTopic =
  /** recruitment postings: changed by the seed and imports only */
  | 'postings'
  /** training courses: changed by the seed and imports only */
  | 'courses'
  /** what members make: saved jobs (the job list's counts), to-do groups, to-dos, nicknames, regions, profile images */
  | 'members';

const generations: Record<ListTopic, number> = { postings: 0, courses: 0, members: 0 };

export function generationOf(topics: readonly ListTopic[]): string {
  return topics.map((topic) => generations[topic]).join('.');
}

/** Call after a write that changes what the lists of `topic` show (an import of postings or courses, a member's edit). */
export function invalidateLists(...topics: ListTopic[]): void {
  for (const topic of topics) generations[topic] += 1;
}
