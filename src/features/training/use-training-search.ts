import { useQueryClient } from '@tanstack/react-query';
import { getGetScrappedTrainingsQueryKey, useScrapTraining, useUnscrapTraining } from '../../../generated/api/scrap/scrap.ts';
import { useGetTrainingList } from '../../../generated/api/training/training.ts';
import type { TrainingCourse } from '../../../generated/model/trainingCourse.zod.ts';
import { useScrapHearts } from '../../shared/scrap/use-scrap-hearts.ts';
import type { SearchResults } from '../../shared/search/SearchPage.tsx';
import { SEARCH_QUERY } from '../../shared/search/search-state.ts';
import { TRAINING_PAGE_SIZE, trainingListParams, type TrainingSearchState } from './training-filter.ts';
import { scrapTrainingBody } from './training-scrap.ts';

/** GET /v1/training/list for the filters. */
export function useTrainingResults(state: TrainingSearchState): SearchResults<TrainingCourse> {
  const list = useGetTrainingList(trainingListParams(state), { query: SEARCH_QUERY });
  const data = list.data?.data;
  return { list, items: data?.srchList ?? [], total: data?.scn_cnt ?? 0, pageSize: data?.pageSize || TRAINING_PAGE_SIZE };
}

/** The courses' hearts (a scrap keeps the course type searched); a change refreshes the scrapped courses. */
export function useTrainingHearts(courses: readonly TrainingCourse[], state: TrainingSearchState) {
  const queryClient = useQueryClient();
  const scrap = useScrapTraining();
  const unscrap = useUnscrapTraining();
  return useScrapHearts({
    category: 'TRAINING',
    items: courses,
    idOf: (course) => course.trprId,
    create: (course) => scrap.mutateAsync({ data: scrapTrainingBody(course), params: { type: state.type } }),
    remove: (course) => unscrap.mutateAsync({ trprId: course.trprId, data: { trainingId: course.trprId } }),
    onChanged: () => void queryClient.invalidateQueries({ queryKey: getGetScrappedTrainingsQueryKey() }),
  });
}
