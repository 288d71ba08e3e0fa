// The two searches side by side for the specs that hold both to the same rule (issue 25): where each lives, its list
// call answered with `total` results on pages of ten (each title says its page), and the words of its detail dialog.
import type { Page } from '@playwright/test';
import { course, posting, recruitList, trainingList } from './plan-bodies.ts';
import { answer, queryOf } from './routes.ts';
import { searchParts } from './search-page.ts';

export interface SearchKind {
  path: string;
  heading: string;
  list: string;
  parts: ReturnType<typeof searchParts>;
  /** the title of the first result on a page (1-based) */
  firstTitle: (page: number) => string;
  /** the detail dialog's way out */
  out: RegExp;
  /** answers the list call: `total` results, a page's titles saying the page; `asked` collects each query */
  answerList: (page: Page, total: number, asked?: Record<string, string>[]) => Promise<void>;
}

// a real posting's title is long: at 아주 크게 on a phone it takes four lines of the dialog's head
const POSTING_TITLE = (n: number) => `${n}쪽 푸른솔노인요양공동생활가정 요양보호사 채용 (주 5일, 경력무관·교육 지원)`;
const COURSE_TITLE = (n: number) => `${n}쪽 요양보호사 자격취득과정(주간 8주, 실습 포함)`;

const tenOf = <T>(make: (i: number) => T) => Array.from({ length: 10 }, (_, i) => make(i));

export const SEARCH_KINDS: readonly SearchKind[] = [
  {
    path: '/jobsearch',
    heading: '채용 정보',
    list: '**/v1/recruit/list*',
    parts: searchParts(/채용 공고/),
    firstTitle: POSTING_TITLE,
    out: /채용 사이트에서 보기/,
    answerList: (page, total, asked) =>
      answer(page, '**/v1/recruit/list*', (request) => {
        const query = queryOf(request);
        asked?.push(query);
        const pageNum = Number(query.pageNum);
        return recruitList(
          tenOf((i) => posting(i, { id: `${pageNum}0${i}`, title: i === 0 ? POSTING_TITLE(pageNum + 1) : `${pageNum + 1}쪽 공고 ${i}` })),
          total,
          pageNum * 10,
        );
      }),
  },
  {
    path: '/learning',
    heading: '학원 정보',
    list: '**/v1/training/list*',
    parts: searchParts(/교육 과정/),
    firstTitle: COURSE_TITLE,
    out: /고용24에서 보기/,
    answerList: (page, total, asked) =>
      answer(page, '**/v1/training/list*', (request) => {
        const query = queryOf(request);
        asked?.push(query);
        const pageNum = Number(query.pageNum);
        return trainingList(
          tenOf((i) => course(i, { trprId: `AIG2024${String(pageNum).padStart(5, '0')}0000${i}`, title: i === 0 ? COURSE_TITLE(pageNum + 1) : `${pageNum + 1}쪽 과정 ${i}` })),
          total,
          pageNum,
        );
      }),
  },
];

/** 서울특별시's districts as GET /v1/region/all gives them (Prism's own list has two). */
export const answerSeoulRegions = (page: Page) =>
  answer(page, 'region/all', {
    success: true,
    timestamp: '2026-11-22T09:30:00.000Z',
    data: [
      { regionCode: 11110, regionName: '서울특별시 종로구' },
      { regionCode: 11140, regionName: '서울특별시 중구' },
      { regionCode: 11305, regionName: '서울특별시 강북구' },
      { regionCode: 11320, regionName: '서울특별시 도봉구' },
      { regionCode: 11350, regionName: '서울특별시 노원구' },
      { regionCode: 11680, regionName: '서울특별시 강남구' },
    ],
  });
