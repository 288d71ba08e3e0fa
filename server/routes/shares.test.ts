// Read-only links to a plan (issue 22): tokens (entropy, hash-only storage, shown once), what a link shows by default
// and when the owner opts in, the images of private to-dos through the link's own pass, the ways a link ends (revoke,
// expiry, withdrawal, removing the job, deleting or hiding a to-do) on the very next request — on a second server
// sharing the database too —, who may list and revoke, view counting, the headers, and the rate limit.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { openDatabase } from '../db/client.ts';
import { planShares, todos } from '../db/schema.ts';
import { FOREIGN_TOKEN, bearer, jobIdOf, testImage, useTestApp } from '../test-support/index.ts';
import type { TestMember } from '../test-support/index.ts';

const t = useTestApp();
const CAREGIVER = jobIdOf('요양보호사');
const BARISTA = jobIdOf('바리스타');
const SECRET = { title: '비밀-퇴직금으로-보증금', memo: '비밀메모-통장잔액', link: 'https://youtu.be/SeCrEt12345' };
const PUBLIC = { title: '공개-교육원-상담', memo: '공개메모-주간반' };

const tokenOf = (url: string) => /\/s#t=([A-Za-z0-9_-]+)$/.exec(url)![1]!;
const open = (token: string, headers: Record<string, string> = {}, app: FastifyInstance = t.app) =>
  app.inject({ method: 'GET', url: '/v1/shared-plan', headers: { 'x-share-token': token, ...headers } });

async function share(member: TestMember, groupId: number, body: object = {}) {
  const answer = await t.call({ method: 'POST', url: `/v1/my-dream/todo-group/${groupId}/shares`, headers: member.auth, payload: body });
  expect(answer.status).toBe(201);
  return { ...answer.body.data, token: tokenOf(answer.body.data.url), response: answer.response } as {
    shareId: number;
    url: string;
    expiresAt: string;
    token: string;
    response: typeof answer.response;
  };
}

async function listOf(member: TestMember) {
  const answer = await t.call({ method: 'GET', url: '/v1/my-dream/shares', headers: member.auth });
  expect(answer.status).toBe(200);
  return answer.body.data as { shareId: number; viewCount: number; lastViewedAt: string | null; tokenPrefix: string }[];
}

/** A member with a group holding a public to-do (memo, image) and a private one (memo, link, two images). */
async function planner() {
  const member = await t.createMember();
  const groupId = await t.saveJob(member, CAREGIVER);
  await t.db.delete(todos).where(eq(todos.todoGroupId, groupId)); // starters: private, without memo
  const publicTodo = await t.addTodo(member, groupId, { todoTitle: PUBLIC.title, isPublic: 'true', memoText: PUBLIC.memo, images: [await testImage('png')] });
  const privateTodo = await t.addTodo(member, groupId, {
    todoTitle: SECRET.title,
    memoText: SECRET.memo,
    link: SECRET.link,
    images: [await testImage('png'), await testImage('jpeg')],
  });
  return { member, groupId, publicTodo, privateTodo };
}

let p: Awaited<ReturnType<typeof planner>>;
let other: TestMember;
beforeAll(async () => {
  p = await planner();
  other = await t.createMember();
});

