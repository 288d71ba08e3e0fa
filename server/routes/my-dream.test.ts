import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todos } from '../db/schema.ts';
import { JOBS } from '../seed/jobs.ts';
import { FOREIGN_TOKEN, bearer, buildTestApp, form, largeImage, testImage } from '../test-support/index.ts';
import type { TestApp, TestMember } from '../test-support/index.ts';

let t: TestApp;
let alice: TestMember;
let bob: TestMember;

const jobId = (name: string) => JOBS.findIndex((job) => job.jobName === name) + 1;
const CAREGIVER = jobId('요양보호사');
const BARISTA = jobId('바리스타');

beforeAll(async () => {
  t = await buildTestApp();
  [alice, bob] = await Promise.all([t.createMember(), t.createMember()]);
});
afterAll(async () => {
  await t.close();
});

async function saveJob(member: TestMember, id: number): Promise<number> {
  const { status, body } = await t.call({ method: 'POST', url: `/v1/my-dream/job/${id}`, headers: member.auth });
  expect(status).toBe(200);
  return body.data.todoGroupId;
}

async function createTodo(member: TestMember, groupId: number, fields: Parameters<typeof form>[0]) {
  return t.call({ method: 'POST', url: `/v1/my-dream/todo-group/${groupId}`, headers: member.auth, body: form(fields) });
}

async function updateTodo(member: TestMember, todoId: number, fields: Parameters<typeof form>[0]) {
  return t.call({ method: 'PUT', url: `/v1/my-dream/todo/${todoId}`, headers: member.auth, body: form(fields) });
}

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
    const second = await saveJob(member, BARISTA);

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
    await saveJob(member, CAREGIVER);
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
    const groupId = await saveJob(alice, CAREGIVER);
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

