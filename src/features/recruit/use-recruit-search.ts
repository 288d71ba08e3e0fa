import { useQueryClient } from '@tanstack/react-query';
import { useGetRecruitList } from '../../../generated/api/recruit/recruit.ts';
import {
  getGetClosingSoonScrapsQueryKey,
  getGetScrappedRecruitsQueryKey,
  useScrapRecruit,
  useUnscrapRecruit,
} from '../../../generated/api/scrap/scrap.ts';
import type { RecruitPosting } from '../../../generated/model/recruitPosting.zod.ts';
import { useScrapHearts } from '../../shared/scrap/use-scrap-hearts.ts';
import type { SearchResults } from '../../shared/search/SearchPage.tsx';
import { SEARCH_QUERY } from '../../shared/search/search-state.ts';
import { RECRUIT_PAGE_SIZE, recruitListParams, type RecruitSearchState } from './recruit-filter.ts';

/** GET /v1/recruit/list for the filters. */
export function useRecruitResults(state: RecruitSearchState): SearchResults<RecruitPosting> {
  const list = useGetRecruitList(recruitListParams(state), { query: SEARCH_QUERY });
  const data = list.data?.data;
  return { list, items: data?.job ?? [], total: data?.total ?? 0, pageSize: data?.count || RECRUIT_PAGE_SIZE };
}

/** The postings' hearts; a change refreshes the scrapped postings and home's closing-soon list. */
export function useRecruitHearts(postings: readonly RecruitPosting[]) {
  const queryClient = useQueryClient();
  const scrap = useScrapRecruit();
  const unscrap = useUnscrapRecruit();
  return useScrapHearts({
    category: 'RECRUIT',
    items: postings,
    idOf: (posting) => posting.id,
    create: (posting) => scrap.mutateAsync({ id: posting.id }),
    remove: (posting) => unscrap.mutateAsync({ id: posting.id, data: { recruitId: posting.id } }),
    onChanged: () => {
      void queryClient.invalidateQueries({ queryKey: getGetScrappedRecruitsQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getGetClosingSoonScrapsQueryKey() });
    },
  });
}
