// What the recruitment and training searches share (spec section 4): a job, a place, a sort and a page, the moves
// between them (every filter change goes back to the first page) and the chosen values as removable tags.
import { keepPreviousData } from '@tanstack/react-query';
import { chooseCity, chooseDistrict, NO_PLACE, placeLabel, toggleChoice, type PlaceChoice } from './choice.ts';
import type { FilterTag } from './FilterTags.tsx';
import type { JobNameValue } from './job-names.ts';

const MINUTE = 60_000;

/** The list queries: 5 min stale; the old page stays on screen while the next one loads. */
export const SEARCH_QUERY = { staleTime: 5 * MINUTE, placeholderData: keepPreviousData } as const;

export interface SearchState<Sort extends string> {
  job: JobNameValue | null;
  place: PlaceChoice;
  sortBy: Sort;
  /** 0-based */
  page: number;
}

export type SearchAction<Sort extends string> =
  | { type: 'chooseJob'; job: JobNameValue }
  | { type: 'chooseCity'; city: string }
  | { type: 'chooseDistrict'; district: string }
  | { type: 'removeJob' }
  | { type: 'removePlace' }
  | { type: 'sort'; sortBy: Sort }
  | { type: 'page'; page: number }
  | { type: 'reset' };

/** The shared moves; `reset` goes back to the search's own defaults. */
export function reduceSearch<Sort extends string, State extends SearchState<Sort>>(
  state: State,
  action: SearchAction<Sort>,
  defaults: State,
): State {
  switch (action.type) {
    case 'chooseJob':
      return { ...state, job: toggleChoice(state.job, action.job), page: 0 };
    case 'chooseCity':
      return { ...state, place: chooseCity(state.place, action.city), page: 0 };
    case 'chooseDistrict':
      return { ...state, place: chooseDistrict(state.place, action.district), page: 0 };
    case 'removeJob':
      return { ...state, job: null, page: 0 };
    case 'removePlace':
      return { ...state, place: NO_PLACE, page: 0 };
    case 'sort':
      return state.sortBy === action.sortBy ? state : { ...state, sortBy: action.sortBy, page: 0 };
    case 'page':
      return { ...state, page: Math.max(0, action.page) };
    case 'reset':
      return defaults;
  }
}

/** The job and place tags ('요양보호사', '서울특별시 전체'), each removable. */
export function searchTags<Sort extends string>(
  state: SearchState<Sort>,
  dispatch: (action: SearchAction<Sort>) => void,
): FilterTag[] {
  const tags: FilterTag[] = [];
  if (state.job) tags.push({ key: 'job', label: state.job, onRemove: () => dispatch({ type: 'removeJob' }) });
  const place = placeLabel(state.place);
  if (place) tags.push({ key: 'place', label: place, onRemove: () => dispatch({ type: 'removePlace' }) });
  return tags;
}
