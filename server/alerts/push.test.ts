// Web Push end to end without the internet (issue 23): a member subscribes through the API, the round encrypts the
// Korean payload with `web-push` (aes128gcm, VAPID) and fetch sends it to a local push-service stub, which checks the
// VAPID token against the server's public key and decrypts the body with the subscription's private key made here.
// Subscriptions the stub answers 404 or 410 are removed; one answering 500 stays.
import { createECDH, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { importJWK, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertPushes, alertSettings, pushSubscriptions, recruitPostings, recruitScraps } from '../db/schema.ts';
import { seoulDayNumber } from '../domain/seoul-days.ts';
import { jobIdOf, useTestApp } from '../test-support/index.ts';
import { webPushTransport } from './push.ts';
import { runAlertRound } from './round.ts';

const t = useTestApp();
const HOUR = 3_600_000;
const today = seoulDayNumber(new Date());
const seoul = (days: number, hour: number) => new Date((today + days) * 24 * HOUR - 9 * HOUR + hour * HOUR);
const SUBJECT = 'mailto:alerts@saegil.test';

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The browser side of a subscription: its P-256 key pair and auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
}

/** RFC 8291 / RFC 8188: aes128gcm with the subscription's private key and auth secret (one record). */
function decrypt(body: Buffer, browser: ReturnType<typeof browserKeys>): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const shared = browser.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const padded = Buffer.concat([decipher.update(cipherText.subarray(0, cipherText.length - 16)), decipher.final()]);
  const end = padded.lastIndexOf(2); // the last record's delimiter, then zero padding
  expect(padded.subarray(end + 1).every((b) => b === 0)).toBe(true);
  return padded.subarray(0, end).toString('utf8');
}

const received: Received[] = [];
let stubBase = '';
const stub = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (c: Buffer) => chunks.push(c));
  request.on('end', () => {
    received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
    const status = request.url?.startsWith('/gone/') ? 410 : request.url?.startsWith('/missing/') ? 404 : request.url?.startsWith('/broken/') ? 500 : 201;
    response.writeHead(status).end();
  });
});
/** The subscriptions name https://push.test/…; fetch goes to the stub on 127.0.0.1 instead. */
const toStub: typeof fetch = (input, init) => fetch(String(input).replace('https://push.test', stubBase), init);

beforeAll(async () => {
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  stubBase = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => stub.close(() => resolve())));

