// A recruitment posting as the contract shows it: Seoul calendar dates, unix seconds as text (as 사람인 sends them),
// and the D-n deadline.
import type { recruitPostings } from '../db/schema.ts';
import { isExampleSource } from '../seed/example-links.ts';
import type { RecruitPostingView, ScrappedRecruitView } from './schemas.ts';
import { asJobName } from './schemas.ts';
import { deadlineText, seoulDate, unixSeconds } from './seoul-days.ts';

type PostingRow = typeof recruitPostings.$inferSelect;

/** Open: not closed by its source and its closing day not yet over. */
export function isOpen(row: Pick<PostingRow, 'closed' | 'expirationDate'>, now: Date): boolean {
  return !row.closed && row.expirationDate.getTime() >= now.getTime();
}

/**
 * An example (seeded, source 'seed') links to 사람인's search as the seed wrote it, and has no interest count: the seed's
 * counts were made up (databases seeded before decision 0014 still hold them), so they go out as 0.
 */
export function recruitPostingView(row: PostingRow, now: Date): RecruitPostingView {
  const isExample = isExampleSource(row.source);
  return {
    isExample,
    url: row.url,
    active: isOpen(row, now) ? 1 : 0,
    title: row.title,
    jobName: asJobName(row.jobName),
    companyName: row.companyName,
    locationName: row.locationName,
    jobTypeName: row.jobTypeName as RecruitPostingView['jobTypeName'],
    experienceLevel: row.experienceLevel as RecruitPostingView['experienceLevel'],
    requiredEducationLevel: row.requiredEducationLevel as RecruitPostingView['requiredEducationLevel'],
    closeType: row.closeType as RecruitPostingView['closeType'],
    salary: row.salary,
    id: row.id,
    postTimestamp: String(unixSeconds(row.postDate)),
    postDate: seoulDate(row.postDate),
    'expiration-timestamp': String(unixSeconds(row.expirationDate)),
    'expiration-date': seoulDate(row.expirationDate),
    deadline: deadlineText(row.expirationDate, now),
    count: isExample ? 0 : Math.min(row.interestCount, 9999),
    ageLimit: row.ageLimitText ? { text: row.ageLimitText } : null,
    ageFree: row.ageFree,
  };
}

export function scrappedRecruitView(scrapId: number, row: PostingRow, now: Date): ScrappedRecruitView {
  const posting = recruitPostingView(row, now);
  return {
    isExample: posting.isExample,
    scrapId,
    id: posting.id,
    title: posting.title,
    companyName: posting.companyName,
    locationName: posting.locationName,
    experienceLevel: posting.experienceLevel,
    jobTypeName: posting.jobTypeName,
    'expiration-date': posting['expiration-date'],
    deadline: posting.active ? posting.deadline : 'D-0',
    url: posting.url,
    active: posting.active,
    closeType: posting.closeType,
  };
}
