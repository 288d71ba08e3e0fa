// The digest round (issue 23): what it selects (jobs × districts, new to 새길 since the last digest or save, scraps
// closing D-3 and D-1), never the same posting twice, a second round that sends nothing, the member's hour, quiet
// hours (알림함 only), a crash mid-round that resumes without doubles, and rounds on two servers at once.
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { openDatabase } from '../db/client.ts';
import { alertPushes, alerts, alertSentPostings, alertSettings, recruitPostings, recruitScraps } from '../db/schema.ts';
import { seoulDayNumber } from '../domain/seoul-days.ts';
import { jobIdOf, useTestApp } from '../test-support/index.ts';
import type { TestMember } from '../test-support/index.ts';
import { pushText, writeDigests } from './digest.ts';
import { runAlertRound } from './round.ts';

const t = useTestApp();
const CAREGIVER = jobIdOf('요양보호사');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const today = seoulDayNumber(new Date());
/** `hour` o'clock in Seoul, `days` days from today */
const seoul = (days: number, hour: number, minute = 0) => new Date((today + days) * DAY - 9 * HOUR + hour * HOUR + minute * 60_000);

let serial = 0;
async function posting(fields: Partial<typeof recruitPostings.$inferInsert> & { firstStoredAt: Date; expirationDate: Date }) {
  const id = String(90_000_000 + ++serial);
  await t.db.insert(recruitPostings).values({
    id,
    title: `알림 시험 공고 ${id}`,
    jobName: '요양보호사',
    companyName: '시험요양센터',
    regionCode: 11110,
    city: '서울특별시',
    locationName: '서울특별시 종로구',
    jobTypeName: '정규직',
    experienceLevel: '경력무관',
    requiredEducationLevel: '학력무관',
    closeType: '접수마감일',
    salary: '월 230만원',
    postDate: new Date(fields.firstStoredAt.getTime() - DAY),
    url: `https://www.saramin.co.kr/zf_user/jobs/relay/view?rec_idx=${id}`,
    source: 'saramin',
    ...fields,
  });
  return id;
}

/** A member with settings: 요양보호사 × 종로구 by default. */
async function subscriber(overrides: Partial<typeof alertSettings.$inferInsert> = {}) {
  const member = await t.createMember();
  await t.saveJob(member, CAREGIVER);
  const answer = await t.call({ method: 'GET', url: '/v1/alerts/settings', headers: member.auth });
  expect(answer.body.data).toMatchObject({ jobIds: [CAREGIVER], regionCodes: [11110] });
  if (Object.keys(overrides).length) await t.db.update(alertSettings).set(overrides).where(eq(alertSettings.memberId, member.memberId));
  return member;
}

const alertsOf = (member: TestMember) => t.db.select().from(alerts).where(eq(alerts.memberId, member.memberId)).orderBy(alerts.id);
const pushesOf = (member: TestMember) => t.db.select().from(alertPushes).where(eq(alertPushes.memberId, member.memberId));
const ids = (alert: { items: { recruitId: string }[] } | undefined) => (alert?.items ?? []).map((i) => i.recruitId).sort();