describe('making a link', () => {
  it('answers 201 with /s#t=<token> once, no-store; the token has 160 random bits and only its SHA-256 is stored', async () => {
    const made = await share(p.member, p.groupId);
    expect(made.url).toMatch(/^\/s#t=[A-Za-z0-9_-]{27}$/);
    expect(Buffer.from(made.token, 'base64url')).toHaveLength(20);
    expect(made.response.headers['cache-control']).toBe('no-store');
    const [row] = await t.db.select().from(planShares).where(eq(planShares.id, made.shareId));
    expect(Buffer.from(row!.tokenHash).equals(createHash('sha256').update(made.token).digest())).toBe(true);
    expect(row!.tokenPrefix).toBe(made.token.slice(0, 4));
    // the token is in no column of the row, in no encoding
    const stored = JSON.stringify(row, (_k, v) => (v instanceof Uint8Array ? Buffer.from(v).toString('hex') + Buffer.from(v).toString('base64url') : v));
    expect(stored).not.toContain(made.token);
    expect(stored).not.toContain(Buffer.from(made.token, 'base64url').toString('hex'));
    expect(stored).not.toContain(made.token.slice(4));
    // defaults: public to-dos only, no memos, 90 days
    expect(row).toMatchObject({ includePrivate: false, includeMemos: false, viewCount: 0, lastViewedAt: null });
    expect(Math.abs(new Date(made.expiresAt).getTime() - (Date.now() + 90 * 86_400_000))).toBeLessThan(60_000);
  });

  it('makes a different token every time (40 links, 40 tokens, 40 prefixes mostly apart)', async () => {
    const member = await t.createMember();
    const groupId = await t.saveJob(member, BARISTA);
    const tokens: string[] = [];
    for (let i = 0; i < 20; i++) tokens.push((await share(member, groupId, { expiresInDays: 1 })).token);
    await t.db.update(planShares).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(planShares.memberId, member.memberId));
    for (let i = 0; i < 20; i++) tokens.push((await share(member, groupId, { expiresInDays: 1 })).token);
    expect(new Set(tokens).size).toBe(40);
    // bits are spread: every base64url character position takes many values over 40 tokens
    for (let position = 0; position < 26; position++) expect(new Set(tokens.map((x) => x[position])).size).toBeGreaterThan(10);
  });

  it('puts PUBLIC_URL in front when it is set', async () => {
    const app = await buildApp({ db: t.db, kind: t.database.kind, validateResponses: true, rateLimit: false, publicUrl: 'https://saegil.example/' });
    try {
      const made = await app.inject({ method: 'POST', url: `/v1/my-dream/todo-group/${p.groupId}/shares`, headers: p.member.auth, payload: {} });
      expect(made.statusCode).toBe(201);
      expect(made.json().data.url).toMatch(/^https:\/\/saegil\.example\/s#t=[A-Za-z0-9_-]{27}$/);
    } finally {
      await app.close();
    }
  });

  it.each([
    [{ expiresInDays: 0 }, 'body.expiresInDays'],
    [{ expiresInDays: 366 }, 'body.expiresInDays'],
    [{ includePrivate: 'yes' }, 'body.includePrivate'],
    [{ token: 'mine' }, 'body'],
  ])('refuses %j with 400 naming %s', async (body, field) => {
    const answer = await t.call({ method: 'POST', url: `/v1/my-dream/todo-group/${p.groupId}/shares`, headers: p.member.auth, payload: body });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_FAILED');
    expect(answer.body.errors.map((e: { field: string }) => e.field).join()).toContain(field);
  });

  it("refuses another member's group (403), a missing one (404) and a caller without a token (401)", async () => {
    const url = `/v1/my-dream/todo-group/${p.groupId}/shares`;
    expect((await t.call({ method: 'POST', url, headers: other.auth, payload: {} })).status).toBe(403);
    expect((await t.call({ method: 'POST', url: '/v1/my-dream/todo-group/987654321/shares', headers: other.auth, payload: {} })).body.code).toBe('NOT_FOUND');
    expect((await t.call({ method: 'POST', url, payload: {} })).status).toBe(401);
    expect(await listOf(other)).toEqual([]);
  });

  it('holds at most 20 live links a member (409 SHARE_LIMIT_REACHED); ended ones do not count', async () => {
    const member = await t.createMember();
    const groupId = await t.saveJob(member, BARISTA);
    for (let i = 0; i < 20; i++) await share(member, groupId);
    const refused = await t.call({ method: 'POST', url: `/v1/my-dream/todo-group/${groupId}/shares`, headers: member.auth, payload: {} });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'SHARE_LIMIT_REACHED', message: expect.stringContaining('20개') });
    const [first] = await listOf(member);
    await t.call({ method: 'DELETE', url: `/v1/my-dream/shares/${first!.shareId}`, headers: member.auth });
    await share(member, groupId);
  });
});

