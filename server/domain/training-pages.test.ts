// The training list's keyset pages (domain/keyset-pages.ts) against plain OFFSET paging in the contract's order, for
// every sort: ties on the start date, rounds that sort as numbers ('2' before '10'), employment rates with nulls.
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainingCourses } from '../db/schema.ts';
import { buildTestApp } from '../test-support/index.ts';
import type { TestApp } from '../test-support/index.ts';
import { STRIDE } from './keyset-pages.ts';
import { seoulDate } from './seoul-days.ts';

let t: TestApp;
const JOB = '바리스타';
const COURSES = STRIDE * 3 + 37;
const day = (offset: number) => seoulDate(new Date(Date.now() + offset * 86_400_000));

beforeAll(async () => {
  t = await buildTestApp();
  const rows = Array.from({ length: COURSES }, (_, i) => ({
    trprId: `PGS2026${String(i % 97).padStart(10, '0')}`,
    trprDegr: String([2, 10, 3, 21, 1][Math.floor(i / 97)]), // '10' sorts before '2' as text, after it as a number
    trainstCstId: '500020099999',
    title: `페이지 과정 ${i}`,
    subTitle: '페이지교육원',
    jobName: JOB,
    regionCode: 11110, // 서울특별시 종로구
    city: '서울특별시',
    address: '서울특별시 종로구 세종대로 1',
    realMan: '350,000',
    type: '이론 위주',
    traStartDate: day(1 + (i % 7)), // many courses start on the same day
    traEndDate: i % 11 === 0 ? day(-1) : day(60), // some have finished: never listed
    traDuration: '3개월',
    yardMan: 0,
    titleLink: `https://www.work24.go.kr/hr/a/a/3100/selectTracseDetl.do?tracseId=${i}`,
    emplRate6: i % 5 === 0 ? null : (i * 7) % 60, // counted or not yet, with ties
  }));
  await t.db.insert(trainingCourses).values(rows);
});
afterAll(async () => {
  await t.close();
});

const byRound = [asc(trainingCourses.trprId), asc(sql`cast(${trainingCourses.trprDegr} as integer)`), asc(trainingCourses.trprDegr)];
const ORDERS: Record<string, SQL[]> = {
  '개강 빠른순': [asc(trainingCourses.traStartDate), ...byRound],
  '개강 늦은순': [sql`${trainingCourses.traStartDate} desc`, ...byRound],
  '취업률 높은 순': [sql`${trainingCourses.emplRate6} desc nulls last`, asc(trainingCourses.traStartDate), ...byRound],
};

describe('training list pages', () => {
  for (const [sortBy, order] of Object.entries(ORDERS)) {
    it(`gives the same courses as OFFSET paging, page by page (${sortBy})`, async () => {
      const where = and(eq(trainingCourses.jobName, JOB), gte(trainingCourses.traEndDate, day(0))); // no type: both kinds
      const all = await t.db.select({ trprId: trainingCourses.trprId, trprDegr: trainingCourses.trprDegr }).from(trainingCourses).where(where).orderBy(...order);
      expect(all.length).toBeGreaterThan(STRIDE * 3);
      for (const pageSize of [10, 33]) {
        const pages = Math.ceil(all.length / pageSize);
        for (let pageNum = 0; pageNum <= pages; pageNum++) {
          const url = `/v1/training/list?${new URLSearchParams({ jobName: JOB, sortBy, pageNum: String(pageNum), pageSize: String(pageSize) })}`;
          const { status, body } = await t.call({ method: 'GET', url });
          expect(status).toBe(200);
          expect(body.data.scn_cnt).toBe(all.length);
          const got = (body.data.srchList as { trprId: string; trprDegr: string }[]).map((c) => `${c.trprId}-${c.trprDegr}`);
          const expected = all.slice(pageNum * pageSize, (pageNum + 1) * pageSize).map((c) => `${c.trprId}-${c.trprDegr}`);
          expect(got, `${sortBy} page ${pageNum} of ${pageSize}`).toEqual(expected);
        }
      }
    });
  }
});
