import { useReducer } from 'react';
import { FilterRadios } from '../../shared/search/FilterRadios.tsx';
import { SearchPage } from '../../shared/search/SearchPage.tsx';
import { DEFAULT_TRAINING_SEARCH, TRAINING_TYPES, trainingSearchReducer, trainingTypeTags } from './training-filter.ts';
import { TRAINING_SEARCH } from './training-kit.tsx';
import './training.css';

export function TrainingSearchPage() {
  const [state, dispatch] = useReducer(trainingSearchReducer, DEFAULT_TRAINING_SEARCH);
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
