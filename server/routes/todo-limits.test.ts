// Caps and counts: the 200-to-do cap under simultaneous adds, one view per viewer per group per day (never the
// owner's), and pages that stay whole whatever one member stores (a full group, huge counts, the longest texts).
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { todoGroupViews, todoGroups, todos } from '../db/schema.ts';
import { jobIdOf, useTestApp, form } from '../test-support/index.ts';
import type { TestMember } from '../test-support/index.ts';


const t = useTestApp();

async function newGroup(member: TestMember, job: number): Promise<number> {
  const { status, body } = await t.call({ method: 'POST', url: `/v1/my-dream/job/${job}`, headers: member.auth });
  expect(status).toBe(200);
  return body.data.todoGroupId;
}

/** Fills a group up to `total` to-dos straight in the database (what the cap is about is the API's behaviour). */
async function fillTo(groupId: number, total: number, row: (n: number) => { title: string; isPublic?: boolean; completed?: boolean } = (n) => ({ title: `할 일 ${n}` })) {
  const held = await t.db.$count(todos, eq(todos.todoGroupId, groupId));
  const rows = Array.from({ length: total - held }, (_, i) => ({ todoGroupId: groupId, ...row(held + i + 1) }));
  for (let i = 0; i < rows.length; i += 100) await t.db.insert(todos).values(rows.slice(i, i + 100));
}

const totalView = async (groupId: number) => (await t.db.select({ v: todoGroups.totalView }).from(todoGroups).where(eq(todoGroups.id, groupId)))[0]!.v;

