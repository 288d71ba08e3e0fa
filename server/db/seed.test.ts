import { asc, count, eq, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spec } from '../contract.ts';
import { ALL_DEMO_MEMBERS, DEMO_ACCOUNT } from '../seed/demo.ts';
import { REGIONS, cityOf } from '../seed/regions.ts';
import { createTestDatabase } from '../test-support/database.ts';
import type { TestDatabase } from '../test-support/database.ts';
import { verifyPassword } from '../auth/password.ts';
import { jobStarterTodos, jobs, members, recruitPostings, regions, todoGroups, todos, trainingCourses } from './schema.ts';
import { seedDatabase } from './seed.ts';

let database: TestDatabase;
const today = new Date();
beforeAll(async () => {
  // an empty, migrated database: seed it here, with our own counts
  database = await createTestDatabase({ postings: 0, courses: 0, demo: false });
  await seedDatabase(database.db, { today, postings: 300, courses: 120 });
});
afterAll(async () => {
  await database?.close();
});

const counts = async () => {
  const db = database.db;
  return {
    regions: await db.$count(regions),
    jobs: await db.$count(jobs),
    starter: await db.$count(jobStarterTodos),
    postings: await db.$count(recruitPostings),
    courses: await db.$count(trainingCourses),
    members: await db.$count(members),
    groups: await db.$count(todoGroups),
    todos: await db.$count(todos),
  };
};

describe('seedDatabase', () => {
  it('writes the regions with their city', async () => {
    const rows = await database.db.select().from(regions);
    expect(rows).toHaveLength(REGIONS.length);
    for (const row of rows) expect(row.city).toBe(cityOf(row.regionName));
  });

  it('writes the 20 jobs with ids 1..20 in the contract JobName order, each with 5-10 starter to-dos', async () => {
    const rows = await database.db.select({ id: jobs.id, name: jobs.name }).from(jobs).orderBy(asc(jobs.id));
    expect(rows.map((r) => r.name)).toEqual(spec.components.schemas.JobName.enum);
    expect(rows.map((r) => r.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const perJob = await database.db.select({ jobId: jobStarterTodos.jobId, n: count() }).from(jobStarterTodos).groupBy(jobStarterTodos.jobId);
    expect(perJob).toHaveLength(20);
    for (const { n } of perJob) {
      expect(n).toBeGreaterThanOrEqual(5);
      expect(n).toBeLessThanOrEqual(10);
    }
  });

  it('writes postings and courses whose deadlines are not before today, spread over jobs and cities', async () => {
    const c = await counts();
    expect(c.postings).toBe(300);
    expect(c.courses).toBe(120);
    expect(await database.db.$count(recruitPostings, lt(recruitPostings.expirationDate, today))).toBe(0);
    const jobsUsed = await database.db.select({ n: sql<number>`count(distinct ${recruitPostings.jobName})::int` }).from(recruitPostings);
    expect(jobsUsed[0]!.n).toBe(20);
    const cities = await database.db.select({ n: sql<number>`count(distinct ${recruitPostings.city})::int` }).from(recruitPostings);
    expect(cities[0]!.n).toBe(7);
    const [posting] = await database.db.select().from(recruitPostings).limit(1);
    expect(posting!.url).toMatch(/^https:\/\//);
  });

  it('writes the demo members with hashed passwords, their groups and to-dos', async () => {
    const [demo] = await database.db.select().from(members).where(eq(members.loginId, DEMO_ACCOUNT.loginId));
    expect(demo!.nickname).toBe(DEMO_ACCOUNT.nickName);
    expect(await verifyPassword(demo!.passwordHash!, DEMO_ACCOUNT.password)).toBe(true);
    expect((await counts()).members).toBe(ALL_DEMO_MEMBERS.length);
    const expectedGroups = ALL_DEMO_MEMBERS.reduce((n, m) => n + m.jobs.length, 0);
    const expectedTodos = ALL_DEMO_MEMBERS.reduce((n, m) => n + m.jobs.reduce((k, j) => k + j.todos.length, 0), 0);
    expect((await counts()).groups).toBe(expectedGroups);
    expect((await counts()).todos).toBe(expectedTodos);
    const publicTodos = await database.db.$count(todos, eq(todos.isPublic, true));
    expect(publicTodos).toBeGreaterThan(10);
  });

  it('is idempotent: seeding again (even on another day) adds nothing', async () => {
    const before = await counts();
    await seedDatabase(database.db, { today: new Date(today.getTime() + 3 * 86_400_000), postings: 300, courses: 120 });
    expect(await counts()).toEqual(before);
  });

  it('brings a withdrawn demo member back on the next start, leaving real members alone', async () => {
    await database.db.delete(members).where(eq(members.loginId, ALL_DEMO_MEMBERS[1]!.loginId));
    const [real] = await database.db
      .insert(members)
      .values({ loginId: 'realmember1', passwordHash: 'x', nickname: '진짜회원', birthDate: '1960-01-01', gender: 'MALE', regionCode: 11110 })
      .returning();
    await seedDatabase(database.db, { today });
    expect((await counts()).members).toBe(ALL_DEMO_MEMBERS.length + 1);
    expect(await database.db.$count(members, eq(members.id, real!.id))).toBe(1);
  });

  it('leaves alone a real member who took a withdrawn demo id in other letter case (ids match whatever the case)', async () => {
    const demo = ALL_DEMO_MEMBERS[2]!;
    await database.db.delete(members).where(eq(members.loginId, demo.loginId));
    await database.db
      .insert(members)
      .values({ loginId: demo.loginId.toUpperCase(), passwordHash: 'x', nickname: '대문자회원', birthDate: '1961-02-03', gender: 'FEMALE', regionCode: 11110 });
    const before = (await counts()).members;
    await seedDatabase(database.db, { today });
    expect((await counts()).members).toBe(before);
    const [kept] = await database.db.select().from(members).where(eq(members.loginId, demo.loginId.toUpperCase()));
    expect(kept?.nickname).toBe('대문자회원');
  });
});
