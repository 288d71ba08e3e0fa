// One import run: each page is read, mapped and written in its own transaction, then reported. A page that cannot be
// read or written leaves the database as it was before that page, and the run stops with the error.
import type { Db } from '../db/client.ts';
import { forgetCounts } from '../domain/count-cache.ts';
import { invalidateLists } from '../list-freshness.ts';
import { SourceRequestError } from './http-client.ts';
import type { SkipReason } from './mapping.ts';
import { SourceFormatError } from './saramin.ts';
import type { Source } from './sources.ts';

export interface ImportSummary {
  source: string;
  pages: number;
  read: number;
  added: number;
  updated: number;
  unchanged: number;
  /** stored rows that are closed (posting closed or past its deadline, course ended) */
  closed: number;
  skipped: Partial<Record<SkipReason, number>>;
}

export interface RunOptions {
  db: Db;
  source: Source<unknown>;
  pages: AsyncIterable<unknown> | Iterable<unknown>;
  now?: Date;
  log?: (line: string) => void;
}

/**
 * The one place where an import's writes become visible: after each committed page. Cached list answers (counts,
 * pages) of this database must be dropped here so members see the new postings and courses at once.
 */
function afterPageCommitted(db: Db): void {
  forgetCounts(db);
  invalidateLists('postings', 'courses');
}

const skippedTotal = (skipped: ImportSummary['skipped']) => Object.values(skipped).reduce((sum, n) => sum + (n ?? 0), 0);

export function summaryLine(s: ImportSummary): string {
  const reasons = Object.entries(s.skipped)
    .map(([reason, n]) => `${reason} ${n}`)
    .join(', ');
  return (
    `${s.source} 가져오기 완료 (${s.pages}쪽): 읽음 ${s.read} · 추가 ${s.added} · 갱신 ${s.updated} · 그대로 ${s.unchanged} · ` +
    `마감 ${s.closed} · 건너뜀 ${skippedTotal(s.skipped)}${reasons ? ` (${reasons})` : ''}`
  );
}

export async function runImport({ db, source, pages, now = new Date(), log = () => {} }: RunOptions): Promise<ImportSummary> {
  const summary: ImportSummary = { source: source.label, pages: 0, read: 0, added: 0, updated: 0, unchanged: 0, closed: 0, skipped: {} };
  for await (const body of pages) {
    const { items } = source.read(body);
    const rows: unknown[] = [];
    const skipped: ImportSummary['skipped'] = {};
    for (const item of items) {
      const mapped = source.map(item);
      if ('row' in mapped) rows.push(mapped.row);
      else skipped[mapped.skip] = (skipped[mapped.skip] ?? 0) + 1;
    }
    const counts = await db.transaction((tx) => source.upsert(tx, rows));
    afterPageCommitted(db);
    const closed = rows.filter((row) => source.isClosed(row, now)).length;
    summary.pages++;
    summary.read += items.length;
    summary.added += counts.added;
    summary.updated += counts.updated;
    summary.unchanged += counts.unchanged;
    summary.closed += closed;
    for (const [reason, n] of Object.entries(skipped) as [SkipReason, number][]) summary.skipped[reason] = (summary.skipped[reason] ?? 0) + n;
    log(
      `${source.label} ${summary.pages}쪽: 읽음 ${items.length} · 추가 ${counts.added} · 갱신 ${counts.updated} · 그대로 ${counts.unchanged} · ` +
        `마감 ${closed} · 건너뜀 ${skippedTotal(skipped)}`,
    );
  }
  return summary;
}

/** The code of an error or of its cause: a PostgreSQL SQLSTATE ('23503') or a system one ('ECONNREFUSED'). */
function codeOf(err: unknown): string | undefined {
  for (let cause = err, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z_]{1,40}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * What a failed import says: the importer's own messages as they are; anything else by its kind only, because a
 * database error's message holds the whole SQL with every parameter (a page of postings, printed to the log).
 */
export function failureText(err: unknown): string {
  if (err instanceof SourceFormatError || err instanceof SourceRequestError) return err.message;
  const code = codeOf(err);
  if (code && /^(?=.*[0-9])[0-9A-Z]{5}$/.test(code)) return `데이터베이스에 쓰지 못했습니다 (PostgreSQL 오류 코드 ${code})`;
  return `예상하지 못한 오류입니다 (${[err instanceof Error ? err.name : typeof err, code].filter(Boolean).join(', ')})`;
}
