// Login and refresh tokens: what a login gives, what it refuses, and how refresh tokens rotate.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshTokens } from '../db/schema.ts';
import { DEMO_ACCOUNT, FOREIGN_TOKEN, bearer, authCalls, useTestApp } from '../test-support/index.ts';

const t = useTestApp();
const { login, refresh } = authCalls(t);


/** The one message the server gives for a field. */

describe('login', () => {
  it('logs the demo account in', async () => {
    const { status, body } = await login({ loginId: DEMO_ACCOUNT.loginId, password: DEMO_ACCOUNT.password });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ nickname: DEMO_ACCOUNT.nickName, regionName: DEMO_ACCOUNT.regionName });
  });

  it('answers LOGIN_FAILED alike for a wrong password and an unknown id', async () => {
    const wrongPassword = await login({ loginId: DEMO_ACCOUNT.loginId, password: 'Wrong!2026' });
    const unknownId = await login({ loginId: 'nobody2026', password: DEMO_ACCOUNT.password });
    for (const res of [wrongPassword, unknownId]) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, statusCode: 401, code: 'LOGIN_FAILED', message: '아이디 또는 비밀번호가 일치하지 않습니다.' });
    }
  });

  it('finds the id whatever its letter case (the password stays exact)', async () => {
    const res = await login({ loginId: DEMO_ACCOUNT.loginId.toUpperCase(), password: DEMO_ACCOUNT.password });
    expect(res.status).toBe(200);
    expect(res.body.data.nickname).toBe(DEMO_ACCOUNT.nickName);
    const wrongCase = await login({ loginId: DEMO_ACCOUNT.loginId, password: DEMO_ACCOUNT.password.toLowerCase() });
    expect(wrongCase.status).toBe(401);
  });

  it('asks for the id and the password when they are empty', async () => {
    const { status, body } = await login({ loginId: '  ', password: '' });
    expect(status).toBe(400);
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'body.loginId', message: '아이디를 입력해주세요.' },
        { field: 'body.password', message: '비밀번호를 입력해주세요.' },
      ]),
    );
  });

  it('ignores an expired or foreign token sent along', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/v1/member/auth/login',
      payload: { loginId: DEMO_ACCOUNT.loginId, password: DEMO_ACCOUNT.password },
      headers: bearer(FOREIGN_TOKEN),
    });
    expect(res.status).toBe(200);
  });
});

describe('refresh tokens', () => {
  it('rotate: each refresh gives a new pair and spends the old refresh token', async () => {
    const member = await t.createMember();
    const first = await refresh(member.refreshToken);
    expect(first.status).toBe(200);
    expect(first.body.data.refreshToken).not.toBe(member.refreshToken);
    const info = await t.call({ method: 'GET', url: '/v1/member/info', headers: bearer(first.body.data.accessToken) });
    expect(info.status).toBe(200);
    const second = await refresh(first.body.data.refreshToken);
    expect(second.status).toBe(200);
  });

  it('refuse a reused refresh token and revoke every refresh token of the member', async () => {
    const member = await t.createMember();
    const otherDevice = await t.login(member.loginId, member.password);
    const rotated = await refresh(member.refreshToken);
    expect(rotated.status).toBe(200);
    // past the grace window of two tabs renewing at once (refresh-grace.test.ts)
    await t.db.update(refreshTokens).set({ usedAt: sql`now() - interval '1 minute'` }).where(and(eq(refreshTokens.memberId, member.memberId), isNotNull(refreshTokens.usedAt)));

    const reuse = await refresh(member.refreshToken);
    expect(reuse.status).toBe(401);
    expect(reuse.body).toMatchObject({ code: 'TOKEN_INVALID' });
    // the thief's and the owner's newer tokens, and the other device's, are all gone
    expect((await refresh(rotated.body.data.refreshToken)).status).toBe(401);
    expect((await refresh(otherDevice.refreshToken)).status).toBe(401);
    // a new login works again, and replaying the revoked token once more does not sign it out
    const again = await t.login(member.loginId, member.password);
    expect((await refresh(member.refreshToken)).status).toBe(401);
    expect((await refresh(again.refreshToken)).status).toBe(200);
  });

  it('refuse unknown and expired refresh tokens with TOKEN_INVALID (never TOKEN_EXPIRED)', async () => {
    expect((await refresh('not-a-token')).body.code).toBe('TOKEN_INVALID');
    const member = await t.createMember();
    await t.db.update(refreshTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(refreshTokens.memberId, member.memberId));
    const expired = await refresh(member.refreshToken);
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe('TOKEN_INVALID');
  });

  it('store only hashes', async () => {
    const member = await t.createMember();
    const rows = await t.db.select({ hash: refreshTokens.tokenHash }).from(refreshTokens).where(eq(refreshTokens.memberId, member.memberId));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.hash).not.toContain(member.refreshToken);
    }
  });

  it('validates the body', async () => {
    const { status, body } = await t.call({ method: 'POST', url: '/v1/member/auth/refresh', payload: {} });
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ field: 'body.refreshToken', message: '필수 항목입니다.' }]);
  });
});
