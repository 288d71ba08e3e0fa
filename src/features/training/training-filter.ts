// The /learning filter state: job name (all by default), place, course type (전체 by default: both kinds), sort.
import { NO_PLACE, placeFilterValue } from '../search-kit/choice.ts';
import type { FilterTag } from '../search-kit/FilterTags.tsx';
import { readSearchAddress, writeSearchAddress } from '../search-kit/search-address.ts';
import { reduceSearch, type SearchAction, type SearchState } from '../search-kit/search-state.ts';

/** 전체 asks for both kinds (the list call without `type`); the original's default was 이론 위주 (decision 0007). */
export const TRAINING_TYPES = ['전체', '이론 위주', '실습 위주'] as const;
export type TrainingTypeValue = (typeof TRAINING_TYPES)[number];

export const TRAINING_SORTS = ['개강 빠른순', '개강 늦은순', '취업률 높은 순'] as const;
export type TrainingSort = (typeof TRAINING_SORTS)[number];

export const TRAINING_PAGE_SIZE = 10;

export interface TrainingSearchState extends SearchState<TrainingSort> {
  type: TrainingTypeValue;
}

export type TrainingSearchAction =
  | SearchAction<TrainingSort>
  | { type: 'chooseType'; courseType: TrainingTypeValue }
  | { type: 'removeType' };

export const DEFAULT_TRAINING_SEARCH: TrainingSearchState = {
  job: null,
  place: NO_PLACE,
  type: '전체',
  sortBy: '개강 빠른순',
  page: 0,
};

/** Every filter change goes back to the first page. The course type always has a value (radios, 전체 among them). */
export function trainingSearchReducer(state: TrainingSearchState, action: TrainingSearchAction): TrainingSearchState {
  switch (action.type) {
    case 'chooseType':
      return state.type === action.courseType ? state : { ...state, type: action.courseType, page: 0 };
    case 'removeType':
      return { ...state, type: DEFAULT_TRAINING_SEARCH.type, page: 0 };
    default:
      return reduceSearch(state, action, DEFAULT_TRAINING_SEARCH);
  }
}

/** /learning's address: the shared part and ?type= (이론 위주 or 실습 위주; none is 전체). */
export function readTrainingAddress(params: URLSearchParams): TrainingSearchState {
  const type = TRAINING_TYPES.find((t) => t !== '전체' && t === params.get('type')) ?? '전체';
  return { ...readSearchAddress(params, DEFAULT_TRAINING_SEARCH, TRAINING_SORTS), type };
}

export function writeTrainingAddress(state: TrainingSearchState): URLSearchParams {
  const params = writeSearchAddress(state, DEFAULT_TRAINING_SEARCH);
  if (state.type !== DEFAULT_TRAINING_SEARCH.type) params.set('type', state.type);
  return params;
}

/** A course type other than the default shows as a tag before the job and place. */
export function trainingTypeTags(state: TrainingSearchState, dispatch: (action: TrainingSearchAction) => void): FilterTag[] {
  if (state.type === DEFAULT_TRAINING_SEARCH.type) return [];
  return [{ key: 'type', label: state.type, onRemove: () => dispatch({ type: 'removeType' }) }];
}

/** The query of GET /v1/training/list for a state. */
export function trainingListParams(state: TrainingSearchState) {
  const regionName = placeFilterValue(state.place);
  return {
    pageNum: state.page,
    pageSize: TRAINING_PAGE_SIZE,
    ...(state.type !== '전체' ? { type: state.type } : {}),
    sortBy: state.sortBy,
    ...(state.job ? { jobName: state.job } : {}),
    ...(regionName ? { regionName } : {}),
  };
}
