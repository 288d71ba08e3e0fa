// Issue 27, item 2 (server): a recovery code at sign-up, a new one on demand, and a forgotten password reset with the
// login id and the code: the code is spent, a new one comes back, every other login ends, guesses are limited.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRecoveryCode, normalizeRecoveryCode, RECOVERY_ALPHABET } from '../auth/recovery-code.ts';
import { members } from '../db/schema.ts';
import { bearer, buildTestApp } from '../test-support/index.ts';
import type { SignUpInput, TestApp } from '../test-support/index.ts';

let t: TestApp;
beforeAll(async () => {
  // the login guard on with small limits (the reset counts with it); route-level limits off
  t = await buildTestApp({
    app: { rateLimit: { limits: {}, login: { perLoginId: { max: 4, windowMs: 60_000 }, perAddress: { max: 12, windowMs: 60_000 } } } },
  });
});
afterAll(async () => {
  await t?.close();
});

const CODE_SHAPE = /^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){4}$/;
const FAILED = { success: false, statusCode: 401, code: 'RECOVERY_FAILED', message: '아이디 또는 복구 코드가 일치하지 않습니다.' };
let address = 0;
const newAddress = () => `10.27.0.${++address}`;

async function signUpWithCode(overrides: Partial<SignUpInput> = {}) {
  const input = t.newMemberInput(overrides);
  const answer = await t.call({ method: 'POST', url: '/v1/member/auth/sign-up', payload: input });
  expect(answer.status).toBe(200);
  expect(answer.response.headers['cache-control']).toBe('no-store');
  const code: string = answer.body.data.recoveryCode;
  expect(code).toMatch(CODE_SHAPE);
  return { input, code, memberId: answer.body.data.memberId as number };
}
const reset = (payload: object, remoteAddress = newAddress()) =>
  t.call({ method: 'POST', url: '/v1/member/auth/password-reset', payload, remoteAddress });
const login = (loginId: string, password: string) =>
  t.call({ method: 'POST', url: '/v1/member/auth/login', payload: { loginId, password }, remoteAddress: newAddress() });
const renew = (accessToken: string, payload?: object) =>
  t.call({ method: 'POST', url: '/v1/member/recovery-code', headers: bearer(accessToken), ...(payload && { payload }) });

describe('the recovery code', () => {
  it('is drawn from 31 symbols without look-alikes, 5 groups of 4 (about 99 bits), different every time', () => {
    expect(RECOVERY_ALPHABET).toHaveLength(31);
    expect(RECOVERY_ALPHABET).not.toMatch(/[01OIL]/);
    expect(20 * Math.log2(RECOVERY_ALPHABET.length)).toBeGreaterThan(80);
    const codes = new Set(Array.from({ length: 200 }, () => newRecoveryCode()));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(CODE_SHAPE);
  });

  it('is kept only as an argon2id hash', async () => {
    const { code, memberId } = await signUpWithCode();
    const [row] = await t.db.select({ hash: members.recoveryCodeHash }).from(members).where(eq(members.id, memberId));
    expect(row!.hash).toMatch(/^\$argon2id\$/);
    expect(row!.hash).not.toContain(normalizeRecoveryCode(code));
  });

  it('normalises what is typed: case, spaces, dashes and full-width letters do not matter', () => {
    expect(normalizeRecoveryCode(' k7pq-3mxw 9htd–r4ae n2jc ')).toBe('K7PQ3MXW9HTDR4AEN2JC');
    expect(normalizeRecoveryCode('ｋ７ＰＱ３ＭＸＷ９ＨＴＤＲ４ＡＥＮ２ＪＣ')).toBe('K7PQ3MXW9HTDR4AEN2JC');
  });
});