describe('selection', () => {
  it('new postings: the member’s jobs × districts, first stored by 새길 after the settings, open; the source’s date does not count', async () => {
    const member = await subscriber();
    const stored = seoul(1, 5);
    const open = seoul(30, 23);
    const hit = await posting({ firstStoredAt: stored, expirationDate: open });
    const oldAtSource = await posting({ firstStoredAt: stored, expirationDate: open, postDate: seoul(-40, 9) });
    const always = await posting({ firstStoredAt: stored, expirationDate: seoul(60, 23), closeType: '상시' });
    await posting({ firstStoredAt: new Date(Date.now() - DAY), expirationDate: open }); // stored before the settings
    await posting({ firstStoredAt: stored, expirationDate: open, jobName: '바리스타' });
    await posting({ firstStoredAt: stored, expirationDate: open, regionCode: 11140, locationName: '서울특별시 중구' });
    await posting({ firstStoredAt: stored, expirationDate: open, closed: true });
    await posting({ firstStoredAt: stored, expirationDate: seoul(1, 8) }); // closed before the round
    await posting({ firstStoredAt: seoul(1, 11), expirationDate: open }); // stored after the round's cut-off
    const figures = await writeDigests(t.db, seoul(1, 10));
    expect(figures.quiet).toBe(false);
    const [alert, ...rest] = await alertsOf(member);
    expect(rest).toEqual([]);
    expect(alert).toMatchObject({ kind: 'NEW_POSTINGS', day: today + 1, title: '새 공고 3건', readAt: null });
    expect(ids(alert)).toEqual([hit, oldAtSource, always].sort());
    expect(alert!.items.find((i) => i.recruitId === always)!.expiresAt).toBeNull();
    expect((await pushesOf(member)).map((p) => p.body)).toEqual(['새 공고 3건']);
    // the same day again: nothing (the member was handled today)
    const again = await writeDigests(t.db, seoul(1, 10, 30));
    expect(again.members).toBe(0);
    expect(await alertsOf(member)).toHaveLength(1);
    // the next day: only what was stored since, and never a posting already sent
    const next = await posting({ firstStoredAt: seoul(1, 15), expirationDate: open });
    await writeDigests(t.db, seoul(2, 10));
    const after = await alertsOf(member);
    expect(after).toHaveLength(2);
    // the posting stored at 11:00 on day 1 came after that round's cut-off, so it belongs to day 2
    const [late] = await t.db.select({ id: recruitPostings.id }).from(recruitPostings).where(eq(recruitPostings.firstStoredAt, seoul(1, 11)));
    expect(ids(after[1])).toEqual([next, late!.id].sort());
  });

  it('closing scraps: D-3 and D-1 only (Seoul days), each reminder once; 상시 and closed postings never', async () => {
    const member = await subscriber({ newPostings: false });
    const base = 10;
    const longAgo = new Date(Date.now() - 2 * DAY);
    const d3 = await posting({ firstStoredAt: longAgo, expirationDate: seoul(base + 3, 23, 59) });
    const d1 = await posting({ firstStoredAt: longAgo, expirationDate: seoul(base + 1, 18) });
    const d2 = await posting({ firstStoredAt: longAgo, expirationDate: seoul(base + 2, 12) });
    const d5 = await posting({ firstStoredAt: longAgo, expirationDate: seoul(base + 5, 12) });
    const always = await posting({ firstStoredAt: longAgo, expirationDate: seoul(base + 3, 12), closeType: '상시' });
    const closed = await posting({ firstStoredAt: longAgo, expirationDate: seoul(base + 1, 12), closed: true });
    for (const postingId of [d3, d1, d2, d5, always, closed]) await t.db.insert(recruitScraps).values({ memberId: member.memberId, postingId });
    await writeDigests(t.db, seoul(base, 9, 5));
    const [first] = await alertsOf(member);
    expect(first).toMatchObject({ kind: 'CLOSING_SCRAPS', title: '마감 임박 스크랩 2건' });
    expect(ids(first)).toEqual([d1, d3].sort());
    expect((await pushesOf(member)).map((p) => p.body)).toEqual(['마감 임박 스크랩 2건']);
    // day +1: d3 is D-2, d1 is D-0, d2 is D-1 → only d2
    await writeDigests(t.db, seoul(base + 1, 9, 5));
    // day +2: d3 is D-1 → its second reminder, d5 is D-3, d2 is D-0
    await writeDigests(t.db, seoul(base + 2, 9, 5));
    // day +2 again, and day +3 (d3 D-0, d5 D-2): nothing
    await writeDigests(t.db, seoul(base + 2, 9, 50));
    await writeDigests(t.db, seoul(base + 3, 9, 5));
    const all = await alertsOf(member);
    expect(all.map((a) => ids(a))).toEqual([[d1, d3].sort(), [d2], [d3, d5].sort()]);
    const sent = await t.db.select().from(alertSentPostings).where(eq(alertSentPostings.memberId, member.memberId));
    expect(sent.map((s) => `${s.postingId}:${s.reason}`).sort()).toEqual([`${d1}:D1`, `${d3}:D3`, `${d2}:D1`, `${d3}:D1`, `${d5}:D3`].sort());
  });

  it('waits for the member’s hour, skips a member who turned everything off or chose no kind', async () => {
    const base = 20;
    const early = await subscriber({ digestHour: 10 });
    const off = await subscriber({ enabled: false });
    const none = await subscriber({ newPostings: false, closingScraps: false });
    await posting({ firstStoredAt: seoul(base, 6), expirationDate: seoul(base + 30, 12) });
    await writeDigests(t.db, seoul(base, 9, 59));
    expect(await alertsOf(early)).toHaveLength(0);
    await writeDigests(t.db, seoul(base, 10, 0));
    expect(await alertsOf(early)).toHaveLength(1);
    expect(await alertsOf(off)).toHaveLength(0);
    expect(await alertsOf(none)).toHaveLength(0);
    const [handled] = await t.db.select().from(alertSettings).where(eq(alertSettings.memberId, off.memberId));
    expect(handled!.lastDigestDay).toBe(0);
  });

  it('quiet hours (21:00-08:00 Seoul): the 알림함 gets the alert, no push is queued', async () => {
    const base = 25;
    const late = await subscriber({ digestHour: 21 });
    const early = await subscriber({ digestHour: 0 });
    await posting({ firstStoredAt: seoul(base - 1, 20), expirationDate: seoul(base + 30, 12) });
    const night = await writeDigests(t.db, seoul(base, 0, 30));
    expect(night.quiet).toBe(true);
    expect(await alertsOf(early)).toHaveLength(1);
    expect(await pushesOf(early)).toHaveLength(0);
    await writeDigests(t.db, seoul(base, 21, 0));
    expect(await alertsOf(late)).toHaveLength(1);
    expect(await pushesOf(late)).toHaveLength(0);
    expect(pushText(3, 1)).toBe('새 공고 3건 · 마감 임박 스크랩 1건');
    expect(pushText(0, 2)).toBe('마감 임박 스크랩 2건');
  });
});

