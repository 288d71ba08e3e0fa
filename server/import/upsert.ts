// Writing one page of mapped rows: insert the new ones, update the ones that changed, leave the rest untouched, so
// importing the same answer twice changes nothing. Identity is the source's: posting `id`, course `trprId` + `trprDegr`.
// A page of any size is written in batches of BATCH_ROWS (one statement may carry at most 65,535 parameters: a single
// insert of 3,640 postings already failed, one of 12,000 overflowed the stack while being built).
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { recruitPostings, trainingCourses } from '../db/schema.ts';
import type { PostingRow } from './saramin.ts';
import type { CourseRow } from './work24.ts';

export interface UpsertCounts {
  added: number;
  updated: number;
  unchanged: number;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** rows per statement: 18 columns × 500 stays far below PostgreSQL's 65,535 parameters */
export const BATCH_ROWS = 500;

function same(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return (a ?? null) === (b ?? null);
}

function changed<T extends object>(existing: Record<string, unknown>, row: T): boolean {
  return Object.entries(row).some(([key, value]) => !same(existing[key], value));
}

interface Writer<T> {
  key: (row: T) => string;
  /** the stored rows of this batch, by key */
  stored: (batch: T[]) => Promise<Record<string, unknown>[]>;
  update: (row: T) => Promise<unknown>;
  insert: (rows: T[]) => Promise<unknown>;
}

async function upsert<T extends object>(rows: T[], writer: Writer<T>): Promise<UpsertCounts> {
  // the last occurrence of each key wins (a source may repeat an item across a page)
  const unique = [...new Map(rows.map((row) => [writer.key(row), row])).values()];
  const counts: UpsertCounts = { added: 0, updated: 0, unchanged: 0 };
  for (let from = 0; from < unique.length; from += BATCH_ROWS) {
    const batch = unique.slice(from, from + BATCH_ROWS);
    const found = new Map((await writer.stored(batch)).map((row) => [writer.key(row as T), row]));
    const fresh: T[] = [];
    for (const row of batch) {
      const old = found.get(writer.key(row));
      if (!old) fresh.push(row);
      else if (changed(old, row)) {
        await writer.update(row);
        counts.updated++;
      } else counts.unchanged++;
    }
    if (fresh.length > 0) await writer.insert(fresh);
    counts.added += fresh.length;
  }
  return counts;
}

export function upsertPostings(tx: Tx, rows: PostingRow[]): Promise<UpsertCounts> {
  return upsert(rows, {
    key: (row) => row.id,
    stored: (batch) => tx.select().from(recruitPostings).where(inArray(recruitPostings.id, batch.map((row) => row.id))),
    update: (row) => tx.update(recruitPostings).set(row).where(eq(recruitPostings.id, row.id)),
    insert: (fresh) => tx.insert(recruitPostings).values(fresh),
  });
}

export function upsertCourses(tx: Tx, rows: CourseRow[]): Promise<UpsertCounts> {
  return upsert(rows, {
    key: (row) => `${row.trprId}|${row.trprDegr}`,
    stored: (batch) => tx.select().from(trainingCourses).where(inArray(trainingCourses.trprId, [...new Set(batch.map((row) => row.trprId))])),
    update: (row) =>
      tx
        .update(trainingCourses)
        .set(row)
        .where(and(eq(trainingCourses.trprId, row.trprId), eq(trainingCourses.trprDegr, row.trprDegr))),
    insert: (fresh) => tx.insert(trainingCourses).values(fresh),
  });
}