describe('to-dos with memo, link and images', () => {
  let groupId: number;
  beforeAll(async () => {
    groupId = await saveJob(bob, BARISTA);
  });

  it('adds a title-only to-do, trimmed, private and open by default', async () => {
    const { status, body } = await createTodo(bob, groupId, { todoTitle: '  바리스타 학원 상담  ' });
    expect(status).toBe(200);
    expect(body.data).toEqual({ todoId: expect.any(Number), title: '바리스타 학원 상담', completed: false, isMemoExist: false, isPublic: false });
    const group = await t.call({ method: 'GET', url: `/v1/my-dream/todo-group/${groupId}`, headers: bob.auth });
    expect(group.body.data.todos.at(-1)).toEqual(body.data);
  });

  it('adds a to-do with memo, link and images and shows them back in upload order', async () => {
    const created = await createTodo(bob, groupId, {
      todoTitle: '카페 실습 정리',
      isPublic: 'true',
      memoText: '라떼 아트 연습 30잔',
      link: 'https://youtu.be/dQw4w9WgXcQ',
      images: [await testImage('png'), await testImage('jpeg'), await testImage('webp')],
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ isMemoExist: true, isPublic: true, completed: false });
    const detail = await t.call({ method: 'GET', url: `/v1/my-dream/todo/${created.body.data.todoId}`, headers: bob.auth });
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      todoId: created.body.data.todoId,
      title: '카페 실습 정리',
      isPublic: true,
      memoText: '라떼 아트 연습 30잔',
      link: 'https://youtu.be/dQw4w9WgXcQ',
    });
    const images = detail.body.data.images as { imageId: number; imageUrl: string }[];
    expect(images).toHaveLength(3);
    expect(images.map((i) => i.imageId)).toEqual([...images.map((i) => i.imageId)].sort((a, b) => a - b));
    expect(images.every((i) => /^\/images\/[A-Za-z0-9_-]{22}$/.test(i.imageUrl))).toBe(true);
    // every upload is re-encoded as WebP (server/images.ts)
    const served = await t.app.inject({ method: 'GET', url: images[1]!.imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('gives null, null, [] for a to-do without memo', async () => {
    const created = await createTodo(bob, groupId, { todoTitle: '제목만', memoText: '', link: '' });
    const detail = await t.call({ method: 'GET', url: `/v1/my-dream/todo/${created.body.data.todoId}`, headers: bob.auth });
    expect(detail.body.data).toEqual({ todoId: created.body.data.todoId, title: '제목만', isPublic: false, memoText: null, link: null, images: [] });
  });

  it('refuses a blank title, a link that is not a YouTube video, a long memo and more than five images', async () => {
    const blank = await createTodo(bob, groupId, { todoTitle: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(blank.body.errors).toEqual([expect.objectContaining({ field: 'body.todoTitle', message: '할일 제목을 입력해주세요.' })]);
    const link = await createTodo(bob, groupId, { todoTitle: '링크', link: 'https://vimeo.com/12345' });
    expect(link.status).toBe(400);
    const memo = await createTodo(bob, groupId, { todoTitle: '메모', memoText: '가'.repeat(5001) });
    expect(memo.status).toBe(400);
    // 5000 characters as typed, with line breaks a browser sends as CRLF: accepted and stored with LF
    const typed = `${'가'.repeat(2495)}\r\n${'나'.repeat(2495)}\r\n${'다'.repeat(8)}`;
    const crlf = await createTodo(bob, groupId, { todoTitle: '줄바꿈 메모', memoText: typed });
    expect(crlf.status).toBe(200);
    const [stored] = await t.db.select({ memoText: todos.memoText }).from(todos).where(eq(todos.title, '줄바꿈 메모'));
    expect(stored?.memoText).toBe(typed.replaceAll('\r\n', '\n'));
    expect(stored?.memoText).toHaveLength(5000);
    const png = await testImage('png');
    const six = await createTodo(bob, groupId, { todoTitle: '여섯 장', images: [png, png, png, png, png, png] });
    expect(six.status).toBe(400);
    expect(six.body.code).toBe('VALIDATION_FAILED');
    const [row] = await t.db.select({ id: todos.id }).from(todos).where(eq(todos.title, '여섯 장'));
    expect(row).toBeUndefined();
  });

  it('refuses a file that is not an image (415) and an image over 5 MB (413), storing nothing', async () => {
    const text = await createTodo(bob, groupId, { todoTitle: '글 파일', images: { data: Buffer.from('hello'), filename: 'x.png', type: 'image/png' } });
    expect(text.status).toBe(415);
    expect(text.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const large = await createTodo(bob, groupId, { todoTitle: '큰 파일', images: await largeImage(6 * 1024 * 1024) });
    expect(large.status).toBe(413);
    expect(large.body.code).toBe('PAYLOAD_TOO_LARGE');
    const stored = await t.db.select({ id: todos.id }).from(todos).where(eq(todos.todoGroupId, groupId));
    const titles = await t.db.select({ title: todos.title }).from(todos).where(eq(todos.todoGroupId, groupId));
    expect(stored.length).toBe(titles.length);
    expect(titles.map((r) => r.title)).not.toContain('글 파일');
    expect(titles.map((r) => r.title)).not.toContain('큰 파일');
  });

  it("refuses adding to another member's group (403) and to an unknown group (404)", async () => {
    const foreign = await createTodo(alice, groupId, { todoTitle: '남의 그룹' });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('FORBIDDEN');
    const missing = await createTodo(bob, 987654, { todoTitle: '없는 그룹' });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('NOT_FOUND');
  });

  it('updates title, visibility, memo and images: deleted ones first, then the new ones; foreign ids ignored; PUT replaces', async () => {
    const png = await testImage('png');
    const created = await createTodo(bob, groupId, { todoTitle: '수정 전', memoText: '처음 메모', link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', images: [png, png] });
    const todoId = created.body.data.todoId as number;
    await t.call({ method: 'PATCH', url: `/v1/my-dream/todo/${todoId}/complete-state`, headers: bob.auth, payload: { completed: true } });
    const before = await t.call({ method: 'GET', url: `/v1/my-dream/todo/${todoId}`, headers: bob.auth });
    const [keep, drop] = (before.body.data.images as { imageId: number }[]).map((i) => i.imageId);

    const updated = await updateTodo(bob, todoId, {
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

    const emptied = await updateTodo(bob, todoId, { todoTitle: '수정 후', isPublic: 'true', memoText: '', link: '' });
    expect(emptied.body.data).toMatchObject({ memoText: null, link: null });
    await updateTodo(bob, todoId, { todoTitle: '수정 후', isPublic: 'true', memoText: '다시 쓴 메모', link: 'https://youtu.be/dQw4w9WgXcQ' });
    // the original client leaves empty fields out: a memo and link not sent are cleared (PUT replaces)
    const cleared = await updateTodo(bob, todoId, { todoTitle: '수정 후', isPublic: 'false' });
    expect(cleared.body.data).toMatchObject({ isPublic: false, memoText: null, link: null });
    expect(cleared.body.data.images).toHaveLength(2);
    const group = await t.call({ method: 'GET', url: `/v1/my-dream/todo-group/${groupId}`, headers: bob.auth });
    // completion is not the update's business, and the images still make a memo
    expect(group.body.data.todos.find((todo: { todoId: number }) => todo.todoId === todoId)).toMatchObject({ completed: true, isMemoExist: true });
  });

  it('refuses an update that would leave more than five images, changing nothing', async () => {
    const png = await testImage('png');
    const created = await createTodo(bob, groupId, { todoTitle: '다섯 장', images: [png, png, png, png] });
    const todoId = created.body.data.todoId as number;
    const tooMany = await updateTodo(bob, todoId, { todoTitle: '바뀌면 안 됨', isPublic: 'true', newImages: [png, png] });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.code).toBe('VALIDATION_FAILED');
    const after = await t.call({ method: 'GET', url: `/v1/my-dream/todo/${todoId}`, headers: bob.auth });
    expect(after.body.data).toMatchObject({ title: '다섯 장', isPublic: false });
    expect(after.body.data.images).toHaveLength(4);
    const swap = await updateTodo(bob, todoId, { todoTitle: '다섯 장', isPublic: 'false', deleteImages: [after.body.data.images[0].imageId], newImages: [png, png] });
    expect(swap.status).toBe(200);
    expect(swap.body.data.images).toHaveLength(5);
  });

  it('sets completion and visibility to the value sent (twice is the same)', async () => {
    const { body } = await createTodo(bob, groupId, { todoTitle: '체크' });
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
    const created = await createTodo(bob, groupId, { todoTitle: '지울 일', images: [await testImage('png')] });
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
    const secret = (await createTodo(bob, groupId, { todoTitle: '밥만 보는 일', memoText: '비밀 메모' })).body.data.todoId as number;
    const shared = (await createTodo(bob, groupId, { todoTitle: '밥이 공개한 일', isPublic: 'true', memoText: '함께 봐요' })).body.data.todoId as number;
    const hidden = await t.call({ method: 'GET', url: `/v1/my-dream/todo/${secret}`, headers: alice.auth });
    expect(hidden.status).toBe(400);
    expect(hidden.body).toMatchObject({ code: 'TODO_MEMO_NOT_PUBLIC', message: '공개되지 않은 투두 메모입니다.' });
    expect(JSON.stringify(hidden.body)).not.toContain('비밀 메모');
    const readable = await t.call({ method: 'GET', url: `/v1/my-dream/todo/${shared}`, headers: alice.auth });
    expect(readable.status).toBe(200);
    expect(readable.body.data).toMatchObject({ todoId: shared, title: '밥이 공개한 일', isPublic: true, memoText: '함께 봐요' });
    const edit = await updateTodo(alice, shared, { todoTitle: '가로채기', isPublic: 'true' });
    expect(edit.status).toBe(403);
    expect((await t.call({ method: 'GET', url: `/v1/my-dream/todo/${secret}`, headers: bob.auth })).status).toBe(200);
  });

  it("refuses every change to another member's to-do (403) and answers TODO_NOT_FOUND for a missing one", async () => {
    const { body } = await createTodo(bob, groupId, { todoTitle: '밥의 할 일' });
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
    const foreignUpdate = await updateTodo(alice, todoId, { todoTitle: '가로채기', isPublic: 'true' });
    expect(foreignUpdate.status).toBe(403);
    const missingUpdate = await updateTodo(bob, 987654, { todoTitle: '없음', isPublic: 'true' });
    expect(missingUpdate.body.code).toBe('TODO_NOT_FOUND');
    const unchanged = await t.call({ method: 'GET', url: `/v1/my-dream/todo/${todoId}`, headers: bob.auth });
    expect(unchanged.body.data).toMatchObject({ title: '밥의 할 일', isPublic: false });
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
