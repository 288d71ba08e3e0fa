// The posting and course lists read a page's keys from their indexes alone (schema.ts: the postings' indexes hold
// open postings only, `where not closed`, with the closing day; the courses' end with the end date), also in a
// prepared statement's generic plan, where no parameter's value is known.
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recruitPostings as p, trainingCourses as c } from '../db/schema.ts';
import { buildTestApp } from '../test-support/index.ts';
import type { TestApp } from '../test-support/index.ts';
import { openPostings } from './open-postings.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const rowsOf = (result: unknown): Record<string, string>[] => (Array.isArray(result) ? result : (result as { rows: Record<string, string>[] }).rows);

/** The generic plan of a page-keys query (its values in order, the page size last), as text. */
async function genericPlan(query: { sql: string }, values: unknown[]): Promise<string> {
  const args = [...values, 10].map((value) => (typeof value === 'number' ? String(value) : `'${String(value)}'`)).join(', ');
  return t.db.transaction(async (tx) => {
    await tx.execute(sql.raw('set local plan_cache_mode = force_generic_plan'));
    await tx.execute(sql.raw('set local enable_seqscan = off'));
    await tx.execute(sql.raw('set local enable_bitmapscan = off'));
    await tx.execute(sql.raw(`prepare open_page as ${query.sql}`));
    try {
      return rowsOf(await tx.execute(sql.raw(`explain execute open_page(${args})`)))
        .map((row) => Object.values(row)[0])
        .join('\n');
    } finally {
      await tx.execute(sql.raw('deallocate open_page'));
    }
  });
}

const now = new Date().toISOString();
const CASES: [string, SQL[], SQL[], unknown[], string][] = [
  ['마감 임박순', [], [asc(p.expirationDate), asc(p.id)], [now], 'recruit_expiry_idx'],
  ['마감 여유순', [], [sql`${p.expirationDate} desc nulls first`, asc(p.id)], [now], 'recruit_expiry_latest_idx'],
  ['최신 등록순', [], [sql`${p.postDate} desc nulls first`, asc(p.id)], [now], 'recruit_post_date_latest_idx'],
  ['job × district', [eq(p.jobName, sql.placeholder('job')), eq(p.regionCode, sql.placeholder('region'))], [asc(p.expirationDate), asc(p.id)], [now, '요양보호사', 11440], 'recruit_job_region_expiry_idx'],
  ['job, 최신 등록순', [eq(p.jobName, sql.placeholder('job'))], [sql`${p.postDate} desc nulls first`, asc(p.id)], [now, '요양보호사'], 'recruit_job_post_date_latest_idx'],
];

describe('open posting lists', () => {
  for (const [name, filters, order, values, index] of CASES) {
    it(`reads a page's keys from ${index} alone (${name})`, async () => {
      const query = t.db
        .select({ k0: p.id })
        .from(p)
        .where(and(openPostings(sql.placeholder('now')), ...filters))
        .orderBy(...order)
        .limit(10);
      const plan = await genericPlan(query.toSQL(), values);
      expect(plan).toContain(`Index Only Scan using ${index}`);
      // nothing is filtered after the index is read: it holds open postings only, with the closing day
      expect(plan).not.toMatch(/Seq Scan|Filter:/);
    });
  }

  it("reads a course page's keys from training_start_round_idx alone (개강 빠른순, courses not yet over)", async () => {
    const round = sql`cast(${c.trprDegr} as integer)`;
    const query = t.db
      .select({ k0: c.trprId })
      .from(c)
      .where(gte(c.traEndDate, sql.placeholder('today')))
      .orderBy(asc(c.traStartDate), asc(c.trprId), round, asc(c.trprDegr))
      .limit(10);
    const plan = await genericPlan(query.toSQL(), ['2026-11-28']);
    expect(plan).toContain('Index Only Scan using training_start_round_idx');
    expect(plan).not.toMatch(/Seq Scan|Filter:/);
  });
});
