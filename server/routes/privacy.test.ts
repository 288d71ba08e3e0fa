// The privacy matrix: every call that can answer with to-do data, called by the owner, by another member and by a
// visitor. A private to-do must leave no trace in any answer to someone else: not its title, memo, link, id, image
// ids or image URLs, and not in a count. The owner sees everything.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { images, todoGroups, todos } from '../db/schema.ts';
import { JOBS } from '../seed/jobs.ts';
import { FOREIGN_TOKEN, bearer, useTestApp, form, testImage } from '../test-support/index.ts';
import type { TestMember } from '../test-support/index.ts';
import { privacyCalls } from './privacy-calls.ts';

const PHOTOGRAPHER = JOBS.findIndex((job) => job.jobName === '반려동물 미용사') + 1;
const SECRET = {
  title: '비밀제목-퇴직금으로-가게-보증금-내기',
  memo: '비밀메모-통장-잔액-3200만원',
  link: 'https://youtu.be/SeCrEt12345',
};

const t = useTestApp();
let owner: TestMember;
let other: TestMember;
let groupId: number;
let privateTodo: number;
let publicTodo: number;
let privateImages: { imageId: number; imageUrl: string; publicId: string }[];
let shareToken: string;

beforeAll(async () => {
  owner = await t.createMember();
  other = await t.createMember();
  const saved = await t.call({ method: 'POST', url: `/v1/my-dream/job/${PHOTOGRAPHER}`, headers: owner.auth });
  groupId = saved.body.data.todoGroupId;
  // without the (private) starter to-dos, the secret one is among the first four a card would preview
  await t.db.delete(todos).where(eq(todos.todoGroupId, groupId));
  // the other member prepares the same job, so the owner is among "my" dreamers too
  await t.call({ method: 'POST', url: `/v1/my-dream/job/${PHOTOGRAPHER}`, headers: other.auth });
  const add = (fields: Parameters<typeof form>[0]) =>
    t.call({ method: 'POST', url: `/v1/my-dream/todo-group/${groupId}`, headers: owner.auth, payload: form(fields) });
  publicTodo = (await add({ todoTitle: '공개한 할 일', isPublic: 'true', memoText: '누구나 보는 메모', images: [await testImage('png')] })).body
    .data.todoId;
  privateTodo = (
    await add({ todoTitle: SECRET.title, memoText: SECRET.memo, link: SECRET.link, images: [await testImage('png'), await testImage('jpeg')] })
  ).body.data.todoId;
  const detail = await t.call({ method: 'GET', url: `/v1/my-dream/todo/${privateTodo}`, headers: owner.auth });
  privateImages = (detail.body.data.images as { imageId: number; imageUrl: string }[]).map((image) => ({
    ...image,
    publicId: /\/images\/([A-Za-z0-9_-]+)/.exec(image.imageUrl)![1]!,
  }));
  expect(privateImages).toHaveLength(2);
  // a read-only link with the defaults (issue 22): public to-dos only
  const shared = await t.call({ method: 'POST', url: `/v1/my-dream/todo-group/${groupId}/shares`, headers: owner.auth, payload: {} });
  expect(shared.status).toBe(201);
  shareToken = shared.body.data.url.split('#t=')[1];
  // the most viewed group: first in every dreamer list
  await t.db.update(todoGroups).set({ totalView: 900_000 }).where(eq(todoGroups.id, groupId));
});

type Caller = 'owner' | 'other member' | 'visitor' | 'stale token';
const CALLERS: Caller[] = ['owner', 'other member', 'visitor', 'stale token'];
const headersOf = (caller: Caller) =>
  caller === 'owner' ? owner.auth : caller === 'other member' ? other.auth : caller === 'stale token' ? bearer(FOREIGN_TOKEN) : {};

/** Every trace of the private to-do an answer could carry. */
function tracesIn(text: string): string[] {
  const needles = [
    SECRET.title,
    SECRET.memo,
    SECRET.link,
    `"todoId":${privateTodo},`,
    `"todoId":${privateTodo}}`,
    ...privateImages.flatMap((image) => [image.publicId, `"imageId":${image.imageId},`, `"imageId":${image.imageId}}`]),
  ];
  return needles.filter((needle) => text.includes(needle));
}

const CALLS = privacyCalls(() => ({ groupId, privateTodo, publicTodo, jobId: PHOTOGRAPHER, shareToken }));

describe.each(CALLS)('$name', (call) => {
  it.each(CALLERS)('answers %s without a trace of the private to-do unless it is the owner', async (caller) => {
    const response = await t.app.inject({ method: call.method, url: call.url(), headers: { ...headersOf(caller), ...call.headers?.() }, payload: call.payload?.() });
    expect(response.statusCode).toBeLessThan(500);
    const found = tracesIn(response.body);
    if (caller === 'owner' && call.ownerSees) {
      expect(response.statusCode).toBe(200);
      expect(found.length).toBeGreaterThan(0);
    } else {
      expect(found).toEqual([]);
    }
  });
});

