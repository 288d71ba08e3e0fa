// The app as a whole: the wiring of every contract operation, optional auth, and rate limits shared through the database.
// (The error envelope is in error-envelope.test.ts, the web layer in web.test.ts.)
import { describe, expect, it } from 'vitest';
import { buildApp, mergeHandlers } from './app.ts';
import { operations } from './contract.ts';
import { DEMO_ACCOUNT, FOREIGN_TOKEN, bearer, useTestApp, createTestDatabase } from './test-support/index.ts';
import type { TestDatabase } from './test-support/database.ts';

const t = useTestApp();

describe('wiring', () => {
  it('knows all 71 operations and every area handler belongs to one of them', () => {
    expect(operations).toHaveLength(71);
    expect(() => mergeHandlers()).not.toThrow();
    expect(() => mergeHandlers({ a: { login: async () => ({}) as never }, b: { login: async () => ({}) as never } })).toThrow(/handled twice/);
  });

  it('answers an operation without a handler with 500 INTERNAL_ERROR "아직 준비 중인 기능입니다."', async () => {
    const app = await buildApp({ db: t.db, validateResponses: true, rateLimit: false, handlers: { getAllRegions: undefined } });
    const res = await app.inject({ method: 'GET', url: '/v1/region/all' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ success: false, statusCode: 500, code: 'INTERNAL_ERROR', message: '아직 준비 중인 기능입니다.' });
    await app.close();
  });

  it('never shows a stack trace: a crashing handler gives the plain 500 envelope', async () => {
    const app = await buildApp({
      db: t.db,
      rateLimit: false,
      handlers: {
        getAllRegions: async () => {
          throw new Error('secret internals at /work/main/server/x.ts:12');
        },
      },
    });
    const res = await app.inject({ method: 'GET', url: '/v1/region/all' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      timestamp: expect.any(String),
      statusCode: 500,
      code: 'INTERNAL_ERROR',
      message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
    });
    expect(res.body).not.toContain('secret');
    await app.close();
  });

  it('answers 503 SERVICE_UNAVAILABLE when the database is gone', async () => {
    const database: TestDatabase = await createTestDatabase();
    const app = await buildApp({ db: database.db, rateLimit: false });
    await app.ready();
    await database.close();
    const res = await app.inject({ method: 'GET', url: '/v1/region/all' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    const health = await app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(503);
    await app.close();
  });
});

describe('optional-auth operations', () => {
  it('get the member of a valid token, and null for a missing, bad or expired token (never 401)', async () => {
    const seen: (number | null)[] = [];
    const app = await buildApp({
      db: t.db,
      rateLimit: false,
      validateResponses: true,
      handlers: {
        getPopularRecruits: async ({ memberId }) => {
          seen.push(memberId);
          return [];
        },
      },
    });
    const member = await t.createMember();
    for (const headers of [member.auth, {}, bearer(FOREIGN_TOKEN), bearer(await t.expiredToken(member.memberId)), { authorization: 'Basic x' }]) {
      const res = await app.inject({ method: 'GET', url: '/v1/recruit/popular', headers });
      expect(res.statusCode).toBe(200);
    }
    expect(seen).toEqual([member.memberId, null, null, null, null]);
    await app.close();
  });
});

describe('rate limits', () => {
  it('are shared through the database: two instances count login guesses together, and the 429 is the envelope', async () => {
    const login = { perLoginId: { max: 3, windowMs: 60_000 }, perAddress: { max: 100, windowMs: 60_000 } };
    const a = await buildApp({ db: t.db, rateLimit: { limits: {}, login } });
    const b = await buildApp({ db: t.db, rateLimit: { limits: {}, login } });
    const attempt = (app: typeof a, loginId: string = DEMO_ACCOUNT.loginId) =>
      app.inject({ method: 'POST', url: '/v1/member/auth/login', payload: { loginId, password: 'Wrong!2026' } });
    expect((await attempt(a)).statusCode).toBe(401);
    expect((await attempt(b)).statusCode).toBe(401);
    expect((await attempt(a)).statusCode).toBe(401);
    const fourth = await attempt(b);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ success: false, statusCode: 429, code: 'RATE_LIMITED', message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.' });
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    // another login id from the same address is counted apart
    expect((await attempt(a, 'someoneelse')).statusCode).toBe(401);
    await a.close();
    await b.close();
  });

  it('limit sign-ups per address', async () => {
    const app = await buildApp({ db: t.db, rateLimit: { limits: { signUp: { max: 1, timeWindow: 60_000 } } } });
    const first = await app.inject({ method: 'POST', url: '/v1/member/auth/sign-up', payload: t.newMemberInput() });
    expect(first.statusCode).toBe(200);
    const second = await app.inject({ method: 'POST', url: '/v1/member/auth/sign-up', payload: t.newMemberInput() });
    expect(second.statusCode).toBe(429);
    await app.close();
  });
});
