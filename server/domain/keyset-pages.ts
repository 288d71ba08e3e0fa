// Pages of a long ordered list at a cost that does not grow with the page number or the list's length. The list's
// outline (its length and the sort key of every STRIDE-th row, read in one index-only pass) is memoised per filter
// and sort; a page then starts from the anchor at or before it and skips fewer than STRIDE index entries, so page
// 5 000 of 100 000 rows costs what page 0 does. Only the page's keys are read here; the caller joins for its rows.
//
// The outline follows the imports (count-cache.ts, list-freshness.ts) and lives OUTLINE_TTL_MS (then it is read again
// in the background while the old one still answers): rows that close or are imported by another process in the
// meantime shift the pages by those rows until it is read again.
import { Column, Placeholder, and, getTableColumns, is, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { memoised } from './count-cache.ts';

export const STRIDE = 100;
export const OUTLINE_TTL_MS = 30_000;

export interface SortKey {
  /** a column, or an expression over the table's columns (its values are compared as the database returns them) */
  column: PgColumn | SQL;
  descending: boolean;
  /** set when the key may be null: where its nulls sort (the list's `nulls first|last`) */
  nulls?: 'first' | 'last';
}

export interface KeysetList {
  table: PgTable;
  /** the filter; its values may be placeholders (`sql.placeholder(name)`), given in `params` */
  where: SQL | undefined;
  params?: Record<string, unknown>;
  /** names the filter's and sort's shape (which filters, which sort) when every value of `where` is a placeholder:
   *  the page query is then built once per shape and database, not on every call */
  shape?: string;
  /** the sort, two keys or more: the keys together are unique (they end with the primary key) */
  order: readonly SortKey[];
  /** names this filter and sort among the memoised outlines */
  memoKey: string;
}

type Tuple = unknown[];

interface Outline {
  total: number;
  /** anchors[i]: the sort keys of row i × STRIDE */
  anchors: Tuple[];
}

const isColumn = (key: SortKey): key is SortKey & { column: PgColumn } => is(key.column, Column);

/** `key asc|desc [nulls first|last]`, as the list orders. */
export const orderOf = (key: SortKey): SQL =>
  sql`${key.column} ${sql.raw(key.descending ? 'desc' : 'asc')}${sql.raw(key.nulls ? ` nulls ${key.nulls}` : '')}`;

const keyName = (i: number) => `k${i}`;

function selection(order: readonly SortKey[]): Record<string, SQL.Aliased> {
  return Object.fromEntries(
    order.map((key, i) => {
      const value = isColumn(key) ? sql`${key.column}`.mapWith(key.column) : sql`${key.column}`;
      return [keyName(i), value.as(keyName(i))];
    }),
  );
}

const tupleOf = (order: readonly SortKey[], row: Record<string, unknown>): Tuple => order.map((_, i) => row[keyName(i)]);

/**
 * The list's outline in one pass: each row numbered in the list's order, with the list's length beside it (a window
 * count, so the rows are read once, not again by a separate count). Handed out stale while the next one is read
 * (count-cache.ts: staleWhileRefreshing): a request never waits for an outline that has been read once.
 */
function outline(db: Db, list: KeysetList): Promise<Outline> {
  return memoised(
    db,
    `outline:${list.memoKey}`,
    async () => {
      const numbered = db
        .select({
          ...selection(list.order),
          position: sql<number>`row_number() over (order by ${sql.join(list.order.map(orderOf), sql`, `)}) - 1`.as('position'),
          total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
        })
        .from(list.table)
        .where(list.where)
        .as('numbered');
      // the subquery's fields keep their columns' decoding (timestamps come back as dates)
      const fields = numbered as unknown as Record<string, SQL.Aliased>;
      const keys = Object.fromEntries(list.order.map((_, i) => [keyName(i), fields[keyName(i)]!]));
      const rows = await db
        .select({ ...keys, total: numbered.total })
        .from(numbered)
        .where(sql`${numbered.position} % ${STRIDE} = 0`)
        .orderBy(numbered.position)
        .prepare('keyset_outline')
        .execute(list.params);
      return { total: rows[0]?.total ?? 0, anchors: rows.map((row) => tupleOf(list.order, row)) };
    },
    { ttlMs: OUTLINE_TTL_MS, staleWhileRefreshing: true },
  );
}

const param = (key: SortKey, value: unknown) => (is(value, Placeholder) ? sql`${value}` : isColumn(key) ? sql.param(value, key.column) : sql.param(value));

/** Rows whose `key` comes strictly after `value` in the list's order (nulls where the key puts them). */
function after(key: SortKey, value: unknown): SQL | undefined {
  const beyond = sql`${key.column} ${sql.raw(key.descending ? '<' : '>')} ${param(key, value)}`;
  if (!key.nulls) return beyond;
  if (value === null) return key.nulls === 'first' ? sql`${key.column} is not null` : sql`false`;
  return key.nulls === 'last' ? or(beyond, sql`${key.column} is null`) : beyond;
}

function equal(key: SortKey, value: unknown): SQL {
  if (key.nulls && value === null) return sql`${key.column} is null`;
  return sql`${key.column} = ${param(key, value)}`;
}

/** Rows at or after `anchor` in the list's order. */
export function fromAnchor(order: readonly SortKey[], anchor: Tuple): SQL {
  const [first] = order;
  // one direction and no nulls: a row comparison, which an index in that order answers directly
  if (order.every((key) => key.descending === first!.descending && !key.nulls)) {
    const columns = sql.join(order.map((key) => sql`${key.column}`), sql`, `);
    const values = sql.join(order.map((key, i) => param(key, anchor[i])), sql`, `);
    return sql`(${columns}) ${sql.raw(first!.descending ? '<=' : '>=')} (${values})`;
  }
  // mixed: after the anchor on the first key where they differ, or equal to it on every key
  const branches: (SQL | undefined)[] = order.map((key, i) =>
    and(...order.slice(0, i).map((earlier, j) => equal(earlier, anchor[j])), after(key, anchor[i])),
  );
  branches.push(and(...order.map((key, i) => equal(key, anchor[i]))));
  // the first key's bound alone, so an index starting with it is read from the anchor on
  const bound = first!.nulls ? or(after(first!, anchor[0]), equal(first!, anchor[0])) : sql`${first!.column} ${sql.raw(first!.descending ? '<=' : '>=')} ${param(first!, anchor[0])}`;
  return and(bound, or(...branches))!;
}

/** Where the page starting at row `start` begins: the anchor at or before it and the rows to skip after it (fewer
 *  than STRIDE), as the page query's parameters: the anchor's keys `a0, a1…`, `skip` and `size`. */
function pageStart(list: KeysetList, anchors: Tuple[], start: number, pageSize: number) {
  const a = Math.min(Math.floor(start / STRIDE), anchors.length - 1);
  const anchor = anchors[a];
  const params: Record<string, unknown> = { skip: anchor ? start - a * STRIDE : start, size: pageSize };
  // a placeholder's value goes to the driver as it is: encoded here as its column encodes a parameter
  anchor?.forEach((value, i) => {
    const key = list.order[i]!;
    params[`a${i}`] = value !== null && isColumn(key) ? key.column.mapToDriverValue(value) : value;
  });
  return { anchor, params };
}

/** The page's sort keys from `anchor` (a null key is part of the query's shape, the others are placeholders). */
function pageKeys(db: Db, list: KeysetList, anchor: Tuple | undefined) {
  const placeholders = anchor?.map((value, i) => (value === null ? null : sql.placeholder(`a${i}`)));
  return db
    .select(selection(list.order))
    .from(list.table)
    .where(placeholders ? and(list.where, fromAnchor(list.order, placeholders)) : list.where)
    .orderBy(...list.order.map(orderOf))
    .limit(sql.placeholder('size'))
    .offset(sql.placeholder('skip'));
}

// The page queries are prepared statements (PostgreSQL: named, kept per connection and per query text, of which a
// list has a few dozen): an unnamed one costs a round trip to describe it and a parse and plan on every call. A list
// with a `shape` also keeps drizzle's built query, per shape and anchor (building it was ~15% of a search page's
// server time under load, in a CPU profile at 64 connections).
interface Prepared {
  execute: (params?: Record<string, unknown>) => Promise<Record<string, unknown>[]>;
}
const built = new WeakMap<Db, Map<string, Prepared>>();

function prepared(db: Db, list: KeysetList, kind: string, anchor: Tuple | undefined, build: () => Prepared): Prepared {
  if (!list.shape) return build();
  const key = `${kind}|${list.shape}|${anchor?.map((value) => (value === null ? 'n' : 'v')).join('') ?? '-'}`;
  let byKey = built.get(db);
  if (!byKey) built.set(db, (byKey = new Map()));
  let query = byKey.get(key);
  if (!query) byKey.set(key, (query = build()));
  return query;
}


/**
 * The list's length and one page's sort keys in the list's order (none past the end): `tuples` holds each row's
 * keys, `keys` its last key (the primary key when that is one column).
 */
export async function keysetPage(db: Db, list: KeysetList, pageNumber: number, pageSize: number): Promise<{ total: number; keys: unknown[]; tuples: Tuple[] }> {
  const { total, anchors } = await outline(db, list);
  const start = pageNumber * pageSize;
  if (start >= total) return { total, keys: [], tuples: [] };
  const { anchor, params } = pageStart(list, anchors, start, pageSize);
  const query = prepared(db, list, 'keys', anchor, () => pageKeys(db, list, anchor).prepare('keyset_keys'));
  const tuples = (await query.execute({ ...list.params, ...params })).map((row) => tupleOf(list.order, row));
  return { total, keys: tuples.map((tuple) => tuple.at(-1)), tuples };
}

/**
 * The list's length and one page's rows in the list's order, in one round trip: the page's keys (an index-only read
 * from the anchor) joined to their rows on the keys that are columns (together unique).
 */
export async function keysetRows<T extends PgTable>(db: Db, list: KeysetList & { table: T }, pageNumber: number, pageSize: number): Promise<{ total: number; rows: T['$inferSelect'][] }> {
  const { total, anchors } = await outline(db, list);
  const start = pageNumber * pageSize;
  if (start >= total) return { total, rows: [] };
  const { anchor, params } = pageStart(list, anchors, start, pageSize);
  const query = prepared(db, list, 'rows', anchor, () => {
    const page = pageKeys(db, list, anchor).as('page');
    const pageKey = (i: number) => sql`${sql.identifier('page')}.${sql.identifier(keyName(i))}`;
    const on = list.order.flatMap((key, i) => (isColumn(key) ? [key.nulls ? sql`${key.column} is not distinct from ${pageKey(i)}` : sql`${key.column} = ${pageKey(i)}`] : []));
    return db
      .select(getTableColumns(list.table))
      .from(page)
      .innerJoin(list.table as PgTable, and(...on)!)
      .orderBy(...list.order.map((key, i) => orderOf({ ...key, column: pageKey(i) })))
      .prepare('keyset_rows');
  });
  const rows = await query.execute({ ...list.params, ...params });
  return { total, rows: rows as T['$inferSelect'][] };
}