describe('counts others see', () => {
  it('count public to-dos only on every card, and list only them', async () => {
    const cards = [
      ...(await t.call({ method: 'GET', url: '/v1/todo/other/public' })).body.data,
      ...(await t.call({ method: 'GET', url: '/v1/todo/other', headers: other.auth })).body.data,
      ...(await t.call({ method: 'GET', url: `/v1/todo/other/simple/${PHOTOGRAPHER}` })).body.data,
      ...(await t.call({ method: 'GET', url: `/v1/todo/other/${PHOTOGRAPHER}` })).body.data.content,
    ].filter((card: { todoGroupId: number }) => card.todoGroupId === groupId);
    expect(cards).toHaveLength(4);
    for (const card of cards) expect(card).toMatchObject({ todoCount: 1, todos: [{ title: '공개한 할 일', completed: false }] });
    const group = await t.call({ method: 'GET', url: `/v1/todo/${groupId}`, headers: other.auth });
    expect(group.body.data.todos.map((todo: { todoId: number }) => todo.todoId)).toEqual([publicTodo]);
  });

  it('a dreamer whose to-dos are all private is on no card and their group is not found by others', async () => {
    const shy = await t.createMember();
    const saved = await t.call({ method: 'POST', url: `/v1/my-dream/job/${PHOTOGRAPHER}`, headers: shy.auth });
    await t.db.update(todoGroups).set({ totalView: 950_000 }).where(eq(todoGroups.id, saved.body.data.todoGroupId));
    const cards = (await t.call({ method: 'GET', url: `/v1/todo/other/simple/${PHOTOGRAPHER}` })).body.data as { todoGroupId: number }[];
    expect(cards.map((card) => card.todoGroupId)).not.toContain(saved.body.data.todoGroupId);
    const own = await t.call({ method: 'GET', url: `/v1/todo/${saved.body.data.todoGroupId}`, headers: shy.auth });
    expect(own.status).toBe(200);
    expect(own.body.data.todos.length).toBeGreaterThan(0);
    const seen = await t.call({ method: 'GET', url: `/v1/todo/${saved.body.data.todoGroupId}` });
    expect(seen.status).toBe(404);
    await t.db.update(todoGroups).set({ totalView: 0 }).where(eq(todoGroups.id, saved.body.data.todoGroupId));
  });
});

describe("a private to-do's images", () => {
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it("load for the owner through the signed URL the owner receives, or with the owner's bearer token", async () => {
    for (const image of privateImages) {
      expect(image.imageUrl).toMatch(/^\/images\/[A-Za-z0-9_-]{22}\?access=\d+\.[A-Za-z0-9_-]{43}$/);
      const served = await get(image.imageUrl);
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('private, max-age=300');
      expect((await get(`/images/${image.publicId}`, owner.auth)).statusCode).toBe(200);
    }
  });

  it.each(['other member', 'visitor', 'stale token'] as const)('are 404 to a %s without the pass', async (caller) => {
    for (const image of privateImages) {
      const answer = await get(`/images/${image.publicId}`, headersOf(caller));
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('refuse a forged, expired or borrowed pass', async () => {
    const [first, second] = privateImages as [(typeof privateImages)[0], (typeof privateImages)[0]];
    const pass = new URL(first.imageUrl, 'http://x').searchParams.get('access')!;
    const [expires, signature] = pass.split('.') as [string, string];
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BA' : 'AA'}`;
    for (const access of [`${expires}.${flipped}`, `${Number(expires) + 3600}.${signature}`, `1000.${signature}`, 'x', '']) {
      expect((await get(`/images/${first.publicId}?access=${encodeURIComponent(access)}`)).statusCode).toBe(404);
    }
    // a pass is for its own image only
    expect((await get(`/images/${second.publicId}?access=${pass}`)).statusCode).toBe(404);
  });

  it('become public with their to-do, and private again with it', async () => {
    const [image] = privateImages;
    const setPublic = (isPublic: boolean) =>
      t.call({ method: 'PATCH', url: `/v1/my-dream/todo/${privateTodo}/public-state`, headers: owner.auth, payload: { isPublic } });
    await setPublic(true);
    expect((await get(`/images/${image!.publicId}`)).statusCode).toBe(200);
    const memo = await t.call({ method: 'GET', url: `/v1/todo/${privateTodo}/memo` });
    expect(memo.body.data.images.map((i: { imageUrl: string }) => i.imageUrl)).toContain(`/images/${image!.publicId}`);
    await setPublic(false);
    expect((await get(`/images/${image!.publicId}`)).statusCode).toBe(404);
  });

  it('a profile image stays public (cards show it to anyone)', async () => {
    const uploaded = await t.call({ method: 'POST', url: '/v1/member/profile', headers: owner.auth, payload: form({ file: await testImage() }) });
    expect((await get(uploaded.body.data)).statusCode).toBe(200);
    const [row] = await t.db.select({ todoId: images.todoId }).from(images).where(eq(images.publicId, uploaded.body.data.split('/').pop()));
    expect(row?.todoId).toBeNull();
  });
});
