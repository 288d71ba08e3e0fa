import {
  getGetClosingSoonScrapsQueryKey,
  getGetScrappedRecruitsQueryKey,
  getGetScrappedTrainingsQueryKey,
  useGetScrappedRecruits,
  useGetScrappedTrainings,
  useUnscrapRecruit,
  useUnscrapTraining,
} from '../../../generated/api/scrap/scrap.ts';
import type { ScrappedRecruit } from '../../../generated/model/scrappedRecruit.zod.ts';
import type { ScrappedTraining } from '../../../generated/model/scrappedTraining.zod.ts';
import type { ScrapTab } from '../../shared/scrap/ScrapList.tsx';
import { TRAINING_SCRAP_DELETED } from '../../shared/scrap/scrap-messages.ts';
import { SCRAP_LIST_QUERY, scrapListParams, type ScrapFilter } from '../../shared/scrap/scrap-query.ts';
import { DeadlineBadge, PostingFacts } from '../../shared/search/ResultCard.tsx';

function useRecruitScrapList(filter: ScrapFilter) {
  const list = useGetScrappedRecruits(scrapListParams(filter), { query: SCRAP_LIST_QUERY });
  return { list, content: list.data?.data.content ?? [], totalPages: list.data?.data.totalPages ?? 0 };
}

function useRecruitUnscrap() {
  const { mutateAsync } = useUnscrapRecruit();
  return (item: ScrappedRecruit) => mutateAsync({ id: item.id, data: { recruitId: item.id } });
}

/** 채용 정보: the scrapped postings; a delete also refreshes home's closing-soon list. */
export const RECRUIT_SCRAPS: ScrapTab<ScrappedRecruit> = {
  kind: 'job',
  useList: useRecruitScrapList,
  useRemove: useRecruitUnscrap,
  keyOf: (item) => item.id,
  hrefOf: (item) => item.url,
  refreshes: () => [getGetScrappedRecruitsQueryKey(), getGetClosingSoonScrapsQueryKey()],
  card: (item) => ({
    top: <DeadlineBadge posting={item} />,
    sub: item.companyName,
    body: (
      <>
        <PostingFacts facts={[item.locationName, item.experienceLevel, item.jobTypeName]} />
        <p className="result-card__meta">마감일 {item['expiration-date']}</p>
      </>
    ),
  }),
};

function useTrainingScrapList(filter: ScrapFilter) {
  const list = useGetScrappedTrainings(scrapListParams(filter), { query: SCRAP_LIST_QUERY });
  return { list, content: list.data?.data.content ?? [], totalPages: list.data?.data.totalPages ?? 0 };
}

function useTrainingUnscrap() {
  const { mutateAsync } = useUnscrapTraining();
  return (item: ScrappedTraining) => mutateAsync({ trprId: item.trprId, data: { trainingId: item.trprId } });
}

/** 학원 정보: the scrapped courses; a delete is confirmed in words (spec). */
export const TRAINING_SCRAPS: ScrapTab<ScrappedTraining> = {
  kind: 'edu',
  useList: useTrainingScrapList,
  useRemove: useTrainingUnscrap,
  keyOf: (item) => item.trprId,
  hrefOf: (item) => item.titleLink,
  refreshes: () => [getGetScrappedTrainingsQueryKey()],
  removedNotice: TRAINING_SCRAP_DELETED,
  card: (item) => ({
    top: <span className="round-badge">{item.trprDegr}회차</span>,
    sub: item.subTitle,
    body: (
      <>
        <p className="result-card__meta">{item.address}</p>
        <p className="result-card__meta">
          교육 기간 {item.traDuration} · 수강료 {item.realMan}원
        </p>
      </>
    ),
  }),
};
