// Writing one page of mapped rows: insert the new ones, update the ones that changed, leave the rest untouched, so
// importing the same answer twice changes nothing. Identity is the source's: posting `id`, course `trprId` + `trprDegr`.
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

function same(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return (a ?? null) === (b ?? null);
}

function changed<T extends object>(existing: Record<string, unknown>, row: T): boolean {
  return Object.entries(row).some(([key, value]) => !same(existing[key], value));
}

/** The last occurrence of each key wins (a source may repeat an item across a page). */
function lastByKey<T>(rows: T[], key: (row: T) => string): Map<string, T> {
  return new Map(rows.map((row) => [key(row), row]));
}

export async function upsertPostings(tx: Tx, rows: PostingRow[]): Promise<UpsertCounts> {
  const byId = lastByKey(rows, (row) => row.id);
  const counts: UpsertCounts = { added: 0, updated: 0, unchanged: 0 };
  if (byId.size === 0) return counts;
  const existing = await tx.select().from(recruitPostings).where(inArray(recruitPostings.id, [...byId.keys()]));
  const found = new Map(existing.map((row) => [row.id, row as Record<string, unknown>]));
  const fresh: PostingRow[] = [];
  for (const [id, row] of byId) {
    const old = found.get(id);
    if (!old) fresh.push(row);
    else if (changed(old, row)) {
      await tx.update(recruitPostings).set(row).where(eq(recruitPostings.id, id));
      counts.updated++;
    } else counts.unchanged++;
  }
  if (fresh.length > 0) await tx.insert(recruitPostings).values(fresh);
  counts.added = fresh.length;
  return counts;
}

export async function upsertCourses(tx: Tx, rows: CourseRow[]): Promise<UpsertCounts> {
  const byKey = lastByKey(rows, (row) => `${row.trprId}|${row.trprDegr}`);
  const counts: UpsertCounts = { added: 0, updated: 0, unchanged: 0 };
  if (byKey.size === 0) return counts;
  const ids = [...new Set([...byKey.values()].map((row) => row.trprId))];
  const existing = await tx.select().from(trainingCourses).where(inArray(trainingCourses.trprId, ids));
  const found = new Map(existing.map((row) => [`${row.trprId}|${row.trprDegr}`, row as Record<string, unknown>]));
  const fresh: CourseRow[] = [];
  for (const [key, row] of byKey) {
    const old = found.get(key);
    if (!old) fresh.push(row);
    else if (changed(old, row)) {
      await tx
        .update(trainingCourses)
        .set(row)
        .where(and(eq(trainingCourses.trprId, row.trprId), eq(trainingCourses.trprDegr, row.trprDegr)));
      counts.updated++;
    } else counts.unchanged++;
  }
  if (fresh.length > 0) await tx.insert(trainingCourses).values(fresh);
  counts.added = fresh.length;
  return counts;
}
