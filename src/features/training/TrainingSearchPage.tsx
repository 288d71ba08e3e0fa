import { FilterRadios } from '../../shared/search/FilterRadios.tsx';
import { useSearchAddress } from '../../shared/search/search-address.ts';
import { SearchPage } from '../../shared/search/SearchPage.tsx';
import { readTrainingAddress, TRAINING_TYPES, trainingSearchReducer, trainingTypeTags, writeTrainingAddress } from './training-filter.ts';
import { TRAINING_SEARCH } from './training-kit.tsx';
import './training.css';

const ADDRESS = { read: readTrainingAddress, write: writeTrainingAddress, reduce: trainingSearchReducer };

export function TrainingSearchPage() {
  const [state, dispatch] = useSearchAddress(ADDRESS);
  return (
    <SearchPage
      kit={TRAINING_SEARCH}
      state={state}
      dispatch={dispatch}
      filters={
        <FilterRadios
          legend="수업 방식"
          options={TRAINING_TYPES}
          value={state.type}
          onChoose={(courseType) => dispatch({ type: 'chooseType', courseType })}
        />
      }
      tags={trainingTypeTags(state, dispatch)}
    />
  );
}
