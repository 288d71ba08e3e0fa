import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useReducer, useState } from 'react';
import {
  getGetScrappedTrainingsQueryKey,
  useScrapTraining,
  useUnscrapTraining,
} from '../../../generated/api/scrap/scrap.ts';
import { useGetTrainingList } from '../../../generated/api/training/training.ts';
import type { TrainingCourse } from '../../../generated/model/trainingCourse.zod.ts';
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
import {
  DEFAULT_TRAINING_SEARCH,
  TRAINING_PAGE_SIZE,
  TRAINING_SORTS,
  trainingListParams,
  trainingSearchReducer,
  type TrainingSort,
} from './training-filter.ts';
import { scrapTrainingBody } from './training-scrap.ts';
import { TrainingCard } from './TrainingCard.tsx';
import { TrainingDetailDialog } from './TrainingDetailDialog.tsx';
import { TrainingFilterPanel } from './TrainingFilterPanel.tsx';
import './training-search.css';
import { formatCount } from '../../shared/format/count.ts';

const MINUTE = 60_000;
const SORT_OPTIONS = TRAINING_SORTS.map((value) => ({ value, label: value }));

export function TrainingSearchPage() {
  const [state, dispatch] = useReducer(trainingSearchReducer, DEFAULT_TRAINING_SEARCH);
  const [opened, setOpened] = useState<TrainingCourse | null>(null);
  const queryClient = useQueryClient();

  const list = useGetTrainingList(trainingListParams(state), {
    query: { staleTime: 5 * MINUTE, placeholderData: keepPreviousData },
  });
  const courses = list.data?.data.srchList ?? [];
  const total = list.data?.data.scn_cnt ?? 0;
  const totalPages = pageCount(total, list.data?.data.pageSize || TRAINING_PAGE_SIZE);

  const scrap = useScrapTraining();
  const unscrap = useUnscrapTraining();
  const hearts = useScrapHearts({
    category: 'TRAINING',
    items: courses,
    idOf: (course) => course.trprId,
    create: (course) => scrap.mutateAsync({ data: scrapTrainingBody(course), params: { type: state.type } }),
    remove: (course) => unscrap.mutateAsync({ trprId: course.trprId, data: { trainingId: course.trprId } }),
    onChanged: () => void queryClient.invalidateQueries({ queryKey: getGetScrappedTrainingsQueryKey() }),
  });

  const tags: FilterTag[] = [];
  if (state.type !== DEFAULT_TRAINING_SEARCH.type)
    tags.push({ key: 'type', label: state.type, onRemove: () => dispatch({ type: 'removeType' }) });
  if (state.job) tags.push({ key: 'job', label: state.job, onRemove: () => dispatch({ type: 'removeJob' }) });
  const place = placeLabel(state.place);
  if (place) tags.push({ key: 'place', label: place, onRemove: () => dispatch({ type: 'removePlace' }) });

  return (
    <SearchLayout
      title="학원 정보"
      lead="국비 지원을 받을 수 있는 교육 과정을 직업과 지역으로 찾아보세요."
      filters={<TrainingFilterPanel state={state} dispatch={dispatch} />}
      resultsTitle="교육 과정"
      count={list.data ? `총 ${formatCount(total)}건` : null}
      sort={
        <Select
          label="정렬"
          hideLabel
          value={state.sortBy}
          options={SORT_OPTIONS}
          onChange={(sortBy: TrainingSort) => dispatch({ type: 'sort', sortBy })}
        />
      }
      tags={<FilterTags tags={tags} onReset={() => dispatch({ type: 'reset' })} />}
      busy={list.isFetching && !list.isPending}
    >
      {list.isPending ? (
        <LoadingState label="교육 과정을 불러오는 중이에요..." />
      ) : list.isError ? (
        <ErrorState message={`교육 과정을 불러오지 못했어요. ${errorMessage(list.error)}`} onRetry={() => void list.refetch()} />
      ) : courses.length === 0 ? (
        <EmptyState message="조건에 맞는 교육 과정이 없어요. 직업이나 지역, 수업 방식을 바꿔 보세요." />
      ) : (
        <>
          <ul className="training-list">
            {courses.map((course, index) => (
              <li key={`${course.trprId}-${course.trprDegr}-${index}`}>
                <TrainingCard
                  course={course}
                  scrapped={hearts.isScrapped(course)}
                  scrapBusy={hearts.isBusy(course)}
                  onToggleScrap={() => hearts.toggle(course)}
                  onOpen={() => setOpened(course)}
                />
              </li>
            ))}
          </ul>
          <Pagination
            page={state.page}
            totalPages={totalPages}
            onChange={(page) => dispatch({ type: 'page', page })}
            label="교육 과정 페이지"
          />
        </>
      )}
      <TrainingDetailDialog
        course={opened}
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
