import { useGetScrappedRecruits, useGetScrappedTrainings } from '#generated/api/scrap/scrap.ts';
import type { ScrappedRecruit } from '#generated/model/scrappedRecruit.zod.ts';
import type { ScrappedTraining } from '#generated/model/scrappedTraining.zod.ts';
import { useRecruitScrapCalls, useTrainingScrapCalls } from '../search-kit/scrap-calls.ts';
import type { ScrapTab } from './ScrapList.tsx';
import { TRAINING_SCRAP_DELETED } from './scrap-messages.ts';
import { SCRAP_LIST_QUERY, scrapListParams } from './scrap-query.ts';
import { DeadlineBadge, PostingFacts } from '../search-kit/ResultCard.tsx';

/** 채용 정보: the scrapped postings (D-n, company, conditions, closing date). */
export const RECRUIT_SCRAPS: ScrapTab<ScrappedRecruit> = {
  kind: 'job',
  exampleKind: 'posting',
  useList: (filter) => useGetScrappedRecruits(scrapListParams(filter), { query: SCRAP_LIST_QUERY }),
  useCalls: useRecruitScrapCalls,
  keyOf: (item) => item.id,
  hrefOf: (item) => item.url,
  card: (item) => ({
    top: <DeadlineBadge posting={item} />,
    sub: item.companyName,
    body: (
      <>
        <PostingFacts facts={[item.locationName, item.experienceLevel, item.jobTypeName]} />
        <p className="result-card__meta">
          마감일 <span className="nowrap">{item['expiration-date']}</span>
        </p>
      </>
    ),
  }),
};

/** 학원 정보: the scrapped courses (round, institution, address, length and fee); a delete is confirmed in words (spec). */
export const TRAINING_SCRAPS: ScrapTab<ScrappedTraining> = {
  kind: 'edu',
  exampleKind: 'course',
  useList: (filter) => useGetScrappedTrainings(scrapListParams(filter), { query: SCRAP_LIST_QUERY }),
  useCalls: useTrainingScrapCalls,
  keyOf: (item) => item.trprId,
  hrefOf: (item) => item.titleLink,
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
