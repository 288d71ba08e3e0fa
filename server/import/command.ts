// `npm run import -- <saramin|work24-training> (--file PATH | --key KEY [--pages N])`: reads the arguments, takes the
// import lock, brings the database up to date, and runs the import. Returns the exit code (0 done, 1 failed, 2 usage).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { prepareDatabase } from '../db/prepare.ts';
import type { HttpOptions } from './http-client.ts';
import { ImportRefusedError, withDataDirLock, withPostgresImportLock } from './lock.ts';
import { failureText, runImport, summaryLine } from './run.ts';
import { SourceFormatError } from './saramin.ts';
import { SOURCES, livePages } from './sources.ts';
import type { Source, SourceId } from './sources.ts';

export const USAGE =
  '사용법: npm run import -- <saramin|work24-training> (--file 파일 | --key 인증키 [--pages 쪽수])\n' +
  '  --file  저장해 둔 응답(JSON)을 읽습니다.\n' +
  '  --key   실제 API를 부릅니다 (--pages: 가져올 최대 쪽수, 기본 10, 한 쪽 100건).';

export const DEFAULT_PAGES = 10;

interface Args {
  source: Source<unknown>;
  file?: string;
  key?: string;
  pages: number;
}

function parseArgs(argv: string[]): Args | string {
  const [sourceId, ...rest] = argv;
  const source = SOURCES[sourceId as SourceId] as Source<unknown> | undefined;
  if (!source) return `가져올 곳을 saramin 또는 work24-training 중에서 고르세요${sourceId ? ` ('${sourceId}'는 모릅니다)` : ''}.`;
  const args: Args = { source, pages: DEFAULT_PAGES };
  for (let i = 0; i < rest.length; i++) {
    const name = rest[i];
    const value = rest[i + 1];
    if ((name === '--file' || name === '--key' || name === '--pages') && (value === undefined || value.startsWith('--'))) {
      return `${name} 뒤에 값을 적으세요.`;
    }
    if (name === '--file') args.file = value;
    else if (name === '--key') args.key = value;
    else if (name === '--pages') {
      const pages = Number(value);
      if (!Number.isInteger(pages) || pages < 1 || pages > 1000) return '--pages는 1에서 1000 사이의 정수입니다.';
      args.pages = pages;
    } else return `모르는 옵션입니다: ${name}`;
    i++;
  }
  if ((args.file === undefined) === (args.key === undefined)) return '--file 또는 --key 중 하나만 적으세요.';
  return args;
}

async function readSavedAnswer(path: string, source: Source<unknown>): Promise<unknown> {
  let raw: string;
  try {
    raw = await readFile(path, 'utf8');
  } catch (err) {
    throw new SourceFormatError(`파일을 읽을 수 없습니다: ${path} (${(err as NodeJS.ErrnoException).code ?? String(err)})`);
  }
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new SourceFormatError(`JSON 파일이 아닙니다: ${path}`);
  }
  source.read(body); // refuses a file of the wrong shape before the database is opened
  return body;
}

export interface CommandIo {
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
  error?: (line: string) => void;
  http?: HttpOptions;
}

export async function importCommand(argv: string[], io: CommandIo = {}): Promise<number> {
  const { env = process.env, log = console.log, error = console.error } = io;
  const args = parseArgs(argv);
  if (typeof args === 'string') {
    error(`${args}\n${USAGE}`);
    return 2;
  }
  try {
    const config = loadConfig(env);
    const pages = args.file
      ? [await readSavedAnswer(args.file, args.source)]
      : livePages(args.source, args.key!, { maxPages: args.pages, base: config.importBases[args.source.id], now: new Date(), http: io.http });
    const work = async () => {
      const database = await openDatabase(config.databaseUrl ?? join(config.dataDir, 'pgdata'));
      try {
        await prepareDatabase(database, config.databaseUrl, { postings: 0, courses: 0, demo: false });
        const summary = await runImport({ db: database.db, source: args.source, pages, log });
        log(summaryLine(summary));
      } finally {
        await database.close();
      }
    };
    if (config.databaseUrl) await withPostgresImportLock(config.databaseUrl, work);
    else await withDataDirLock(config.dataDir, work);
    return 0;
  } catch (err) {
    if (err instanceof ImportRefusedError || err instanceof ConfigError) {
      error(err.message);
    } else {
      error(`가져오기 실패: ${failureText(err)}\n실패한 쪽은 저장되지 않았습니다 (그 전에 마친 쪽은 그대로 남습니다).`);
    }
    return 1;
  }
}
