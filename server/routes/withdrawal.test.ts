// Withdrawal: the member and everything of theirs goes, and their tokens stop working.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { images, members, recruitScraps, refreshTokens, todoGroups, todos } from '../db/schema.ts';
import { newPublicId } from '../images.ts';
import { authCalls, bearer, useTestApp, form, testImage } from '../test-support/index.ts';

const t = useTestApp();
const { signUp, login, refresh } = authCalls(t);
const withdraw = (accessToken: string, payload?: object) =>
  t.call({ method: 'POST', url: '/v1/member/auth/withdraw', headers: bearer(accessToken), ...(payload && { payload }) });


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

    const { status, body } = await t.call({ method: 'POST', url: '/v1/member/auth/withdraw', headers: member.auth, payload: { currentPassword: member.password } });
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

  it('needs the current password: a wrong one is 400 WRONG_PASSWORD and nothing is deleted', async () => {
    const member = await t.createMember();
    const wrong = await withdraw(member.accessToken, { currentPassword: 'Wrong!2026' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'WRONG_PASSWORD', message: '현재 비밀번호가 일치하지 않습니다.' });
    expect(await t.db.$count(members, eq(members.id, member.memberId))).toBe(1);
    expect((await withdraw(member.accessToken, { currentPassword: member.password })).status).toBe(200);
    expect(await t.db.$count(members, eq(members.id, member.memberId))).toBe(0);
  });

  it('without the password (the original client) only within 10 minutes of a password login: a bare access token erases nothing', async () => {
    const member = await t.createMember();
    const now = Math.floor(Date.now() / 1000);
    const session = JSON.parse(Buffer.from(member.accessToken.split('.')[1]!, 'base64url').toString()).sid;
    const sign = (authTime?: number) => t.app.saegil.tokens.signAccessToken(member.memberId, { session, authTime });
    for (const token of [await sign(now - 11 * 60), await sign()]) {
      const refused = await withdraw(token);
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject({ code: 'RECENT_LOGIN_REQUIRED', message: '보안을 위해 현재 비밀번호를 입력한 뒤 탈퇴해주세요.' });
    }
    expect(await t.db.$count(members, eq(members.id, member.memberId))).toBe(1);
    expect((await withdraw(await sign(now - 9 * 60))).status).toBe(200);
    expect(await t.db.$count(members, eq(members.id, member.memberId))).toBe(0);
  });

  it('refuses an empty password with the field’s message', async () => {
    const member = await t.createMember();
    const empty = await withdraw(member.accessToken, { currentPassword: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([{ field: 'body.currentPassword', message: '현재 비밀번호를 입력해주세요.' }]);
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
