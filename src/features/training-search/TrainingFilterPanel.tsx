import { useId } from 'react';
import { FilterChips } from '../../shared/search/FilterChips.tsx';
import { JOB_NAMES } from '../../shared/search/job-names.ts';
import { PlacePicker } from '../../shared/search/PlacePicker.tsx';
import { TRAINING_TYPES, type TrainingSearchAction, type TrainingSearchState } from './training-filter.ts';

const JOB_OPTIONS = JOB_NAMES.map((value) => ({ value }));

interface TrainingFilterPanelProps {
  state: TrainingSearchState;
  dispatch: (action: TrainingSearchAction) => void;
}

export function TrainingFilterPanel({ state, dispatch }: TrainingFilterPanelProps) {
  const name = useId();
  return (
    <div className="search-filter__groups">
      <fieldset className="filter-chips">
        <legend className="filter-chips__legend">수업 방식</legend>
        <div className="filter-chips__list">
          {TRAINING_TYPES.map((courseType) => (
            <label key={courseType} className="filter-radio">
              <input
                type="radio"
                name={name}
                value={courseType}
                checked={state.type === courseType}
                onChange={() => dispatch({ type: 'chooseType', courseType })}
              />
              <span>{courseType}</span>
            </label>
          ))}
        </div>
      </fieldset>
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
