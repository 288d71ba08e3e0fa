// The server's own imports: when IMPORT_SARAMIN_KEY and/or IMPORT_WORK24_KEY are set, it imports from those sources
// shortly after starting and then every IMPORT_EVERY. On PostgreSQL several instances may share one database: each
// round takes the import lock, and an instance that finds it taken leaves that round to the other one.
import type { ImportBases } from '../config.ts';
import type { Db } from '../db/client.ts';
import { everyRound, type Rounds } from '../rounds.ts';
import type { HttpOptions } from './http-client.ts';
import { ImportRefusedError, withPostgresImportLock } from './lock.ts';
import { failureText, runImport, summaryLine } from './run.ts';
import { livePages, saramin, work24 } from './sources.ts';
import type { Source } from './sources.ts';

export interface ScheduleOptions {
  db: Db;
  /** set on PostgreSQL: the rounds take the shared import lock */
  databaseUrl: string | undefined;
  saraminKey: string | undefined;
  work24Key: string | undefined;
  everyMs: number;
  /** the first round, after the server has started (default 10 s) */
  firstAfterMs?: number;
  maxPages?: number;
  http?: HttpOptions;
  /** IMPORT_SARAMIN_URL, IMPORT_WORK24_URL (server/config.ts) */
  bases?: ImportBases;
  log: { info: (message: string) => void; warn: (message: string) => void };
}

export function scheduleImports(options: ScheduleOptions): Rounds | undefined {
  const { db, databaseUrl, everyMs, firstAfterMs = 10_000, maxPages = 10, http, bases = {}, log } = options;
  const jobs: [Source<unknown>, string][] = [];
  if (options.saraminKey) jobs.push([saramin as Source<unknown>, options.saraminKey]);
  if (options.work24Key) jobs.push([work24 as Source<unknown>, options.work24Key]);
  if (jobs.length === 0) return undefined;

  const round = async () => {
    for (const [source, key] of jobs) {
      const work = async () => {
        const pages = livePages(source, key, { maxPages, base: bases[source.id], now: new Date(), http });
        log.info(summaryLine(await runImport({ db, source, pages })));
      };
      try {
        if (databaseUrl) await withPostgresImportLock(databaseUrl, work);
        else await work();
      } catch (err) {
        if (err instanceof ImportRefusedError) log.info(`${source.label}: 다른 가져오기가 실행 중이라 이번 차례는 건너뜁니다`);
        else log.warn(`${source.label} 가져오기 실패: ${failureText(err)}`);
      }
    }
  };
  return everyRound(round, { everyMs, firstAfterMs });
}
