// Short-lived per-database memo for counts over the seeded postings. Those rows change only when the seed runs or a
// posting's closing day passes, yet the list's `total` would otherwise count every matching row on every page
// (tens of ms on 100 000 postings, all of it on PGlite's single thread). A count may therefore lag by up to
// COUNT_TTL_MS; the rows of a page are always read fresh. Nothing here is shared state another instance needs.
// An import through this process (invalidateLists('postings' | 'courses')) starts every memo afresh.
import { generationOf } from '../list-freshness.ts';

export const COUNT_TTL_MS = 30_000;

interface Entry {
  expires: number;
  value: Promise<unknown>;
  /** the value has arrived (a refresh may hand it out while the next one is read) */
  settled: boolean;
  refreshing?: boolean;
}

export interface MemoOptions {
  ttlMs?: number;
  /**
   * Past its time, a value that has arrived is still handed out while one caller reads the next in the background:
   * no caller waits for a re-read (a list's outline takes a few hundred ms on 100 000 rows; without this every
   * request arriving meanwhile waited for it, the bench's p99). An import (a new generation) is never answered stale.
   */
  staleWhileRefreshing?: boolean;
}

const memos = new WeakMap<object, Map<string, Entry>>();

/** The value for `key` on this database, computed at most once per COUNT_TTL_MS (concurrent callers share it). */
export function memoised<T>(database: object, key: string, compute: () => Promise<T>, options: number | MemoOptions = {}): Promise<T> {
  const { ttlMs = COUNT_TTL_MS, staleWhileRefreshing = false } = typeof options === 'number' ? { ttlMs: options } : options;
  let memo = memos.get(database);
  if (!memo) {
    memo = new Map();
    memos.set(database, memo);
  }
  const now = Date.now();
  key = `${key}#${generationOf(['postings', 'courses'])}`;
  const hit = memo.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  if (hit && staleWhileRefreshing && hit.settled) {
    if (!hit.refreshing) {
      hit.refreshing = true;
      const map = memo;
      compute().then(
        (value) => {
          if (map.get(key) === hit) map.set(key, { expires: Date.now() + ttlMs, value: Promise.resolve(value), settled: true });
        },
        // a failed refresh keeps the old value until the next caller tries again
        () => (hit.refreshing = false),
      );
    }
    return hit.value as Promise<T>;
  }
  if (memo.size > 5_000) memo.clear();
  const value = compute();
  const entry: Entry = { expires: now + ttlMs, value, settled: false };
  memo.set(key, entry);
  value.then(
    () => (entry.settled = true),
    // a failed computation is not remembered
    () => {
      if (memo.get(key) === entry) memo.delete(key);
    },
  );
  return value;
}

/** Drops every memoised count of this database (an import has just changed its postings or courses). */
export function forgetCounts(database: object): void {
  memos.delete(database);
}
