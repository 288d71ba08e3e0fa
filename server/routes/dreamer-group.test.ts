// A dreamer's group and its memos, as another member or a visitor sees them.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { todoGroups } from '../db/schema.ts';
import { FOREIGN_TOKEN, bearer, jobIdOf, useTestApp } from '../test-support/index.ts';
import type { TestMember } from '../test-support/index.ts';

const t = useTestApp();

describe("a dreamer's group and memos", () => {
  let owner: TestMember;
  let groupId: number;
  let publicTodo: number;
  let privateTodo: number;
  beforeAll(async () => {
    owner = await t.createMember();
    groupId = await t.saveJob(owner, jobIdOf('피부 미용사'));
    publicTodo = await t.addTodo(owner, groupId, { todoTitle: '공개 메모', isPublic: 'true', memoText: '피부 관리 실습 후기', link: 'https://youtu.be/dQw4w9WgXcQ' });
    privateTodo = await t.addTodo(owner, groupId, { todoTitle: '비공개 메모', memoText: '나만 보는 메모' });
  });

  it('shows others the public to-dos only, read only; the owner sees all of them', async () => {
    const visitor = await t.call({ method: 'GET', url: `/v1/todo/${groupId}` });
    expect(visitor.status).toBe(200);
    expect(visitor.body.data).toMatchObject({ todoGroupId: groupId, memberNickname: owner.nickName, jobName: '피부 미용사', daysAgo: 0 });
    expect(visitor.body.data.todos).toEqual([{ todoId: publicTodo, title: '공개 메모', completed: false, isMemoExist: true, isPublic: true }]);
    const own = await t.call({ method: 'GET', url: `/v1/todo/${groupId}`, headers: owner.auth });
    expect(own.body.data.todos).toHaveLength(7);
    expect(own.body.data.todos.slice(-2)).toEqual([
      { todoId: publicTodo, title: '공개 메모', completed: false, isMemoExist: true, isPublic: true },
      { todoId: privateTodo, title: '비공개 메모', completed: false, isMemoExist: true, isPublic: false },
    ]);
  });

  it('is 404 NOT_FOUND for an unknown group', async () => {
    const { status, body } = await t.call({ method: 'GET', url: '/v1/todo/987654' });
    expect(status).toBe(404);
    expect(body.code).toBe('NOT_FOUND');
  });

  it('shows a public memo to anyone, without counting a view', async () => {
    const before = (await t.db.select({ v: todoGroups.totalView }).from(todoGroups).where(eq(todoGroups.id, groupId)))[0]!.v;
    const { status, body } = await t.call({ method: 'GET', url: `/v1/todo/${publicTodo}/memo` });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      todoId: publicTodo,
      title: '공개 메모',
      isPublic: true,
      memoText: '피부 관리 실습 후기',
      link: 'https://youtu.be/dQw4w9WgXcQ',
      images: [],
    });
    const after = (await t.db.select({ v: todoGroups.totalView }).from(todoGroups).where(eq(todoGroups.id, groupId)))[0]!.v;
    expect(after).toBe(before);
  });

  it('refuses a private memo with TODO_MEMO_NOT_PUBLIC unless the caller owns it; a stale token is a visitor', async () => {
    const stranger = await t.createMember();
    for (const headers of [undefined, stranger.auth, bearer(FOREIGN_TOKEN)]) {
      const { status, body } = await t.call({ method: 'GET', url: `/v1/todo/${privateTodo}/memo`, headers });
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'TODO_MEMO_NOT_PUBLIC', message: '공개되지 않은 투두 메모입니다.' });
    }
    const own = await t.call({ method: 'GET', url: `/v1/todo/${privateTodo}/memo`, headers: owner.auth });
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ todoId: privateTodo, isPublic: false, memoText: '나만 보는 메모' });
  });

  it('is 404 TODO_NOT_FOUND for an unknown to-do', async () => {
    const { status, body } = await t.call({ method: 'GET', url: '/v1/todo/987654/memo' });
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 'TODO_NOT_FOUND', message: '투두 데이터를 찾을 수 없습니다.' });
  });
});
