// Issue 9, items 4-6: login guessing limits, the current password on a password change, and logout on the server.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { refreshTokens } from '../db/schema.ts';
import { bearer, buildTestApp } from '../test-support/index.ts';
import type { TestApp, TestMember } from '../test-support/index.ts';

let t: TestApp;
beforeAll(async () => {
  // the login guard is on (small limits); the route-level limits stay generous
  t = await buildTestApp({
    app: {
      rateLimit: {
        limits: {},
        login: { perLoginId: { max: 4, windowMs: 60_000 }, perAddress: { max: 8, windowMs: 60_000 } },
      },
    },
  });
});
afterAll(async () => {
  await t?.close();
});

const RATE_LIMITED = { success: false, statusCode: 429, code: 'RATE_LIMITED', message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.' };
let address = 0;
/** a new client address for each test, so the per-address count of one test does not spill into another */
const newAddress = () => `10.9.0.${++address}`;
const login = (loginId: string, password: string, remoteAddress: string) =>
  t.call({ method: 'POST', url: '/v1/member/auth/login', payload: { loginId, password }, remoteAddress });
const sessionOf = (accessToken: string): string => JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).sid;
const claimsOf = (accessToken: string) => JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString());
const changePassword = (accessToken: string, payload: object) => t.call({ method: 'PUT', url: '/v1/member/password', headers: bearer(accessToken), payload });
const logout = (refreshToken: string) => t.call({ method: 'POST', url: '/v1/member/auth/logout', payload: { refreshToken } });
const refresh = (refreshToken: string) => t.call({ method: 'POST', url: '/v1/member/auth/refresh', payload: { refreshToken } });
const memberInfo = (accessToken: string) => t.call({ method: 'GET', url: '/v1/member/info', headers: bearer(accessToken) });

