// One alert round (issue 23): the digest for every due member, then the pushes. On PostgreSQL it holds a session
// advisory lock, so with several servers (and `npm run alerts`) on one database exactly one round runs at a time;
// the others skip theirs. Inside, members are claimed with FOR UPDATE SKIP LOCKED anyway (digest.ts), so even two
// rounds that both ran could not double an alert.
import postgres from 'postgres';
import type { Db } from '../db/client.ts';
import { writeDigests } from './digest.ts';
import type { DigestFigures } from './digest.ts';
import { deliverPushes } from './push.ts';
import type { PushFigures, PushTransport } from './push.ts';

const ALERTS_LOCK = 7_240_323; // shared by every 새길 process on one database (the import lock is 7_240_302)

export interface RoundOptions {
  db: Db;
  /** set on PostgreSQL: the round takes the shared alerts lock */
  databaseUrl?: string;
  /** sends the pushes; without one the outbox is left for a round that has one */
  transport?: PushTransport;
  now?: Date;
  batchSize?: number;
}

export type RoundResult = ({ ran: true } & DigestFigures & { push: PushFigures; ms: number }) | { ran: false };

async function withAlertsLock<T>(url: string, work: () => Promise<T>): Promise<T | undefined> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [row] = await client<{ locked: boolean }[]>`select pg_try_advisory_lock(${ALERTS_LOCK}) as locked`;
    if (!row?.locked) return undefined;
    try {
      return await work();
    } finally {
      await client`select pg_advisory_unlock(${ALERTS_LOCK})`;
    }
  } finally {
    await client.end({ timeout: 5 });
  }
}

export async function runAlertRound(options: RoundOptions): Promise<RoundResult> {
  const work = async (): Promise<RoundResult> => {
    const started = performance.now();
    const digest = await writeDigests(options.db, options.now ?? new Date(), options.batchSize);
    const push = options.transport ? await deliverPushes(options.db, options.transport) : { members: 0, sent: 0, removed: 0, failed: 0 };
    return { ran: true, ...digest, push, ms: Math.round(performance.now() - started) };
  };
  if (!options.databaseUrl) return work();
  return (await withAlertsLock(options.databaseUrl, work)) ?? { ran: false };
}

export function roundLine(result: RoundResult): string {
  if (!result.ran) return '알림: 다른 서버가 이번 차례를 돌리는 중이라 건너뜁니다';
  const quiet = result.quiet ? ' (21시~8시: 푸시 없이 알림함만)' : '';
  return (
    `알림: 회원 ${result.members}명, 알림 ${result.alerts}개, 푸시 ${result.push.sent}건 보냄` +
    ` · 끊긴 구독 ${result.push.removed}개 지움 · 실패 ${result.push.failed}건${quiet} · ${result.ms} ms`
  );
}
