import type { ScrapSort } from './scrap-messages.ts';

const MINUTE = 60_000;

/** Spec: scrap queries 5 min stale, no refetch on window focus, one retry. */
export const SCRAP_QUERY = { staleTime: 5 * MINUTE, refetchOnWindowFocus: false, retry: 1 } as const;

export interface ScrapFilter {
  /** 0-based on the wire, shown 1-based */
  page: number;
  sortBy: ScrapSort;
  /** no region filter is sent by default (지역 선택) */
  locName: string | null;
}
