// A search's filters, sort and page live in the address (?job=&location=&sort=&page=), as /jobfound's do: Back,
// Forward, a shared link and coming back from another screen bring the same results (issue 25). Home hands a region
// and a job over the same way (?location=&job=).
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseRegionName } from '../../shared/regions/region-name.ts';
import { NO_PLACE, placeFilterValue, type PlaceChoice } from './choice.ts';
import { CITIES } from './cities.ts';
import { JOB_NAMES, type JobNameValue } from './job-names.ts';
import type { SearchState } from './search-state.ts';

/** `job=전체`: every job, on a search whose default is one job (/jobsearch starts with the first job type) */
const ALL_JOBS = '전체';

function readPlace(location: string | null): PlaceChoice {
  const { city, district } = parseRegionName(location ?? '');
  return (CITIES as readonly string[]).includes(city) ? { city, district: district || null } : NO_PLACE;
}

/**
 * The shared part of a search's state from its address; anything unknown is the default. Without `job` the search
 * shows its default job, unless a place is given: a region alone (home's 더 보기) shows every job there.
 */
export function readSearchAddress<Sort extends string, State extends SearchState<Sort>>(
  params: URLSearchParams,
  defaults: State,
  sorts: readonly Sort[],
): State {
  const place = readPlace(params.get('location'));
  const named = params.get('job');
  const job = JOB_NAMES.find((name) => name === named) ?? (named === ALL_JOBS || place.city ? null : defaults.job);
  const shownPage = Number(params.get('page'));
  return {
    ...defaults,
    job,
    place,
    sortBy: sorts.find((sort) => sort === params.get('sort')) ?? defaults.sortBy,
    page: Number.isInteger(shownPage) && shownPage >= 1 ? shownPage - 1 : 0,
  };
}

/** The address of a state: only what differs from the defaults, so the plain path is the default search. */
export function writeSearchAddress<Sort extends string>(state: SearchState<Sort>, defaults: SearchState<Sort>): URLSearchParams {
  const params = new URLSearchParams();
  const location = placeFilterValue(state.place);
  const job: JobNameValue | typeof ALL_JOBS | null = state.job ?? (defaults.job && !location ? ALL_JOBS : null);
  if (job && (job !== defaults.job || location)) params.set('job', job);
  if (location) params.set('location', location);
  if (state.sortBy !== defaults.sortBy) params.set('sort', state.sortBy);
  if (state.page > 0) params.set('page', String(state.page + 1));
  return params;
}

/** How a search reads and writes its address, and moves from a state to the next. */
export interface SearchAddress<State, Action> {
  read: (params: URLSearchParams) => State;
  write: (state: State) => URLSearchParams;
  reduce: (state: State, action: Action) => State;
}

/** The state read from the address; each move that changes it is a new history entry (a detail's ?detail= is dropped). */
export function useSearchAddress<State, Action>({ read, write, reduce }: SearchAddress<State, Action>) {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const state = useMemo(() => read(new URLSearchParams(query)), [read, query]);
  const dispatch = useCallback(
    (action: Action) => {
      const next = write(reduce(state, action));
      if (next.toString() !== write(state).toString()) setParams(next);
    },
    [state, write, reduce, setParams],
  );
  return [state, dispatch] as const;
}
