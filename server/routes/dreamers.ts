// Dreamers: other members preparing for a job, their to-do groups (read only, counting views) and public memos.
import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobs, todoGroups } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { requireMember } from '../domain/access.ts';
import { dreamerCards, dreamersOf } from '../domain/dreamer-cards.ts';
import { countView } from '../domain/group-views.ts';
import { isPastEnd, pageOffset, totalPages } from '../domain/paging.ts';
import { groupHeader, todoDetail, todoGroupView, todosOfGroup } from '../domain/todo-views.ts';
import type { Handlers } from './types.ts';

export const DREAMER_CARDS = 12;
export const SIMPLE_DREAMER_CARDS = 4;
export const DREAMER_PAGE_SIZE = 8;

async function existingJob(db: Db, jobId: number): Promise<number> {
  const [job] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId));
  if (!job) throw notFound('직업 정보를 찾을 수 없습니다.');
  return job.id;
}

export const handlers: Handlers = {
  getOtherDreamers: async ({ db, memberId, request }) => {
    const member = requireMember(memberId);
    const saved = await db.select({ jobId: todoGroups.jobId }).from(todoGroups).where(eq(todoGroups.memberId, member));
    if (saved.length === 0) return [];
    const where = dreamersOf.all(dreamersOf.jobs(saved.map((row) => row.jobId)), dreamersOf.notMember(member));
    return dreamerCards(db, request, { where, limit: DREAMER_CARDS, now: new Date() });
  },

  getPublicDreamers: async ({ db, memberId, request }) => {
    const where = memberId === null ? undefined : dreamersOf.notMember(memberId);
    return dreamerCards(db, request, { where, limit: DREAMER_CARDS, now: new Date() });
  },

  getSimpleDreamersByJob: async ({ db, params, request }) => {
    const jobId = await existingJob(db, params.jobId);
    return dreamerCards(db, request, { where: dreamersOf.job(jobId), limit: SIMPLE_DREAMER_CARDS, now: new Date() });
  },

  getDreamersByJob: async ({ db, params, query, request }) => {
    const jobId = await existingJob(db, params.jobId);
    const page = query.page ?? 0;
    const [counted] = await db.select({ total: count() }).from(todoGroups).where(dreamersOf.all(dreamersOf.visible(), dreamersOf.job(jobId)));
    const total = counted?.total ?? 0;
    const content = isPastEnd(page, DREAMER_PAGE_SIZE, total)
      ? []
      : await dreamerCards(db, request, {
          where: dreamersOf.job(jobId),
          limit: DREAMER_PAGE_SIZE,
          offset: pageOffset(page, DREAMER_PAGE_SIZE),
          now: new Date(),
        });
    return { content, totalPages: totalPages(total, DREAMER_PAGE_SIZE), totalElements: total, number: page, size: DREAMER_PAGE_SIZE };
  },

  getDreamerTodoGroup: async ({ db, memberId, params, request }) => {
    const header = await groupHeader(db, params.id);
    if (!header) throw notFound('할 일 목록을 찾을 수 없습니다.');
    const owner = memberId === header.memberId;
    // what others see is the public to-dos; a group without any is not shown to them at all (as if it did not
    // exist, and no view is counted): saving a job alone does not make a member a public dreamer
    const todos = await todosOfGroup(db, header.todoGroupId, { publicOnly: !owner });
    if (!owner && todos.length === 0) throw notFound('할 일 목록을 찾을 수 없습니다.');
    const now = new Date();
    // a look counts once a day per viewer (the owner's never), the answer included
    const totalView = await countView(db, request, { todoGroupId: header.todoGroupId, ownerId: header.memberId, memberId, totalView: header.totalView, now });
    return todoGroupView(db, request, { ...header, totalView }, { now, viewer: memberId, todos });
  },

  getDreamerTodoMemo: async ({ db, memberId, params, request }) => {
    return todoDetail(db, request, params.id, memberId);
  },
};
