import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recruitPostings } from '../db/schema.ts';
import { ageColumns } from '../domain/age-limit.ts';
import { openPostings } from '../domain/open-postings.ts';
import { FOREIGN_TOKEN, bearer, buildTestApp } from '../test-support/index.ts';
import type { TestApp } from '../test-support/index.ts';

let t: TestApp;
const DAY = 86_400_000;
/** 23:59:59.999 in Seoul, `days` Seoul days from today (as the seed writes closing days). */
function seoulEndOfDay(days: number): Date {
  const seoulToday = Math.floor((Date.now() + 9 * 3_600_000) / DAY);
  return new Date((seoulToday + days + 1) * DAY - 9 * 3_600_000 - 1);
}

// one whole second for every test posting: ties in 최신 등록순 are real ties (ordered by number), not a few ms apart
const POSTED = new Date(Math.floor((Date.now() - 3 * DAY) / 1000) * 1000);

function posting(id: string, expirationDate: Date, overrides: Partial<typeof recruitPostings.$inferInsert> = {}) {
  return {
    id,
    title: `테스트 공고 ${id}`,
    jobName: '웨딩도우미',
    companyName: '테스트웨딩홀',
    regionCode: 31110,
    city: '울산광역시',
    locationName: '울산광역시 중구',
    jobTypeName: '파트타임',
    experienceLevel: '경력무관',
    requiredEducationLevel: '대학졸업(2,3년)',
    closeType: '접수마감일',
    salary: '시급 15,000원',
    postDate: POSTED,
    expirationDate,
    url: `https://www.saramin.co.kr/zf_user/jobs/relay/view?rec_idx=${id}`,
    interestCount: 7,
    source: 'saramin', // imported: its own link and count (examples: examples.test.ts)
    ...overrides,
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  await t.db.insert(recruitPostings).values([
    posting('99000001', new Date(Date.now() - DAY)), // closed yesterday: never listed
    posting('99000002', seoulEndOfDay(0)), // closes today: D-0
    posting('99000003', seoulEndOfDay(3)),
    posting('99000004', seoulEndOfDay(3)),
    posting('99000005', seoulEndOfDay(5), { closed: true }), // closed early by the recruiting site: never listed
    // issue 24: a stated age limit, and 연령무관
    posting('99000006', seoulEndOfDay(4), { title: '웨딩홀 웨딩도우미 모집 (만 45세 이하)', ...ageColumns('웨딩홀 웨딩도우미 모집 (만 45세 이하)') }),
    posting('99000007', seoulEndOfDay(4), { title: '웨딩도우미 주말 근무 · 연령무관', ...ageColumns('웨딩도우미 주말 근무 · 연령무관') }),
  ]);
});
afterAll(async () => {
  await t.close();
});

const q = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();
const list = (params: Record<string, string | number> = {}) => t.call({ method: 'GET', url: `/v1/recruit/list?${q(params)}` });

async function openCount(...filters: Parameters<typeof and>) {
  const [row] = await t.db.select({ n: count() }).from(recruitPostings).where(and(openPostings(new Date()), ...filters));
  return row!.n;
}

type Posting = { id: string; jobName: string; locationName: string; deadline: string; 'expiration-timestamp': string; active: number };

