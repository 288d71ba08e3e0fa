// The digest round (issue 23, docs/decisions/0020): once a Seoul day, at or after each member's hour, one alert per
// kind — postings 새길 first stored since the member's last digest (or settings save) for their jobs × districts, and
// their scraps closing in 3 days or 1 day — into the 알림함, and one Web Push per member unless it is quiet hours.
//
// Batched and crash-safe: members are claimed 500 at a time, in id order, with FOR UPDATE SKIP LOCKED; a batch's alerts, what each
// member was told about, the push outbox rows and the member's `lastDigestDay` are written in one transaction, so a
// batch is done once or not at all, a second round finds nobody due, and two servers running at once take different
// members. The pushes are sent afterwards from the outbox (push.ts).
import { inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { alertPushes, alertSentPostings, alerts, alertSettings } from '../db/schema.ts';
import type { AlertItemRow } from '../db/schema.ts';
import { seoulDayNumber } from '../domain/seoul-days.ts';

export const DIGEST_BATCH = 500;
/** Items an alert shows (the contract's maxItems). */
export const ALERT_ITEMS_MAX = 20;
/** Pushes are not sent from 21:00 to 08:00 in Seoul; the 알림함 still gets the alerts. */
export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 8;
/** The next round looks back this far past the last cut-off: a posting whose import committed after a round's
 *  snapshot but was stamped before its cut-off is not lost; alert_sent_postings keeps it from coming twice. */
export const SINCE_OVERLAP_MS = 10 * 60_000;
/** Alerts older than this are deleted by the round. */
export const ALERTS_KEPT_DAYS = 90;

const SEOUL_OFFSET_MS = 9 * 3_600_000;
export const seoulHour = (at: Date) => new Date(at.getTime() + SEOUL_OFFSET_MS).getUTCHours();
export const isQuietHour = (at: Date) => {
  const hour = seoulHour(at);
  return hour >= QUIET_FROM_HOUR || hour < QUIET_UNTIL_HOUR;
};

export interface DigestFigures {
  /** members handled (due, enabled) */
  members: number;
  alerts: number;
  /** outbox rows written (one per member with an alert, outside quiet hours) */
  queuedPushes: number;
  batches: number;
  quiet: boolean;
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (Array.isArray(result) ? (result as Row[]) : (result as { rows: Row[] }).rows);
/** A timestamp parameter both drivers take (postgres-js refuses a Date inside raw SQL). */
const at = (date: Date): SQL => sql`${date.toISOString()}::timestamptz`;
const idList = (ids: number[]): SQL => sql.join(ids.map((id) => sql`${id}`), sql`, `);

export const pushText = (newCount: number, closingCount: number): string =>
  [newCount > 0 ? `새 공고 ${newCount}건` : '', closingCount > 0 ? `마감 임박 스크랩 ${closingCount}건` : ''].filter(Boolean).join(' · ');

interface Selected {
  total: number;
  items: (AlertItemRow & { reason: string })[];
}

function item(row: Row, reason: string): AlertItemRow & { reason: string } {
  return {
    recruitId: String(row.id),
    title: String(row.title),
    companyName: String(row.company_name),
    locationName: String(row.location_name),
    expiresAt: row.close_type === '접수마감일' ? new Date(row.expiration_date as string).toISOString() : null,
    reason,
  };
}

function group(rows: Row[], reasonOf: (row: Row) => string): Map<number, Selected> {
  const byMember = new Map<number, Selected>();
  for (const row of rows) {
    const member = Number(row.member_id);
    const selected = byMember.get(member) ?? { total: Number(row.total), items: [] };
    selected.items.push(item(row, reasonOf(row)));
    byMember.set(member, selected);
  }
  return byMember;
}

/** One batch: claims due members, writes their alerts, sent postings, outbox rows and lastDigestDay. */
async function digestBatch(db: Db, now: Date, batchSize: number, after: number): Promise<{ members: number; last: number; alerts: number; pushes: number }> {
  const today = seoulDayNumber(now);
  const hour = seoulHour(now);
  const quiet = isQuietHour(now);
  return db.transaction(async (tx) => {
    const claimed = rowsOf(
      await tx.execute(sql`
        select member_id from alert_settings
        where member_id > ${after} and enabled and last_digest_day < ${today} and digest_hour <= ${hour}
        order by member_id limit ${batchSize}
        for update skip locked`),
    ).map((row) => Number(row.member_id));
    if (claimed.length === 0) return { members: 0, last: after, alerts: 0, pushes: 0 };
    const members = idList(claimed);
    // new postings: the member's jobs × districts, first stored by 새길 after the member's `since`, still open, not sent
    const fresh = group(
      rowsOf(
        await tx.execute(sql`
          select * from (
            select s.member_id, p.id, p.title, p.company_name, p.location_name, p.close_type, p.expiration_date,
                   row_number() over (partition by s.member_id order by p.first_stored_at desc, p.id) as n,
                   count(*) over (partition by s.member_id) as total
            from alert_settings s
            join jobs j on j.id = any(s.job_ids)
            join recruit_postings p on p.job_name = j.name and p.region_code = any(s.region_codes)
            where s.member_id in (${members}) and s.new_postings
              and p.first_stored_at > s.since and p.first_stored_at <= ${at(now)}
              and not p.closed and p.expiration_date >= ${at(now)}
              and not exists (select 1 from alert_sent_postings x where x.member_id = s.member_id and x.posting_id = p.id and x.reason = 'NEW')
          ) t where n <= ${ALERT_ITEMS_MAX}
          order by member_id, n`),
      ),
      () => 'NEW',
    );
    // scraps closing in 3 days or 1 day (Seoul days), each reminder once
    const daysLeft = sql`(floor((extract(epoch from p.expiration_date) * 1000 + ${SEOUL_OFFSET_MS}) / 86400000)::int - ${today})`;
    const closing = group(
      rowsOf(
        await tx.execute(sql`
          select * from (
            select c.member_id, p.id, p.title, p.company_name, p.location_name, p.close_type, p.expiration_date, c.days_left,
                   row_number() over (partition by c.member_id order by p.expiration_date, p.id) as n,
                   count(*) over (partition by c.member_id) as total
            from (
              select sc.member_id, sc.posting_id, ${daysLeft} as days_left
              from recruit_scraps sc
              join alert_settings s on s.member_id = sc.member_id and s.closing_scraps
              join recruit_postings p on p.id = sc.posting_id
              where sc.member_id in (${members}) and p.close_type = '접수마감일' and not p.closed and p.expiration_date >= ${at(now)}
            ) c
            join recruit_postings p on p.id = c.posting_id
            where c.days_left in (1, 3)
              and not exists (
                select 1 from alert_sent_postings x
                where x.member_id = c.member_id and x.posting_id = c.posting_id and x.reason = case c.days_left when 3 then 'D3' else 'D1' end)
          ) t where n <= ${ALERT_ITEMS_MAX}
          order by member_id, n`),
      ),
      (row) => (Number(row.days_left) === 3 ? 'D3' : 'D1'),
    );

    const alertRows: (typeof alerts.$inferInsert)[] = [];
    for (const [memberId, s] of fresh) {
      alertRows.push({
        memberId,
        kind: 'NEW_POSTINGS',
        day: today,
        createdAt: now,
        title: `새 공고 ${s.total}건`,
        body: `담은 직업과 고른 지역에 새 공고가 ${s.total}건 있어요.`,
        items: s.items.map(({ reason: _reason, ...rest }) => rest),
      });
    }
    for (const [memberId, s] of closing) {
      alertRows.push({
        memberId,
        kind: 'CLOSING_SCRAPS',
        day: today,
        createdAt: now,
        title: `마감 임박 스크랩 ${s.total}건`,
        body: `스크랩한 공고 ${s.total}건이 곧 마감돼요.`,
        items: s.items.map(({ reason: _reason, ...rest }) => rest),
      });
    }
    // the unique (member, kind, day) index: an alert already made today is not made again
    const made = alertRows.length
      ? await tx.insert(alerts).values(alertRows).onConflictDoNothing().returning({ memberId: alerts.memberId, kind: alerts.kind })
      : [];
    const sent: (typeof alertSentPostings.$inferInsert)[] = [];
    const counts = new Map<number, { fresh: number; closing: number }>();
    for (const { memberId, kind } of made) {
      const s = (kind === 'NEW_POSTINGS' ? fresh : closing).get(memberId)!;
      for (const i of s.items) sent.push({ memberId, postingId: i.recruitId, reason: i.reason, sentAt: now });
      const c = counts.get(memberId) ?? { fresh: 0, closing: 0 };
      if (kind === 'NEW_POSTINGS') c.fresh = s.total;
      else c.closing = s.total;
      counts.set(memberId, c);
    }
    for (let i = 0; i < sent.length; i += 5000) await tx.insert(alertSentPostings).values(sent.slice(i, i + 5000)).onConflictDoNothing();
    const pushes = quiet ? [] : [...counts].map(([memberId, c]) => ({ memberId, body: pushText(c.fresh, c.closing), createdAt: now }));
    if (pushes.length) await tx.insert(alertPushes).values(pushes);
    await tx
      .update(alertSettings)
      .set({ lastDigestDay: today, since: sql`greatest(${alertSettings.since}, ${at(new Date(now.getTime() - SINCE_OVERLAP_MS))})` })
      .where(inArray(alertSettings.memberId, claimed));
    return { members: claimed.length, last: claimed[claimed.length - 1]!, alerts: made.length, pushes: pushes.length };
  });
}

/** Writes every due member's digest, batch after batch, until nobody is due. */
export async function writeDigests(db: Db, now: Date, batchSize = DIGEST_BATCH): Promise<DigestFigures> {
  const figures: DigestFigures = { members: 0, alerts: 0, queuedPushes: 0, batches: 0, quiet: isQuietHour(now) };
  // the members in id order, from where the last batch ended (each batch walks the primary key, not the whole table)
  let after = 0;
  for (;;) {
    const done = await digestBatch(db, now, batchSize, after);
    if (done.members === 0) break;
    after = done.last;
    figures.members += done.members;
    figures.alerts += done.alerts;
    figures.queuedPushes += done.pushes;
    figures.batches += 1;
  }
  await db.delete(alerts).where(sql`${alerts.createdAt} < ${at(new Date(now.getTime() - ALERTS_KEPT_DAYS * 86_400_000))}`);
  return figures;
}
