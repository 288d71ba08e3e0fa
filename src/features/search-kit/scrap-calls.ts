// The scrap domain's one cache module: the scrap calls of each kind, shared by the searches' hearts and the scrap
// tabs (create, delete), and what a change makes stale, named by the generated key factories.
import {
  getGetClosingSoonScrapsQueryKey,
  getGetScrapCheckedQueryKey,
  getGetScrappedRecruitsQueryKey,
  getGetScrappedTrainingsQueryKey,
  useScrapRecruit,
  useScrapTraining,
  useUnscrapRecruit,
  useUnscrapTraining,
} from '#generated/api/scrap/scrap.ts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { TrainingCourse } from '#generated/model/trainingCourse.zod.ts';
import { scrapTrainingBody } from './training-scrap.ts';

/** What the hearts and the tabs call. */
export interface ScrapCalls<Item> {
  create: (item: Item) => Promise<unknown>;
  remove: (item: Item) => Promise<unknown>;
  refreshes: readonly QueryKey[];
}

/** A posting's scrap (by its id); home's closing-soon list follows the scrapped postings. */
export function useRecruitScrapCalls() {
  const { mutateAsync: scrap } = useScrapRecruit();
  const { mutateAsync: unscrap } = useUnscrapRecruit();
  return {
    create: ({ id }: { id: string }) => scrap({ id }),
    remove: ({ id }: { id: string }) => unscrap({ id, data: { recruitId: id } }),
    refreshes: [getGetScrappedRecruitsQueryKey(), getGetClosingSoonScrapsQueryKey()],
  };
}

/** A course's scrap (by its trprId); creating one sends the course's own type (이론 위주 or 실습 위주). */
export function useTrainingScrapCalls() {
  const { mutateAsync: scrap } = useScrapTraining();
  const { mutateAsync: unscrap } = useUnscrapTraining();
  return {
    create: (course: TrainingCourse) => scrap({ data: scrapTrainingBody(course), params: { type: course.type } }),
    remove: ({ trprId }: { trprId: string }) => unscrap({ trprId, data: { trainingId: trprId } }),
    refreshes: [getGetScrappedTrainingsQueryKey()],
  };
}

/**
 * After a scrap was created or deleted: the scrap lists it makes stale, and every check answer (the hearts) when
 * asked: the scrap tabs ask; a search's hearts write their own check answer at once and do not.
 */
export function refreshAfterScrap(
  queryClient: QueryClient,
  { refreshes }: Pick<ScrapCalls<never>, 'refreshes'>,
  { checks = false }: { checks?: boolean } = {},
) {
  for (const queryKey of [...refreshes, ...(checks ? [getGetScrapCheckedQueryKey()] : [])]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
