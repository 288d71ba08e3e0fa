// The server's own alert rounds (issue 23), as the importers' (server/rounds.ts): shortly after starting and then
// every ALERTS_EVERY. A member is due once per Seoul day at or after their hour, so a round every
// few minutes reaches each member within minutes of their hour; the rounds in between find nobody due.
import type { Db } from '../db/client.ts';
import { everyRound, type Rounds } from '../rounds.ts';
import type { PushTransport } from './push.ts';
import { roundLine, runAlertRound } from './round.ts';

export interface AlertScheduleOptions {
  db: Db;
  databaseUrl: string | undefined;
  transport: PushTransport;
  everyMs: number;
  /** the first round, after the server has started (default 30 s) */
  firstAfterMs?: number;
  log: { info: (message: string) => void; warn: (message: string) => void };
}

export function scheduleAlerts(options: AlertScheduleOptions): Rounds | undefined {
  const { db, databaseUrl, transport, everyMs, firstAfterMs = 30_000, log } = options;
  if (everyMs <= 0) return undefined;
  const round = async () => {
    try {
      const result = await runAlertRound({ db, databaseUrl, transport });
      if (!result.ran || result.members > 0 || result.push.members > 0) log.info(roundLine(result));
    } catch (err) {
      log.warn(`알림 차례 실패: ${err instanceof Error ? err.message : String(err)}`);
    }
  };
  return everyRound(round, { everyMs, firstAfterMs });
}
