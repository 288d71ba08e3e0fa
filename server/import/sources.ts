// The two sources the importer knows: how a page is read and mapped, where its rows go, and how the live API is paged.
import type { Db } from '../db/client.ts';
import { seoulDate } from '../domain/seoul-days.ts';
import type { HttpOptions } from './http-client.ts';
import { getJson } from './http-client.ts';
import { mapSaraminItem, readSaraminPage } from './saramin.ts';
import type { Mapped, PostingRow } from './saramin.ts';
import { upsertCourses, upsertPostings } from './upsert.ts';
import type { UpsertCounts } from './upsert.ts';
import { mapWork24Item, readWork24Page } from './work24.ts';
import type { CourseRow } from './work24.ts';

export type SourceId = 'saramin' | 'work24-training';
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Source<Row> {
  id: SourceId;
  /** as the summary names it */
  label: string;
  read: (body: unknown) => { items: unknown[]; total: number };
  map: (item: unknown) => Mapped<Row>;
  upsert: (tx: Tx, rows: Row[]) => Promise<UpsertCounts>;
  /** closed rows: a posting closed by the source or past its deadline; a course that has ended */
  isClosed: (row: Row, now: Date) => boolean;
  /** the live API's URL of page `index` (0-based) */
  pageUrl: (base: string, key: string, index: number, now: Date) => URL;
  pageSize: number;
  /** the live API; IMPORT_SARAMIN_URL / IMPORT_WORK24_URL (server/config.ts) point it elsewhere */
  defaultBase: string;
}

const DAY_MS = 86_400_000;
const compact = (day: string) => day.replaceAll('-', '');

export const saramin: Source<PostingRow> = {
  id: 'saramin',
  label: '사람인',
  read: readSaraminPage,
  map: mapSaraminItem,
  upsert: upsertPostings,
  isClosed: (row, now) => row.closed === true || row.expirationDate.getTime() < now.getTime(),
  pageSize: 100,
  defaultBase: 'https://oapi.saramin.co.kr/job-search',
  pageUrl: (base, key, index) => {
    const url = new URL(base);
    url.searchParams.set('access-key', key);
    url.searchParams.set('start', String(index));
    url.searchParams.set('count', '100');
    url.searchParams.set('sort', 'pd'); // newest first
    return url;
  },
};

export const work24: Source<CourseRow> = {
  id: 'work24-training',
  label: '고용24 훈련과정',
  read: readWork24Page,
  map: mapWork24Item,
  upsert: upsertCourses,
  isClosed: (row, now) => row.traEndDate < seoulDate(now),
  pageSize: 100,
  defaultBase: 'https://www.work24.go.kr/cm/openApi/call/hr/callOpenApiSvcInfo310L01.do',
  pageUrl: (base, key, index, now) => {
    const url = new URL(base);
    url.searchParams.set('authKey', key);
    url.searchParams.set('returnType', 'JSON');
    url.searchParams.set('outType', '1');
    url.searchParams.set('pageNum', String(index + 1)); // 1-based at the source
    url.searchParams.set('pageSize', '100');
    // courses starting from today to 90 days ahead, earliest first
    url.searchParams.set('srchTraStDt', compact(seoulDate(now)));
    url.searchParams.set('srchTraEndDt', compact(seoulDate(new Date(now.getTime() + 90 * DAY_MS))));
    url.searchParams.set('sort', 'ASC');
    url.searchParams.set('sortCol', 'TRNG_BGDE');
    return url;
  },
};

export const SOURCES: Readonly<Record<SourceId, Source<PostingRow> | Source<CourseRow>>> = { saramin, 'work24-training': work24 };

/** Live pages one after another until the source's total is reached, the page is empty, or `maxPages` pages. */
export async function* livePages(
  source: Source<unknown>,
  key: string,
  { maxPages, base, now, http }: { maxPages: number; base?: string; now: Date; http?: HttpOptions },
): AsyncGenerator<unknown> {
  const from = base ?? source.defaultBase;
  for (let index = 0; index < maxPages; index++) {
    const body = await getJson(source.pageUrl(from, key, index, now), http);
    yield body;
    const { items, total } = source.read(body);
    if (items.length === 0 || (index + 1) * source.pageSize >= total) return;
  }
}
