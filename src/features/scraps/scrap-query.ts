import { keepPreviousData } from '@tanstack/react-query';
import type { ScrapSort } from './scrap-messages.ts';

const MINUTE = 60_000;

/** Spec: scrap queries 5 min stale, no refetch on window focus, one retry; the old page stays while the next loads. */
export const SCRAP_LIST_QUERY = {
  staleTime: 5 * MINUTE,
  refetchOnWindowFocus: false,
  retry: 1,
  placeholderData: keepPreviousData,
} as const;

export interface ScrapFilter {
  /** 0-based on the wire, shown 1-based */
  page: number;
  sortBy: ScrapSort;
  /** no region filter is sent by default (지역 선택) */
  locName: string | null;
}

/** The query of the scrap lists (GET /v1/scrap/recruit/list and /v1/scrap/training/list). */
export function scrapListParams(filter: ScrapFilter) {
  return { pageNum: filter.page, sortBy: filter.sortBy, ...(filter.locName ? { locName: filter.locName } : {}) };
}
