// Training scraps: saving, listing, checking and removing courses.
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { trainingCourses } from '../db/schema.ts';
import { useTestApp } from '../test-support/index.ts';
import type { TestMember } from '../test-support/index.ts';

const t = useTestApp();
let alice: TestMember;
let courses: (typeof trainingCourses.$inferSelect)[];

beforeAll(async () => {
  alice = await t.createMember();
  // one round of each course: a course's rounds share its number, and how many a course has depends on the seed's day
  const rounds = await t.db.select().from(trainingCourses).orderBy(asc(trainingCourses.trprId), asc(trainingCourses.trprDegr)).limit(200);
  courses = rounds.filter((round, i) => i === 0 || rounds[i - 1]!.trprId !== round.trprId).slice(0, 20);
});

const slashed = (date: string) => date.replaceAll('-', '/');
function scrapTraining(member: TestMember, course: typeof trainingCourses.$inferSelect, overrides: Record<string, string> = {}) {
  return t.call({
    method: 'POST',
    url: `/v1/scrap/training?type=${encodeURIComponent(course.type)}`,
    headers: member.auth,
    payload: {
      trprId: course.trprId,
      trprDegr: course.trprDegr,
      trainstCstId: course.trainstCstId,
      traStartDate: slashed(course.traStartDate),
      traEndDate: slashed(course.traEndDate),
      ...overrides,
    },
  });
}
const trainingList = (member: TestMember, query = '') => t.call({ method: 'GET', url: `/v1/scrap/training/list?${query}`, headers: member.auth });
const checked = (member: TestMember, category: string, ids: string[]) =>
  t.call({ method: 'GET', url: `/v1/scrap/checked?category=${category}&idList=${ids.join(',')}`, headers: member.auth });

describe('training scraps', () => {
  it('scraps a course round once and lists it', async () => {
    const course = courses[0]!;
    const first = await scrapTraining(alice, course);
    expect(first.status).toBe(200);
    const again = await scrapTraining(alice, course);
    expect(again.body.data.scrapId).toBe(first.body.data.scrapId);
    const { body } = await trainingList(alice);
    expect(body.data.totalElements).toBe(1);
    expect(body.data.content[0]).toEqual({
      isExample: true,
      scrapId: first.body.data.scrapId,
      trprId: course.trprId,
      title: course.title,
      subTitle: course.subTitle,
      address: course.address,
      trprDegr: course.trprDegr,
      traDuration: course.traDuration,
      realMan: course.realMan,
      titleLink: course.titleLink,
    });
  });

  it('is 404 for an unknown course round and 400 for dashed dates or a missing type', async () => {
    const course = courses[1]!;
    const missing = await scrapTraining(alice, course, { trprDegr: '999' });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('NOT_FOUND');
    expect((await scrapTraining(alice, course, { traStartDate: course.traStartDate })).status).toBe(400);
    const noType = await t.call({ method: 'POST', url: '/v1/scrap/training', headers: alice.auth, payload: { trprId: course.trprId } });
    expect(noType.status).toBe(400);
  });

  it('checks by course number and removes every round of a course', async () => {
    const member = await t.createMember();
    const course = courses[2]!;
    const otherRound = { ...course, trprDegr: String(Number(course.trprDegr) + 20) };
    await t.db.insert(trainingCourses).values(otherRound);
    await scrapTraining(member, course);
    await scrapTraining(member, otherRound);
    await scrapTraining(member, courses[3]!);
    expect((await trainingList(member)).body.data.totalElements).toBe(3);
    const check = await checked(member, 'TRAINING', [course.trprId, courses[4]!.trprId, courses[3]!.trprId]);
    expect(check.body.data.map((c: { isScrap: boolean }) => c.isScrap)).toEqual([true, false, true]);

    for (let i = 0; i < 2; i++) {
      const removed = await t.call({ method: 'DELETE', url: `/v1/scrap/training/${course.trprId}`, headers: member.auth });
      expect(removed.status).toBe(200);
    }
    const after = await trainingList(member);
    expect(after.body.data.content.map((s: { trprId: string }) => s.trprId)).toEqual([courses[3]!.trprId]);
  });

  it('sorts and filters by the course region', async () => {
    const member = await t.createMember();
    const picked = courses.slice(5, 9);
    for (const course of picked) expect((await scrapTraining(member, course)).status).toBe(200);
    const oldest = await trainingList(member, `sortBy=${encodeURIComponent('오래된 순')}`);
    expect(oldest.body.data.content.map((s: { trprId: string }) => s.trprId)).toEqual(picked.map((c) => c.trprId));
    const newest = await trainingList(member);
    expect(newest.body.data.content.map((s: { trprId: string }) => s.trprId)).toEqual(picked.map((c) => c.trprId).reverse());
    const city = picked[0]!.city;
    const inCity = await trainingList(member, `locName=${encodeURIComponent(city)}`);
    expect(inCity.body.data.content.map((s: { trprId: string }) => s.trprId).sort()).toEqual(
      picked.filter((c) => c.city === city).map((c) => c.trprId).sort(),
    );
    const [region] = await t.db.select().from(trainingCourses).where(eq(trainingCourses.trprId, picked[0]!.trprId));
    const inDistrict = await trainingList(member, `locName=${encodeURIComponent(region!.address.split(' ').slice(0, 2).join(' '))}`);
    expect(inDistrict.body.data.content.map((s: { trprId: string }) => s.trprId)).toContain(picked[0]!.trprId);
  });
});
