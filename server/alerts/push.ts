// Sending the digest's Web Push (issue 23): the outbox rows the digest wrote are claimed with FOR UPDATE SKIP LOCKED
// and deleted in the same statement (at most once: a crash after the claim loses that push, never doubles it; the
// 알림함 has the alert either way), then each of the member's subscriptions gets the payload, encrypted by `web-push`
// (aes128gcm, VAPID). A push service answering 404 or 410 says the browser dropped the subscription: it is deleted.
import webPush from 'web-push';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { pushSubscriptions } from '../db/schema.ts';
import { DEFAULT_VAPID_SUBJECT } from '../config.ts';
import type { VapidKeys } from './vapid.ts';

export const PUSH_BATCH = 200;
export const PUSH_CONCURRENCY = 16;
export const PUSH_TIMEOUT_MS = 10_000;
/** A digest older than this is no longer worth a push service's storage (12 h). */
export const PUSH_TTL_SECONDS = 12 * 3600;

/** What the service worker shows: a title, the Korean line, and where a tap goes. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
}

export const payloadOf = (body: string): PushPayload => ({ title: '새길 알림', body, url: '/alerts' });

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Sends one encrypted push; answers the push service's status. */
export type PushTransport = (target: PushTarget, payload: string) => Promise<number>;

/** web-push's request details (encryption, VAPID headers), sent with fetch. */
export function webPushTransport(vapid: VapidKeys, subject = DEFAULT_VAPID_SUBJECT, fetchImpl: typeof fetch = fetch): PushTransport {
  return async (target, payload) => {
    const details = webPush.generateRequestDetails(target, payload, {
      vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      contentEncoding: 'aes128gcm',
      TTL: PUSH_TTL_SECONDS,
      urgency: 'normal',
    });
    const response = await fetchImpl(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body as Uint8Array,
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      redirect: 'error',
    });
    await response.arrayBuffer().catch(() => undefined);
    return response.status;
  };
}

export interface PushFigures {
  /** outbox rows taken (members) */
  members: number;
  /** pushes the services accepted (2xx) */
  sent: number;
  /** subscriptions removed after 404/410 */
  removed: number;
  /** other answers or network errors (left in place; the next digest tries again) */
  failed: number;
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (Array.isArray(result) ? (result as Row[]) : (result as { rows: Row[] }).rows);

async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
}

/** Empties the push outbox, batch after batch. */
export async function deliverPushes(db: Db, transport: PushTransport, batchSize = PUSH_BATCH): Promise<PushFigures> {
  const figures: PushFigures = { members: 0, sent: 0, removed: 0, failed: 0 };
  for (;;) {
    const claimed = rowsOf(
      await db.execute(sql`
        delete from alert_pushes where id in (select id from alert_pushes order by id limit ${batchSize} for update skip locked)
        returning member_id, body`),
    );
    if (claimed.length === 0) return figures;
    figures.members += claimed.length;
    const bodies = new Map(claimed.map((row) => [Number(row.member_id), String(row.body)]));
    const subscriptions = await db
      .select({ memberId: pushSubscriptions.memberId, endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.memberId, [...bodies.keys()]));
    const gone: string[] = [];
    await eachLimited(subscriptions, PUSH_CONCURRENCY, async (s) => {
      try {
        const status = await transport({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, JSON.stringify(payloadOf(bodies.get(s.memberId)!)));
        if (status >= 200 && status < 300) figures.sent += 1;
        else if (status === 404 || status === 410) gone.push(s.endpoint);
        else figures.failed += 1;
      } catch {
        figures.failed += 1;
      }
    });
    if (gone.length) {
      const removed = await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.endpoint, gone)).returning({ id: pushSubscriptions.id });
      figures.removed += removed.length;
    }
  }
}
