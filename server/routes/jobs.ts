// The job area: the questionnaire's recommendation, the job encyclopedia list and a job's detail.
import { and, count, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { jobs, todoGroups } from '../db/schema.ts';
import { dreamersOf } from '../domain/dreamer-cards.ts';
import { notFound, validationError } from '../errors.ts';
import { jobImageUrl } from '../domain/job-image.ts';
import { sortKorean } from '../domain/korean-order.ts';
import { pageOffset, totalPages } from '../domain/paging.ts';
import { recommend } from '../domain/recommend.ts';
import { asJobName } from '../domain/schemas.ts';
import { loadFacts } from '../seed/facts/facts.ts';
import type { JobRequirement } from '../seed/facts/facts.ts';
import type { JobDetailView } from '../domain/schemas.ts';
import type { Handlers } from './types.ts';

export const JOB_PAGE_SIZE = 9;

/** The facts are read again at most this often: an edited file is served without a restart (as for help places). */
const FACTS_TTL_MS = 60_000;
let cachedRequirements: { byJob: Map<string, JobRequirement[]>; until: number } | undefined;

/** The sourced requirement lines of a job (server/seed/facts/job-requirements.json), in file order. */
function requirementsOf(jobName: string, now = Date.now()) {
  if (!cachedRequirements || cachedRequirements.until <= now) {
    const byJob = new Map<string, JobRequirement[]>();
    for (const line of loadFacts().jobRequirements) byJob.set(line.jobName, [...(byJob.get(line.jobName) ?? []), line]);
    cachedRequirements = { byJob, until: now + FACTS_TTL_MS };
  }
  return (cachedRequirements.byJob.get(jobName) ?? []).map((line) => ({
    kind: line.kind,
    text: line.text,
    source: { url: line.source.url, checkedOn: line.source.checkedOn, siteName: line.siteName },
  }));
}

export const handlers: Handlers = {
  recommendJobs: async ({ db, body, request }) => {
    const seen = new Set<number>();
    body.answers.forEach(({ questionNum }, index) => {
      if (seen.has(questionNum)) throw validationError(`body.answers.${index}.questionNum`, '같은 문항 번호는 한 번만 보낼 수 있습니다.');
      seen.add(questionNum);
    });
    const rows = await db.select().from(jobs);
    const candidates = rows.map((job) => ({
      ...job,
      strong: { physical: job.strongPhysical, stress: job.strongStress, relationship: job.strongRelationship },
    }));
    return {
      recommendedJobs: recommend(body.answers, candidates).map(({ job, reasons }) => ({
        jobId: job.id,
        jobTitle: asJobName(job.name),
        jobDescription: job.description,
        imageUrl: jobImageUrl(request, job.imageSlug),
        reasons,
      })),
    };
  },

  getJobList: async ({ db, query, request }) => {
    const pageNum = query.pageNum ?? 0;
    const filters: SQL[] = [];
    if (query.require) filters.push(eq(jobs.require, query.require));
    if (query.workTime) filters.push(eq(jobs.workTime, query.workTime));
    if (query.physical) filters.push(eq(jobs.physical, query.physical));
    // Twenty jobs at most: sorting them here keeps the Korean order independent of the database's collation.
    const rows = await db
      .select({ id: jobs.id, name: jobs.name, description: jobs.description, imageSlug: jobs.imageSlug, savedBy: count(todoGroups.id) })
      .from(jobs)
      // 준비하는 사람: the job's dreamers others can see (a group with a public to-do), as on its dreamer list
      .leftJoin(todoGroups, and(eq(todoGroups.jobId, jobs.id), dreamersOf.visible()))
      .where(and(...filters))
      .groupBy(jobs.id);
    const offset = pageOffset(pageNum, JOB_PAGE_SIZE);
    return {
      content: sortKorean(rows, (row) => row.name)
        .slice(offset, offset + JOB_PAGE_SIZE)
        .map((row) => ({
          jobId: row.id,
          jobName: asJobName(row.name),
          jobDescription: row.description,
          imageUrl: jobImageUrl(request, row.imageSlug),
          todoGroupNum: row.savedBy,
        })),
      totalPages: totalPages(rows.length, JOB_PAGE_SIZE),
      totalElements: rows.length,
      number: pageNum,
      size: JOB_PAGE_SIZE,
    };
  },

  getJobDetail: async ({ db, params, request }) => {
    const [job] = await db.select().from(jobs).where(eq(jobs.id, params.jobId));
    if (!job) throw notFound('직업 정보를 찾을 수 없습니다.');
    return {
      jobId: job.id,
      jobName: asJobName(job.name),
      jobDescription: job.description,
      imageUrl: jobImageUrl(request, job.imageSlug),
      salaryCost: job.salaryCost,
      salaryType: job.salaryType as JobDetailView['salaryType'],
      certification: job.certification,
      certificationPeriod: job.certificationPeriod,
      strong: { physical: job.strongPhysical, stress: job.strongStress, relationship: job.strongRelationship },
      require: job.require as JobDetailView['require'],
      workTime: job.workTime as JobDetailView['workTime'],
      physical: job.physical as JobDetailView['physical'],
      requirements: requirementsOf(job.name),
    };
  },
};
