// Seeds the facts every 새길 database starts with: regions, the 20 jobs with their starter to-dos, recruitment postings,
// training courses and the demo members with their to-do groups. Idempotent: each part is only written when missing,
// all in one transaction, so a crash mid-seed leaves nothing half-written and the next start simply seeds again.
import { count, inArray, sql } from 'drizzle-orm';
import { ageColumns } from '../domain/age-limit.ts';
import { hashPassword } from '../auth/password.ts';
import { CURRENT_REQUIRED, consentRows, recordConsents } from '../domain/consent.ts';
import { ALL_DEMO_MEMBERS } from '../seed/demo.ts';
import { JOBS } from '../seed/jobs.ts';
import { generateCourses } from '../seed/courses.ts';
import { generatePostings } from '../seed/postings.ts';
import { REGIONS, cityOf } from '../seed/regions.ts';
import type { Db } from './client.ts';
import {
  jobStarterTodos,
  jobs,
  members,
  recruitPostings,
  regions,
  todoGroups,
  todos,
  trainingCourses,
} from './schema.ts';

export interface SeedOptions {
  /** "now" for the generated deadlines and course dates (default: the current time). */
  today?: Date;
  /** postings written when the table is empty (default 3000). */
  postings?: number;
  /** training courses written when the table is empty (default 1500). */
  courses?: number;
  /** demo members (default true). */
  demo?: boolean;
}

const DAY_MS = 86_400_000;
const CHUNK = 1000;

/** Job ids are 1..20 in the contract's JobName order (the order of JOBS). */
export const JOB_ID_BY_NAME: ReadonlyMap<string, number> = new Map(JOBS.map((job, i) => [job.jobName, i + 1]));

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** The demo login ids (lower case) already taken, in any letter case, by a demo or a real member. */
async function presentDemoIds(db: Db): Promise<Set<string>> {
  const existing = await db
    .select({ loginId: members.loginId })
    .from(members)
    .where(inArray(sql`lower(${members.loginId})`, ALL_DEMO_MEMBERS.map((m) => m.loginId.toLowerCase())));
  return new Set(existing.map((m) => m.loginId.toLowerCase()));
}

