// Bodies for the plan-* specs where Prism's random data can't show a state (an exact D-0, an empty list, many pages,
// a known scrap state). Every body matches the contract's schema, so the app's zod check accepts it.
import type { Page, Request, Route } from '@playwright/test';

export const TIMESTAMP = '2026-11-22T09:30:00.000Z';

export const envelope = <T>(data: T) => ({ success: true, timestamp: TIMESTAMP, data });

export const errorBody = (statusCode: number, code: string, message: string) => ({
  success: false,
  timestamp: TIMESTAMP,
  statusCode,
  code,
  message,
});

export function posting(n: number, over: Record<string, unknown> = {}) {
  return {
    url: `https://www.saramin.co.kr/zf_user/jobs/relay/view?rec_idx=4912345${n}`,
    active: 1,
    title: `요양보호사 모집 공고 ${n}`,
    jobName: '요양보호사',
    companyName: `행복요양센터 ${n}호점`,
    locationName: '서울특별시 종로구',
    jobTypeName: '정규직',
    experienceLevel: '경력무관',
    requiredEducationLevel: '학력무관',
    closeType: '접수마감일',
    salary: '월 230만원',
    id: `4912345${n}`,
    postTimestamp: '1794787200',
    postDate: '2026-11-16',
    'expiration-timestamp': '1796569199',
    'expiration-date': '2026-12-06',
    deadline: `D-${n}`,
    count: 10 + n,
    ...over,
  };
}

export const recruitList = (jobs: unknown[], total = jobs.length, start = 0) =>
  envelope({ count: 10, start, total, job: jobs });

export function course(n: number, over: Record<string, unknown> = {}) {
  return {
    address: `서울특별시 종로구 종로 ${n}`,
    realMan: '350,000',
    subTitle: `종로요양보호사교육원 ${n}`,
    title: `요양보호사 자격 취득 과정 ${n}`,
    titleLink: `https://www.work24.go.kr/hr/a/a/3100/selectTracseDetl.do?tracseId=AIG2024000041234${n}`,
    traStartDate: '2026-12-01',
    traEndDate: '2027-02-26',
    traDuration: '3개월',
    trainstCstId: '500020054321',
    trprDegr: String(n),
    trprId: `AIG2024000041234${n}`,
    yardMan: 20,
    eiEmplRate3: 41.5,
    eiEmplRate6: 55,
    stdgScor: 91.2,
    courseMan: null,
    ...over,
  };
}

export const trainingList = (courses: unknown[], total = courses.length, pageNum = 0) =>
  envelope({ srchList: courses, scn_cnt: total, pageNum, pageSize: 10 });

export const scrapChecked = (flags: boolean[]) => envelope(flags.map((isScrap, index) => ({ index, isScrap })));

const springSort = [{ direction: 'DESC', property: 'createdAt', ignoreCase: false, nullHandling: 'NATIVE', ascending: false, descending: true }];
export const scrapPage = (content: unknown[], { totalElements = content.length, number = 0 } = {}) =>
  envelope({
    totalElements,
    totalPages: Math.ceil(totalElements / 9),
    size: 9,
    content,
    number,
    numberOfElements: content.length,
    first: number === 0,
    last: (number + 1) * 9 >= totalElements,
    empty: content.length === 0,
    sort: springSort,
    pageable: { pageNumber: number, pageSize: 9, offset: number * 9, paged: true, unpaged: false, sort: springSort },
  });

export function scrappedRecruit(n: number, over: Record<string, unknown> = {}) {
  return {
    scrapId: 300 + n,
    id: `4912345${n}`,
    title: `스크랩한 요양보호사 공고 ${n}`,
    companyName: `행복요양센터 ${n}호점`,
    locationName: '서울특별시 종로구',
    experienceLevel: '경력무관',
    jobTypeName: '정규직',
    'expiration-date': '2026-12-06',
    deadline: `D-${n}`,
    url: `https://www.saramin.co.kr/zf_user/jobs/relay/view?rec_idx=4912345${n}`,
    active: 1,
    closeType: '접수마감일',
    ...over,
  };
}

export function scrappedTraining(n: number, over: Record<string, unknown> = {}) {
  return {
    scrapId: 400 + n,
    trprId: `AIG2024000041234${n}`,
    title: `스크랩한 요양보호사 과정 ${n}`,
    subTitle: `종로요양보호사교육원 ${n}`,
    address: `서울특별시 종로구 종로 ${n}`,
    trprDegr: String(n),
    traDuration: '3개월',
    realMan: '350,000',
    titleLink: `https://www.work24.go.kr/hr/a/a/3100/selectTracseDetl.do?tracseId=AIG2024000041234${n}`,
    ...over,
  };
}

type JsonBody = { [key: string]: unknown } | unknown[];

/** Answer one method on a path with a JSON body; other methods go on to Prism. */
export async function answer(
  page: Page,
  pattern: string,
  body: JsonBody | ((request: Request) => JsonBody),
  { status = 200, method = 'GET' }: { status?: number; method?: string } = {},
) {
  await page.route(pattern, (route: Route) => {
    const request = route.request();
    if (request.method() !== method) return route.fallback();
    const json = typeof body === 'function' ? body(request) : body;
    return route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(json) });
  });
}

/** Ask Prism for an error or a named example (Prefer header) on one method of a path. */
export async function prefer(page: Page, pattern: string, preferValue: string, method = 'GET') {
  await page.route(pattern, (route) => {
    if (route.request().method() !== method) return route.fallback();
    return route.continue({ headers: { ...route.request().headers(), prefer: preferValue } });
  });
}

/** The decoded query of a request. */
export const queryOf = (request: Request) => Object.fromEntries(new URL(request.url()).searchParams);

export function todo(todoId: number, title: string, over: Record<string, unknown> = {}) {
  return { todoId, title, completed: false, isMemoExist: false, isPublic: false, ...over };
}

export const todoGroup = (todoGroupId: number | null, jobName: string | null, todos: unknown[], totalView = 57) =>
  envelope({
    todoGroupId,
    memberNickname: todoGroupId ? '새출발' : null,
    profileImage: null,
    daysAgo: todoGroupId ? 23 : null,
    jobName,
    totalView: todoGroupId ? totalView : null,
    todos,
  });

/** A 1×1 PNG, for images the app shows from the contract's example addresses. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A full-page screenshot into test-results/screenshots, taken from the top (so the sticky top bar sits where it belongs). */
export async function shot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}) {
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage });
}
