// Saved-search alerts (issue 23, docs/decisions/0020): the settings (defaults on first open), the Web Push key and
// subscriptions, and the 알림함. Every call is the member's own: the inbox, marking read and the subscriptions are
// filtered by the caller, so another member's alert or subscription can be neither seen nor changed.
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alerts, pushSubscriptions, recruitPostings } from '../db/schema.ts';
import { requireMember } from '../domain/access.ts';
import { isPastEnd, pageOffset, springPage, springSortBy } from '../domain/paging.ts';
import { deadlineText } from '../domain/seoul-days.ts';
import { saveSettings, settingsOf } from '../alerts/settings.ts';
import { isExampleSource } from '../seed/example-links.ts';
import type { Db } from '../db/client.ts';
import type { Handlers } from './types.ts';

export const INBOX_PAGE_SIZE = 10;
/** Subscriptions a member may keep (phones, tablets, computers); the oldest goes when a new one passes it. */
export const SUBSCRIPTIONS_PER_MEMBER = 10;

async function unreadCount(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(alerts)
    .where(and(eq(alerts.memberId, memberId), isNull(alerts.readAt)));
  return Math.min(row?.n ?? 0, 100_000);
}

export const handlers: Handlers = {
  getAlertSettings: async ({ db, memberId }) => settingsOf(db, requireMember(memberId)),

  updateAlertSettings: async ({ db, memberId, body }) => saveSettings(db, requireMember(memberId), body),

  getPushKey: async ({ request }) => ({ publicKey: request.server.vapid.publicKey }),

  addPushSubscription: async ({ db, memberId, body }) => {
    const member = requireMember(memberId);
    await db.transaction(async (tx) => {
      // one endpoint is one browser: it belongs to the member who last subscribed on it
      const [row] = await tx
        .insert(pushSubscriptions)
        .values({ memberId: member, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { memberId: member, p256dh: body.keys.p256dh, auth: body.keys.auth, createdAt: sql`now()` },
        })
        .returning({ id: pushSubscriptions.id });
      await tx.execute(sql`
        delete from push_subscriptions where member_id = ${member} and id <> ${row!.id} and id not in (
          select id from push_subscriptions where member_id = ${member} order by created_at desc, id desc limit ${SUBSCRIPTIONS_PER_MEMBER}
        )`);
    });
    return null;
  },

  removePushSubscription: async ({ db, memberId, body }) => {
    await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.memberId, requireMember(memberId)), eq(pushSubscriptions.endpoint, body.endpoint)));
    return null;
  },

  getAlertInbox: async ({ db, memberId, query }) => {
    const member = requireMember(memberId);
    const pageNum = query.pageNum ?? 0;
    const sort = springSortBy('DESC');
    const [counted] = await db.select({ total: count() }).from(alerts).where(eq(alerts.memberId, member));
    const total = counted?.total ?? 0;
    if (isPastEnd(pageNum, INBOX_PAGE_SIZE, total)) return springPage([], pageNum, INBOX_PAGE_SIZE, total, sort);
    const rows = await db
      .select()
      .from(alerts)
      .where(eq(alerts.memberId, member))
      .orderBy(desc(alerts.createdAt), desc(alerts.id))
      .limit(INBOX_PAGE_SIZE)
      .offset(pageOffset(pageNum, INBOX_PAGE_SIZE));
    // each item's posting page, read now as the search results give it (a posting 새길 no longer has: no link)
    const ids = [...new Set(rows.flatMap((row) => row.items.map((item) => item.recruitId)))];
    const postings = ids.length
      ? await db.select({ id: recruitPostings.id, url: recruitPostings.url, source: recruitPostings.source }).from(recruitPostings).where(inArray(recruitPostings.id, ids))
      : [];
    const byId = new Map(postings.map((p) => [p.id, p]));
    const now = new Date();
    return springPage(
      rows.map((row) => ({
        alertId: row.id,
        kind: row.kind as 'NEW_POSTINGS' | 'CLOSING_SCRAPS',
        createdAt: row.createdAt.toISOString(),
        readAt: row.readAt?.toISOString() ?? null,
        title: row.title,
        body: row.body,
        items: row.items.map((item) => ({
          recruitId: item.recruitId,
          title: item.title,
          companyName: item.companyName,
          locationName: item.locationName,
          deadline: item.expiresAt === null ? null : deadlineText(new Date(item.expiresAt), now),
          url: byId.get(item.recruitId)?.url ?? null,
          isExample: isExampleSource(byId.get(item.recruitId)?.source ?? ''),
        })),
      })),
      pageNum,
      INBOX_PAGE_SIZE,
      total,
      sort,
    );
  },

  markAlertsRead: async ({ db, memberId, body }) => {
    const member = requireMember(memberId);
    await db
      .update(alerts)
      .set({ readAt: sql`now()` })
      .where(and(eq(alerts.memberId, member), inArray(alerts.id, body.alertIds), isNull(alerts.readAt)));
    return { unreadCount: await unreadCount(db, member) };
  },

  getAlertUnreadCount: async ({ db, memberId }) => ({ unreadCount: await unreadCount(db, requireMember(memberId)) }),
};
