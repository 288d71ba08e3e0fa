import { and, count, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainingCourses } from '../db/schema.ts';
import { seoulDate } from '../domain/seoul-days.ts';
import { buildTestApp } from '../test-support/index.ts';
import type { TestApp } from '../test-support/index.ts';

let t: TestApp;
const DAY = 86_400_000;
const day = (offset: number) => seoulDate(new Date(Date.now() + offset * DAY));

function course(trprId: string, traStartDate: string, traEndDate: string, overrides: Partial<typeof trainingCourses.$inferInsert> = {}) {
  return {
    trprId,
    trprDegr: '1',
    trainstCstId: '500020099999',
    title: `테스트 과정 ${trprId}`,
    subTitle: '테스트교육원',
    jobName: '네일 미용사',
    regionCode: 29110, // 광주광역시 동구
    city: '광주광역시',
    address: '광주광역시 동구 금남로 1',
    realMan: '350,000',
    type: '실습 위주',
    traStartDate,
    traEndDate,
    traDuration: '3개월',
    yardMan: 0,
    titleLink: `https://www.work24.go.kr/hr/a/a/3100/selectTracseDetl.do?tracseId=${trprId}`,
    ...overrides,
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  await t.db.insert(trainingCourses).values([
    course('TST20260000000001', day(-90), day(-1)), // finished yesterday: never listed
    course('TST20260000000002', day(-30), day(0)), // ends today: still listed
    course('TST20260000000003', day(10), day(100)),
    course('TST20260000000004', day(10), day(100), { trprDegr: '2' }),
    // 바리스타 in 부산: an exam-prep course and a hands-on one (issue 25: the default showed only the first)
    ...(['이론 위주', '실습 위주'] as const).map((type, i) =>
      course(`TST2026000000001${i}`, day(5), day(60), { jobName: '바리스타', regionCode: 26110, city: '부산광역시', address: '부산광역시 중구 중앙대로 1', type }),
    ),
  ]);
});
afterAll(async () => {
  await t.close();
});

const q = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();
const list = (params: Record<string, string | number> = {}) => t.call({ method: 'GET', url: `/v1/training/list?${q(params)}` });

type Course = { trprId: string; trprDegr: string; traStartDate: string; traEndDate: string; address: string };

async function openCount(...filters: Parameters<typeof and>) {
  const [row] = await t.db
    .select({ n: count() })
    .from(trainingCourses)
    .where(and(gte(trainingCourses.traEndDate, day(0)), ...filters));
  return row!.n;
}

describe('GET /v1/training/list', () => {
  it('lists unfinished courses of both kinds by default (전체), earliest start first, echoing pageNum and pageSize', async () => {
    const { status, body } = await list({ pageSize: 50 });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ pageNum: 0, pageSize: 50, scn_cnt: await openCount() });
    expect(await openCount(eq(trainingCourses.type, '이론 위주'))).toBeLessThan(body.data.scn_cnt);
    const courses: Course[] = body.data.srchList;
    expect(courses.length).toBeGreaterThan(0);
    const keys = courses.map((c) => `${c.traStartDate} ${c.trprId}`);
    expect(keys).toEqual([...keys].sort());
    expect(courses.every((c) => c.traEndDate >= day(0))).toBe(true);
  });

  it('sorts 개강 늦은순 latest start first', async () => {
    const { body } = await list({ sortBy: '개강 늦은순', pageSize: 50 });
    const starts = (body.data.srchList as Course[]).map((c) => c.traStartDate);
    expect(starts).toEqual([...starts].sort().reverse());
  });

  it('filters by job, type and region, leaving out finished courses', async () => {
    const { body } = await list({ jobName: '네일 미용사', type: '실습 위주', regionName: '광주광역시 동구', pageSize: 50 });
    const courses: Course[] = body.data.srchList;
    expect(courses.map((c) => `${c.trprId}-${c.trprDegr}`)).toEqual(
      expect.arrayContaining(['TST20260000000002-1', 'TST20260000000003-1', 'TST20260000000004-2']),
    );
    expect(courses.map((c) => c.trprId)).not.toContain('TST20260000000001');
    expect(courses.every((c) => c.address.startsWith('광주광역시 동구'))).toBe(true);
    expect(body.data.scn_cnt).toBe(courses.length);

    const city = await list({ regionName: '대구광역시', pageSize: 50 });
    expect(city.body.data.scn_cnt).toBe(await openCount(eq(trainingCourses.city, '대구광역시')));
    expect((city.body.data.srchList as Course[]).every((c) => c.address.startsWith('대구광역시'))).toBe(true);
  });

  it('바리스타 in 부산 without a type lists every kind, each course saying its own; a type narrows to it', async () => {
    const all = (await list({ jobName: '바리스타', regionName: '부산광역시', pageSize: 50 })).body.data.srchList as (Course & { type: string })[];
    const mine = all.filter((c) => c.trprId.startsWith('TST'));
    expect(mine.map((c) => c.type).sort()).toEqual(['실습 위주', '이론 위주']);
    const practice = (await list({ jobName: '바리스타', regionName: '부산광역시', type: '실습 위주', pageSize: 50 })).body.data.srchList as { type: string }[];
    expect(practice.length).toBeGreaterThan(0);
    expect(practice.every((c) => c.type === '실습 위주')).toBe(true);
    expect(practice.length).toBeLessThan(all.length);
  });

  it('pages with pageNum/pageSize and answers [] past the end', async () => {
    const total = (await list({ pageSize: 50 })).body.data.scn_cnt as number;
    const all = (await list({ pageSize: 50 })).body.data.srchList as Course[];
    const second = await list({ pageNum: 1, pageSize: 4 });
    expect(second.body.data).toMatchObject({ pageNum: 1, pageSize: 4, scn_cnt: total });
    expect((second.body.data.srchList as Course[]).map((c) => c.trprId)).toEqual(all.slice(4, 8).map((c) => c.trprId));
    const past = await list({ pageNum: Math.ceil(total / 4), pageSize: 4 });
    expect(past.body.data).toMatchObject({ srchList: [], scn_cnt: total });
  });

  it('answers [] for an unknown district and 400 for values outside the contract', async () => {
    expect((await list({ regionName: '부산광역시 없는구' })).body.data).toMatchObject({ srchList: [], scn_cnt: 0 });
    const bads: Record<string, string | number>[] = [{ sortBy: 'x'.repeat(51) }, { type: '온라인' }, { regionName: 'Seoul' }, { pageSize: 0 }];
    for (const bad of bads) {
      const { status, body } = await list(bad);
      expect(status).toBe(400);
      expect(body.code).toBe('VALIDATION_FAILED');
    }
  });
});