describe('login guessing', () => {
  it('counts one id across letter case, spaces and addresses: the 5th guess gets 429 with Retry-After, even with the right password', async () => {
    const { input } = await t.signUp();
    const variants = [input.loginId, input.loginId.toUpperCase(), ` ${input.loginId} `, input.loginId.replace(/^./, (c) => c.toUpperCase())];
    for (const [i, loginId] of variants.entries()) {
      const res = await login(loginId, 'Wrong!2026', newAddress());
      expect(res.status, `guess ${i + 1}`).toBe(401);
    }
    const blocked = await login(input.loginId.toUpperCase(), input.password, newAddress());
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject(RATE_LIMITED);
    expect(Number(blocked.response.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.response.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('a look-alike spelling is one id for the count and the lookup alike: U+0130 İ is another id, fullwidth letters the same', async () => {
    const { input } = await t.signUp({ loginId: `kiwi${Date.now() % 1e8}` });
    for (let i = 0; i < 4; i++) expect((await login(input.loginId, 'Wrong!2026', newAddress())).status).toBe(401);
    // the database's lower() folds İ to i; the count did not, so this spelling got 4 more guesses at the same account
    const dotted = await login(input.loginId.replace('i', '\u0130'), input.password, newAddress());
    expect(dotted.body.code).toBe('LOGIN_FAILED');
    const fullwidth = input.loginId.replace(/[a-z]/g, (c) => String.fromCodePoint(c.codePointAt(0)! + 0xfee0));
    expect((await login(fullwidth, input.password, newAddress())).status).toBe(429);
  });

  it('counts one address across ids (password spraying)', async () => {
    const from = newAddress();
    const ids = await Promise.all(Array.from({ length: 3 }, () => t.signUp()));
    let answers: number[] = [];
    for (let i = 0; i < 8; i++) answers.push((await login(ids[i % 3]!.input.loginId, 'Wrong!2026', from)).status);
    expect(answers).toEqual(Array(8).fill(401));
    answers = [(await login(ids[0]!.input.loginId, ids[0]!.input.password, from)).status, (await login('nobody-here', 'x', from)).status];
    expect(answers).toEqual([429, 429]);
    // another address is not held back
    expect((await login(ids[1]!.input.loginId, ids[1]!.input.password, newAddress())).status).toBe(200);
  });

  it('a successful login clears the count of its id', async () => {
    const { input } = await t.signUp();
    for (let i = 0; i < 3; i++) expect((await login(input.loginId, 'Wrong!2026', newAddress())).status).toBe(401);
    expect((await login(input.loginId, input.password, newAddress())).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(input.loginId, 'Wrong!2026', newAddress())).status).toBe(401);
  });

  it('answers an unknown id and a wrong password alike', async () => {
    const { input } = await t.signUp();
    const wrong = await login(input.loginId, 'Wrong!2026', newAddress());
    const unknown = await login(`zz${input.loginId}`.slice(0, 20), 'Wrong!2026', newAddress());
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const strip = (body: Record<string, unknown>) => ({ ...body, timestamp: undefined });
    expect(strip(unknown.body)).toEqual(strip(wrong.body));
  });
});

describe('password change with the current password', () => {
  const NEW = { newPassword: 'Dream#2027', newPasswordCheck: 'Dream#2027' };

  it('accepts the right current password, refuses a wrong one with 400 WRONG_PASSWORD and keeps the old password', async () => {
    const member = await t.createMember();
    const wrong = await changePassword(member.accessToken, { currentPassword: 'Wrong!2026', ...NEW });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ success: false, statusCode: 400, code: 'WRONG_PASSWORD', message: '현재 비밀번호가 일치하지 않습니다.' });
    expect((await login(member.loginId, member.password, newAddress())).status).toBe(200);
    const right = await changePassword(member.accessToken, { currentPassword: member.password, ...NEW });
    expect(right.status).toBe(200);
    expect((await login(member.loginId, NEW.newPassword, newAddress())).status).toBe(200);
  });

  it('puts the login time in the access token, and a refreshed token keeps it', async () => {
    const member = await t.createMember();
    const first = claimsOf(member.accessToken);
    expect(Math.abs(first.auth_time - Date.now() / 1000)).toBeLessThan(60);
    // the login happened 20 minutes ago
    await t.db.update(refreshTokens).set({ authTime: sql`now() - interval '20 minutes'` }).where(eq(refreshTokens.family, first.sid));
    const renewed = (await refresh(member.refreshToken)).body.data;
    expect(claimsOf(renewed.accessToken).auth_time).toBeLessThan(Date.now() / 1000 - 19 * 60);
    const refused = await changePassword(renewed.accessToken, NEW);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ code: 'RECENT_LOGIN_REQUIRED', message: '보안을 위해 다시 로그인한 뒤 비밀번호를 바꿔주세요.' });
    // with the current password the same token may change it
    expect((await changePassword(renewed.accessToken, { currentPassword: member.password, ...NEW })).status).toBe(200);
  });

  it('without the current password: accepted within 10 minutes of the login, refused after, and for tokens that do not say', async () => {
    const member = await t.createMember();
    const session = sessionOf(member.accessToken);
    const now = Math.floor(Date.now() / 1000);
    const nineMinutes = await t.app.saegil.tokens.signAccessToken(member.memberId, { session, authTime: now - 9 * 60 });
    const elevenMinutes = await t.app.saegil.tokens.signAccessToken(member.memberId, { session, authTime: now - 11 * 60 });
    const unknown = await t.app.saegil.tokens.signAccessToken(member.memberId, { session });
    expect((await changePassword(elevenMinutes, NEW)).body.code).toBe('RECENT_LOGIN_REQUIRED');
    expect((await changePassword(unknown, NEW)).body.code).toBe('RECENT_LOGIN_REQUIRED');
    expect((await changePassword(nineMinutes, NEW)).status).toBe(200);
  });

  it('a login of 14 days ago stays old when a login elsewhere prunes its first, expired token', async () => {
    const member = await t.createMember();
    const now = Date.now();
    const [loggedIn, refreshed] = [new Date(now - 14 * 86_400_000 - 5 * 60_000), new Date(now - 6 * 60_000)];
    let renewed: { accessToken: string; refreshToken: string };
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(loggedIn);
      const old = await t.login(member.loginId, member.password);
      const family = sessionOf(old.accessToken);
      await t.db.update(refreshTokens).set({ createdAt: loggedIn }).where(eq(refreshTokens.family, family));
      vi.setSystemTime(refreshed);
      renewed = (await refresh(old.refreshToken)).body.data;
      await t.db.update(refreshTokens).set({ createdAt: refreshed }).where(and(eq(refreshTokens.family, family), isNull(refreshTokens.usedAt)));
    } finally {
      vi.useRealTimers();
    }
    await t.login(member.loginId, member.password); // another device; the first token expired 5 minutes ago and goes
    const again = (await refresh(renewed.refreshToken)).body.data;
    expect(claimsOf(again.accessToken).auth_time).toBe(Math.floor(loggedIn.getTime() / 1000));
    expect((await changePassword(again.accessToken, NEW)).body.code).toBe('RECENT_LOGIN_REQUIRED');
  });

  it('counts wrong current passwords against the login limit of the member', async () => {
    const member = await t.createMember();
    for (let i = 0; i < 4; i++) expect((await changePassword(member.accessToken, { currentPassword: `Wrong!${i}aa`, ...NEW })).status).toBe(400);
    const blocked = await changePassword(member.accessToken, { currentPassword: member.password, ...NEW });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject(RATE_LIMITED);
  });

  it('ends every other login: their access tokens stop at once with 401 PASSWORD_CHANGED, this one keeps working', async () => {
    const member = await t.createMember();
    const other = await t.login(member.loginId, member.password);
    const loggedOut = await t.login(member.loginId, member.password);
    expect((await logout(loggedOut.refreshToken)).status).toBe(200);
    expect((await memberInfo(other.accessToken)).status).toBe(200);
    expect((await changePassword(member.accessToken, { currentPassword: member.password, ...NEW })).status).toBe(200);
    const refused = await memberInfo(other.accessToken);
    expect(refused.status).toBe(401);
    // before: TOKEN_INVALID, and the other device said "expired" and "log in" stacked (issue 25.10)
    expect(refused.body).toMatchObject({ code: 'PASSWORD_CHANGED', message: '다른 기기에서 비밀번호가 바뀌었습니다. 새 비밀번호로 다시 로그인해주세요.' });
    expect((await refresh(other.refreshToken)).body).toMatchObject({ statusCode: 401, code: 'PASSWORD_CHANGED' });
    // a login that had ended before (logout) stays a plain TOKEN_INVALID
    expect((await memberInfo(loggedOut.accessToken)).body.code).toBe('TOKEN_INVALID');
    expect((await refresh(loggedOut.refreshToken)).body.code).toBe('TOKEN_INVALID');
    expect((await memberInfo(member.accessToken)).status).toBe(200);
  });
});

