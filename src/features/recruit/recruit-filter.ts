// The /jobsearch filter state (spec: job defaults to the first job type, sort to 마감 임박순) and its transitions.
import { NO_PLACE, placeFilterValue } from '../search-kit/choice.ts';
import { JOB_NAMES } from '../search-kit/job-names.ts';
import { readSearchAddress, writeSearchAddress } from '../search-kit/search-address.ts';
import { reduceSearch, type SearchAction, type SearchState } from '../search-kit/search-state.ts';

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

/** /jobsearch's address (home's 더 보기 hands over ?location=&job= the same way). */
export const readRecruitAddress = (params: URLSearchParams) => readSearchAddress(params, DEFAULT_RECRUIT_SEARCH, RECRUIT_SORTS);
export const writeRecruitAddress = (state: RecruitSearchState) => writeSearchAddress(state, DEFAULT_RECRUIT_SEARCH);

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