describe('GET /v1/recruit/list', () => {
  it('lists open postings, nearest deadline first, 10 a page with count/start/total', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ count: 10, start: 0, total: await openCount() });
    const jobs: Posting[] = body.data.job;
    expect(jobs).toHaveLength(10);
    const keys = jobs.map((p) => [Number(p['expiration-timestamp']), p.id] as const);
    expect(keys).toEqual([...keys].sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1])));
    expect(jobs.every((p) => p.active === 1)).toBe(true);
  });

  it('sorts 마감 여유순 latest deadline first, ties by posting number', async () => {
    const { body } = await list({ sortBy: '마감 여유순', count: 50 });
    const keys = (body.data.job as Posting[]).map((p) => [Number(p['expiration-timestamp']), p.id] as const);
    expect(keys).toEqual([...keys].sort((a, b) => b[0] - a[0] || a[1].localeCompare(b[1])));
  });

  it('sorts 최신 등록순 newest posting first, ties by posting number, and pages it the same way', async () => {
    const whole = await list({ sortBy: '최신 등록순', count: 50 });
    const jobs = whole.body.data.job as (Posting & { postTimestamp: number })[];
    const keys = jobs.map((p) => [p.postTimestamp, p.id] as const);
    expect(keys).toEqual([...keys].sort((a, b) => b[0] - a[0] || a[1].localeCompare(b[1])));
    const pages = await Promise.all([0, 1].map((pageNum) => list({ sortBy: '최신 등록순', count: 5, pageNum })));
    expect(pages.flatMap((p) => (p.body.data.job as Posting[]).map((j) => j.id))).toEqual(jobs.slice(0, 10).map((j) => j.id));
  });

  it('pages without gaps or repeats, and answers [] past the end', async () => {
    const whole = await list({ keyWord: '바리스타', count: 50 });
    const total = whole.body.data.total as number;
    expect(total).toBe(await openCount(eq(recruitPostings.jobName, '바리스타')));
    expect(total).toBeGreaterThan(7);
    const pages = await Promise.all([0, 1, 2].map((pageNum) => list({ keyWord: '바리스타', count: 3, pageNum })));
    expect(pages.flatMap((p) => (p.body.data.job as Posting[]).map((j) => j.id))).toEqual(
      (whole.body.data.job as Posting[]).slice(0, 9).map((j) => j.id),
    );
    expect(pages[2]!.body.data).toMatchObject({ count: 3, start: 2, total });
    const past = await list({ keyWord: '바리스타', count: 3, pageNum: Math.ceil(total / 3) });
    expect(past.body.data).toMatchObject({ job: [], total, start: Math.ceil(total / 3) });
  });

  it('gives the same rows page by page as in one list, for both sorts (late pages are read from the end)', async () => {
    for (const sortBy of ['마감 임박순', '마감 여유순', '최신 등록순']) {
      const whole = await list({ keyWord: '바리스타', sortBy, count: 50 });
      const total = whole.body.data.total as number;
      expect(total).toBeLessThanOrEqual(50);
      const pages = await Promise.all(
        Array.from({ length: Math.ceil(total / 3) }, (_, pageNum) => list({ keyWord: '바리스타', sortBy, count: 3, pageNum })),
      );
      expect(pages.flatMap((p) => (p.body.data.job as Posting[]).map((j) => j.id))).toEqual((whole.body.data.job as Posting[]).map((j) => j.id));
    }
  });

  it('filters by job and by city or city and district', async () => {
    const byJob = await list({ keyWord: '요양보호사', count: 50 });
    expect((byJob.body.data.job as Posting[]).every((p) => p.jobName === '요양보호사')).toBe(true);

    const city = await list({ locationName: '부산광역시', count: 50 });
    expect(city.body.data.total).toBe(await openCount(eq(recruitPostings.city, '부산광역시')));
    expect((city.body.data.job as Posting[]).every((p) => p.locationName.startsWith('부산광역시 '))).toBe(true);

    const district = await list({ locationName: '울산광역시 중구', keyWord: '웨딩도우미', count: 50 });
    const ids = (district.body.data.job as Posting[]).map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining(['99000002', '99000003', '99000004']));
    expect(ids).not.toContain('99000001');
    expect(ids).not.toContain('99000005');
    expect((district.body.data.job as Posting[]).every((p) => p.locationName === '울산광역시 중구')).toBe(true);
  });

  it('counts deadlines in Seoul days and shows the contract fields', async () => {
    const { body } = await list({ locationName: '울산광역시 중구', keyWord: '웨딩도우미', count: 50 });
    const byId = new Map((body.data.job as Posting[]).map((p) => [p.id, p]));
    expect(byId.get('99000002')?.deadline).toBe('D-0');
    expect(byId.get('99000003')).toMatchObject({
      deadline: 'D-3',
      requiredEducationLevel: '대학졸업(2,3년)',
      url: 'https://www.saramin.co.kr/zf_user/jobs/relay/view?rec_idx=99000003',
      count: 7,
    });
  });

  it('names a stated age limit and 연령무관, and noAgeLimit=true leaves out the postings that state a limit (issue 24)', async () => {
    const district = { locationName: '울산광역시 중구', keyWord: '웨딩도우미', count: 50 };
    const all = new Map(((await list(district)).body.data.job as (Posting & { ageLimit: unknown; ageFree: boolean })[]).map((p) => [p.id, p]));
    expect(all.get('99000006')).toMatchObject({ ageLimit: { text: '만 45세 이하' }, ageFree: false });
    expect(all.get('99000007')).toMatchObject({ ageLimit: null, ageFree: true });
    expect(all.get('99000003')).toMatchObject({ ageLimit: null, ageFree: false });

    const open = await list({ ...district, noAgeLimit: 'true' });
    const ids = (open.body.data.job as Posting[]).map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining(['99000002', '99000003', '99000004', '99000007']));
    expect(ids).not.toContain('99000006');
    expect(open.body.data.total).toBe(all.size - 1);
  });

  it('answers an empty list for an unknown district and 400 for values outside the contract', async () => {
    expect((await list({ locationName: '서울특별시 없는구' })).body.data).toMatchObject({ total: 0, job: [] });
    const bads: Record<string, string | number>[] = [{ noAgeLimit: 'yes' }, { sortBy: 'x'.repeat(51) }, { locationName: '경기도' }, { keyWord: '요리사' }, { count: 51 }, { pageNum: -1 }];
    for (const bad of bads) {
      const { status, body } = await list(bad);
      expect(status).toBe(400);
      expect(body.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('GET /v1/recruit/popular', () => {
  async function expectedCounts(city?: string) {
    const rows = await t.db
      .select({ jobName: recruitPostings.jobName, n: count() })
      .from(recruitPostings)
      .where(and(openPostings(new Date()), city ? eq(recruitPostings.city, city) : undefined))
      .groupBy(recruitPostings.jobName);
    return rows
      .sort((a, b) => b.n - a.n || a.jobName.localeCompare(b.jobName, 'ko'))
      .slice(0, 10)
      .map((r) => ({ 'job-name': r.jobName, count: r.n }));
  }

  it('counts open postings per job nationwide for visitors and stale tokens, most first, at most 10', async () => {
    const visitor = await t.call({ method: 'GET', url: '/v1/recruit/popular' });
    expect(visitor.status).toBe(200);
    expect(visitor.body.data).toEqual(await expectedCounts());
    expect(visitor.body.data).toHaveLength(10);
    const stale = await t.call({ method: 'GET', url: '/v1/recruit/popular', headers: bearer(FOREIGN_TOKEN) });
    expect(stale.status).toBe(200);
    expect(stale.body.data).toEqual(visitor.body.data);
  });

  it("counts only the member's city for a member", async () => {
    const member = await t.createMember({ regionCode: 26350 }); // 부산광역시 해운대구
    const { body } = await t.call({ method: 'GET', url: '/v1/recruit/popular', headers: member.auth });
    expect(body.data).toEqual(await expectedCounts('부산광역시'));
  });
});
