import { useQueries, useQuery, type QueryClient } from '@tanstack/react-query';
import { getGetJobListQueryOptions } from '#generated/api/job/job.ts';

const LIST = { staleTime: 5 * 60_000 };
/** 새길 has 20 jobs, 9 a page: never more pages than that, whatever a list says */
const MAX_PAGES = 3;

export interface JobIds {
  status: 'pending' | 'error' | 'ready';
  /** job name → job id, and back */
  idOf: (jobName: string) => number | undefined;
  nameOf: (jobId: number) => string | undefined;
  retry: () => void;
}

/**
 * The 20 jobs' ids and names from the public job list (GET /v1/job/list, all its pages): the alert settings speak in
 * job ids, the searches and the member's saved jobs in names.
 */
export function useJobIds(): JobIds {
  const first = useQuery(getGetJobListQueryOptions({ pageNum: 0 }, { query: LIST }));
  const totalPages = Math.min(first.data?.data.totalPages ?? 1, MAX_PAGES);
  const rest = useQueries({
    queries: Array.from({ length: Math.max(0, totalPages - 1) }, (_, i) => getGetJobListQueryOptions({ pageNum: i + 1 }, { query: LIST })),
  });
  const pages = [first].concat(rest);
  const byName = new Map<string, number>();
  for (const page of pages) for (const job of page.data?.data.content ?? []) byName.set(job.jobName, job.jobId);
  const byId = new Map([...byName].map(([name, id]) => [id, name]));
  const status = pages.some((p) => p.isError) ? 'error' : pages.some((p) => p.isPending) ? 'pending' : 'ready';
  return {
    status,
    idOf: (name) => byName.get(name),
    nameOf: (id) => byId.get(id),
    retry: () => pages.forEach((p) => p.isError && void p.refetch()),
  };
}

/** A job's id by its name, read from the job list only when asked (a tap), its pages one by one until found. */
export async function findJobId(queryClient: QueryClient, jobName: string): Promise<number | undefined> {
  for (let pageNum = 0; pageNum < MAX_PAGES; pageNum++) {
    const page = await queryClient.fetchQuery(getGetJobListQueryOptions({ pageNum }, { query: LIST }));
    const found = page.data.content.find((job) => job.jobName === jobName);
    if (found) return found.jobId;
    if (pageNum + 1 >= page.data.totalPages) return undefined;
  }
  return undefined;
}
