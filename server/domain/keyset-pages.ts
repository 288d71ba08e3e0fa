// Pages of a long ordered list at a cost that does not grow with the page number or the list's length. The list's
// outline (its length and the sort key of every STRIDE-th row, read in one index-only pass) is memoised per filter
// and sort; a page then starts from the anchor at or before it and skips fewer than STRIDE index entries, so page
// 5 000 of 100 000 rows costs what page 0 does. Only the page's keys are read here; the caller joins for its rows.
//
// The outline follows the imports (count-cache.ts, list-freshness.ts) and lives OUTLINE_TTL_MS: rows that close or are
// imported by another process in the meantime shift the pages by those rows until it is read again.
import { and, asc, count, desc, eq, gt, gte, lt, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { memoised } from './count-cache.ts';

export const STRIDE = 100;
export const OUTLINE_TTL_MS = 30_000;

export interface SortKey {
  column: PgColumn;
  descending: boolean;
}

export interface KeysetList {
  table: PgTable;
  where: SQL | undefined;
  /** the sort: the last key must be unique (the primary key) */
  order: readonly [SortKey, SortKey];
  /** names this filter and sort among the memoised outlines */
  memoKey: string;
}

interface Outline {
  total: number;
  /** anchors[i]: the sort key of row i × STRIDE */
  anchors: { first: unknown; last: unknown }[];
}

const by = ({ column, descending }: SortKey) => (descending ? desc : asc)(column);

function outline(db: Db, list: KeysetList): Promise<Outline> {
  const [first, last] = list.order;
  return memoised(
    db,
    `outline:${list.memoKey}`,
    async () => {
      const numbered = db
        .select({
          first: sql`${first.column}`.mapWith(first.column).as('k1'),
          last: sql`${last.column}`.mapWith(last.column).as('k2'),
          position: sql<number>`row_number() over (order by ${by(first)}, ${by(last)}) - 1`.as('position'),
        })
        .from(list.table)
        .where(list.where)
        .as('numbered');
      const [anchors, [counted]] = await Promise.all([
        db
          .select({ first: numbered.first, last: numbered.last })
          .from(numbered)
          .where(sql`${numbered.position} % ${STRIDE} = 0`)
          .orderBy(numbered.position),
        db.select({ total: count() }).from(list.table).where(list.where),
      ]);
      return { total: counted?.total ?? 0, anchors };
    },
    OUTLINE_TTL_MS,
  );
}

/** Rows at or after `anchor` in the list's order. */
function fromAnchor([first, last]: KeysetList['order'], anchor: { first: unknown; last: unknown }): SQL {
  if (first.descending === last.descending) {
    const v1 = sql.param(anchor.first, first.column);
    const v2 = sql.param(anchor.last, last.column);
    return first.descending ? sql`(${first.column}, ${last.column}) <= (${v1}, ${v2})` : sql`(${first.column}, ${last.column}) >= (${v1}, ${v2})`;
  }
  const beyond = first.descending ? lt : gt;
  const within = first.descending ? lte : gte;
  return and(
    within(first.column, anchor.first),
    or(beyond(first.column, anchor.first), and(eq(first.column, anchor.first), (last.descending ? lte : gte)(last.column, anchor.last))),
  )!;
}

/** The list's length and the unique keys (the last sort key) of one page, in the list's order; none past the end. */
export async function keysetPage(db: Db, list: KeysetList, pageNumber: number, pageSize: number): Promise<{ total: number; keys: unknown[] }> {
  const { total, anchors } = await outline(db, list);
  const start = pageNumber * pageSize;
  if (start >= total) return { total, keys: [] };
  const a = Math.min(Math.floor(start / STRIDE), anchors.length - 1);
  const anchor = anchors[a];
  const skip = start - a * STRIDE;
  const [first, last] = list.order;
  const rows = await db
    .select({ key: last.column })
    .from(list.table)
    .where(anchor ? and(list.where, fromAnchor(list.order, anchor)) : list.where)
    .orderBy(by(first), by(last))
    .limit(pageSize)
    .offset(anchor ? skip : start);
  return { total, keys: rows.map((row) => row.key) };
}
