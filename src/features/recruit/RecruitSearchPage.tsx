import { useReducer } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { SearchPage } from '../../shared/search/SearchPage.tsx';
import { initialRecruitSearch, recruitSearchReducer, type HandedSearch } from './recruit-filter.ts';
import { RECRUIT_SEARCH } from './recruit-kit.tsx';
import './recruit.css';

/** Home hands a region and a job over as ?location=&job= (or as navigation state { regionName }). */
function useHandedSearch(): HandedSearch {
  const location = useLocation();
  const [params] = useSearchParams();
  const fromState = (location.state as { regionName?: unknown } | null)?.regionName;
  return { regionName: typeof fromState === 'string' ? fromState : params.get('location'), job: params.get('job') };
}

export function RecruitSearchPage() {
  const handed = useHandedSearch();
  const [state, dispatch] = useReducer(recruitSearchReducer, handed, initialRecruitSearch);
  return <SearchPage kit={RECRUIT_SEARCH} state={state} dispatch={dispatch} />;
}
