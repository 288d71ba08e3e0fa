import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { recruitPostings, todoGroups } from './db/schema.ts';
import { hasPublicTodo } from './domain/dreamer-cards.ts';
import { preferredEncoding } from './negotiation.ts';
import { LIST_ANSWER_TTL_MS, LIST_CACHE_MAX_BYTES } from './list-cache.ts';
import { invalidateLists } from './list-freshness.ts';
import { buildTestApp } from './test-support/index.ts';
import type { TestApp } from './test-support/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const CAREGIVER = 1; // 요양보호사
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const savedCount = async (jobId: number) => {
  const pages = await Promise.all([0, 1, 2].map((n) => get(`/v1/job/list?pageNum=${n}`)));
  const jobs = pages.flatMap((page) => page.json().data.content as { jobId: number; todoGroupNum: number }[]);
  return jobs.find((job) => job.jobId === jobId)!.todoGroupNum;
};

describe('ETag and 304', () => {
  it('tags a list answer by its data and answers 304 to a caller holding it', async () => {
    const first = await get('/v1/region/all');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await get('/v1/region/all', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const other = await get('/v1/region/all', { 'if-none-match': 'W/"something-else"' });
    expect(other.statusCode).toBe(200);
    expect(other.json().data).toEqual(first.json().data);
  });

  it('keeps the tag when the answer is read again after its cache time (the envelope timestamp is not part of it)', async () => {
    const first = await get('/v1/training/list?pageNum=0');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + LIST_ANSWER_TTL_MS + 1_000 });
    const later = await get('/v1/training/list?pageNum=0', { 'if-none-match': String(first.headers.etag) });
    expect(later.statusCode).toBe(304);
  });
});

describe('compression', () => {
  it('sends br or gzip by Accept-Encoding, the same JSON once decoded', async () => {
    const plain = await get('/v1/region/all');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const data = plain.json().data;
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get('/v1/region/all', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()).data).toEqual(data);

    const gzip = await get('/v1/region/all', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString()).data).toEqual(data);
  });

  it('compresses answers that are not cached too (a member’s own call), and leaves small ones alone', async () => {
    const member = await t.demoMember();
    const cards = await get('/v1/todo/other/public', { ...member.auth, 'accept-encoding': 'gzip' });
    expect(cards.statusCode).toBe(200);
    expect(cards.headers.etag).toBeUndefined(); // a member's answer is not from the visitors' cache
    expect(cards.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(cards.rawPayload).toString()).success).toBe(true);

    const small = await get('/v1/job/1', { 'accept-encoding': 'br' });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('picks the encoding the caller prefers', () => {
    expect(preferredEncoding('gzip, br')).toBe('br');
    expect(preferredEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});

describe('freshness', () => {
  it('shows a new dreamer (a saved job with a public to-do) in the job list and the dreamer cards at the writer’s next read', async () => {
    const before = await savedCount(CAREGIVER);
    const cardsBefore = (await get(`/v1/todo/other/simple/${CAREGIVER}`)).json().data;
    const member = await t.createMember();
    const saved = await t.call({ method: 'POST', url: `/v1/my-dream/job/${CAREGIVER}`, headers: member.auth });
    expect(saved.status).toBeLessThan(300);
    await t.addTodo(member, saved.body.data.todoGroupId, { todoTitle: '교육원 알아보기', isPublic: 'true' });

    expect(await savedCount(CAREGIVER)).toBe(before + 1);
    const cardsAfter = (await get(`/v1/todo/other/simple/${CAREGIVER}`)).json().data;
    expect(cardsAfter).not.toEqual(cardsBefore);
    expect(cardsAfter.map((card: { memberNickname: string }) => card.memberNickname)).toContain(member.nickName);
  });

  it('shows a change made elsewhere (another instance, a script) within the cache time, not later', async () => {
    const before = await savedCount(CAREGIVER);
    const [group] = await t.db.select({ id: todoGroups.id }).from(todoGroups).where(and(hasPublicTodo, eq(todoGroups.jobId, CAREGIVER))).limit(1);
    await t.db.delete(todoGroups).where(eq(todoGroups.id, group!.id)); // not through this server: it cannot know
    expect(await savedCount(CAREGIVER)).toBe(before); // the promised window: up to LIST_ANSWER_TTL_MS late
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + LIST_ANSWER_TTL_MS + 1 });
    expect(await savedCount(CAREGIVER)).toBe(before - 1);
  });

  it('drops the posting lists and their outlines when an import says postings changed', async () => {
    const url = '/v1/recruit/list?pageNum=0';
    const first = (await get(url)).json().data;
    const closing = first.job[0].id as string;
    await t.db.update(recruitPostings).set({ expirationDate: sql`now() - interval '1 day'` }).where(eq(recruitPostings.id, closing));
    expect((await get(url)).json().data.job[0].id).toBe(closing); // still the cached answer
    invalidateLists('postings');
    const after = (await get(url)).json().data;
    expect(after.total).toBe(first.total - 1);
    expect(after.job.map((job: { id: string }) => job.id)).not.toContain(closing);
    expect(after.job[0].id).toBe(first.job[1].id);
  });

  it('caches a visitors-only list for visitors only: a member gets their own answer', async () => {
    const member = await t.demoMember();
    const visitor = (await get('/v1/todo/other/public')).json().data as { memberNickname: string }[];
    const mine = (await get('/v1/todo/other/public', member.auth)).json().data as { memberNickname: string }[];
    expect(mine.map((card) => card.memberNickname)).not.toContain(member.nickName);
    expect(visitor.length).toBeGreaterThan(0);
  });
});

describe('memory', () => {
  // 40 anonymous variants of the posting list, as the attack that took a server from 360 to 801 MB
  const variants = Array.from({ length: 40 }, (_, i) => `/v1/recruit/list?pageNum=0&count=${11 + i}`);
  const MAX = 512 * 1024;
  let small: TestApp;
  beforeAll(async () => {
    small = await buildTestApp({ app: { listCacheMaxBytes: MAX } });
  });
  afterAll(async () => {
    await small.close();
  });
  const fill = async () => {
    for (const [i, url] of variants.entries()) {
      const answer = await small.app.inject({ method: 'GET', url, headers: { 'accept-encoding': i % 2 ? 'br' : 'gzip' } });
      expect(answer.statusCode).toBe(200);
    }
  };

  it('keeps at most its bound in bytes, compressed copies counted', async () => {
    expect(LIST_CACHE_MAX_BYTES).toBeGreaterThan(MAX);
    await fill();
    const { answers, bytes } = small.app.listCache.stats();
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(MAX);
    expect(answers).toBeLessThan(variants.length);
  });

  it('lets go of expired answers at the next list call instead of keeping them', async () => {
    await fill();
    expect(small.app.listCache.stats().answers).toBeGreaterThan(1);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + LIST_ANSWER_TTL_MS + 1 });
    await small.app.inject({ method: 'GET', url: '/v1/region/all' });
    expect(small.app.listCache.stats().answers).toBe(1);
  });
});
