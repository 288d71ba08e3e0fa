import type { ReactNode } from 'react';
import { FilterChips } from './FilterChips.tsx';
import { JOB_NAMES } from './job-names.ts';
import { PlacePicker } from './PlacePicker.tsx';
import type { SearchAction, SearchState } from './search-state.ts';

const JOB_OPTIONS = JOB_NAMES.map((value) => ({ value }));

interface SearchFiltersProps<Sort extends string> {
  state: SearchState<Sort>;
  dispatch: (action: SearchAction<Sort>) => void;
  /** a search's own filters, shown before the job and the place */
  children?: ReactNode;
}

/** The filter groups of a search: its own, then the job chips and the city-then-district picker. */
export function SearchFilters<Sort extends string>({ state, dispatch, children }: SearchFiltersProps<Sort>) {
  return (
    <div className="search-filter__groups">
      {children}
      <FilterChips
        legend="직업"
        hint="한 번 더 누르면 선택이 풀려요."
        options={JOB_OPTIONS}
        value={state.job}
        onChoose={(job) => dispatch({ type: 'chooseJob', job })}
      />
      <PlacePicker
        place={state.place}
        onChooseCity={(city) => dispatch({ type: 'chooseCity', city })}
        onChooseDistrict={(district) => dispatch({ type: 'chooseDistrict', district })}
      />
    </div>
  );
}
