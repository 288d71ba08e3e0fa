// Dreamers: the dreamers of a job, popular dreamers and dreamers of the same jobs. (One dreamer's group: dreamer-group.test.ts.)
import { and, count, desc, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { todoGroups } from '../db/schema.ts';
import { hasPublicTodo } from '../domain/dreamer-cards.ts';
import { FOREIGN_TOKEN, bearer, jobIdOf, useTestApp } from '../test-support/index.ts';
import type { TestMember } from '../test-support/index.ts';

const t = useTestApp();
/** No demo member saved this job, so its dreamers are only the ones made here. */
const PET_GROOMER = jobIdOf('반려동물 미용사');
const CAREGIVER = jobIdOf('요양보호사');

type Card = { todoGroupId: number; jobName: string; memberNickname: string; todoCount: number; todos: { title: string; completed: boolean }[] };

async function setViews(groupId: number, totalView: number) {
  await t.db.update(todoGroups).set({ totalView }).where(eq(todoGroups.id, groupId));
}

/** Most viewed first, then the most recently made: the order every dreamer list uses (of the groups with a public to-do). */
async function expectedOrder(jobFilter?: number) {
  const rows = await t.db
    .select({ id: todoGroups.id })
    .from(todoGroups)
    .where(and(hasPublicTodo, jobFilter ? eq(todoGroups.jobId, jobFilter) : undefined))
    .orderBy(desc(todoGroups.totalView), desc(todoGroups.id));
  return rows.map((row) => row.id);
}

describe('dreamers of a job', () => {
  let groups: number[];
  let members: TestMember[];
  beforeAll(async () => {
    members = await Promise.all(Array.from({ length: 10 }, () => t.createMember()));
    groups = [];
    for (const member of members) groups.push(await t.saveJob(member, PET_GROOMER));
    // a group is a dreamer to others once it has a public to-do (dreamer-visibility.test.ts: not before)
    for (const [i, member] of members.entries()) await t.addTodo(member, groups[i]!, { todoTitle: `공개 ${i}`, isPublic: 'true' });
    await setViews(groups[3]!, 50);
    await setViews(groups[7]!, 50);
    await setViews(groups[0]!, 80);
  });

  it('pages the dreamers 8 at a time, most viewed first, newest first on a tie', async () => {
    const order = await expectedOrder(PET_GROOMER);
    expect(order.slice(0, 3)).toEqual([groups[0], groups[7], groups[3]]);
    const first = await t.call({ method: 'GET', url: `/v1/todo/other/${PET_GROOMER}` });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ totalElements: 10, totalPages: 2, number: 0, size: 8 });
    const second = await t.call({ method: 'GET', url: `/v1/todo/other/${PET_GROOMER}?page=1` });
    const ids = [...first.body.data.content, ...second.body.data.content].map((card: Card) => card.todoGroupId);
    expect(ids).toEqual(order);
    const past = await t.call({ method: 'GET', url: `/v1/todo/other/${PET_GROOMER}?page=2` });
    expect(past.body.data).toMatchObject({ content: [], totalElements: 10, number: 2 });
  });

  it('previews the first four of the same order', async () => {
    const { status, body } = await t.call({ method: 'GET', url: `/v1/todo/other/simple/${PET_GROOMER}` });
    expect(status).toBe(200);
    expect(body.data.map((card: Card) => card.todoGroupId)).toEqual((await expectedOrder(PET_GROOMER)).slice(0, 4));
  });

  it('shows a card with region, count and the first four public to-dos in the order they were made', async () => {
    // starter to-dos are private: a card shows none of them and counts none
    const fresh = (await t.call({ method: 'GET', url: `/v1/todo/other/simple/${PET_GROOMER}` })).body.data[0];
    expect(fresh).toMatchObject({ todoGroupId: groups[0], todoCount: 1, todos: [{ title: '공개 0', completed: false }] });
    const owner = members[0]!;
    const titles = ['미용 도구 사기', '학원 상담', '자격증 접수', '실습 신청', '포트폴리오 만들기'];
    for (const title of titles) await t.addTodo(owner, groups[0]!, { todoTitle: title, isPublic: 'true' });
    await t.addTodo(owner, groups[0]!, { todoTitle: '비공개 일', isPublic: 'false' });
    const { body } = await t.call({ method: 'GET', url: `/v1/todo/other/simple/${PET_GROOMER}` });
    expect(body.data[0]).toEqual({
      todoGroupId: groups[0],
      regionName: '서울특별시 종로구',
      jobName: '반려동물 미용사',
      memberNickname: owner.nickName,
      daysAgo: 0,
      todoCount: 6,
      profileImage: null,
      todos: ['공개 0', ...titles.slice(0, 3)].map((title) => ({ title, completed: false })),
    });
  });

  it('is 404 for an unknown job and 400 for a bad page', async () => {
    expect((await t.call({ method: 'GET', url: '/v1/todo/other/999' })).body.code).toBe('NOT_FOUND');
    expect((await t.call({ method: 'GET', url: '/v1/todo/other/simple/999' })).status).toBe(404);
    expect((await t.call({ method: 'GET', url: `/v1/todo/other/${PET_GROOMER}?page=-1` })).status).toBe(400);
  });
});

