import { getGetRecruitListQueryOptions } from '#generated/api/recruit/recruit.ts';
import { startQuery, type ScreenLoader } from '../../shared/routing/screen-loader.ts';
import { SearchPage } from '../search-kit/SearchPage.tsx';
import { SEARCH_QUERY } from '../search-kit/search-state.ts';
import { useSearchAddress } from '../search-kit/search-address.ts';
import { FilterRadios } from '../search-kit/FilterRadios.tsx';
import {
  AGE_CHOICES,
  readRecruitAddress,
  recruitAgeTags,
  recruitListParams,
  recruitSearchReducer,
  writeRecruitAddress,
} from './recruit-filter.ts';
import { RECRUIT_SEARCH } from './recruit-kit.tsx';
import { SaveSearchAlert } from './SaveSearchAlert.tsx';
import './recruit.css';

const ADDRESS = { read: readRecruitAddress, write: writeRecruitAddress, reduce: recruitSearchReducer };

/** The page of postings the address asks for (as useSearchAddress reads it), asked for as the route is matched. */
export const loader: ScreenLoader = (queryClient, { request }) => {
  const params = recruitListParams(readRecruitAddress(new URL(request.url).searchParams));
  void startQuery(queryClient, getGetRecruitListQueryOptions(params, { query: SEARCH_QUERY }));
};

export function RecruitSearchPage() {
  const [state, dispatch] = useSearchAddress(ADDRESS);
  return (
    <SearchPage
      kit={RECRUIT_SEARCH}
      state={state}
      dispatch={dispatch}
      filters={
        <FilterRadios legend="나이 제한" options={AGE_CHOICES} value={state.age} onChoose={(age) => dispatch({ type: 'chooseAge', age })} />
      }
      tags={recruitAgeTags(state, dispatch)}
      extra={<SaveSearchAlert job={state.job} place={state.place} />}
    />
  );
}
