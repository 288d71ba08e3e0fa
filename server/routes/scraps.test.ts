// Recruitment scraps, and the tokens every scrap call needs. (Training scraps: training-scraps.test.ts.)
import { asc } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { recruitPostings, trainingCourses } from '../db/schema.ts';
import { FOREIGN_TOKEN, bearer, useTestApp } from '../test-support/index.ts';
import type { TestMember } from '../test-support/index.ts';

const t = useTestApp();
let alice: TestMember;
let bob: TestMember;
let postings: (typeof recruitPostings.$inferSelect)[];
let courses: (typeof trainingCourses.$inferSelect)[];

const DAY = 86_400_000;

beforeAll(async () => {
  [alice, bob] = await Promise.all([t.createMember(), t.createMember()]);
  postings = await t.db.select().from(recruitPostings).orderBy(asc(recruitPostings.id)).limit(40);
  courses = await t.db.select().from(trainingCourses).orderBy(asc(trainingCourses.trprId)).limit(20);
});

const scrapRecruit = (member: TestMember, id: string) => t.call({ method: 'POST', url: `/v1/scrap/recruit/${id}`, headers: member.auth });
const slashed = (date: string) => date.replaceAll('-', '/');
const recruitList = (member: TestMember, query = '') => t.call({ method: 'GET', url: `/v1/scrap/recruit/list?${query}`, headers: member.auth });
const trainingList = (member: TestMember, query = '') => t.call({ method: 'GET', url: `/v1/scrap/training/list?${query}`, headers: member.auth });
const checked = (member: TestMember, category: string, ids: string[]) =>
  t.call({ method: 'GET', url: `/v1/scrap/checked?category=${category}&idList=${ids.join(',')}`, headers: member.auth });

describe('recruitment scraps', () => {
  it('scraps a posting once: a second scrap returns the same scrap', async () => {
    const first = await scrapRecruit(alice, postings[0]!.id);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ scrapId: expect.any(Number) });
    const again = await scrapRecruit(alice, postings[0]!.id);
    expect(again.body.data.scrapId).toBe(first.body.data.scrapId);
    expect((await recruitList(alice)).body.data.totalElements).toBe(1);
  });

  it('is 404 for an unknown posting and 400 for a malformed id', async () => {
    const missing = await scrapRecruit(alice, '12345678901');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('NOT_FOUND');
    expect((await scrapRecruit(alice, 'abc')).status).toBe(400);
  });

  it('removes a scrap, and removing it again is harmless', async () => {
    await scrapRecruit(bob, postings[1]!.id);
    for (let i = 0; i < 2; i++) {
      const removed = await t.call({ method: 'DELETE', url: `/v1/scrap/recruit/${postings[1]!.id}`, headers: bob.auth, payload: { recruitId: postings[1]!.id } });
      expect(removed.status).toBe(200);
      expect(removed.body.data).toBeNull();
    }
    expect((await recruitList(bob)).body.data.totalElements).toBe(0);
  });

  it('checks scraps per index in the order asked, only for the member', async () => {
    const ids = [postings[0]!.id, '11111111', postings[2]!.id, postings[0]!.id];
    await scrapRecruit(alice, postings[2]!.id);
    const mine = await checked(alice, 'RECRUIT', ids);
    expect(mine.status).toBe(200);
    expect(mine.body.data).toEqual([
      { index: 0, isScrap: true },
      { index: 1, isScrap: false },
      { index: 2, isScrap: true },
      { index: 3, isScrap: true },
    ]);
    expect((await checked(bob, 'RECRUIT', ids)).body.data.map((c: { isScrap: boolean }) => c.isScrap)).toEqual([false, false, false, false]);
    const bad = await checked(alice, 'RECRUIT', ['a b']);
    expect(bad.status).toBe(400);
    expect((await checked(alice, 'JOBS', ids)).status).toBe(400);
  });

  it('pages the scrap list 9 at a time, newest first by default, oldest first on request', async () => {
    const member = await t.createMember();
    const picked = postings.slice(10, 21); // 11 postings, scrapped in this order
    for (const posting of picked) expect((await scrapRecruit(member, posting.id)).status).toBe(200);
    const first = await recruitList(member);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      totalElements: 11,
      totalPages: 2,
      size: 9,
      number: 0,
      numberOfElements: 9,
      first: true,
      last: false,
      empty: false,
      // older Spring Data's page shape (the original system): sort is an array of orders
      sort: [{ direction: 'DESC', property: 'createdAt', ignoreCase: false, nullHandling: 'NATIVE', ascending: false, descending: true }],
      pageable: { pageNumber: 0, pageSize: 9, offset: 0, paged: true, unpaged: false, sort: [{ direction: 'DESC' }] },
    });
    const second = await recruitList(member, 'pageNum=1');
    expect(second.body.data).toMatchObject({ number: 1, numberOfElements: 2, first: false, last: true, pageable: { offset: 9 } });
    const newestFirst = [...first.body.data.content, ...second.body.data.content].map((s: { id: string }) => s.id);
    expect(newestFirst).toEqual(picked.map((p) => p.id).reverse());
    const oldest = await recruitList(member, `sortBy=${encodeURIComponent('오래된 순')}`);
    expect(oldest.body.data.sort).toMatchObject([{ direction: 'ASC', ascending: true, descending: false }]);
    expect(oldest.body.data.content.map((s: { id: string }) => s.id)).toEqual(picked.slice(0, 9).map((p) => p.id));
    const past = await recruitList(member, 'pageNum=2');
    expect(past.body.data).toMatchObject({ content: [], empty: true, numberOfElements: 0, totalElements: 11 });
  });

  it('filters by the posting region and keeps a closed posting with D-0', async () => {
    const member = await t.createMember();
    const busan = postings.find((p) => p.city === '부산광역시')!;
    const seoul = postings.find((p) => p.city === '서울특별시')!;
    await t.db.insert(recruitPostings).values({ ...busan, id: '99100001', expirationDate: new Date(Date.now() - 2 * DAY) });
    for (const id of [busan.id, seoul.id, '99100001']) expect((await scrapRecruit(member, id)).status).toBe(200);

    const inBusan = await recruitList(member, `locName=${encodeURIComponent('부산광역시')}`);
    expect(inBusan.body.data.content.map((s: { id: string }) => s.id)).toEqual(['99100001', busan.id]);
    const district = await recruitList(member, `locName=${encodeURIComponent(busan.locationName)}`);
    expect(district.body.data.totalElements).toBe(2);
    const closed = inBusan.body.data.content[0];
    expect(closed).toMatchObject({
      scrapId: expect.any(Number),
      id: '99100001',
      title: busan.title,
      companyName: busan.companyName,
      locationName: busan.locationName,
      experienceLevel: busan.experienceLevel,
      jobTypeName: busan.jobTypeName,
      deadline: 'D-0',
      url: busan.url,
    });
    expect(inBusan.body.data.content[1].deadline).toMatch(/^D-\d+$/);
    expect((await recruitList(member, `locName=${encodeURIComponent('부산광역시 없는구')}`)).body.data.totalElements).toBe(0);
    expect((await recruitList(member, `locName=${encodeURIComponent('제주도')}`)).status).toBe(400);
  });
});

