// Sign-up and the login id / nickname duplicate checks. (Login and refresh: login.test.ts; withdrawal: withdrawal.test.ts.)
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../db/schema.ts';
import { bearer, authCalls, useTestApp } from '../test-support/index.ts';

const t = useTestApp();
const { signUp, login } = authCalls(t);


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
