import { FilterChips } from '../../shared/search/FilterChips.tsx';
import { PlacePicker } from '../../shared/search/PlacePicker.tsx';
import { JOB_NAMES } from '../../shared/search/job-names.ts';
import { type RecruitSearchAction, type RecruitSearchState } from './recruit-filter.ts';

const JOB_OPTIONS = JOB_NAMES.map((value) => ({ value }));

interface RecruitFilterPanelProps {
  state: RecruitSearchState;
  dispatch: (action: RecruitSearchAction) => void;
}

export function RecruitFilterPanel({ state, dispatch }: RecruitFilterPanelProps) {
  return (
    <div className="search-filter__groups">
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
