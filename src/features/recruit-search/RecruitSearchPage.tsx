import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useReducer, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useGetRecruitList } from '../../../generated/api/recruit/recruit.ts';
import {
  getGetClosingSoonScrapsQueryKey,
  getGetScrappedRecruitsQueryKey,
  useScrapRecruit,
  useUnscrapRecruit,
} from '../../../generated/api/scrap/scrap.ts';
import type { RecruitPosting } from '../../../generated/model/recruitPosting.zod.ts';
import { errorMessage } from '../../shared/http/api-error.ts';
import { useScrapHearts } from '../../shared/scrap/use-scrap-hearts.ts';
import { placeLabel } from '../../shared/search/choice.ts';
import { FilterTags, type FilterTag } from '../../shared/search/FilterTags.tsx';
import { SearchLayout } from '../../shared/search/SearchLayout.tsx';
import { AlertDialog } from '../../shared/ui/Dialog.tsx';
import { Pagination } from '../../shared/ui/Pagination.tsx';
import { pageCount } from '../../shared/ui/pagination.ts';
import { Select } from '../../shared/ui/Select.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../shared/ui/StateMessage.tsx';
import { RecruitCard } from './RecruitCard.tsx';
import { RecruitDetailDialog } from './RecruitDetailDialog.tsx';
import {
  initialRecruitSearch,
  RECRUIT_PAGE_SIZE,
  RECRUIT_SORTS,
  recruitListParams,
  recruitSearchReducer,
  type HandedSearch,
  type RecruitSort,
} from './recruit-filter.ts';
import { RecruitFilterPanel } from './RecruitFilterPanel.tsx';
import '../../shared/search/deadline-badge.css';
import './recruit-search.css';
import { formatCount } from '../../shared/format/count.ts';

const MINUTE = 60_000;
const SORT_OPTIONS = RECRUIT_SORTS.map((value) => ({ value, label: value }));

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
  const [opened, setOpened] = useState<RecruitPosting | null>(null);
  const queryClient = useQueryClient();

  const list = useGetRecruitList(recruitListParams(state), {
    query: { staleTime: 5 * MINUTE, placeholderData: keepPreviousData },
  });
  const postings = list.data?.data.job ?? [];
  const total = list.data?.data.total ?? 0;
  const totalPages = pageCount(total, list.data?.data.count || RECRUIT_PAGE_SIZE);

  const scrap = useScrapRecruit();
  const unscrap = useUnscrapRecruit();
  const hearts = useScrapHearts({
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

  const tags: FilterTag[] = [];
  if (state.job) tags.push({ key: 'job', label: state.job, onRemove: () => dispatch({ type: 'removeJob' }) });
  const place = placeLabel(state.place);
  if (place) tags.push({ key: 'place', label: place, onRemove: () => dispatch({ type: 'removePlace' }) });

  return (
    <SearchLayout
      title="채용 정보"
      lead="원하는 직업과 지역을 골라 지금 모집 중인 공고를 찾아보세요."
      filters={<RecruitFilterPanel state={state} dispatch={dispatch} />}
      resultsTitle="채용 공고"
      count={list.data ? `총 ${formatCount(total)}건` : null}
      sort={
        <Select
          label="정렬"
          hideLabel
          value={state.sortBy}
          options={SORT_OPTIONS}
          onChange={(sortBy: RecruitSort) => dispatch({ type: 'sort', sortBy })}
        />
      }
      tags={<FilterTags tags={tags} onReset={() => dispatch({ type: 'reset' })} />}
      busy={list.isFetching && !list.isPending}
    >
      {list.isPending ? (
        <LoadingState label="채용 공고를 불러오는 중이에요..." />
      ) : list.isError ? (
        <ErrorState message={`채용 공고를 불러오지 못했어요. ${errorMessage(list.error)}`} onRetry={() => void list.refetch()} />
      ) : postings.length === 0 ? (
        <EmptyState message="조건에 맞는 채용 공고가 없어요. 직업이나 지역을 바꿔 보세요." />
      ) : (
        <>
          <ul className="recruit-list">
            {postings.map((posting, index) => (
              <li key={`${posting.id}-${index}`}>
                <RecruitCard
                  posting={posting}
                  scrapped={hearts.isScrapped(posting)}
                  scrapBusy={hearts.isBusy(posting)}
                  onToggleScrap={() => hearts.toggle(posting)}
                  onOpen={() => setOpened(posting)}
                />
              </li>
            ))}
          </ul>
          <Pagination
            page={state.page}
            totalPages={totalPages}
            onChange={(page) => dispatch({ type: 'page', page })}
            label="채용 공고 페이지"
          />
        </>
      )}
      <RecruitDetailDialog
        posting={opened}
        loggedIn={hearts.loggedIn}
        scrapped={opened ? hearts.isScrapped(opened) : false}
        scrapBusy={opened ? hearts.isBusy(opened) : false}
        onToggleScrap={() => opened && hearts.toggle(opened)}
        onClose={() => setOpened(null)}
      />
      <AlertDialog open={hearts.notice !== null} message={hearts.notice ?? ''} onClose={hearts.closeNotice} />
    </SearchLayout>
  );
}
