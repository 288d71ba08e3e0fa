// `npm run alerts -- --once [--now ISO]`: one alert round by hand (the server runs them itself on its schedule). Opens
// the database, brings it up to date, and runs the round as of now or of `--now`. Exit code 0 done (also when another
// server's round was under way), 1 failed, 2 usage.
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { DataDirLockedError, lockDataDir } from '../db/lock.ts';
import { webPushTransport } from './push.ts';
import { roundLine, runAlertRound } from './round.ts';
import { resolveVapidKeys } from './vapid.ts';

export const USAGE =
  '사용법: npm run alerts -- --once [--now 2026-11-28T00:00:00Z]\n' +
  '  --once  알림 차례를 한 번 돌립니다 (서버는 ALERTS_EVERY마다 스스로 돌립니다).\n' +
  '  --now   그 시각인 것처럼 돌립니다 (ISO-8601; 기본은 지금).';

function parseArgs(argv: string[]): { now: Date } | string {
  let once = false;
  let now = new Date();
  for (let i = 0; i < argv.length; i++) {
    const name = argv[i];
    if (name === '--once') once = true;
    else if (name === '--now') {
      const value = argv[++i];
      const at = value === undefined ? NaN : Date.parse(value);
      if (!/^\d{4}-\d{2}-\d{2}T/.test(value ?? '') || Number.isNaN(at)) return '--now 뒤에 ISO-8601 시각을 적으세요 (예 2026-11-28T00:00:00Z).';
      now = new Date(at);
    } else return `모르는 옵션입니다: ${name}`;
  }
  if (!once) return '--once를 적으세요.';
  return { now };
}

export interface CommandIo {
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
  error?: (line: string) => void;
  fetch?: typeof fetch;
}

export async function alertsCommand(argv: string[], io: CommandIo = {}): Promise<number> {
  const { env = process.env, log = console.log, error = console.error } = io;
  const args = parseArgs(argv);
  if (typeof args === 'string') {
    error(`${args}\n${USAGE}`);
    return 2;
  }
  try {
    const config = loadConfig(env);
    const work = async () => {
      const database = await openDatabase(config.databaseUrl ?? join(config.dataDir, 'pgdata'));
      try {
        await prepareDatabase(database, config.databaseUrl, { postings: 0, courses: 0, demo: false });
        const vapid = await resolveVapidKeys(database.db, config.vapid);
        const transport = webPushTransport(vapid, config.vapidSubject, io.fetch);
        log(roundLine(await runAlertRound({ db: database.db, databaseUrl: config.databaseUrl, transport, now: args.now })));
      } finally {
        await database.close();
      }
    };
    if (config.databaseUrl) await work();
    else {
      let lock;
      try {
        lock = lockDataDir(config.dataDir);
      } catch (err) {
        if (!(err instanceof DataDirLockedError)) throw err;
        error(
          `새길 서버(프로세스 ${err.pid})가 데이터 폴더 ${config.dataDir}를 쓰고 있어 돌리지 않습니다. 서버는 ALERTS_EVERY마다 스스로 알림 차례를 돌립니다.\n` +
            `A 새길 server (pid ${err.pid}) holds the data folder; not running. The server runs the alert rounds itself every ALERTS_EVERY.`,
        );
        return 1;
      }
      try {
        await work();
      } finally {
        lock.release();
      }
    }
    return 0;
  } catch (err) {
    if (err instanceof ConfigError) error(err.message);
    else error(`알림 차례 실패: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  }
}