describe('what a link shows', () => {
  it('by default: public to-dos only, without memos, links or images; whose plan, which job, how long', async () => {
    const made = await share(p.member, p.groupId);
    const answer = await open(made.token);
    expect(answer.statusCode).toBe(200);
    const plan = answer.json().data;
    expect(plan).toMatchObject({ nickname: p.member.nickName, jobName: '요양보호사', daysAgo: 0, includePrivate: false, includeMemos: false, expiresAt: made.expiresAt });
    expect(plan.todos).toEqual([{ title: PUBLIC.title, completed: false }]);
    for (const secret of [SECRET.title, SECRET.memo, SECRET.link, PUBLIC.memo, '/images/']) expect(answer.body).not.toContain(secret);
  });

  it('private to-dos only when ticked, memos only when ticked', async () => {
    const privateNoMemo = (await open((await share(p.member, p.groupId, { includePrivate: true })).token)).json().data;
    expect(privateNoMemo.todos).toEqual([
      { title: PUBLIC.title, completed: false },
      { title: SECRET.title, completed: false },
    ]);
    const memoNoPrivate = await open((await share(p.member, p.groupId, { includeMemos: true })).token);
    expect(memoNoPrivate.json().data.todos).toEqual([{ title: PUBLIC.title, completed: false, memoText: PUBLIC.memo, link: null, images: [{ imageUrl: expect.stringMatching(/^\/images\/[A-Za-z0-9_-]{22}$/) }] }]);
    expect(memoNoPrivate.body).not.toContain(SECRET.title);
  });

  it("shows a private to-do's images through the link's own short pass, never the owner's, and ends them with the link", async () => {
    const made = await share(p.member, p.groupId, { includePrivate: true, includeMemos: true });
    const plan = (await open(made.token)).json().data;
    const secret = plan.todos.find((todo: { title: string }) => todo.title === SECRET.title);
    expect(secret).toMatchObject({ memoText: SECRET.memo, link: SECRET.link });
    expect(secret.images).toHaveLength(2);
    expect(JSON.stringify(plan)).not.toContain('access=');
    for (const { imageUrl } of secret.images as { imageUrl: string }[]) {
      const pass = new URL(imageUrl, 'http://x').searchParams.get('share')!;
      expect(pass).toMatch(new RegExp(`^${made.shareId}\\.\\d+\\.[A-Za-z0-9_-]{43}$`));
      const expires = Number(pass.split('.')[1]) * 1000;
      expect(expires - Date.now()).toBeGreaterThan(9 * 60_000);
      expect(expires - Date.now()).toBeLessThanOrEqual(15 * 60_000);
      const image = await t.app.inject({ method: 'GET', url: imageUrl });
      expect(image.statusCode).toBe(200);
      expect(image.headers['cache-control']).toBe('no-store');
    }
    const [first, second] = secret.images as { imageUrl: string }[];
    const idOf = (url: string) => /\/images\/([^?]+)/.exec(url)![1]!;
    const passOf = (url: string) => new URL(url, 'http://x').searchParams.get('share')!;
    // a pass opens its own image only, and names its own link only
    expect((await t.app.inject({ method: 'GET', url: `/images/${idOf(second!.imageUrl)}?share=${passOf(first!.imageUrl)}` })).statusCode).toBe(404);
    const [, expires, signature] = passOf(first!.imageUrl).split('.');
    const otherLink = await share(p.member, p.groupId, { includePrivate: true, includeMemos: true });
    expect((await t.app.inject({ method: 'GET', url: `/images/${idOf(first!.imageUrl)}?share=${otherLink.shareId}.${expires}.${signature}` })).statusCode).toBe(404);
    // a link that stops showing memos, or private to-dos, stops opening them
    await t.db.update(planShares).set({ includeMemos: false }).where(eq(planShares.id, made.shareId));
    expect((await t.app.inject({ method: 'GET', url: first!.imageUrl })).statusCode).toBe(404);
    await t.db.update(planShares).set({ includeMemos: true }).where(eq(planShares.id, made.shareId));
    expect((await t.app.inject({ method: 'GET', url: first!.imageUrl })).statusCode).toBe(200);
    await t.call({ method: 'DELETE', url: `/v1/my-dream/shares/${made.shareId}`, headers: p.member.auth });
    expect((await t.app.inject({ method: 'GET', url: first!.imageUrl })).statusCode).toBe(404);
  });

  it('shows completion as it is now', async () => {
    const made = await share(p.member, p.groupId);
    await t.call({ method: 'PATCH', url: `/v1/my-dream/todo/${p.publicTodo}/complete-state`, headers: p.member.auth, payload: { completed: true } });
    expect((await open(made.token)).json().data.todos).toEqual([{ title: PUBLIC.title, completed: true }]);
    await t.call({ method: 'PATCH', url: `/v1/my-dream/todo/${p.publicTodo}/complete-state`, headers: p.member.auth, payload: { completed: false } });
  });
});

