// Saved-search alerts, the API (issue 23): the settings' defaults and checks, the Web Push key and subscriptions, and
// the 알림함 — every call is the caller's own (another member's alerts and subscriptions can be neither seen nor changed).
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { alerts, alertSettings, members, pushSubscriptions, recruitPostings } from '../db/schema.ts';
import { seoulDayNumber } from '../domain/seoul-days.ts';
import { jobIdOf, useTestApp } from '../test-support/index.ts';
import type { TestMember } from '../test-support/index.ts';
import { SUBSCRIPTIONS_PER_MEMBER } from './alerts.ts';

const t = useTestApp();
const CAREGIVER = jobIdOf('요양보호사');
const BARISTA = jobIdOf('바리스타');
const P256DH = 'BLQELIDm-6b9Bl07YrEuXJ4BL_YBVQ0dvt9NQGGJxIQidJWHPNa9YrouvcQ9d7_MqzvGS9Alz60SZNCG3qfpk0E';
const AUTH = '4vQK-SvRAN5eo-8ASlrwAg';
const subscription = (endpoint: string) => ({ endpoint, expirationTime: null, keys: { p256dh: P256DH, auth: AUTH } });

const settings = (member: TestMember) => t.call({ method: 'GET', url: '/v1/alerts/settings', headers: member.auth });
const save = (member: TestMember, payload: object) => t.call({ method: 'PUT', url: '/v1/alerts/settings', headers: member.auth, payload });
const inbox = (member: TestMember, pageNum = 0) => t.call({ method: 'GET', url: `/v1/alerts/inbox?pageNum=${pageNum}`, headers: member.auth });
const unread = async (member: TestMember) => (await t.call({ method: 'GET', url: '/v1/alerts/unread-count', headers: member.auth })).body.data.unreadCount as number;

async function addAlert(memberId: number, day: number, kind: 'NEW_POSTINGS' | 'CLOSING_SCRAPS', createdAt: Date, expiresAt: string | null = null) {
  const [row] = await t.db
    .insert(alerts)
    .values({
      memberId,
      kind,
      day,
      createdAt,
      title: kind === 'NEW_POSTINGS' ? '새 공고 1건' : '마감 임박 스크랩 1건',
      body: `알림-${memberId}-${day}-${kind}`,
      items: [{ recruitId: '49123456', title: '요양보호사 채용', companyName: '행복요양센터', locationName: '서울특별시 종로구', expiresAt }],
    })
    .returning({ id: alerts.id });
  return row!.id;
}