describe('the 200-to-do cap', () => {
  it('holds under 20 simultaneous adds at 199: one is accepted, the others get 409 TODO_LIMIT_REACHED', async () => {
    const member = await t.createMember();
    const groupId = await newGroup(member, jobIdOf('바리스타'));
    await fillTo(groupId, 199);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        t.call({ method: 'POST', url: `/v1/my-dream/todo-group/${groupId}`, headers: member.auth, payload: form({ todoTitle: `동시에 ${n}` }) }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(19);
    for (const { status, body } of refused) {
      expect(status).toBe(409);
      expect(body).toMatchObject({
        success: false,
        statusCode: 409,
        code: 'TODO_LIMIT_REACHED',
        message: '할 일은 직업 하나에 200개까지 만들 수 있습니다. 끝난 할 일을 지우고 다시 추가해주세요.',
      });
    }
    expect(await t.db.$count(todos, eq(todos.todoGroupId, groupId))).toBe(200);
    // after deleting one, adding works again
    const [last] = await t.db.select({ id: todos.id }).from(todos).where(eq(todos.todoGroupId, groupId)).orderBy(sql`${todos.id} desc`).limit(1);
    expect((await t.call({ method: 'DELETE', url: `/v1/my-dream/todo/${last!.id}`, headers: member.auth })).status).toBe(200);
    const again = await t.call({ method: 'POST', url: `/v1/my-dream/todo-group/${groupId}`, headers: member.auth, payload: form({ todoTitle: '하나 더' }) });
    expect(again.status).toBe(200);
  });
});

describe('조회수', () => {
  let owner: TestMember;
  let groupId: number;
  beforeAll(async () => {
    owner = await t.createMember();
    groupId = await newGroup(owner, jobIdOf('피부 미용사'));
    // others see (and count looks at) a group with a public to-do only
    await t.addTodo(owner, groupId, { todoTitle: '공개한 할 일', isPublic: 'true' });
  });
  const look = (headers: Record<string, string> = {}) => t.call({ method: 'GET', url: `/v1/todo/${groupId}`, headers });

  it('never counts the owner', async () => {
    for (let i = 0; i < 3; i++) expect((await look(owner.auth)).body.data.totalView).toBe(0);
    expect(await totalView(groupId)).toBe(0);
  });

  it('counts a visitor once a day by their address alone, however often they reload or change browsers', async () => {
    const firefox = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0' };
    const first = await look(firefox);
    expect(first.body.data.totalView).toBe(1);
    for (let i = 0; i < 30; i++) await look(firefox);
    // 25 browsers (user agents) from one address are one visitor: the count cannot be pumped by changing agents
    for (let agent = 0; agent < 25; agent++) await look({ 'user-agent': `Mozilla/5.0 Chrome/${100 + agent}` });
    await look();
    expect(await totalView(groupId)).toBe(1);
    // another address is another visitor
    const elsewhere = await t.app.inject({ method: 'GET', url: `/v1/todo/${groupId}`, headers: firefox, remoteAddress: '203.0.113.7' });
    expect(elsewhere.json().data.totalView).toBe(2);
    // no IP or user agent is kept
    const viewers = await t.db.select({ viewer: todoGroupViews.viewer }).from(todoGroupViews).where(eq(todoGroupViews.todoGroupId, groupId));
    expect(viewers.every((row) => /^v:[A-Za-z0-9_-]{43}$/.test(row.viewer))).toBe(true);
    expect(JSON.stringify(viewers)).not.toMatch(/127\.0\.0\.1|203\.0\.113|Firefox/);
  });

  it('counts a member once a day, also when they look many times at once', async () => {
    const member = await t.createMember();
    const before = await totalView(groupId);
    const answers = await Promise.all(Array.from({ length: 10 }, () => look(member.auth)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await totalView(groupId)).toBe(before + 1);
  });

  it('counts the same viewer again on another day', async () => {
    const member = await t.createMember();
    await look(member.auth);
    const before = await totalView(groupId);
    await look(member.auth);
    expect(await totalView(groupId)).toBe(before);
    // it is tomorrow: yesterday's looks are yesterday's
    await t.db.update(todoGroupViews).set({ day: sql`${todoGroupViews.day} - 1` }).where(eq(todoGroupViews.todoGroupId, groupId));
    await look(member.auth);
    expect(await totalView(groupId)).toBe(before + 1);
  });
});

describe('what one member stores cannot break a page for others', () => {
  const LONG_TITLE = '가'.repeat(100);
  let heavyGroup: number;
  let overGroup: number;
  let job: number;
  beforeAll(async () => {
    job = jobIdOf('산후관리사');
    const heavy = await t.createMember({ nickName: '가나다라마바사아' });
    heavyGroup = await newGroup(heavy, job);
    await t.db.delete(todos).where(eq(todos.todoGroupId, heavyGroup)); // the starter to-dos are private
    await fillTo(heavyGroup, 200, () => ({ title: LONG_TITLE, isPublic: true, completed: true }));
    await t.db
      .update(todos)
      .set({ memoText: '메'.repeat(5000), link: `https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=${'1'.repeat(150)}` })
      .where(eq(todos.todoGroupId, heavyGroup));
    await t.db.update(todoGroups).set({ totalView: 2_147_483_647 }).where(eq(todoGroups.id, heavyGroup));
    // a group filled past the cap before it held (rows written straight into the database)
    const older = await t.createMember();
    overGroup = await newGroup(older, job);
    await t.db.delete(todos).where(eq(todos.todoGroupId, overGroup));
    await fillTo(overGroup, 230, () => ({ title: LONG_TITLE, isPublic: true }));
    await t.db.update(todoGroups).set({ totalView: 2_000_000_000 }).where(eq(todoGroups.id, overGroup));
  });

  // every answer is checked against the contract (test kit): a reply that broke it would be a 500 here
  it.each([
    ['home: popular dreamers', () => '/v1/todo/other/public'],
    ['job info: its dreamers', () => `/v1/todo/other/simple/${job}`],
    ['/others: the dreamers of a job', () => `/v1/todo/other/${job}`],
    ['/otherslist: the full group', () => `/v1/todo/${heavyGroup}`],
    ['/otherslist: the group past the cap', () => `/v1/todo/${overGroup}`],
  ])('%s answers 200 within the contract', async (_name, url) => {
    const { status, body } = await t.call({ method: 'GET', url: url() });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
  });

  it('shows the heavy groups first, with their counts capped as the contract says', async () => {
    const { body } = await t.call({ method: 'GET', url: `/v1/todo/other/simple/${job}` });
    expect(body.data.slice(0, 2).map((card: { todoGroupId: number }) => card.todoGroupId)).toEqual([heavyGroup, overGroup]);
    for (const card of body.data.slice(0, 2)) {
      expect(card.todoCount).toBe(200);
      expect(card.todos).toHaveLength(4);
      expect(card.todos[0].title).toBe(LONG_TITLE);
    }
    const group = await t.call({ method: 'GET', url: `/v1/todo/${overGroup}` });
    expect(group.body.data.todos).toHaveLength(200);
    expect(group.body.data.totalView).toBe(999_999);
  });

  it("the memo of a to-do with the longest memo and link opens for others", async () => {
    const [first] = await t.db.select({ id: todos.id }).from(todos).where(eq(todos.todoGroupId, heavyGroup)).limit(1);
    const { status, body } = await t.call({ method: 'GET', url: `/v1/todo/${first!.id}/memo` });
    expect(status).toBe(200);
    expect(body.data.memoText).toHaveLength(5000);
  });
});
