// The /learning filter state: job name (all by default), place, course type (이론 위주 by default), sort.
import {
  chooseCity,
  chooseDistrict,
  NO_PLACE,
  placeFilterValue,
  toggleChoice,
  type PlaceChoice,
} from '../../shared/search/choice.ts';
import type { JobNameValue } from '../../shared/search/job-names.ts';

export const TRAINING_TYPES = ['이론 위주', '실습 위주'] as const;
export type TrainingTypeValue = (typeof TRAINING_TYPES)[number];

export const TRAINING_SORTS = ['개강 빠른순', '개강 늦은순', '취업률 높은 순'] as const;
export type TrainingSort = (typeof TRAINING_SORTS)[number];

export const TRAINING_PAGE_SIZE = 10;

export interface TrainingSearchState {
  job: JobNameValue | null;
  place: PlaceChoice;
  type: TrainingTypeValue;
  sortBy: TrainingSort;
  /** 0-based */
  page: number;
}

export type TrainingSearchAction =
  | { type: 'chooseJob'; job: JobNameValue }
  | { type: 'chooseCity'; city: string }
  | { type: 'chooseDistrict'; district: string }
  | { type: 'chooseType'; courseType: TrainingTypeValue }
  | { type: 'removeJob' }
  | { type: 'removePlace' }
  | { type: 'removeType' }
  | { type: 'sort'; sortBy: TrainingSort }
  | { type: 'page'; page: number }
  | { type: 'reset' };

export const DEFAULT_TRAINING_SEARCH: TrainingSearchState = {
  job: null,
  place: NO_PLACE,
  type: '이론 위주',
  sortBy: '개강 빠른순',
  page: 0,
};

/** Every filter change goes back to the first page. The course type always has a value (a pair of radios). */
export function trainingSearchReducer(state: TrainingSearchState, action: TrainingSearchAction): TrainingSearchState {
  switch (action.type) {
    case 'chooseJob':
      return { ...state, job: toggleChoice(state.job, action.job), page: 0 };
    case 'chooseCity':
      return { ...state, place: chooseCity(state.place, action.city), page: 0 };
    case 'chooseDistrict':
      return { ...state, place: chooseDistrict(state.place, action.district), page: 0 };
    case 'chooseType':
      return state.type === action.courseType ? state : { ...state, type: action.courseType, page: 0 };
    case 'removeJob':
      return { ...state, job: null, page: 0 };
    case 'removePlace':
      return { ...state, place: NO_PLACE, page: 0 };
    case 'removeType':
      return { ...state, type: DEFAULT_TRAINING_SEARCH.type, page: 0 };
    case 'sort':
      return state.sortBy === action.sortBy ? state : { ...state, sortBy: action.sortBy, page: 0 };
    case 'page':
      return { ...state, page: Math.max(0, action.page) };
    case 'reset':
      return DEFAULT_TRAINING_SEARCH;
  }
}

/** The query of GET /v1/training/list for a state. */
export function trainingListParams(state: TrainingSearchState) {
  const regionName = placeFilterValue(state.place);
  return {
    pageNum: state.page,
    pageSize: TRAINING_PAGE_SIZE,
    type: state.type,
    sortBy: state.sortBy,
    ...(state.job ? { jobName: state.job } : {}),
    ...(regionName ? { regionName } : {}),
  };
}