describe('tokens', () => {
  it('answers 401 to every scrap call without a valid token, changing nothing', async () => {
    const expired = await t.expiredToken(alice.memberId);
    const course = courses[0]!;
    const calls = [
      { method: 'POST' as const, url: `/v1/scrap/recruit/${postings[5]!.id}` },
      { method: 'DELETE' as const, url: `/v1/scrap/recruit/${postings[0]!.id}` },
      {
        method: 'POST' as const,
        url: `/v1/scrap/training?type=${encodeURIComponent(course.type)}`,
        payload: { trprId: course.trprId, trprDegr: course.trprDegr, trainstCstId: course.trainstCstId, traStartDate: slashed(course.traStartDate), traEndDate: slashed(course.traEndDate) },
      },
      { method: 'DELETE' as const, url: `/v1/scrap/training/${course.trprId}` },
      { method: 'GET' as const, url: `/v1/scrap/checked?category=RECRUIT&idList=${postings[0]!.id}` },
      { method: 'GET' as const, url: '/v1/scrap/recruit/list' },
      { method: 'GET' as const, url: '/v1/scrap/training/list' },
    ];
    const before = [(await recruitList(alice)).body.data, (await trainingList(alice)).body.data];
    for (const call of calls) {
      expect((await t.call(call)).body.code, call.url).toBe('TOKEN_MISSING');
      expect((await t.call({ ...call, headers: bearer(FOREIGN_TOKEN) })).body.code).toBe('TOKEN_INVALID');
      const stale = await t.call({ ...call, headers: bearer(expired) });
      expect(stale.status).toBe(401);
      expect(stale.body.code).toBe('TOKEN_EXPIRED');
    }
    expect([(await recruitList(alice)).body.data, (await trainingList(alice)).body.data]).toEqual(before);
  });
});
