// Saving a job does not make a member a public dreamer: a group with no public to-do is absent from every dreamer
// view others have (cards, counts, its page, which answers 404 and counts no view), and appears once a to-do is public.
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { todoGroupViews, todoGroups } from '../db/schema.ts';
import { FOREIGN_TOKEN, bearer, jobIdOf, useTestApp } from '../test-support/index.ts';
import type { TestMember } from '../test-support/index.ts';

const t = useTestApp();
/** 선희, a demo member, prepares this job with public to-dos: the lists are not empty without the new member. */
const JOB = jobIdOf('산후관리사');
const JOB_NAME = '산후관리사';

type Card = { todoGroupId: number };

describe('a member who saved a job and made nothing public', () => {
  let member: TestMember;
  let peer: TestMember;
  let groupId: number;
  let privateTodo: number;
  beforeAll(async () => {
    member = await t.createMember({ regionCode: 11350 });
    peer = await t.createMember();
    groupId = await t.saveJob(member, JOB);
    await t.saveJob(peer, JOB);
    privateTodo = await t.addTodo(member, groupId, { todoTitle: '나만 보는 할 일', isPublic: 'false' });
    // the most viewed group of all: if it were listed anywhere, it would be first
    await t.db.update(todoGroups).set({ totalView: 900_000 }).where(eq(todoGroups.id, groupId));
  });

  async function views() {
    const [group] = await t.db.select({ v: todoGroups.totalView }).from(todoGroups).where(eq(todoGroups.id, groupId));
    const [looks] = await t.db.select({ n: count() }).from(todoGroupViews).where(eq(todoGroupViews.todoGroupId, groupId));
    return { total: group!.v, looks: looks!.n };
  }

  /** Every dreamer view someone else has: which of them show the group, and the counts of the job's dreamers. */
  async function seenByOthers() {
    const page = (await t.call({ method: 'GET', url: `/v1/todo/other/${JOB}` })).body.data;
    const simple = (await t.call({ method: 'GET', url: `/v1/todo/other/simple/${JOB}` })).body.data as Card[];
    const popular = (await t.call({ method: 'GET', url: '/v1/todo/other/public' })).body.data as Card[];
    const popularForPeer = (await t.call({ method: 'GET', url: '/v1/todo/other/public', headers: peer.auth })).body.data as Card[];
    const sameJob = (await t.call({ method: 'GET', url: '/v1/todo/other', headers: peer.auth })).body.data as Card[];
    const jobPages = await Promise.all([0, 1, 2].map((n) => t.call({ method: 'GET', url: `/v1/job/list?pageNum=${n}` })));
    const jobCount = jobPages
      .flatMap((p) => p.body.data.content as { jobName: string; todoGroupNum: number }[])
      .find((job) => job.jobName === JOB_NAME)!.todoGroupNum;
    const shows = (cards: Card[]) => cards.some((card) => card.todoGroupId === groupId);
    return {
      listed: [shows(page.content), shows(simple), shows(popular), shows(popularForPeer), shows(sameJob)],
      totalElements: page.totalElements as number,
      jobCount,
    };
  }

  it('is on no list, in no count, and its group is 404 to others without counting a view', async () => {
    const seen = await seenByOthers();
    expect(seen.listed).toEqual([false, false, false, false, false]);
    // 선희 only (the peer has made nothing public either)
    expect(seen.totalElements).toBe(1);
    expect(seen.jobCount).toBe(1);
    const before = await views();
    for (const headers of [undefined, peer.auth, bearer(FOREIGN_TOKEN)]) {
      const { status, body } = await t.call({ method: 'GET', url: `/v1/todo/${groupId}`, headers });
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: 'NOT_FOUND', message: '할 일 목록을 찾을 수 없습니다.' });
      expect(JSON.stringify(body)).not.toContain(member.nickName);
    }
    expect(await views()).toEqual(before);
  });

  it('still shows the owner their own group with every to-do', async () => {
    const { status, body } = await t.call({ method: 'GET', url: `/v1/todo/${groupId}`, headers: member.auth });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ todoGroupId: groupId, memberNickname: member.nickName, jobName: JOB_NAME });
    expect(body.data.todos.map((todo: { todoId: number }) => todo.todoId)).toContain(privateTodo);
    expect(body.data.todos.every((todo: { isPublic: boolean }) => !todo.isPublic)).toBe(true);
  });

  it('appears everywhere once a to-do is public, with that to-do only, and leaves again when it is private', async () => {
    const shown = await t.call({ method: 'PATCH', url: `/v1/my-dream/todo/${privateTodo}/public-state`, headers: member.auth, payload: { isPublic: true } });
    expect(shown.status).toBe(200);
    const seen = await seenByOthers();
    expect(seen.listed).toEqual([true, true, true, true, true]);
    expect(seen.totalElements).toBe(2);
    expect(seen.jobCount).toBe(2);
    const card = (await t.call({ method: 'GET', url: `/v1/todo/other/simple/${JOB}` })).body.data[0];
    expect(card).toMatchObject({ todoGroupId: groupId, regionName: '서울특별시 노원구', memberNickname: member.nickName, daysAgo: 0, todoCount: 1 });
    expect(card.todos).toEqual([{ title: '나만 보는 할 일', completed: false }]);

    const before = await views();
    const visitor = await t.call({ method: 'GET', url: `/v1/todo/${groupId}` });
    expect(visitor.status).toBe(200);
    expect(visitor.body.data.todos.map((todo: { todoId: number }) => todo.todoId)).toEqual([privateTodo]);
    expect((await views()).looks).toBe(before.looks + 1);

    await t.call({ method: 'PATCH', url: `/v1/my-dream/todo/${privateTodo}/public-state`, headers: member.auth, payload: { isPublic: false } });
    expect((await seenByOthers()).listed).toEqual([false, false, false, false, false]);
    expect((await t.call({ method: 'GET', url: `/v1/todo/${groupId}`, headers: peer.auth })).status).toBe(404);
  });

  it('appears when a to-do is added as public, too', async () => {
    await t.addTodo(member, groupId, { todoTitle: '교육기관 알아보기', isPublic: 'true' });
    expect((await seenByOthers()).listed).toEqual([true, true, true, true, true]);
  });
});