describe('POST /v1/member/auth/password-reset', () => {
  it('with the sign-up code sets the new password, answers a new code once, and the used code is spent', async () => {
    const { input, code } = await signUpWithCode();
    const done = await reset({ loginId: input.loginId.toUpperCase(), recoveryCode: code, newPassword: 'Newpass!27' });
    expect(done.status).toBe(200);
    expect(done.response.headers['cache-control']).toBe('no-store');
    expect(done.body.data.loginId).toBe(input.loginId);
    const next: string = done.body.data.recoveryCode;
    expect(next).toMatch(CODE_SHAPE);
    expect(next).not.toBe(code);
    expect(done.body.data).not.toHaveProperty('accessToken');

    expect((await login(input.loginId, input.password)).status).toBe(401);
    expect((await login(input.loginId, 'Newpass!27')).status).toBe(200);
    // spent: the same code again is refused, the new one works
    const again = await reset({ loginId: input.loginId, recoveryCode: code, newPassword: 'Other!2027' });
    expect(again.status).toBe(401);
    expect(again.body).toMatchObject(FAILED);
    expect((await reset({ loginId: input.loginId, recoveryCode: next, newPassword: 'Other!2027' })).status).toBe(200);
  });

  it('takes the code in lower case, without dashes, with spaces', async () => {
    const { input, code } = await signUpWithCode();
    const typed = ` ${code.toLowerCase().replaceAll('-', ' ')} `;
    expect((await reset({ loginId: input.loginId, recoveryCode: typed, newPassword: 'Newpass!27' })).status).toBe(200);
    const second = await signUpWithCode();
    expect((await reset({ loginId: second.input.loginId, recoveryCode: second.code.replaceAll('-', ''), newPassword: 'Newpass!27' })).status).toBe(200);
  });

  it('answers an unknown login id and a wrong code alike, and changes nothing', async () => {
    const { input, code } = await signUpWithCode();
    const wrongCode = await reset({ loginId: input.loginId, recoveryCode: newRecoveryCode(), newPassword: 'Newpass!27' });
    const unknownId = await reset({ loginId: `zz${input.loginId}`.slice(0, 20), recoveryCode: code, newPassword: 'Newpass!27' });
    expect(wrongCode.status).toBe(401);
    expect(unknownId.status).toBe(401);
    expect(wrongCode.body).toMatchObject(FAILED);
    expect(unknownId.body).toMatchObject(FAILED);
    const { timestamp: _a, ...one } = wrongCode.body;
    const { timestamp: _b, ...other } = unknownId.body;
    expect(one).toEqual(other);
    expect((await login(input.loginId, input.password)).status).toBe(200);
  });

  it('a member from before recovery codes (no code) is answered like a wrong code', async () => {
    const { input, memberId, code } = await signUpWithCode();
    await t.db.update(members).set({ recoveryCodeHash: null }).where(eq(members.id, memberId));
    const answer = await reset({ loginId: input.loginId, recoveryCode: code, newPassword: 'Newpass!27' });
    expect(answer.body).toMatchObject(FAILED);
  });

  it('checks the new password by the sign-up rules, in Korean', async () => {
    const { input, code } = await signUpWithCode();
    const weak = await reset({ loginId: input.loginId, recoveryCode: code, newPassword: 'weakpass1' });
    expect(weak.status).toBe(400);
    expect(weak.body.code).toBe('VALIDATION_FAILED');
    expect(weak.body.errors).toContainEqual({ field: 'body.newPassword', message: '대문자를 포함해주세요' });
    const empty = await reset({ loginId: input.loginId, recoveryCode: '', newPassword: 'Newpass!27' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toContainEqual({ field: 'body.recoveryCode', message: '복구 코드를 입력해주세요.' });
    // the code was not spent by the refused calls
    expect((await reset({ loginId: input.loginId, recoveryCode: code, newPassword: 'Newpass!27' })).status).toBe(200);
  });

  it('is limited like login guessing, per login id from anywhere, and counts with login failures', async () => {
    const { input, code } = await signUpWithCode();
    await login(input.loginId, 'Wrong!2026'); // 1 (a login failure counts too)
    for (let i = 0; i < 3; i++) expect((await reset({ loginId: input.loginId, recoveryCode: newRecoveryCode(), newPassword: 'Newpass!27' })).status).toBe(401);
    const limited = await reset({ loginId: input.loginId, recoveryCode: code, newPassword: 'Newpass!27' });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 'RATE_LIMITED', message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.' });
    expect(Number(limited.response.headers['retry-after'])).toBeGreaterThan(0);
    // the right code was not used: the password is unchanged
    expect((await t.call({ method: 'POST', url: '/v1/member/auth/login', payload: { loginId: input.loginId, password: input.password } })).status).toBe(429);
  });

  it('is limited per address across login ids', async () => {
    const from = '10.27.9.9';
    let last = 0;
    for (let i = 0; i < 13; i++) {
      const answer = await reset({ loginId: `nobody${i}`, recoveryCode: newRecoveryCode(), newPassword: 'Newpass!27' }, from);
      last = answer.status;
      if (i < 12) expect(answer.status).toBe(401);
    }
    expect(last).toBe(429);
  });

  it('ends every other login: refresh tokens and access tokens are refused with PASSWORD_CHANGED', async () => {
    const { input, code } = await signUpWithCode();
    const first = (await login(input.loginId, input.password)).body.data;
    const second = (await login(input.loginId, input.password)).body.data;
    expect((await t.call({ method: 'GET', url: '/v1/member/info', headers: bearer(first.accessToken) })).status).toBe(200);
    expect((await reset({ loginId: input.loginId, recoveryCode: code, newPassword: 'Newpass!27' })).status).toBe(200);
    for (const session of [first, second]) {
      const info = await t.call({ method: 'GET', url: '/v1/member/info', headers: bearer(session.accessToken) });
      expect(info.status).toBe(401);
      expect(info.body.code).toBe('PASSWORD_CHANGED');
      const refreshed = await t.call({ method: 'POST', url: '/v1/member/auth/refresh', payload: { refreshToken: session.refreshToken } });
      expect(refreshed.status).toBe(401);
      expect(refreshed.body.code).toBe('PASSWORD_CHANGED');
    }
    const fresh = await login(input.loginId, 'Newpass!27');
    expect((await t.call({ method: 'GET', url: '/v1/member/info', headers: bearer(fresh.body.data.accessToken) })).status).toBe(200);
  });

  it('two resets with one code at once: one wins, the other is refused', async () => {
    const { input, code } = await signUpWithCode();
    const answers = await Promise.all([
      reset({ loginId: input.loginId, recoveryCode: code, newPassword: 'Newpass!27' }),
      reset({ loginId: input.loginId, recoveryCode: code, newPassword: 'Other!2027' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
  });
});

describe('POST /v1/member/recovery-code', () => {
  it('makes a new code with the current password; the old one dies, the new one works', async () => {
    const { input, code } = await signUpWithCode();
    const session = (await login(input.loginId, input.password)).body.data;
    const renewed = await renew(session.accessToken, { currentPassword: input.password });
    expect(renewed.status).toBe(200);
    expect(renewed.response.headers['cache-control']).toBe('no-store');
    const next: string = renewed.body.data.recoveryCode;
    expect(next).toMatch(CODE_SHAPE);
    expect((await reset({ loginId: input.loginId, recoveryCode: code, newPassword: 'Newpass!27' })).body).toMatchObject(FAILED);
    expect((await reset({ loginId: input.loginId, recoveryCode: next, newPassword: 'Newpass!27' })).status).toBe(200);
  });

  it('GET /v1/member/info says whether the member has a code: a member from before codes has none until making one', async () => {
    const { input, memberId } = await signUpWithCode();
    const session = (await login(input.loginId, input.password)).body.data;
    const info = () => t.call({ method: 'GET', url: '/v1/member/info', headers: bearer(session.accessToken) });
    expect((await info()).body.data.hasRecoveryCode).toBe(true);
    await t.db.update(members).set({ recoveryCodeHash: null }).where(eq(members.id, memberId));
    expect((await info()).body.data.hasRecoveryCode).toBe(false);
    expect((await renew(session.accessToken, { currentPassword: input.password })).status).toBe(200);
    expect((await info()).body.data.hasRecoveryCode).toBe(true);
  });

  it('a wrong current password is 400 WRONG_PASSWORD and the old code still works', async () => {
    const { input, code } = await signUpWithCode();
    const session = (await login(input.loginId, input.password)).body.data;
    const wrong = await renew(session.accessToken, { currentPassword: 'Wrong!2026' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'WRONG_PASSWORD', message: '현재 비밀번호가 일치하지 않습니다.' });
    expect((await reset({ loginId: input.loginId, recoveryCode: code, newPassword: 'Newpass!27' })).status).toBe(200);
  });

  it('without the password only within 10 minutes of a login; otherwise 401 RECENT_LOGIN_REQUIRED in Korean', async () => {
    const { input, memberId } = await signUpWithCode();
    const session = (await login(input.loginId, input.password)).body.data;
    expect((await renew(session.accessToken)).status).toBe(200);
    const sid = JSON.parse(Buffer.from(session.accessToken.split('.')[1]!, 'base64url').toString()).sid;
    const old = await t.app.saegil.tokens.signAccessToken(memberId, { session: sid, authTime: Math.floor(Date.now() / 1000) - 11 * 60 });
    const stale = await renew(old);
    expect(stale.status).toBe(401);
    expect(stale.body).toMatchObject({ code: 'RECENT_LOGIN_REQUIRED', message: '보안을 위해 현재 비밀번호를 입력한 뒤 복구 코드를 새로 만들어주세요.' });
  });

  it('refuses a call without a token', async () => {
    const answer = await t.call({ method: 'POST', url: '/v1/member/recovery-code', payload: {} });
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('TOKEN_MISSING');
  });
});
