// The /jobsearch filter state (spec: job defaults to the first job type, sort to 마감 임박순) and its transitions.
import { NO_PLACE, placeFilterValue } from '../search-kit/choice.ts';
import type { FilterTag } from '../search-kit/FilterTags.tsx';
import { JOB_NAMES } from '../search-kit/job-names.ts';
import { readSearchAddress, writeSearchAddress } from '../search-kit/search-address.ts';
import { reduceSearch, type SearchAction, type SearchState } from '../search-kit/search-state.ts';

export const RECRUIT_SORTS = ['마감 임박순', '마감 여유순', '최신 등록순'] as const;
export type RecruitSort = (typeof RECRUIT_SORTS)[number];

export const RECRUIT_PAGE_SIZE = 10;

/** 나이 제한 (issue 24): every posting, or only those that state no age limit. */
export const AGE_CHOICES = ['전체', '나이 제한 없는 공고만'] as const;
export type AgeChoice = (typeof AGE_CHOICES)[number];
const NO_AGE_LIMIT: AgeChoice = '나이 제한 없는 공고만';

export interface RecruitSearchState extends SearchState<RecruitSort> {
  age: AgeChoice;
}
export type RecruitSearchAction = SearchAction<RecruitSort> | { type: 'chooseAge'; age: AgeChoice };

export const DEFAULT_RECRUIT_SEARCH: RecruitSearchState = {
  job: JOB_NAMES[0] ?? null,
  place: NO_PLACE,
  age: '전체',
  sortBy: '마감 임박순',
  page: 0,
};

/** /jobsearch's address (home's 더 보기 hands over ?location=&job= the same way), and ?age=free. */
export function readRecruitAddress(params: URLSearchParams): RecruitSearchState {
  const age = params.get('age') === 'free' ? NO_AGE_LIMIT : '전체';
  return { ...readSearchAddress(params, DEFAULT_RECRUIT_SEARCH, RECRUIT_SORTS), age };
}

export function writeRecruitAddress(state: RecruitSearchState): URLSearchParams {
  const params = writeSearchAddress(state, DEFAULT_RECRUIT_SEARCH);
  if (state.age === NO_AGE_LIMIT) params.set('age', 'free');
  return params;
}

/** Every filter change goes back to the first page. */
export function recruitSearchReducer(state: RecruitSearchState, action: RecruitSearchAction): RecruitSearchState {
  if (action.type === 'chooseAge') return state.age === action.age ? state : { ...state, age: action.age, page: 0 };
  return reduceSearch(state, action, DEFAULT_RECRUIT_SEARCH);
}

/** The age choice, when it leaves postings out, as a tag before the job and place. */
export function recruitAgeTags(state: RecruitSearchState, dispatch: (action: RecruitSearchAction) => void): FilterTag[] {
  if (state.age !== NO_AGE_LIMIT) return [];
  return [{ key: 'age', label: NO_AGE_LIMIT, onRemove: () => dispatch({ type: 'chooseAge', age: '전체' }) }];
}

/** The query of GET /v1/recruit/list for a state. */
export function recruitListParams(state: RecruitSearchState) {
  return {
    pageNum: state.page,
    count: RECRUIT_PAGE_SIZE,
    sortBy: state.sortBy,
    ...(state.job ? { keyWord: state.job } : {}),
    ...(placeFilterValue(state.place) ? { locationName: placeFilterValue(state.place) } : {}),
    ...(state.age === NO_AGE_LIMIT ? { noAgeLimit: true } : {}),
  };
}
