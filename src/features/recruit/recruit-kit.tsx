import { useGetRecruitList } from '#generated/api/recruit/recruit.ts';
import type { RecruitPosting } from '#generated/model/recruitPosting.zod.ts';
import { formatCount } from '../../shared/format/count.ts';
import { describePostingDeadline, postingDeadline } from '../../shared/format/deadline.ts';
import { useRecruitScrapCalls } from '../search-kit/scrap-calls.ts';
import { DeadlineBadge, PostingFacts } from '../search-kit/ResultCard.tsx';
import type { SearchKit, SearchResults } from '../search-kit/SearchPage.tsx';
import { SEARCH_QUERY } from '../search-kit/search-state.ts';
import {
  RECRUIT_PAGE_SIZE,
  RECRUIT_SORTS,
  recruitListParams,
  type RecruitSearchState,
  type RecruitSort,
} from './recruit-filter.ts';

/** 나이 제한 표기 (a stated limit) or 나이 무관, beside the deadline (issue 24). */
function AgeBadge({ posting }: { posting: RecruitPosting }) {
  if (posting.ageLimit) return <span className="age-badge age-badge--limit">나이 제한 표기</span>;
  if (posting.ageFree) return <span className="age-badge age-badge--free">나이 무관</span>;
  return null;
}

// 고령자고용법 제4조의4 ① 1호 (모집·채용): read on https://m.jobplanet.co.kr/contents/news-4746 (2023-06-01) and
// http://www.dynews.co.kr/news/articleView.html?idxno=501069, which quotes the article
function AgeLawLine() {
  return <>모집·채용에서 나이로 차별하는 것은 법으로 금지돼 있어요(고령자고용법 제4조의4).</>;
}

/** GET /v1/recruit/list for the filters. */
function useRecruitResults(state: RecruitSearchState): SearchResults<RecruitPosting> {
  const list = useGetRecruitList(recruitListParams(state), { query: SEARCH_QUERY });
  const data = list.data?.data;
  return { list, items: data?.job ?? [], total: data?.total ?? 0, pageSize: data?.count || RECRUIT_PAGE_SIZE };
}

/** /jobsearch: postings by job and place, their cards and their details (the way out is the recruitment site). */
export const RECRUIT_SEARCH: SearchKit<RecruitPosting, RecruitSort, RecruitSearchState> = {
  title: '채용 정보',
  lead: '원하는 직업과 지역을 골라 지금 모집 중인 공고를 찾아보세요.',
  resultsTitle: '채용 공고',
  texts: {
    loading: '채용 공고를 불러오는 중이에요...',
    failed: '채용 공고를 불러오지 못했어요.',
    empty: '조건에 맞는 채용 공고가 없어요. 직업이나 지역을 바꿔 보세요.',
  },
  sorts: RECRUIT_SORTS,
  useResults: useRecruitResults,
  scrap: { category: 'RECRUIT', idOf: (posting) => posting.id, useCalls: useRecruitScrapCalls },
  keyOf: (posting, index) => `${posting.id}-${index}`,
  idOf: (posting) => posting.id,
  titleOf: (posting) => posting.title,
  card: (posting) => ({
    top: (
      <>
        <DeadlineBadge posting={posting} />
        <AgeBadge posting={posting} />
      </>
    ),
    sub: posting.companyName,
    body: (
      <>
        <PostingFacts
          facts={[posting.locationName, posting.jobTypeName, posting.experienceLevel, posting.requiredEducationLevel]}
        />
        <p className="recruit-card__salary">{posting.salary}</p>
        {!posting.isExample && <p className="recruit-card__interest">관심 {formatCount(posting.count)}명</p>}
      </>
    ),
  }),
  exampleKind: 'posting',
  detail: {
    linkLabel: '채용 사이트에서 보기',
    hrefOf: (posting) => posting.url,
    facts: (posting) => [
      { label: '회사', value: posting.companyName },
      { label: '직업', value: posting.jobName },
      { label: '근무 지역', value: posting.locationName },
      { label: '근무 형태', value: posting.jobTypeName },
      { label: '경력', value: posting.experienceLevel },
      { label: '학력', value: posting.requiredEducationLevel },
      { label: '급여', value: posting.salary },
      { label: '등록일', value: <span className="nowrap">{posting.postDate}</span> },
      {
        label: '마감',
        value: (
          <>
            <span className="nowrap">{posting['expiration-date']}</span> ({posting.closeType}) ·{' '}
            <span aria-hidden="true">{postingDeadline(posting)}</span>
            <span className="visually-hidden">{describePostingDeadline(posting)}</span>
          </>
        ),
      },
      // an example's interest would be made up: none is shown
      !posting.isExample && { label: '관심', value: <>{formatCount(posting.count)}명</> },
      !!posting.ageLimit && {
        label: '나이',
        value: (
          <>
            공고에 ‘{posting.ageLimit.text}’라고 적혀 있어요. <AgeLawLine />
          </>
        ),
      },
      posting.ageFree && { label: '나이', value: '나이 무관이라고 적혀 있어요.' },
    ],
  },
};
