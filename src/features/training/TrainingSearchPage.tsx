import { getGetTrainingListQueryOptions } from '#generated/api/training/training.ts';
import { startQuery, type ScreenLoader } from '../../shared/routing/screen-loader.ts';
import { FilterRadios } from '../search-kit/FilterRadios.tsx';
import { SEARCH_QUERY } from '../search-kit/search-state.ts';
import { useSearchAddress } from '../search-kit/search-address.ts';
import { SearchPage } from '../search-kit/SearchPage.tsx';
import {
  readTrainingAddress,
  trainingListParams,
  TRAINING_TYPES,
  trainingSearchReducer,
  trainingTypeTags,
  writeTrainingAddress,
} from './training-filter.ts';
import { TRAINING_SEARCH } from './training-kit.tsx';
import './training.css';

const ADDRESS = { read: readTrainingAddress, write: writeTrainingAddress, reduce: trainingSearchReducer };

/** The page of courses the address asks for (as useSearchAddress reads it), asked for as the route is matched. */
export const loader: ScreenLoader = (queryClient, { request }) => {
  const params = trainingListParams(readTrainingAddress(new URL(request.url).searchParams));
  void startQuery(queryClient, getGetTrainingListQueryOptions(params, { query: SEARCH_QUERY }));
};

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
