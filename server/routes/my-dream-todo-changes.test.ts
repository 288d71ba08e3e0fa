// My dream: updating, completing, publishing and deleting to-dos, and another member reading or changing them.
import { beforeAll, describe, expect, it } from 'vitest';
import { jobIdOf, useTestApp, testImage } from '../test-support/index.ts';
import type { TestMember } from '../test-support/index.ts';

const t = useTestApp();
let alice: TestMember;
let bob: TestMember;

const BARISTA = jobIdOf('바리스타');

describe('changing to-dos with memo, link and images', () => {
  let groupId: number;
  beforeAll(async () => {
    [alice, bob] = await Promise.all([t.createMember(), t.createMember()]);
    groupId = await t.saveJob(bob, BARISTA);
  });

  it('updates title, visibility, memo and images: deleted ones first, then the new ones; foreign ids ignored; PUT replaces', async () => {
    const png = await testImage('png');
    const created = await t.createTodo(bob, groupId, { todoTitle: '수정 전', memoText: '처음 메모', link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', images: [png, png] });
    const todoId = created.body.data.todoId as number;
    await t.call({ method: 'PATCH', url: `/v1/my-dream/todo/${todoId}/complete-state`, headers: bob.auth, payload: { completed: true } });
    const before = await t.call({ method: 'GET', url: `/v1/my-dream/todo/${todoId}`, headers: bob.auth });
    const [keep, drop] = (before.body.data.images as { imageId: number }[]).map((i) => i.imageId);

    const updated = await t.updateTodo(bob, todoId, {
      todoTitle: ' 수정 후 ',
      isPublic: 'true',
      memoText: '처음 메모',
      link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      deleteImages: [drop!, 999_999],
      newImages: [await testImage('webp')],
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ todoId, title: '수정 후', isPublic: true, memoText: '처음 메모', link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    const ids = (updated.body.data.images as { imageId: number }[]).map((i) => i.imageId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(keep);
    expect(ids).not.toContain(drop);

    const emptied = await t.updateTodo(bob, todoId, { todoTitle: '수정 후', isPublic: 'true', memoText: '', link: '' });
    expect(emptied.body.data).toMatchObject({ memoText: null, link: null });
    await t.updateTodo(bob, todoId, { todoTitle: '수정 후', isPublic: 'true', memoText: '다시 쓴 메모', link: 'https://youtu.be/dQw4w9WgXcQ' });
    // the original client leaves empty fields out: a memo and link not sent are cleared (PUT replaces)
    const cleared = await t.updateTodo(bob, todoId, { todoTitle: '수정 후', isPublic: 'false' });
    expect(cleared.body.data).toMatchObject({ isPublic: false, memoText: null, link: null });
    expect(cleared.body.data.images).toHaveLength(2);
    const group = await t.call({ method: 'GET', url: `/v1/my-dream/todo-group/${groupId}`, headers: bob.auth });
    // completion is not the update's business, and the images still make a memo
    expect(group.body.data.todos.find((todo: { todoId: number }) => todo.todoId === todoId)).toMatchObject({ completed: true, isMemoExist: true });
  });

  it('refuses an update that would leave more than five images, changing nothing', async () => {
    const png = await testImage('png');
    const created = await t.createTodo(bob, groupId, { todoTitle: '다섯 장', images: [png, png, png, png] });
    const todoId = created.body.data.todoId as number;
    const tooMany = await t.updateTodo(bob, todoId, { todoTitle: '바뀌면 안 됨', isPublic: 'true', newImages: [png, png] });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.code).toBe('VALIDATION_FAILED');
    const after = await t.call({ method: 'GET', url: `/v1/my-dream/todo/${todoId}`, headers: bob.auth });
    expect(after.body.data).toMatchObject({ title: '다섯 장', isPublic: false });
    expect(after.body.data.images).toHaveLength(4);
    const swap = await t.updateTodo(bob, todoId, { todoTitle: '다섯 장', isPublic: 'false', deleteImages: [after.body.data.images[0].imageId], newImages: [png, png] });
    expect(swap.status).toBe(200);
    expect(swap.body.data.images).toHaveLength(5);
  });

  it('sets completion and visibility to the value sent (twice is the same)', async () => {
    const { body } = await t.createTodo(bob, groupId, { todoTitle: '체크' });
    const todoId = body.data.todoId as number;
    for (let i = 0; i < 2; i++) {
      const done = await t.call({ method: 'PATCH', url: `/v1/my-dream/todo/${todoId}/complete-state`, headers: bob.auth, payload: { completed: true } });
      expect(done.status).toBe(200);
      expect(done.body.data).toMatchObject({ todoId, completed: true, isPublic: false });
    }
    for (let i = 0; i < 2; i++) {
      const shown = await t.call({ method: 'PATCH', url: `/v1/my-dream/todo/${todoId}/public-state`, headers: bob.auth, payload: { isPublic: true } });
      expect(shown.body.data).toMatchObject({ todoId, completed: true, isPublic: true });
    }
    const undone = await t.call({ method: 'PATCH', url: `/v1/my-dream/todo/${todoId}/complete-state`, headers: bob.auth, payload: { completed: false } });
    expect(undone.body.data.completed).toBe(false);
    const bad = await t.call({ method: 'PATCH', url: `/v1/my-dream/todo/${todoId}/complete-state`, headers: bob.auth, payload: { completed: 'yes' } });
    expect(bad.status).toBe(400);
  });

  it('deletes a to-do with its images; a second delete is 404 TODO_NOT_FOUND', async () => {
    const created = await t.createTodo(bob, groupId, { todoTitle: '지울 일', images: [await testImage('png')] });
    const todoId = created.body.data.todoId as number;
    const detail = await t.call({ method: 'GET', url: `/v1/my-dream/todo/${todoId}`, headers: bob.auth });
    // a private to-do: the owner's URL carries the owner's pass
    const imagePath = detail.body.data.images[0].imageUrl as string;
    expect((await t.app.inject({ method: 'GET', url: imagePath })).statusCode).toBe(200);
    const deleted = await t.call({ method: 'DELETE', url: `/v1/my-dream/todo/${todoId}`, headers: bob.auth });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: imagePath })).statusCode).toBe(404);
    const again = await t.call({ method: 'DELETE', url: `/v1/my-dream/todo/${todoId}`, headers: bob.auth });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ code: 'TODO_NOT_FOUND', message: '투두 데이터를 찾을 수 없습니다.' });
  });

  it("reads another member's to-do as the spec's to-do detail: private 400 TODO_MEMO_NOT_PUBLIC, public read-only 200", async () => {
    const secret = (await t.createTodo(bob, groupId, { todoTitle: '밥만 보는 일', memoText: '비밀 메모' })).body.data.todoId as number;
    const shared = (await t.createTodo(bob, groupId, { todoTitle: '밥이 공개한 일', isPublic: 'true', memoText: '함께 봐요' })).body.data.todoId as number;
    const hidden = await t.call({ method: 'GET', url: `/v1/my-dream/todo/${secret}`, headers: alice.auth });
    expect(hidden.status).toBe(400);
    expect(hidden.body).toMatchObject({ code: 'TODO_MEMO_NOT_PUBLIC', message: '공개되지 않은 투두 메모입니다.' });
    expect(JSON.stringify(hidden.body)).not.toContain('비밀 메모');
    const readable = await t.call({ method: 'GET', url: `/v1/my-dream/todo/${shared}`, headers: alice.auth });
    expect(readable.status).toBe(200);
    expect(readable.body.data).toMatchObject({ todoId: shared, title: '밥이 공개한 일', isPublic: true, memoText: '함께 봐요' });
    const edit = await t.updateTodo(alice, shared, { todoTitle: '가로채기', isPublic: 'true' });
    expect(edit.status).toBe(403);
    expect((await t.call({ method: 'GET', url: `/v1/my-dream/todo/${secret}`, headers: bob.auth })).status).toBe(200);
  });

  it("refuses every change to another member's to-do (403) and answers TODO_NOT_FOUND for a missing one", async () => {
    const { body } = await t.createTodo(bob, groupId, { todoTitle: '밥의 할 일' });
    const todoId = body.data.todoId as number;
    const missingRead = await t.call({ method: 'GET', url: '/v1/my-dream/todo/987654', headers: alice.auth });
    expect(missingRead.body).toMatchObject({ code: 'TODO_NOT_FOUND' });
    const attempts = [
      { method: 'DELETE' as const, url: `/v1/my-dream/todo/${todoId}` },
      { method: 'PATCH' as const, url: `/v1/my-dream/todo/${todoId}/complete-state`, payload: { completed: true } },
      { method: 'PATCH' as const, url: `/v1/my-dream/todo/${todoId}/public-state`, payload: { isPublic: true } },
    ];
    for (const attempt of attempts) {
      const foreign = await t.call({ ...attempt, headers: alice.auth });
      expect(foreign.status, attempt.url).toBe(403);
      expect(foreign.body.code).toBe('FORBIDDEN');
      const missing = await t.call({ ...attempt, url: attempt.url.replace(String(todoId), '987654'), headers: bob.auth });
      expect(missing.status, attempt.url).toBe(404);
      expect(missing.body.code).toBe('TODO_NOT_FOUND');
    }
    const foreignUpdate = await t.updateTodo(alice, todoId, { todoTitle: '가로채기', isPublic: 'true' });
    expect(foreignUpdate.status).toBe(403);
    const missingUpdate = await t.updateTodo(bob, 987654, { todoTitle: '없음', isPublic: 'true' });
    expect(missingUpdate.body.code).toBe('TODO_NOT_FOUND');
    const unchanged = await t.call({ method: 'GET', url: `/v1/my-dream/todo/${todoId}`, headers: bob.auth });
    expect(unchanged.body.data).toMatchObject({ title: '밥의 할 일', isPublic: false });
  });
});