describe('Web Push to a local push service', () => {
  it('delivers "새 공고 1건 · 마감 임박 스크랩 1건" encrypted and VAPID-signed, removes 404/410 subscriptions, sends once', async () => {
    const member = await t.createMember();
    await t.saveJob(member, jobIdOf('요양보호사'));
    await t.call({ method: 'GET', url: '/v1/alerts/settings', headers: member.auth });
    // the others are done for the day: this round is about this member
    await t.db.update(alertSettings).set({ lastDigestDay: today + 1000 });
    await t.db.update(alertSettings).set({ lastDigestDay: 0 }).where(eq(alertSettings.memberId, member.memberId));
    const fresh = { id: '91000001', firstStoredAt: seoul(60, 6), expirationDate: seoul(90, 12) };
    const closing = { id: '91000002', firstStoredAt: new Date(Date.now() - 24 * HOUR), expirationDate: seoul(62, 18) };
    for (const p of [fresh, closing]) {
      await t.db.insert(recruitPostings).values({
        ...p,
        title: `푸시 시험 공고 ${p.id}`,
        jobName: '요양보호사',
        companyName: '푸시요양센터',
        regionCode: 11110,
        city: '서울특별시',
        locationName: '서울특별시 종로구',
        jobTypeName: '정규직',
        experienceLevel: '경력무관',
        requiredEducationLevel: '학력무관',
        closeType: '접수마감일',
        salary: '월 230만원',
        postDate: new Date(),
        url: `https://www.saramin.co.kr/zf_user/jobs/relay/view?rec_idx=${p.id}`,
      });
    }
    await t.db.insert(recruitScraps).values({ memberId: member.memberId, postingId: closing.id });

    const phone = browserKeys();
    const tablet = browserKeys();
    const subscribe = (endpoint: string, keys: { p256dh: string; auth: string }) =>
      t.call({ method: 'POST', url: '/v1/alerts/push-subscriptions', headers: member.auth, payload: { endpoint, expirationTime: null, keys } });
    for (const [endpoint, keys] of [
      [`https://push.test/ok/phone-${member.memberId}`, phone.keys],
      [`https://push.test/ok/tablet-${member.memberId}`, tablet.keys],
      [`https://push.test/gone/${member.memberId}`, browserKeys().keys],
      [`https://push.test/missing/${member.memberId}`, browserKeys().keys],
      [`https://push.test/broken/${member.memberId}`, browserKeys().keys],
    ] as const) {
      expect((await subscribe(endpoint, keys)).status).toBe(200);
    }

    const transport = webPushTransport(t.app.vapid, SUBJECT, toStub);
    // 07:00: the member's hour (9시) has not come → nothing is made or sent (quiet hours: digest.test.ts)
    const early = await runAlertRound({ db: t.db, transport, now: seoul(61, 7) });
    expect(early.ran && early.members).toBe(0);
    expect(received).toHaveLength(0);

    const round = await runAlertRound({ db: t.db, transport, now: seoul(61, 9) });
    expect(round.ran).toBe(true);
    if (!round.ran) return;
    expect(round.members).toBe(1);
    expect(round.alerts).toBe(2);
    expect(round.push).toEqual({ members: 1, sent: 2, removed: 2, failed: 1 });
    expect(received.map((r) => r.path.split('/')[1]).sort()).toEqual(['broken', 'gone', 'missing', 'ok', 'ok']);

    const publicKey = await importJWK({
      kty: 'EC',
      crv: 'P-256',
      x: Buffer.from(t.app.vapid.publicKey, 'base64url').subarray(1, 33).toString('base64url'),
      y: Buffer.from(t.app.vapid.publicKey, 'base64url').subarray(33).toString('base64url'),
    }, 'ES256');
    for (const [name, browser] of [['phone', phone], ['tablet', tablet]] as const) {
      const request = received.find((r) => r.path === `/ok/${name}-${member.memberId}`)!;
      expect(request.headers['content-encoding']).toBe('aes128gcm');
      expect(request.headers.ttl).toBe('43200');
      const [, token, key] = /^vapid t=([^,]+), k=(.+)$/.exec(String(request.headers.authorization))!;
      expect(key).toBe(t.app.vapid.publicKey);
      const { payload } = await jwtVerify(token!, publicKey, { audience: 'https://push.test' });
      expect(payload.sub).toBe(SUBJECT);
      expect(JSON.parse(decrypt(request.body, browser))).toEqual({ title: '새길 알림', body: '새 공고 1건 · 마감 임박 스크랩 1건', url: '/alerts' });
    }
    // the phone's key cannot read the tablet's push
    expect(() => decrypt(received.find((r) => r.path.startsWith('/ok/tablet'))!.body, phone)).toThrow();

    const left = (await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.memberId, member.memberId))).map((s) => s.endpoint.split('/')[3]).sort();
    expect(left).toEqual(['broken', 'ok', 'ok']);
    expect(await t.db.select().from(alertPushes)).toHaveLength(0);

    // the round again (and the next server's round): nothing is pushed twice
    received.length = 0;
    const again = await runAlertRound({ db: t.db, transport, now: seoul(61, 9) });
    expect(again.ran && again.push.members).toBe(0);
    expect(received).toHaveLength(0);
    const inbox = await t.call({ method: 'GET', url: '/v1/alerts/inbox', headers: member.auth });
    expect(inbox.body.data.content.map((a: { title: string }) => a.title).sort()).toEqual(['마감 임박 스크랩 1건', '새 공고 1건']);
    expect((await t.call({ method: 'GET', url: '/v1/alerts/unread-count', headers: member.auth })).body.data).toEqual({ unreadCount: 2 });
  });
});
