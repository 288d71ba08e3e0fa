// My dream: saving a job and reading the own groups, and the tokens every my-dream call needs.
// (Adding to-dos: my-dream-todos.test.ts; changing them: my-dream-todo-changes.test.ts.)
import { beforeAll, describe, expect, it } from 'vitest';
import { JOBS } from '../seed/jobs.ts';
import { FOREIGN_TOKEN, bearer, jobIdOf, useTestApp, form } from '../test-support/index.ts';
import type { TestMember } from '../test-support/index.ts';

const t = useTestApp();
let alice: TestMember;
let bob: TestMember;

const CAREGIVER = jobIdOf('요양보호사');
const BARISTA = jobIdOf('바리스타');

beforeAll(async () => {
  [alice, bob] = await Promise.all([t.createMember(), t.createMember()]);
});

describe('saving a job and the own groups', () => {
  it('starts with no saved job: [] and a group of nulls', async () => {
    const member = await t.createMember();
    const jobs = await t.call({ method: 'GET', url: '/v1/my-dream/todo/jobs', headers: member.auth });
    expect(jobs.body.data).toEqual([]);
    const main = await t.call({ method: 'GET', url: '/v1/my-dream/todo', headers: member.auth });
    expect(main.status).toBe(200);
    expect(main.body.data).toEqual({
      todoGroupId: null,
      memberNickname: null,
      profileImage: null,
      daysAgo: null,
      jobName: null,
      totalView: null,
      todos: [],
    });
  });

  it('creates the group with the first five starter to-dos, open and private; the newest job becomes the main group', async () => {
    const member = await t.createMember();
    const first = await t.call({ method: 'POST', url: `/v1/my-dream/job/${CAREGIVER}`, headers: member.auth });
    expect(first.body.data).toEqual({ todoGroupId: expect.any(Number), jobName: '요양보호사' });
    const second = await t.saveJob(member, BARISTA);

    const jobs = await t.call({ method: 'GET', url: '/v1/my-dream/todo/jobs', headers: member.auth });
    expect(jobs.body.data).toEqual([
      { todoGroupId: first.body.data.todoGroupId, jobName: '요양보호사' },
      { todoGroupId: second, jobName: '바리스타' },
    ]);

    const main = await t.call({ method: 'GET', url: '/v1/my-dream/todo', headers: member.auth });
    expect(main.body.data).toMatchObject({
      todoGroupId: second,
      memberNickname: member.nickName,
      profileImage: null,
      daysAgo: 0,
      jobName: '바리스타',
      totalView: 0,
    });
    const starters = JOBS[BARISTA - 1]!.starterTodos.slice(0, 5);
    expect(main.body.data.todos.map((todo: { title: string }) => todo.title)).toEqual(starters);
    expect(main.body.data.todos.every((todo: Record<string, boolean>) => !todo.completed && !todo.isPublic && !todo.isMemoExist)).toBe(true);
  });

  it('refuses the same job twice (409 JOB_ALREADY_SAVED) and an unknown job (404)', async () => {
    const member = await t.createMember();
    await t.saveJob(member, CAREGIVER);
    const again = await t.call({ method: 'POST', url: `/v1/my-dream/job/${CAREGIVER}`, headers: member.auth });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'JOB_ALREADY_SAVED', message: '이미 담은 직업입니다.' });
    const jobs = await t.call({ method: 'GET', url: '/v1/my-dream/todo/jobs', headers: member.auth });
    expect(jobs.body.data).toHaveLength(1);
    const unknown = await t.call({ method: 'POST', url: '/v1/my-dream/job/999', headers: member.auth });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('NOT_FOUND');
  });

  it("shows one own group by id, refuses another member's (403) and an unknown one (404)", async () => {
    const groupId = await t.saveJob(alice, CAREGIVER);
    const own = await t.call({ method: 'GET', url: `/v1/my-dream/todo-group/${groupId}`, headers: alice.auth });
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ todoGroupId: groupId, jobName: '요양보호사', memberNickname: alice.nickName });
    const foreign = await t.call({ method: 'GET', url: `/v1/my-dream/todo-group/${groupId}`, headers: bob.auth });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('FORBIDDEN');
    const missing = await t.call({ method: 'GET', url: '/v1/my-dream/todo-group/987654', headers: alice.auth });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('NOT_FOUND');
  });
});

describe('tokens', () => {
  const calls = [
    { method: 'GET' as const, url: '/v1/my-dream/todo/jobs' },
    { method: 'GET' as const, url: '/v1/my-dream/todo' },
    { method: 'GET' as const, url: '/v1/my-dream/todo-group/1' },
    { method: 'GET' as const, url: '/v1/my-dream/todo/1' },
    { method: 'DELETE' as const, url: '/v1/my-dream/todo/1' },
    { method: 'PATCH' as const, url: '/v1/my-dream/todo/1/complete-state', payload: { completed: true } },
    { method: 'PATCH' as const, url: '/v1/my-dream/todo/1/public-state', payload: { isPublic: true } },
    { method: 'POST' as const, url: `/v1/my-dream/job/${CAREGIVER}` },
  ];

  it('answers 401 without a token, with a foreign token and with an expired one, changing nothing', async () => {
    const expired = await t.expiredToken(alice.memberId);
    const before = await t.call({ method: 'GET', url: '/v1/my-dream/todo/jobs', headers: alice.auth });
    for (const call of calls) {
      const none = await t.call(call);
      expect(none.status, call.url).toBe(401);
      expect(none.body.code).toBe('TOKEN_MISSING');
      expect((await t.call({ ...call, headers: bearer(FOREIGN_TOKEN) })).body.code).toBe('TOKEN_INVALID');
      expect((await t.call({ ...call, headers: bearer(expired) })).body.code).toBe('TOKEN_EXPIRED');
    }
    const create = await t.call({ method: 'POST', url: '/v1/my-dream/todo-group/1', body: form({ todoTitle: '몰래' }) });
    expect(create.status).toBe(401);
    const update = await t.call({ method: 'PUT', url: '/v1/my-dream/todo/1', body: form({ todoTitle: '몰래', isPublic: 'true' }) });
    expect(update.status).toBe(401);
    const after = await t.call({ method: 'GET', url: '/v1/my-dream/todo/jobs', headers: alice.auth });
    expect(after.body.data).toEqual(before.body.data);
  });
});