describe('popular and same-job dreamers', () => {
  it('shows at most 12 popular dreamers to visitors, most viewed first, ignoring a stale token', async () => {
    const visitor = await t.call({ method: 'GET', url: '/v1/todo/other/public' });
    expect(visitor.status).toBe(200);
    expect(visitor.body.data.map((card: Card) => card.todoGroupId)).toEqual((await expectedOrder()).slice(0, 12));
    const stale = await t.call({ method: 'GET', url: '/v1/todo/other/public', headers: bearer(FOREIGN_TOKEN) });
    expect(stale.status).toBe(200);
    expect(stale.body.data).toEqual(visitor.body.data);
  });

  it("leaves the member's own groups out of the popular dreamers", async () => {
    const member = await t.createMember();
    const own = await t.saveJob(member, CAREGIVER);
    await t.addTodo(member, own, { todoTitle: '교육원 알아보기', isPublic: 'true' });
    await setViews(own, 100_000);
    const visitor = await t.call({ method: 'GET', url: '/v1/todo/other/public' });
    expect(visitor.body.data[0].todoGroupId).toBe(own);
    const mine = await t.call({ method: 'GET', url: '/v1/todo/other/public', headers: member.auth });
    expect(mine.body.data.map((card: Card) => card.todoGroupId)).not.toContain(own);
    expect(mine.body.data).toHaveLength(12);
    await setViews(own, 0);
  });

  it("shows other members preparing the member's jobs, never the member", async () => {
    const member = await t.createMember();
    expect((await t.call({ method: 'GET', url: '/v1/todo/other', headers: member.auth })).body.data).toEqual([]);
    const own = await t.saveJob(member, CAREGIVER);
    const { status, body } = await t.call({ method: 'GET', url: '/v1/todo/other', headers: member.auth });
    expect(status).toBe(200);
    const cards = body.data as Card[];
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(12);
    expect(cards.every((card) => card.jobName === '요양보호사')).toBe(true);
    expect(cards.map((card) => card.todoGroupId)).not.toContain(own);
    const [others] = await t.db
      .select({ n: count() })
      .from(todoGroups)
      .where(and(hasPublicTodo, eq(todoGroups.jobId, CAREGIVER), ne(todoGroups.memberId, member.memberId)));
    expect(cards.length).toBe(Math.min(12, others!.n));
  });

  it('needs a token for the same-job dreamers', async () => {
    const { status, body } = await t.call({ method: 'GET', url: '/v1/todo/other' });
    expect(status).toBe(401);
    expect(body.code).toBe('TOKEN_MISSING');
  });
});
