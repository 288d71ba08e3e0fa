import { SearchPage } from '../../shared/search/SearchPage.tsx';
import { useSearchAddress } from '../../shared/search/search-address.ts';
import { readRecruitAddress, recruitSearchReducer, writeRecruitAddress } from './recruit-filter.ts';
import { RECRUIT_SEARCH } from './recruit-kit.tsx';
import './recruit.css';

const ADDRESS = { read: readRecruitAddress, write: writeRecruitAddress, reduce: recruitSearchReducer };

export function RecruitSearchPage() {
  const [state, dispatch] = useSearchAddress(ADDRESS);
  return <SearchPage kit={RECRUIT_SEARCH} state={state} dispatch={dispatch} />;
}