/** true when it wrote postings or courses (the planner's statistics are then worth refreshing). */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const { today = new Date(), postings = 3000, courses = 1500, demo = true } = options;
  // Hash outside the transaction (argon2 takes ~20 ms a password and needs no database), and only for the demo
  // members still missing, so a restart does not pay for it.
  const demoHashes = new Map<string, string>();
  if (demo) {
    const present = await presentDemoIds(db);
    const missing = ALL_DEMO_MEMBERS.filter((m) => !present.has(m.loginId.toLowerCase()));
    for (const [loginId, hash] of await Promise.all(missing.map(async (m) => [m.loginId, await hashPassword(m.password)] as const))) {
      demoHashes.set(loginId, hash);
    }
  }

  let wroteListings = false;
  await db.transaction(async (tx) => {
    await tx
      .insert(regions)
      .values(REGIONS.map((r) => ({ regionCode: r.regionCode, regionName: r.regionName, city: cityOf(r.regionName) })))
      .onConflictDoNothing();

    await tx
      .insert(jobs)
      .values(
        JOBS.map((job, i) => ({
          id: i + 1,
          name: job.jobName,
          description: job.jobDescription,
          salaryCost: job.salaryCost,
          salaryType: job.salaryType,
          certification: job.certification,
          certificationPeriod: job.certificationPeriod,
          strongPhysical: job.strong.physical,
          strongStress: job.strong.stress,
          strongRelationship: job.strong.relationship,
          require: job.require,
          workTime: job.workTime,
          physical: job.physical,
          imageSlug: job.imageSlug,
          traits: job.traits,
        })),
      )
      .onConflictDoNothing();

    await tx
      .insert(jobStarterTodos)
      .values(JOBS.flatMap((job, i) => job.starterTodos.map((title, position) => ({ jobId: i + 1, position, title }))))
      .onConflictDoNothing();

    const [postingCount] = await tx.select({ n: count() }).from(recruitPostings);
    if (postingCount!.n === 0 && postings > 0) {
      const rows = generatePostings(postings, today).map((p) => ({
        ...p,
        city: cityOf(regionNameOf(p.regionCode)),
        ...ageColumns(p.title),
      }));
      await insertChunked(rows, (chunk) => tx.insert(recruitPostings).values(chunk).onConflictDoNothing());
      wroteListings = true;
    }

    const [courseCount] = await tx.select({ n: count() }).from(trainingCourses);
    if (courseCount!.n === 0 && courses > 0) {
      const rows = generateCourses(courses, today).map((c) => ({
        ...c,
        city: cityOf(regionNameOf(c.regionCode)),
        traStartDate: c.traStartDate.toISOString().slice(0, 10),
        traEndDate: c.traEndDate.toISOString().slice(0, 10),
      }));
      await insertChunked(rows, (chunk) => tx.insert(trainingCourses).values(chunk).onConflictDoNothing());
      wroteListings = true;
    }

    if (!demo) return;
    const present = await presentDemoIds(tx);
    for (const seed of ALL_DEMO_MEMBERS) {
      if (present.has(seed.loginId.toLowerCase()) || !demoHashes.has(seed.loginId)) continue;
      const [member] = await tx
        .insert(members)
        .values({
          loginId: seed.loginId,
          passwordHash: demoHashes.get(seed.loginId)!,
          nickname: seed.nickName,
          birthDate: seed.birthDate.replaceAll('/', '-'),
          gender: seed.gender,
          regionCode: regionCodeOf(seed.regionName),
          createdAt: new Date(today.getTime() - 180 * DAY_MS),
        })
        .onConflictDoNothing()
        .returning({ id: members.id });
      if (!member) continue; // the nickname is taken by a real member: leave the demo member out
      // the project's own demo accounts agree to the current documents, so logging in to try 새길 asks nothing
      await recordConsents(tx, member.id, consentRows(CURRENT_REQUIRED, { signUp: true }));
      for (const saved of seed.jobs) {
        const jobId = JOB_ID_BY_NAME.get(saved.jobName);
        if (!jobId) throw new Error(`demo member ${seed.loginId}: unknown job ${saved.jobName}`);
        const createdAt = new Date(today.getTime() - saved.daysAgo * DAY_MS);
        const [group] = await tx
          .insert(todoGroups)
          .values({ memberId: member.id, jobId, createdAt, totalView: demoViews(seed.loginId, jobId) })
          .returning({ id: todoGroups.id });
        if (saved.todos.length === 0) continue;
        await tx.insert(todos).values(
          saved.todos.map((todo, i) => ({
            todoGroupId: group!.id,
            title: todo.title,
            completed: todo.completed,
            isPublic: todo.isPublic,
            memoText: todo.memoText ?? null,
            link: todo.link ?? null,
            createdAt: new Date(createdAt.getTime() + i * 60_000),
          })),
        );
      }
    }
  });
  return wroteListings;
}

const REGION_NAME = new Map(REGIONS.map((r) => [r.regionCode, r.regionName]));
const REGION_CODE = new Map(REGIONS.map((r) => [r.regionName, r.regionCode]));

function regionNameOf(code: number): string {
  const name = REGION_NAME.get(code);
  if (!name) throw new Error(`unknown region code ${code}`);
  return name;
}

function regionCodeOf(name: string): number {
  const code = REGION_CODE.get(name);
  if (code === undefined) throw new Error(`unknown region ${name}`);
  return code;
}

/** A stable, believable view count for a demo group (so the "most viewed" lists have an order). */
function demoViews(loginId: string, jobId: number): number {
  let h = jobId * 31;
  for (const ch of loginId) h = (h * 33 + ch.charCodeAt(0)) % 997;
  return 20 + (h % 180);
}