describe('a link that no longer works', () => {
  const expectDead = async (token: string, app?: FastifyInstance) => {
    const answer = await open(token, {}, app);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ success: false, code: 'SHARE_NOT_FOUND', message: '이 링크는 더 이상 쓸 수 없어요.' });
  };

  it('unknown, malformed, very long or empty-looking tokens are 404 SHARE_NOT_FOUND, never 401 or 403', async () => {
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAAAAAAA', 'x', '한글토큰'.normalize(), 'a'.repeat(200), '../../etc']) {
      const answer = await t.app.inject({ method: 'GET', url: '/v1/shared-plan', headers: { 'x-share-token': encodeURIComponent(token) } });
      expect(answer.statusCode).toBe(404);
    }
    // a bad bearer token beside it changes nothing: still a visitor, still 404
    const withBadLogin = await open('AAAAAAAAAAAAAAAAAAAAAAAAAAA', bearer(FOREIGN_TOKEN));
    expect(withBadLogin.statusCode).toBe(404);
    expect(withBadLogin.json().code).toBe('SHARE_NOT_FOUND');
    const noHeader = await t.app.inject({ method: 'GET', url: '/v1/shared-plan' });
    expect(noHeader.statusCode).toBe(400);
  });

  it('revoked: 404 on the next request; only its owner can revoke (another member gets 404 and the link lives)', async () => {
    const made = await share(p.member, p.groupId);
    expect((await open(made.token)).statusCode).toBe(200);
    const foreign = await t.call({ method: 'DELETE', url: `/v1/my-dream/shares/${made.shareId}`, headers: other.auth });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('SHARE_NOT_FOUND');
    expect((await open(made.token)).statusCode).toBe(200);
    expect((await t.call({ method: 'DELETE', url: `/v1/my-dream/shares/${made.shareId}` })).status).toBe(401);
    expect((await t.call({ method: 'DELETE', url: `/v1/my-dream/shares/${made.shareId}`, headers: p.member.auth })).status).toBe(200);
    await expectDead(made.token);
    expect((await t.call({ method: 'DELETE', url: `/v1/my-dream/shares/${made.shareId}`, headers: p.member.auth })).body.code).toBe('SHARE_NOT_FOUND');
    expect((await listOf(p.member)).map((s) => s.shareId)).not.toContain(made.shareId);
  });

  it('expired: 404 from the moment it ends; still listed (ended) for 30 days', async () => {
    const made = await share(p.member, p.groupId, { expiresInDays: 1 });
    await t.db.update(planShares).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(planShares.id, made.shareId));
    await expectDead(made.token);
    expect((await listOf(p.member)).map((s) => s.shareId)).toContain(made.shareId);
    await t.db.update(planShares).set({ expiresAt: sql`now() - interval '31 days'` }).where(eq(planShares.id, made.shareId));
    expect((await listOf(p.member)).map((s) => s.shareId)).not.toContain(made.shareId);
  });

  it('withdrawal and removing the job end it; deleting or hiding a to-do takes it out at once', async () => {
    const q = await planner();
    const everything = await share(q.member, q.groupId, { includePrivate: true, includeMemos: true });
    const publicOnly = await share(q.member, q.groupId);
    // the public to-do made private: gone from the public-only link, still in the one that shows private to-dos
    await t.call({ method: 'PATCH', url: `/v1/my-dream/todo/${q.publicTodo}/public-state`, headers: q.member.auth, payload: { isPublic: false } });
    expect((await open(publicOnly.token)).json().data.todos).toEqual([]);
    expect((await open(everything.token)).json().data.todos).toHaveLength(2);
    await t.call({ method: 'DELETE', url: `/v1/my-dream/todo/${q.privateTodo}`, headers: q.member.auth });
    expect((await open(everything.token)).json().data.todos.map((x: { title: string }) => x.title)).toEqual([PUBLIC.title]);
    await t.call({ method: 'DELETE', url: '/v1/member/job', headers: q.member.auth, payload: { jobIds: [CAREGIVER] } });
    await expectDead(everything.token);
    await expectDead(publicOnly.token);

    const r = await planner();
    const made = await share(r.member, r.groupId);
    expect((await open(made.token)).statusCode).toBe(200);
    const withdrawn = await t.call({ method: 'POST', url: '/v1/member/auth/withdraw', headers: r.member.auth, payload: { currentPassword: r.member.password } });
    expect(withdrawn.status).toBe(200);
    await expectDead(made.token);
    expect(await t.db.select().from(planShares).where(eq(planShares.memberId, r.member.memberId))).toEqual([]);
  });

  it('revoked on one server is dead on another server sharing the database, on the next request', async () => {
    const shared = loadConfig().databaseUrl;
    const url = shared ? Object.assign(new URL(shared), { pathname: `/${t.database.name}` }).toString() : null;
    const database: Database | null = url ? await openDatabase(url) : null;
    const second = await buildApp({ db: database?.db ?? t.db, kind: t.database.kind, validateResponses: true, rateLimit: false });
    try {
      const made = await share(p.member, p.groupId);
      expect((await open(made.token, {}, second)).statusCode).toBe(200);
      expect((await open(made.token, {}, second)).statusCode).toBe(200);
      expect((await t.call({ method: 'DELETE', url: `/v1/my-dream/shares/${made.shareId}`, headers: p.member.auth })).status).toBe(200);
      await expectDead(made.token, second);
    } finally {
      await second.close();
      await database?.close();
    }
  });
});

