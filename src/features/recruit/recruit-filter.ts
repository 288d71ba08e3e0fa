// The /jobsearch filter state (spec: job defaults to the first job type, sort to 마감 임박순) and its transitions.
import { NO_PLACE, placeFilterValue, type PlaceChoice } from '../../shared/search/choice.ts';
import { parseRegionName } from '../../shared/regions/region-name.ts';
import { CITIES } from '../../shared/search/cities.ts';
import { JOB_NAMES, type JobNameValue } from '../../shared/search/job-names.ts';
import { reduceSearch, type SearchAction, type SearchState } from '../../shared/search/search-state.ts';

export const RECRUIT_SORTS = ['마감 임박순', '마감 여유순', '최신 등록순'] as const;
export type RecruitSort = (typeof RECRUIT_SORTS)[number];

export const RECRUIT_PAGE_SIZE = 10;

export type RecruitSearchState = SearchState<RecruitSort>;
export type RecruitSearchAction = SearchAction<RecruitSort>;

export const DEFAULT_RECRUIT_SEARCH: RecruitSearchState = {
  job: JOB_NAMES[0] ?? null,
  place: NO_PLACE,
  sortBy: '마감 임박순',
  page: 0,
};

/** What home's 더 보기 hands over: the member's region ('서울특별시 종로구' or '서울특별시') and saved job, if any. */
export interface HandedSearch {
  regionName?: string | null;
  job?: string | null;
}

/**
 * The starting state. Coming from home, the search shows what home listed: the handed region and job, and all jobs
 * when no job was handed (not the default job, which would hide most of the region's postings).
 */
export function initialRecruitSearch(handed?: HandedSearch | null): RecruitSearchState {
  const job = (JOB_NAMES as readonly string[]).includes(handed?.job ?? '') ? (handed!.job as JobNameValue) : null;
  const { city, district } = parseRegionName(handed?.regionName ?? '');
  const place: PlaceChoice | null = (CITIES as readonly string[]).includes(city) ? { city, district: district || null } : null;
  if (!job && !place) return DEFAULT_RECRUIT_SEARCH;
  return { ...DEFAULT_RECRUIT_SEARCH, job, place: place ?? NO_PLACE };
}

export function recruitSearchReducer(state: RecruitSearchState, action: RecruitSearchAction): RecruitSearchState {
  return reduceSearch(state, action, DEFAULT_RECRUIT_SEARCH);
}

/** The query of GET /v1/recruit/list for a state. */
export function recruitListParams(state: RecruitSearchState) {
  return {
    pageNum: state.page,
    count: RECRUIT_PAGE_SIZE,
    sortBy: state.sortBy,
    ...(state.job ? { keyWord: state.job } : {}),
    ...(placeFilterValue(state.place) ? { locationName: placeFilterValue(state.place) } : {}),
  };
}
