import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images, members, recruitScraps, refreshTokens, todoGroups, todos } from '../db/schema.ts';
import { newPublicId } from '../images.ts';
import { DEMO_ACCOUNT, FOREIGN_TOKEN, bearer, buildTestApp, form, testImage } from '../test-support/index.ts';
import type { TestApp } from '../test-support/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const signUp = (payload: unknown) => t.call({ method: 'POST', url: '/v1/member/auth/sign-up', payload: payload as object });
const login = (payload: unknown) => t.call({ method: 'POST', url: '/v1/member/auth/login', payload: payload as object });
const refresh = (refreshToken: string) => t.call({ method: 'POST', url: '/v1/member/auth/refresh', payload: { refreshToken } });

/** The one message the server gives for a field. */
async function signUpError(overrides: Record<string, unknown>, field: string): Promise<string | undefined> {
  const { status, body } = await signUp({ ...t.newMemberInput(), ...overrides });
  expect(status).toBe(400);
  expect(body.code).toBe('VALIDATION_FAILED');
  const messages = (body.errors as { field: string; message: string }[]).filter((e) => e.field === field);
  expect(messages.length).toBeLessThanOrEqual(1);
  return messages[0]?.message;
}

describe('sign-up', () => {
  it('creates a member that can log in, with the region name and a 30-minute token', async () => {
    const input = t.newMemberInput({ regionCode: 26350 });
    const { status, body } = await signUp(input);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.memberId).toBeGreaterThan(0);
    const logged = await login({ loginId: input.loginId, password: input.password });
    expect(logged.status).toBe(200);
    expect(logged.body.data).toMatchObject({ memberId: body.data.memberId, nickname: input.nickName, regionName: '부산광역시 해운대구' });
    const payload = JSON.parse(Buffer.from(logged.body.data.accessToken.split('.')[1], 'base64url').toString());
    expect(payload.sub).toBe(String(body.data.memberId));
    expect(payload.exp - payload.iat).toBe(30 * 60);
    const [row] = await t.db.select({ hash: members.passwordHash }).from(members).where(eq(members.id, body.data.memberId));
    expect(row!.hash).toMatch(/^\$argon2id\$/);
  });

  it('trims the values before checking and storing them', async () => {
    const input = t.newMemberInput();
    const { status } = await signUp({ ...input, loginId: `  ${input.loginId} `, nickName: ` ${input.nickName}`, password: ` ${input.password} ` });
    expect(status).toBe(200);
    expect((await login({ loginId: input.loginId, password: input.password })).status).toBe(200);
  });

  it.each([
    ['abc', '4자 이상 입력해주세요'],
    ['a'.repeat(21), '20자 이하로 입력해주세요'],
    ['abc_123', '특수문자를 없애주세요'],
    ['한글아이디', '특수문자를 없애주세요'],
    ['', '4자 이상 입력해주세요'],
  ])('loginId %j → %s', async (loginId, message) => {
    expect(await signUpError({ loginId }, 'body.loginId')).toBe(message);
  });

  it.each([
    ['Ab1!', '8자 이상 입력해주세요'],
    ['Abcdefgh1!Abcdefg', '16자 이하로 입력해주세요'],
    ['ABCDEFG1!', '소문자를 포함해주세요'],
    ['abcdefg1!', '대문자를 포함해주세요'],
    ['Abcdefgh!', '숫자를 포함해주세요'],
    ['Abcdefgh1', '특수문자를 포함해주세요'],
    ['abcdefgh', '대문자를 포함해주세요'],
    ['short', '8자 이상 입력해주세요'],
  ])('password %j → %s (the first failing rule)', async (password, message) => {
    expect(await signUpError({ password }, 'body.password')).toBe(message);
  });

  it.each([
    ['가', '2자 이상 8자 이내의 한글, 영문, 숫자만 입력해주세요.'],
    ['가나다라마바사아자', '2자 이상 8자 이내의 한글, 영문, 숫자만 입력해주세요.'],
    ['새길!', '특수문자를 없애주세요'],
    ['새 길', '특수문자를 없애주세요'],
  ])('nickName %j → %s', async (nickName, message) => {
    expect(await signUpError({ nickName }, 'body.nickName')).toBe(message);
  });

  it.each([
    ['1965-04-12', 'YYYY/MM/DD 형식으로 입력해주세요'],
    ['19650412', 'YYYY/MM/DD 형식으로 입력해주세요'],
    ['1965/4/12', 'YYYY/MM/DD 형식으로 입력해주세요'],
    ['1965/02/30', '올바른 생년월일을 입력해주세요.'],
    ['1965/13/01', '올바른 생년월일을 입력해주세요.'],
    ['2999/01/01', '올바른 생년월일을 입력해주세요.'],
  ])('birthDate %j → %s', async (birthDate, message) => {
    expect(await signUpError({ birthDate }, 'body.birthDate')).toBe(message);
  });

  it('refuses a gender outside FEMALE/MALE', async () => {
    expect(await signUpError({ gender: 'OTHER' }, 'body.gender')).toMatch(/FEMALE, MALE/);
  });

  it.each([
    [null, '거주 지역을 선택해주세요.'],
    [11111, '존재하지 않는 지역입니다.'],
    [999, '존재하지 않는 지역입니다.'],
    ['서울', '거주 지역을 선택해주세요.'],
  ])('regionCode %j → %s', async (regionCode, message) => {
    expect(await signUpError({ regionCode }, 'body.regionCode')).toBe(message);
  });

  it('reports every missing field and unknown fields, and creates nothing', async () => {
    const before = await t.db.$count(members);
    const { status, body } = await signUp({ hobby: '등산' });
    expect(status).toBe(400);
    const fields = (body.errors as { field: string }[]).map((e) => e.field).sort();
    expect(fields).toEqual(['body.birthDate', 'body.gender', 'body.hobby', 'body.loginId', 'body.nickName', 'body.password', 'body.regionCode']);
    expect(await t.db.$count(members)).toBe(before);
  });

  it('does not coerce JSON types (a number is not a login id)', async () => {
    expect(await signUpError({ loginId: 12345678 }, 'body.loginId')).toBe('글자로 입력해주세요.');
  });

  it('refuses a taken login id (409 DUPLICATE_LOGIN_ID), then a taken nickname (409 DUPLICATE_NICKNAME)', async () => {
    const first = await t.signUp();
    const sameId = await signUp(t.newMemberInput({ loginId: first.input.loginId, nickName: first.input.nickName }));
    expect(sameId.status).toBe(409);
    expect(sameId.body).toMatchObject({ code: 'DUPLICATE_LOGIN_ID', message: '이미 사용 중인 아이디입니다.' });
    const sameNickname = await signUp(t.newMemberInput({ nickName: first.input.nickName }));
    expect(sameNickname.status).toBe(409);
    expect(sameNickname.body).toMatchObject({ code: 'DUPLICATE_NICKNAME', message: '이미 사용 중인 닉네임입니다.' });
  });

  it('lets only one of two simultaneous sign-ups with the same id through', async () => {
    const a = t.newMemberInput();
    const b = t.newMemberInput({ loginId: a.loginId });
    const results = await Promise.all([signUp(a), signUp(b)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('ignores a bad token (public operation)', async () => {
    const { status } = await t.call({ method: 'POST', url: '/v1/member/auth/sign-up', payload: t.newMemberInput(), headers: bearer('garbage') });
    expect(status).toBe(200);
  });
});

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

describe('duplicate checks', () => {
  it('tells whether a login id is taken, whatever its letter case', async () => {
    const member = await t.signUp();
    const taken = await t.call({ method: 'GET', url: `/v1/member/auth/check-id?loginId=${member.input.loginId}` });
    expect(taken.body.data).toEqual({ duplicated: true });
    const free = await t.call({ method: 'GET', url: '/v1/member/auth/check-id?loginId=free2026id' });
    expect(free.body.data).toEqual({ duplicated: false });
    const upper = await t.call({ method: 'GET', url: `/v1/member/auth/check-id?loginId=${member.input.loginId.toUpperCase()}` });
    expect(upper.body.data).toEqual({ duplicated: true });
  });

  it('refuses a sign-up whose id differs from a member’s only in letter case, and keeps the case a member chose', async () => {
    const member = await t.signUp({ loginId: `Kim${Date.now() % 1e8}` });
    const copy = await t.call({
      method: 'POST',
      url: '/v1/member/auth/sign-up',
      payload: { ...t.newMemberInput(), loginId: member.input.loginId.toLowerCase() },
    });
    expect(copy.status).toBe(409);
    expect(copy.body).toMatchObject({ code: 'DUPLICATE_LOGIN_ID', message: '이미 사용 중인 아이디입니다.' });
    const tokens = await t.login(member.input.loginId.toLowerCase(), member.input.password);
    const info = await t.call({ method: 'GET', url: '/v1/member/info', headers: bearer(tokens.accessToken) });
    expect(info.body.data.loginId).toBe(member.input.loginId);
  });

  it('the database itself refuses two ids that differ only in letter case (a race past the check)', async () => {
    const member = await t.signUp();
    const [row] = await t.db.select().from(members).where(eq(members.loginId, member.input.loginId));
    const { id: _id, ...copy } = row!;
    await expect(
      t.db.insert(members).values({ ...copy, loginId: member.input.loginId.toUpperCase(), nickname: 'x' + String(Date.now() % 1e6) }),
    ).rejects.toThrow();
  });

  it('tells whether a nickname is taken', async () => {
    const member = await t.signUp();
    const taken = await t.call({ method: 'GET', url: `/v1/member/auth/check-nickname?nickname=${encodeURIComponent(member.input.nickName)}` });
    expect(taken.body.data).toEqual({ duplicated: true });
    const free = await t.call({ method: 'GET', url: `/v1/member/auth/check-nickname?nickname=${encodeURIComponent('빈닉네임')}` });
    expect(free.body.data).toEqual({ duplicated: false });
  });

  it('checks only the length of the value', async () => {
    const missing = await t.call({ method: 'GET', url: '/v1/member/auth/check-id' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ field: 'query.loginId', message: '필수 항목입니다.' }]);
    const long = await t.call({ method: 'GET', url: `/v1/member/auth/check-nickname?nickname=${encodeURIComponent('아홉글자닉네임이다')}` });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual([{ field: 'query.nickname', message: '8자 이하로 입력해주세요' }]);
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

  it('let only one of two simultaneous refreshes with the same token win', async () => {
    const member = await t.createMember();
    const results = await Promise.all([refresh(member.refreshToken), refresh(member.refreshToken)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it('validates the body', async () => {
    const { status, body } = await t.call({ method: 'POST', url: '/v1/member/auth/refresh', payload: {} });
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ field: 'body.refreshToken', message: '필수 항목입니다.' }]);
  });
});

describe('withdrawal', () => {
  it('deletes the member and all their data; their tokens stop working; id and nickname are free again', async () => {
    const member = await t.createMember();
    // some data of their own: a saved job with to-dos (through the seeded starter to-dos), a profile image, a scrap
    const [group] = await t.db.insert(todoGroups).values({ memberId: member.memberId, jobId: 1 }).returning();
    const [todo] = await t.db.insert(todos).values({ todoGroupId: group!.id, title: '할 일', isPublic: true }).returning();
    await t.db.insert(images).values({ memberId: member.memberId, todoId: todo!.id, publicId: newPublicId(), contentType: 'image/png', bytes: await testImage() });
    const upload = await t.call({ method: 'POST', url: '/v1/member/profile', headers: member.auth, payload: form({ file: await testImage() }) });
    expect(upload.status).toBe(200);
    const [posting] = await t.db.query.recruitPostings.findMany({ limit: 1 });
    await t.db.insert(recruitScraps).values({ memberId: member.memberId, postingId: posting!.id });

    const { status, body } = await t.call({ method: 'POST', url: '/v1/member/auth/withdraw', headers: member.auth });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, data: null });

    expect(await t.db.$count(members, eq(members.id, member.memberId))).toBe(0);
    expect(await t.db.$count(todoGroups, eq(todoGroups.memberId, member.memberId))).toBe(0);
    expect(await t.db.$count(todos, eq(todos.todoGroupId, group!.id))).toBe(0);
    expect(await t.db.$count(images, eq(images.memberId, member.memberId))).toBe(0);
    expect(await t.db.$count(recruitScraps, eq(recruitScraps.memberId, member.memberId))).toBe(0);
    expect(await t.db.$count(refreshTokens, eq(refreshTokens.memberId, member.memberId))).toBe(0);
    expect((await t.call({ method: 'GET', url: upload.body.data.replace(/^https?:\/\/[^/]+/, '') })).status).toBe(404);

    const after = await t.call({ method: 'GET', url: '/v1/member/info', headers: member.auth });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('TOKEN_INVALID');
    expect((await refresh(member.refreshToken)).body.code).toBe('TOKEN_INVALID');
    expect((await login({ loginId: member.loginId, password: member.password })).status).toBe(401);

    const again = await signUp({ ...t.newMemberInput(), loginId: member.loginId, nickName: member.nickName });
    expect(again.status).toBe(200);
  });

  it('touches nobody else', async () => {
    const alice = await t.createMember();
    const bob = await t.createMember();
    await t.call({ method: 'POST', url: '/v1/member/auth/withdraw', headers: bob.auth });
    const info = await t.call({ method: 'GET', url: '/v1/member/info', headers: alice.auth });
    expect(info.status).toBe(200);
    expect(info.body.data.loginId).toBe(alice.loginId);
  });
});