describe('listing and counting', () => {
  it("lists the member's links, newest first, with a 4-character prefix and never the token; not another member's", async () => {
    const member = await t.createMember();
    const groupId = await t.saveJob(member, BARISTA);
    const older = await share(member, groupId);
    const newer = await share(member, groupId, { includePrivate: true, includeMemos: true, expiresInDays: 7 });
    const answer = await t.call({ method: 'GET', url: '/v1/my-dream/shares', headers: member.auth });
    expect(answer.response.headers['cache-control']).toBe('no-store');
    expect(answer.body.data).toEqual([
      {
        shareId: newer.shareId,
        todoGroupId: groupId,
        jobName: '바리스타',
        tokenPrefix: newer.token.slice(0, 4),
        includePrivate: true,
        includeMemos: true,
        createdAt: expect.any(String),
        expiresAt: newer.expiresAt,
        lastViewedAt: null,
        viewCount: 0,
      },
      expect.objectContaining({ shareId: older.shareId, tokenPrefix: older.token.slice(0, 4), includePrivate: false, includeMemos: false }),
    ]);
    for (const made of [older, newer]) expect(answer.response.body).not.toContain(made.token.slice(4, 12));
    expect((await listOf(other)).map((s) => s.shareId)).not.toContain(newer.shareId);
    expect((await t.call({ method: 'GET', url: '/v1/my-dream/shares' })).status).toBe(401);
  });

  it("counts every open by others (visitor, another member, a stale token) but never the owner's own", async () => {
    const made = await share(p.member, p.groupId);
    const seen = async () => (await listOf(p.member)).find((s) => s.shareId === made.shareId)!;
    await open(made.token, p.member.auth);
    expect(await seen()).toMatchObject({ viewCount: 0, lastViewedAt: null });
    await open(made.token);
    const first = await seen();
    expect(first.viewCount).toBe(1);
    expect(Math.abs(new Date(first.lastViewedAt!).getTime() - Date.now())).toBeLessThan(60_000);
    await open(made.token);
    await open(made.token, other.auth);
    await open(made.token, bearer(await t.expiredToken(p.member.memberId)));
    await open(made.token, p.member.auth);
    expect((await seen()).viewCount).toBe(4);
  });
});

describe('headers and the rate limit', () => {
  const EXPECTED = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex', 'referrer-policy': 'no-referrer' };
  let limited: FastifyInstance;
  beforeAll(async () => {
    limited = await buildApp({
      db: t.db,
      kind: t.database.kind,
      validateResponses: true,
      rateLimit: { limits: { getSharedPlan: { max: 3, timeWindow: 60_000 } } },
      trustProxy: 1,
    });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('carries no-store, noindex and no-referrer on 200, 404 and 400 answers', async () => {
    const made = await share(p.member, p.groupId);
    for (const answer of [await open(made.token), await open('AAAAAAAAAAAAAAAAAAAAAAAAAAA'), await t.app.inject({ method: 'GET', url: '/v1/shared-plan' })]) {
      expect(answer.headers).toMatchObject(EXPECTED);
    }
  });

  it('limits opening by address (429 RATE_LIMITED with the same headers); another address is not limited', async () => {
    const made = await share(p.member, p.groupId);
    const from = (address: string) => open(made.token, { 'x-forwarded-for': address }, limited);
    for (let i = 0; i < 3; i++) expect((await from('203.0.113.7')).statusCode).toBe(200);
    const refused = await from('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(refused.headers).toMatchObject(EXPECTED);
    // unknown tokens count against the address too: guessing is limited like opening
    expect((await open('AAAAAAAAAAAAAAAAAAAAAAAAAAA', { 'x-forwarded-for': '203.0.113.7' }, limited)).statusCode).toBe(429);
    expect((await from('198.51.100.2')).statusCode).toBe(200);
  });
});
