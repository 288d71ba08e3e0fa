// Removing saved jobs, and who may call the member operations (tokens and other members).
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { members, todoGroups } from '../db/schema.ts';
import { FOREIGN_TOKEN, bearer, useTestApp, form, testImage } from '../test-support/index.ts';
import type { TestMember } from '../test-support/index.ts';

const t = useTestApp();

describe('removing saved jobs', () => {
  it('removes the chosen groups with their to-dos and skips jobs not saved', async () => {
    const member = await t.createMember();
    await t.insertJobGroups(member, [1, 5, 18]);
    const { status } = await t.call({ method: 'DELETE', url: '/v1/member/job', headers: member.auth, payload: { jobIds: [1, 18, 7] } });
    expect(status).toBe(200);
    expect((await t.memberInfo(member)).jobs).toEqual([{ jobId: 5, jobName: '직업상담사' }]);
    const again = await t.call({ method: 'DELETE', url: '/v1/member/job', headers: member.auth, payload: { jobIds: [1, 18, 7] } });
    expect(again.status).toBe(200);
  });

  it.each([
    [[], '하나 이상 보내주세요.'],
    [[1, 1], '같은 값을 두 번 보낼 수 없습니다.'],
    [[0], '1 이상이어야 합니다.'],
    [Array.from({ length: 21 }, (_, i) => i + 1), '20개까지 보낼 수 있습니다.'],
  ])('jobIds %j → %s', async (jobIds, message) => {
    const member = await t.createMember();
    const { status, body } = await t.call({ method: 'DELETE', url: '/v1/member/job', headers: member.auth, payload: { jobIds } });
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ field: 'body.jobIds', message }]);
  });
});

// Every member-only operation of the member areas: no token, a bad token, an expired token, and another member's
// token (which acts on that member only). Nothing leaks and nothing changes.
describe('authorization', () => {
  const operations = [
    { name: 'getMemberInfo', method: 'GET', url: '/v1/member/info' },
    { name: 'changePassword', method: 'PUT', url: '/v1/member/password', payload: { newPassword: 'Other#2027', newPasswordCheck: 'Other#2027' } },
    { name: 'changeNickname', method: 'PUT', url: '/v1/member/nickname', payload: { newNickName: '바뀐별명' } },
    { name: 'changeRegion', method: 'PUT', url: '/v1/member/region', payload: { newRegionCode: 31710 } },
    { name: 'removeMemberJobs', method: 'DELETE', url: '/v1/member/job', payload: { jobIds: [1] } },
    { name: 'uploadProfileImage', method: 'POST', url: '/v1/member/profile', multipart: true },
    { name: 'deleteProfileImage', method: 'DELETE', url: '/v1/member/profile' },
    { name: 'withdraw', method: 'POST', url: '/v1/member/auth/withdraw' },
  ] as const;

  let alice: TestMember;
  let snapshot: unknown;
  const state = async () => {
    const [row] = await t.db.select().from(members).where(eq(members.id, alice.memberId));
    const groups = await t.db.select({ jobId: todoGroups.jobId }).from(todoGroups).where(eq(todoGroups.memberId, alice.memberId));
    return { row, groups };
  };
  beforeAll(async () => {
    alice = await t.createMember();
    await t.insertJobGroups(alice, [1]);
    expect((await t.call({ method: 'POST', url: '/v1/member/profile', headers: alice.auth, payload: form({ file: await testImage() }) })).status).toBe(200);
    snapshot = await state();
  });

  const send = async (op: (typeof operations)[number], headers: Record<string, string>) =>
    t.call({
      method: op.method,
      url: op.url,
      headers,
      ...('payload' in op ? { payload: op.payload } : {}),
      ...('multipart' in op ? { payload: form({ file: await testImage() }) } : {}),
    });

  for (const op of operations) {
    it(`${op.name}: no token → 401 TOKEN_MISSING`, async () => {
      const { status, body } = await send(op, {});
      expect(status).toBe(401);
      expect(body).toMatchObject({ success: false, statusCode: 401, code: 'TOKEN_MISSING', message: '인증 토큰이 없습니다. 로그인 후 다시 시도해주세요.' });
      expect(await state()).toEqual(snapshot);
    });

    it(`${op.name}: bad tokens → 401 TOKEN_INVALID`, async () => {
      for (const headers of [bearer(FOREIGN_TOKEN), bearer('not.a.jwt'), { authorization: `Basic ${alice.accessToken}` }, { authorization: 'Bearer' }]) {
        const { status, body } = await send(op, headers);
        expect(status).toBe(401);
        expect(body.code).toBe('TOKEN_INVALID');
      }
      expect(await state()).toEqual(snapshot);
    });

    it(`${op.name}: expired token → 401 TOKEN_EXPIRED`, async () => {
      const { status, body } = await send(op, bearer(await t.expiredToken(alice.memberId)));
      expect(status).toBe(401);
      expect(body).toMatchObject({ code: 'TOKEN_EXPIRED', message: '로그인이 만료되었습니다. 다시 로그인해주세요.' });
      expect(await state()).toEqual(snapshot);
    });

    it(`${op.name}: another member's token acts on that member only`, async () => {
      const bob = await t.createMember();
      const { status, body } = await send(op, bob.auth);
      expect(status).toBe(200);
      if (op.name === 'getMemberInfo') {
        expect(body.data.loginId).toBe(bob.loginId);
        expect(JSON.stringify(body)).not.toContain(alice.loginId);
      }
      expect(await state()).toEqual(snapshot);
    });
  }

  it('an anonymous caller gets 401 before any validation detail', async () => {
    const { status, body } = await t.call({ method: 'PUT', url: '/v1/member/password', payload: { newPassword: 'x' } });
    expect(status).toBe(401);
    expect(body.errors).toBeUndefined();
  });
});
