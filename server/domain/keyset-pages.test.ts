import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { recruitPostings } from '../db/schema.ts';
import { buildTestApp } from '../test-support/index.ts';
import type { TestApp } from '../test-support/index.ts';
import { STRIDE, keysetPage } from './keyset-pages.ts';
import type { KeysetList } from './keyset-pages.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const open = gte(recruitPostings.expirationDate, new Date());
// a filter with its values inline, and the same filter with placeholders and a shape (its page query built once)
const FILTERS: [string, Pick<KeysetList, 'where' | 'params' | 'shape'>, SQL][] = [
  ['all open postings', { where: open }, open],
  ['one job', { where: and(open, eq(recruitPostings.jobName, '요양보호사')) }, and(open, eq(recruitPostings.jobName, '요양보호사'))!],
  [
    'one job, placeholders',
    { where: and(open, eq(recruitPostings.jobName, sql.placeholder('job'))), params: { job: '요양보호사' }, shape: 'test:job' },
    and(open, eq(recruitPostings.jobName, '요양보호사'))!,
  ],
];

describe('keyset pages', () => {
  it('has more rows than one stride, so pages start from several anchors', async () => {
    const [{ n } = { n: 0 }] = await t.db.select({ n: count() }).from(recruitPostings).where(open);
    expect(n).toBeGreaterThan(STRIDE * 3);
  });

  for (const [name, filter, where] of FILTERS) {
    for (const latestFirst of [false, true]) {
      it(`gives the same rows as OFFSET paging, page by page (${name}, ${latestFirst ? '마감 여유순' : '마감 임박순'})`, async () => {
        const order = [(latestFirst ? desc : asc)(recruitPostings.expirationDate), asc(recruitPostings.id)];
        const all = (await t.db.select({ id: recruitPostings.id }).from(recruitPostings).where(where).orderBy(...order)).map((r) => r.id);
        const list = {
          table: recruitPostings,
          ...filter,
          shape: filter.shape && `${filter.shape}:${latestFirst}`,
          order: [
            { column: recruitPostings.expirationDate, descending: latestFirst },
            { column: recruitPostings.id, descending: false },
          ] as const,
          memoKey: `test:${name}:${latestFirst}`,
        };
        // sizes that do and do not divide the stride, so pages straddle anchors
        for (const size of [10, 7, 33]) {
          const pages = Math.ceil(all.length / size);
          for (let page = 0; page <= pages; page++) {
            const offsetRows = await t.db.select({ id: recruitPostings.id }).from(recruitPostings).where(where).orderBy(...order).limit(size).offset(page * size);
            const { total, keys } = await keysetPage(t.db, list, page, size);
            expect(total).toBe(all.length);
            expect(keys, `page ${page} of ${size}`).toEqual(offsetRows.map((r) => r.id));
          }
        }
      });
    }
  }
});
