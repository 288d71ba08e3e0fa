// My dream: adding to-dos with memo, link and images, and what is refused.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { todos } from '../db/schema.ts';
import { jobIdOf, useTestApp, largeImage, testImage } from '../test-support/index.ts';
import type { TestMember } from '../test-support/index.ts';

const t = useTestApp();
let alice: TestMember;
let bob: TestMember;

const BARISTA = jobIdOf('바리스타');

describe('to-dos with memo, link and images', () => {
  let groupId: number;
  beforeAll(async () => {
    [alice, bob] = await Promise.all([t.createMember(), t.createMember()]);
    groupId = await t.saveJob(bob, BARISTA);
  });

  it('adds a title-only to-do, trimmed, private and open by default', async () => {
    const { status, body } = await t.createTodo(bob, groupId, { todoTitle: '  바리스타 학원 상담  ' });
    expect(status).toBe(200);
    expect(body.data).toEqual({ todoId: expect.any(Number), title: '바리스타 학원 상담', completed: false, isMemoExist: false, isPublic: false });
    const group = await t.call({ method: 'GET', url: `/v1/my-dream/todo-group/${groupId}`, headers: bob.auth });
    expect(group.body.data.todos.at(-1)).toEqual(body.data);
  });

  it('adds a to-do with memo, link and images and shows them back in upload order', async () => {
    const created = await t.createTodo(bob, groupId, {
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
    const created = await t.createTodo(bob, groupId, { todoTitle: '제목만', memoText: '', link: '' });
    const detail = await t.call({ method: 'GET', url: `/v1/my-dream/todo/${created.body.data.todoId}`, headers: bob.auth });
    expect(detail.body.data).toEqual({ todoId: created.body.data.todoId, title: '제목만', isPublic: false, memoText: null, link: null, images: [] });
  });

  it('refuses a blank title, a link that is not a YouTube video, a long memo and more than five images', async () => {
    const blank = await t.createTodo(bob, groupId, { todoTitle: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(blank.body.errors).toEqual([expect.objectContaining({ field: 'body.todoTitle', message: '할 일 제목을 입력해주세요.' })]);
    const link = await t.createTodo(bob, groupId, { todoTitle: '링크', link: 'https://vimeo.com/12345' });
    expect(link.status).toBe(400);
    const memo = await t.createTodo(bob, groupId, { todoTitle: '메모', memoText: '가'.repeat(5001) });
    expect(memo.status).toBe(400);
    // 5000 characters as typed, with line breaks a browser sends as CRLF: accepted and stored with LF
    const typed = `${'가'.repeat(2495)}\r\n${'나'.repeat(2495)}\r\n${'다'.repeat(8)}`;
    const crlf = await t.createTodo(bob, groupId, { todoTitle: '줄바꿈 메모', memoText: typed });
    expect(crlf.status).toBe(200);
    const [stored] = await t.db.select({ memoText: todos.memoText }).from(todos).where(eq(todos.title, '줄바꿈 메모'));
    expect(stored?.memoText).toBe(typed.replaceAll('\r\n', '\n'));
    expect(stored?.memoText).toHaveLength(5000);
    const png = await testImage('png');
    const six = await t.createTodo(bob, groupId, { todoTitle: '여섯 장', images: [png, png, png, png, png, png] });
    expect(six.status).toBe(400);
    expect(six.body.code).toBe('VALIDATION_FAILED');
    const [row] = await t.db.select({ id: todos.id }).from(todos).where(eq(todos.title, '여섯 장'));
    expect(row).toBeUndefined();
  });

  it('refuses a file that is not an image (415) and an image over 5 MB (413), storing nothing', async () => {
    const text = await t.createTodo(bob, groupId, { todoTitle: '글 파일', images: { data: Buffer.from('hello'), filename: 'x.png', type: 'image/png' } });
    expect(text.status).toBe(415);
    expect(text.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const large = await t.createTodo(bob, groupId, { todoTitle: '큰 파일', images: await largeImage(6 * 1024 * 1024) });
    expect(large.status).toBe(413);
    expect(large.body.code).toBe('PAYLOAD_TOO_LARGE');
    const stored = await t.db.select({ id: todos.id }).from(todos).where(eq(todos.todoGroupId, groupId));
    const titles = await t.db.select({ title: todos.title }).from(todos).where(eq(todos.todoGroupId, groupId));
    expect(stored.length).toBe(titles.length);
    expect(titles.map((r) => r.title)).not.toContain('글 파일');
    expect(titles.map((r) => r.title)).not.toContain('큰 파일');
  });

  it("refuses adding to another member's group (403) and to an unknown group (404)", async () => {
    const foreign = await t.createTodo(alice, groupId, { todoTitle: '남의 그룹' });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('FORBIDDEN');
    const missing = await t.createTodo(bob, 987654, { todoTitle: '없는 그룹' });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('NOT_FOUND');
  });

});