describe('withdrawal with the current password', () => {
  it('counts wrong current passwords against the login limit of the member', async () => {
    const member = await t.createMember();
    const from = newAddress();
    const withdraw = (currentPassword: string) =>
      t.call({ method: 'POST', url: '/v1/member/auth/withdraw', headers: member.auth, payload: { currentPassword }, remoteAddress: from });
    for (let i = 0; i < 4; i++) expect((await withdraw(`Wrong!${i}aa`)).body.code).toBe('WRONG_PASSWORD');
    const blocked = await withdraw(member.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject(RATE_LIMITED);
  });
});

describe('logout', () => {
  async function twoLogins(): Promise<{ member: TestMember; other: { accessToken: string; refreshToken: string } }> {
    const member = await t.createMember();
    return { member, other: await t.login(member.loginId, member.password) };
  }

  it('ends that login on the server: its refresh token and its access token stop working; the other login stays', async () => {
    const { member, other } = await twoLogins();
    const res = await logout(member.refreshToken);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: null });
    expect((await refresh(member.refreshToken)).body.code).toBe('TOKEN_INVALID');
    const info = await memberInfo(member.accessToken);
    expect(info.status).toBe(401);
    expect(info.body.code).toBe('TOKEN_INVALID');
    expect((await memberInfo(other.accessToken)).status).toBe(200);
    expect((await refresh(other.refreshToken)).status).toBe(200);
  });

  it('ends the whole login even from an already rotated refresh token, including the newest one', async () => {
    const member = await t.createMember();
    const renewed = (await refresh(member.refreshToken)).body.data;
    expect((await logout(member.refreshToken)).status).toBe(200);
    expect((await refresh(renewed.refreshToken)).status).toBe(401);
    expect((await memberInfo(renewed.accessToken)).status).toBe(401);
  });

  it('answers 200 again for a token already logged out and for an unknown one', async () => {
    const member = await t.createMember();
    expect((await logout(member.refreshToken)).status).toBe(200);
    expect((await logout(member.refreshToken)).status).toBe(200);
    expect((await logout('never-issued-token')).status).toBe(200);
  });

  it('refuses an empty body with 400 VALIDATION_FAILED', async () => {
    const res = await t.call({ method: 'POST', url: '/v1/member/auth/logout', payload: {} });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ field: 'body.refreshToken', message: '필수 항목입니다.' });
  });

  it('a withdrawn member’s access tokens stop at once', async () => {
    const { member, other } = await twoLogins();
    expect((await t.call({ method: 'POST', url: '/v1/member/auth/withdraw', headers: member.auth })).status).toBe(200);
    expect((await memberInfo(other.accessToken)).status).toBe(401);
  });
});