describe('no doubles', () => {
  let group: TestMember[];
  const base = 40;
  beforeAll(async () => {
    group = [];
    // the members of the tests above are done for these days: the rounds here claim only this group
    await t.db.update(alertSettings).set({ lastDigestDay: today + 1000 });
    for (let i = 0; i < 7; i++) group.push(await subscriber());
    await posting({ firstStoredAt: seoul(base - 1, 12), expirationDate: seoul(base + 30, 12) });
    await posting({ firstStoredAt: seoul(base - 1, 13), expirationDate: seoul(base + 30, 12) });
  });
  const counts = async () => {
    const rows = await t.db.select({ memberId: alerts.memberId }).from(alerts).where(and(inArray(alerts.memberId, group.map((m) => m.memberId)), eq(alerts.day, today + base)));
    return group.map((m) => rows.filter((r) => r.memberId === m.memberId).length);
  };

  it('a round that fails part-way keeps its finished batches, and the next round does the rest once', async () => {
    let calls = 0;
    const failing = new Proxy(t.db, {
      get(target, key, receiver) {
        if (key === 'transaction') {
          return (...args: Parameters<Db['transaction']>) => {
            if (++calls === 3) throw new Error('the server stopped');
            return target.transaction(...args);
          };
        }
        return Reflect.get(target, key, receiver);
      },
    });
    await expect(writeDigests(failing, seoul(base, 9, 1), 2)).rejects.toThrow('the server stopped');
    const partly = await counts();
    expect(partly.filter((n) => n === 1).length).toBeGreaterThan(0);
    expect(partly.every((n) => n <= 1)).toBe(true);
    await writeDigests(t.db, seoul(base, 9, 2), 2);
    expect(await counts()).toEqual(group.map(() => 1));
    await writeDigests(t.db, seoul(base, 9, 3), 2);
    expect(await counts()).toEqual(group.map(() => 1));
  });

  it('two servers running the round at once on one database make each alert once', async () => {
    const day = base + 1;
    await posting({ firstStoredAt: seoul(day - 1, 20), expirationDate: seoul(day + 30, 12) });
    const url = loadConfig().databaseUrl;
    if (t.database.kind === 'postgres' && url) {
      const target = new URL(url);
      target.pathname = `/${t.database.name}`;
      const second = await openDatabase(target.toString());
      try {
        // with the lock: one round runs, the other skips
        const rounds = await Promise.all([
          runAlertRound({ db: t.db, databaseUrl: target.toString(), now: seoul(day, 9, 1), batchSize: 2 }),
          runAlertRound({ db: second.db, databaseUrl: target.toString(), now: seoul(day, 9, 1), batchSize: 2 }),
        ]);
        expect(rounds.filter((r) => r.ran).length).toBeGreaterThanOrEqual(1);
        // without the lock (the claim alone): two pools, same moment
        await posting({ firstStoredAt: seoul(day, 20), expirationDate: seoul(day + 30, 12) });
        await Promise.all([writeDigests(t.db, seoul(day + 1, 9, 1), 1), writeDigests(second.db, seoul(day + 1, 9, 1), 1)]);
      } finally {
        await second.close();
      }
    } else {
      // PGlite: one process; two rounds started together still take turns batch by batch
      await Promise.all([runAlertRound({ db: t.db, now: seoul(day, 9, 1), batchSize: 2 }), runAlertRound({ db: t.db, now: seoul(day, 9, 1), batchSize: 2 })]);
      await posting({ firstStoredAt: seoul(day, 20), expirationDate: seoul(day + 30, 12) });
      await Promise.all([writeDigests(t.db, seoul(day + 1, 9, 1), 1), writeDigests(t.db, seoul(day + 1, 9, 1), 1)]);
    }
    for (const d of [day, day + 1]) {
      const rows = await t.db.select({ memberId: alerts.memberId }).from(alerts).where(and(inArray(alerts.memberId, group.map((m) => m.memberId)), eq(alerts.day, today + d)));
      expect(rows.map((r) => r.memberId).sort()).toEqual(group.map((m) => m.memberId).sort());
      const pushes = await t.db.select({ memberId: alertPushes.memberId, createdAt: alertPushes.createdAt }).from(alertPushes).where(and(inArray(alertPushes.memberId, group.map((m) => m.memberId)), eq(alertPushes.createdAt, seoul(d, 9, 1))));
      expect(pushes).toHaveLength(group.length);
    }
  });
});