describe('settings', () => {
  it('first open makes the defaults: the saved jobs, the home district, both kinds on, 9시; then keeps them', async () => {
    const member = await t.createMember();
    await t.saveJob(member, BARISTA);
    await t.saveJob(member, CAREGIVER);
    expect(await t.db.select().from(alertSettings).where(eq(alertSettings.memberId, member.memberId))).toHaveLength(0);
    const first = await settings(member);
    expect(first.status).toBe(200);
    expect(first.response.headers['cache-control']).toBe('no-store');
    expect(first.body.data).toEqual({ enabled: true, jobIds: [BARISTA, CAREGIVER], regionCodes: [11110], newPostings: true, closingScraps: true, digestHour: 9 });
    // a job saved later is not added by itself: the member chose once
    await t.saveJob(member, jobIdOf('간호조무사'));
    expect((await settings(member)).body.data.jobIds).toEqual([BARISTA, CAREGIVER]);
  });

  it('a member without saved jobs or district gets empty lists', async () => {
    const member = await t.createMember();
    await t.db.update(members).set({ regionCode: null }).where(eq(members.id, member.memberId));
    expect((await settings(member)).body.data).toMatchObject({ jobIds: [], regionCodes: [] });
  });

  it('saves the whole settings and moves the start of "new" to the save', async () => {
    const member = await t.createMember();
    await settings(member);
    const before = new Date();
    const wanted = { enabled: false, jobIds: [CAREGIVER], regionCodes: [11140, 26350], newPostings: false, closingScraps: true, digestHour: 7 };
    const saved = await save(member, wanted);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual(wanted);
    expect((await settings(member)).body.data).toEqual(wanted);
    const [row] = await t.db.select().from(alertSettings).where(eq(alertSettings.memberId, member.memberId));
    expect(row!.since.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
  });

  it('refuses unknown jobs and districts, hours outside 0-23 and partial bodies with 400 VALIDATION_FAILED', async () => {
    const member = await t.createMember();
    const good = { enabled: true, jobIds: [CAREGIVER], regionCodes: [11110], newPostings: true, closingScraps: true, digestHour: 9 };
    for (const [payload, field] of [
      [{ ...good, jobIds: [999] }, 'jobIds'],
      [{ ...good, regionCodes: [99999] }, 'regionCodes'],
      [{ ...good, digestHour: 24 }, 'digestHour'],
      [{ ...good, jobIds: [CAREGIVER, CAREGIVER] }, 'jobIds'],
      [{ enabled: true }, 'jobIds'],
    ] as const) {
      const answer = await save(member, payload);
      expect(answer.status, JSON.stringify(payload)).toBe(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(answer.body.errors)).toContain(field);
    }
  });

  it('answers 401 without a token', async () => {
    expect((await t.call({ method: 'GET', url: '/v1/alerts/settings' })).body.code).toBe('TOKEN_MISSING');
  });
});

describe('Web Push key and subscriptions', () => {
  it('gives one VAPID public key (65-byte P-256 point) to every member, kept in the database', async () => {
    const [a, b] = [await t.createMember(), await t.createMember()];
    const keyA = (await t.call({ method: 'GET', url: '/v1/alerts/push-key', headers: a.auth })).body.data.publicKey as string;
    const keyB = (await t.call({ method: 'GET', url: '/v1/alerts/push-key', headers: b.auth })).body.data.publicKey as string;
    expect(keyA).toBe(keyB);
    const raw = Buffer.from(keyA, 'base64url');
    expect(raw).toHaveLength(65);
    expect(raw[0]).toBe(4);
    expect(keyA).toBe(t.app.vapid.publicKey);
  });

  it('adds a subscription once per endpoint, moves an endpoint to the member who subscribed last, keeps 10 a member', async () => {
    const [a, b] = [await t.createMember(), await t.createMember()];
    const post = (m: TestMember, endpoint: string) => t.call({ method: 'POST', url: '/v1/alerts/push-subscriptions', headers: m.auth, payload: subscription(endpoint) });
    const mine = async (m: TestMember) => (await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.memberId, m.memberId))).map((s) => s.endpoint);
    const shared = `https://push.example/shared-${a.memberId}`;
    expect((await post(a, shared)).status).toBe(200);
    expect((await post(a, shared)).status).toBe(200);
    expect(await mine(a)).toEqual([shared]);
    expect((await post(b, shared)).status).toBe(200);
    expect(await mine(a)).toEqual([]);
    expect(await mine(b)).toEqual([shared]);
    for (let i = 0; i < SUBSCRIPTIONS_PER_MEMBER + 2; i++) expect((await post(a, `https://push.example/a-${a.memberId}-${i}`)).status).toBe(200);
    const kept = await mine(a);
    expect(kept).toHaveLength(SUBSCRIPTIONS_PER_MEMBER);
    expect(kept).not.toContain(`https://push.example/a-${a.memberId}-0`);
    expect(kept).toContain(`https://push.example/a-${a.memberId}-${SUBSCRIPTIONS_PER_MEMBER + 1}`);
  });

  it('removes only the caller’s own subscription; another member’s is left and the answer is the same', async () => {
    const [a, b] = [await t.createMember(), await t.createMember()];
    const endpoint = `https://push.example/own-${a.memberId}`;
    await t.call({ method: 'POST', url: '/v1/alerts/push-subscriptions', headers: a.auth, payload: subscription(endpoint) });
    const byB = await t.call({ method: 'DELETE', url: '/v1/alerts/push-subscriptions', headers: b.auth, payload: { endpoint } });
    expect(byB.status).toBe(200);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).toHaveLength(1);
    const byA = await t.call({ method: 'DELETE', url: '/v1/alerts/push-subscriptions', headers: a.auth, payload: { endpoint } });
    expect([byA.status, byA.body.data]).toEqual([byB.status, byB.body.data]);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).toHaveLength(0);
  });

  it('refuses a subscription that is not https or whose keys are not a browser’s', async () => {
    const member = await t.createMember();
    for (const payload of [
      subscription('http://push.example/plain'),
      { endpoint: 'https://push.example/x', keys: { p256dh: 'short', auth: AUTH } },
      { endpoint: 'https://push.example/x', keys: { p256dh: P256DH } },
      { endpoint: 'https://push.example/x' },
    ]) {
      const answer = await t.call({ method: 'POST', url: '/v1/alerts/push-subscriptions', headers: member.auth, payload });
      expect(answer.status, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('the 알림함', () => {
  let a: TestMember;
  let b: TestMember;
  let ids: number[];
  beforeAll(async () => {
    a = await t.createMember();
    b = await t.createMember();
    const today = seoulDayNumber(new Date());
    const base = Date.now() - 20 * 86_400_000;
    ids = [];
    for (let i = 0; i < 12; i++) ids.push(await addAlert(a.memberId, today - 20 + i, 'NEW_POSTINGS', new Date(base + i * 86_400_000)));
    const closing = new Date(Date.now() + 86_400_000).toISOString();
    ids.push(await addAlert(a.memberId, today, 'CLOSING_SCRAPS', new Date(), closing));
    await addAlert(b.memberId, today, 'NEW_POSTINGS', new Date());
  });

  it('gives each item the posting’s page as the search results do (read now), and says when it is an example', async () => {
    const posting = (id: string, source: string) =>
      t.db.insert(recruitPostings).values({
        id,
        title: '요양보호사 채용',
        jobName: '요양보호사',
        companyName: '행복요양센터',
        regionCode: 11110,
        city: '서울특별시',
        locationName: '서울특별시 종로구',
        jobTypeName: '정규직',
        experienceLevel: '경력무관',
        requiredEducationLevel: '학력무관',
        closeType: '접수마감일',
        salary: '월 230만원',
        postDate: new Date(),
        expirationDate: new Date(Date.now() + 86_400_000),
        url: `https://www.saramin.co.kr/zf_user/jobs/relay/view?rec_idx=${id}`,
        source,
      });
    const member = await t.createMember();
    await posting('49123456', 'saramin');
    await addAlert(member.memberId, 1, 'NEW_POSTINGS', new Date());
    const [item] = (await inbox(member)).body.data.content[0].items;
    expect(item).toMatchObject({ url: 'https://www.saramin.co.kr/zf_user/jobs/relay/view?rec_idx=49123456', isExample: false });
    await t.db.update(recruitPostings).set({ source: 'seed' }).where(eq(recruitPostings.id, '49123456'));
    expect((await inbox(member)).body.data.content[0].items[0]).toMatchObject({ isExample: true });
    await t.db.delete(recruitPostings).where(eq(recruitPostings.id, '49123456'));
  });

  it('pages the member’s own alerts newest first, 10 a page, in the scrap lists’ page shape', async () => {
    const first = await inbox(a);
    expect(first.status).toBe(200);
    expect(first.response.headers['cache-control']).toBe('no-store');
    const page = first.body.data;
    expect(page).toMatchObject({ totalElements: 13, totalPages: 2, size: 10, number: 0, numberOfElements: 10, first: true, last: false, empty: false });
    expect(page.content.map((x: { alertId: number }) => x.alertId)).toEqual([...ids].reverse().slice(0, 10));
    expect(page.content[0]).toMatchObject({ kind: 'CLOSING_SCRAPS', readAt: null, title: '마감 임박 스크랩 1건' });
    // the posting is not in 새길 (any more): no link
    expect(page.content[0].items[0]).toEqual({
      recruitId: '49123456',
      title: '요양보호사 채용',
      companyName: '행복요양센터',
      locationName: '서울특별시 종로구',
      deadline: 'D-1',
      url: null,
      isExample: false,
    });
    expect(page.content[1].items[0].deadline).toBeNull();
    const second = (await inbox(a, 1)).body.data;
    expect(second).toMatchObject({ number: 1, numberOfElements: 3, last: true });
    expect((await inbox(a, 2)).body.data).toMatchObject({ content: [], empty: true });
    const theirs = (await inbox(b)).body.data;
    expect(theirs.totalElements).toBe(1);
    expect(JSON.stringify(theirs)).not.toContain(`알림-${a.memberId}`);
  });

  it('marks only the caller’s alerts read and answers what is left unread', async () => {
    expect(await unread(a)).toBe(13);
    const byB = await t.call({ method: 'POST', url: '/v1/alerts/inbox/read', headers: b.auth, payload: { alertIds: ids.slice(0, 5) } });
    expect(byB.status).toBe(200);
    expect(byB.body.data).toEqual({ unreadCount: 1 });
    expect(await unread(a)).toBe(13);
    const byA = await t.call({ method: 'POST', url: '/v1/alerts/inbox/read', headers: a.auth, payload: { alertIds: ids.slice(0, 5) } });
    expect(byA.body.data).toEqual({ unreadCount: 8 });
    const [row] = await t.db.select().from(alerts).where(eq(alerts.id, ids[0]!));
    const firstRead = row!.readAt;
    expect(firstRead).not.toBeNull();
    // reading again keeps the first read time
    await t.call({ method: 'POST', url: '/v1/alerts/inbox/read', headers: a.auth, payload: { alertIds: [ids[0]] } });
    const [again] = await t.db.select().from(alerts).where(eq(alerts.id, ids[0]!));
    expect(again!.readAt).toEqual(firstRead);
    expect(await unread(b)).toBe(1);
  });

  it('refuses an empty or too long list of ids', async () => {
    for (const alertIds of [[], Array.from({ length: 101 }, (_, i) => i + 1), [0]]) {
      const answer = await t.call({ method: 'POST', url: '/v1/alerts/inbox/read', headers: a.auth, payload: { alertIds } });
      expect(answer.status).toBe(400);
    }
  });

  it('goes with the member on withdrawal (alerts, settings and subscriptions)', async () => {
    const member = await t.createMember();
    await settings(member);
    await addAlert(member.memberId, 1, 'NEW_POSTINGS', new Date());
    await t.call({ method: 'POST', url: '/v1/alerts/push-subscriptions', headers: member.auth, payload: subscription(`https://push.example/w-${member.memberId}`) });
    const out = await t.call({ method: 'POST', url: '/v1/member/auth/withdraw', headers: member.auth, payload: { currentPassword: member.password } });
    expect(out.status).toBe(200);
    for (const table of [alerts, alertSettings, pushSubscriptions]) expect(await t.db.select().from(table).where(eq(table.memberId, member.memberId))).toHaveLength(0);
  });
});
