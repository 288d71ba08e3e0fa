// The member's own saved jobs, to-do groups and to-dos (member only). Another member's group or to-do is 403 (reading
// one answers as the dreamer memo does), a missing group 404 NOT_FOUND, a missing to-do 404 TODO_NOT_FOUND.
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { images, jobStarterTodos, jobs, todoGroups, todos } from '../db/schema.ts';
import { ApiError, MESSAGES, notFound, validationError } from '../errors.ts';
import { readImageUploads, storeImage } from '../images.ts';
import { jobAlreadySaved, ownGroup, ownTodo, requireMember, todoNotFound } from '../domain/access.ts';
import { asJobName } from '../domain/schemas.ts';
import { IMAGES_PER_TODO, TODOS_PER_GROUP, TOO_MANY_IMAGES_MESSAGE, imagesAfterUpdate, readTodoFields } from '../domain/todo-form.ts';
import {
  NO_GROUP,
  groupHeader,
  latestGroupHeader,
  todoDetail,
  todoGroupView,
  todoImageIds,
  todoOwnership,
  todoView,
} from '../domain/todo-views.ts';
import type { Handlers } from './types.ts';

/** A job has 5-10 starter to-dos; a newly saved job gets the first few, so the list is a start, not a chore. */
export const STARTER_TODOS = 5;
export const SAVED_JOBS_MAX = 20;

async function groupOwner(db: Db, todoGroupId: number) {
  const [group] = await db.select({ id: todoGroups.id, memberId: todoGroups.memberId }).from(todoGroups).where(eq(todoGroups.id, todoGroupId));
  return group;
}

function readFieldsOrFail(form: { todoTitle: string; memoText?: string; link?: string }) {
  const { fields, errors } = readTodoFields(form);
  if (errors.length > 0) throw new ApiError(400, 'VALIDATION_FAILED', MESSAGES.VALIDATION_FAILED, errors);
  return fields;
}

async function viewOf(db: Db, todoId: number) {
  const view = await todoView(db, todoId);
  if (!view) throw todoNotFound();
  return view;
}

export const handlers: Handlers = {
  getMyTodoJobs: async ({ db, memberId }) => {
    const rows = await db
      .select({ todoGroupId: todoGroups.id, jobName: jobs.name })
      .from(todoGroups)
      .innerJoin(jobs, eq(jobs.id, todoGroups.jobId))
      .where(eq(todoGroups.memberId, requireMember(memberId)))
      .orderBy(asc(todoGroups.createdAt), asc(todoGroups.id))
      .limit(SAVED_JOBS_MAX);
    return rows.map((row) => ({ todoGroupId: row.todoGroupId, jobName: asJobName(row.jobName) }));
  },

  getMyTodoGroup: async ({ db, memberId, request }) => {
    const header = await latestGroupHeader(db, requireMember(memberId));
    return header ? todoGroupView(db, request, header, { now: new Date(), viewer: header.memberId }) : NO_GROUP;
  },

  getMyTodoGroupById: async ({ db, memberId, params, request }) => {
    const header = ownGroup(await groupHeader(db, params.todoGroupId), requireMember(memberId));
    return todoGroupView(db, request, header, { now: new Date(), viewer: header.memberId });
  },

  createTodo: async (ctx) => {
    const { db, params, body } = ctx;
    const memberId = requireMember(ctx.memberId);
    const group = ownGroup(await groupOwner(db, params.todoGroupId), memberId);
    const fields = readFieldsOrFail(body);
    const added = await readImageUploads(ctx, body.images);
    if (added.length > IMAGES_PER_TODO) throw validationError('body.images', TOO_MANY_IMAGES_MESSAGE);
    const todoId = await db.transaction(async (tx) => {
      // the group's row lock makes simultaneous adds take turns, so together they cannot pass the cap
      await tx.select({ id: todoGroups.id }).from(todoGroups).where(eq(todoGroups.id, group.id)).for('update');
      const [held] = await tx.select({ n: count() }).from(todos).where(eq(todos.todoGroupId, group.id));
      if ((held?.n ?? 0) >= TODOS_PER_GROUP) throw new ApiError(409, 'TODO_LIMIT_REACHED', MESSAGES.TODO_LIMIT_REACHED);
      const [row] = await tx
        .insert(todos)
        .values({ todoGroupId: group.id, title: fields.title, isPublic: body.isPublic ?? false, memoText: fields.memoText ?? null, link: fields.link ?? null })
        .returning({ id: todos.id });
      const id = row!.id;
      for (const image of added) await storeImage(tx, { memberId, todoId: id, image });
      return id;
    });
    return viewOf(db, todoId);
  },

  updateTodo: async (ctx) => {
    const { db, params, body, request } = ctx;
    const memberId = requireMember(ctx.memberId);
    const todo = ownTodo(await todoOwnership(db, params.todoId), memberId);
    const fields = readFieldsOrFail(body);
    const added = await readImageUploads(ctx, body.newImages);
    await db.transaction(async (tx) => {
      // the row lock keeps two simultaneous updates from passing the image limit together
      await tx.select({ id: todos.id }).from(todos).where(eq(todos.id, todo.todoId)).for('update');
      const plan = imagesAfterUpdate(await todoImageIds(tx, todo.todoId), body.deleteImages ?? [], added.length);
      if (plan.total > IMAGES_PER_TODO) throw validationError('body.newImages', TOO_MANY_IMAGES_MESSAGE);
      await tx
        .update(todos)
        .set({
          title: fields.title,
          isPublic: body.isPublic,
          // PUT replaces: a memo or link left out is cleared, as the original system does (contract: updateTodo)
          memoText: fields.memoText ?? null,
          link: fields.link ?? null,
        })
        .where(eq(todos.id, todo.todoId));
      if (plan.removed.length > 0) await tx.delete(images).where(and(eq(images.todoId, todo.todoId), inArray(images.id, plan.removed)));
      for (const image of added) await storeImage(tx, { memberId, todoId: todo.todoId, image });
    });
    return todoDetail(db, request, todo.todoId, memberId);
  },

  getMyTodo: async ({ db, memberId, params, request }) => {
    // another member's to-do answers as the dreamer memo does (spec §8): public → read-only 200, private → 400
    return todoDetail(db, request, params.todoId, requireMember(memberId));
  },

  deleteTodo: async ({ db, memberId, params }) => {
    const todo = ownTodo(await todoOwnership(db, params.todoId), requireMember(memberId));
    // its images go with it (images.todo_id cascades)
    await db.delete(todos).where(eq(todos.id, todo.todoId));
    return null;
  },

  setTodoCompleted: async ({ db, memberId, params, body }) => {
    const todo = ownTodo(await todoOwnership(db, params.todoId), requireMember(memberId));
    await db.update(todos).set({ completed: body.completed }).where(eq(todos.id, todo.todoId));
    return viewOf(db, todo.todoId);
  },

  setTodoPublic: async ({ db, memberId, params, body }) => {
    const todo = ownTodo(await todoOwnership(db, params.todoId), requireMember(memberId));
    await db.update(todos).set({ isPublic: body.isPublic }).where(eq(todos.id, todo.todoId));
    return viewOf(db, todo.todoId);
  },

  saveJob: async ({ db, memberId, params }) => {
    const member = requireMember(memberId);
    const [job] = await db.select({ id: jobs.id, name: jobs.name }).from(jobs).where(eq(jobs.id, params.jobId));
    if (!job) throw notFound('직업 정보를 찾을 수 없습니다.');
    const todoGroupId = await db.transaction(async (tx) => {
      const [group] = await tx.insert(todoGroups).values({ memberId: member, jobId: job.id }).onConflictDoNothing().returning({ id: todoGroups.id });
      if (!group) throw jobAlreadySaved();
      const starters = await tx
        .select({ title: jobStarterTodos.title })
        .from(jobStarterTodos)
        .where(eq(jobStarterTodos.jobId, job.id))
        .orderBy(asc(jobStarterTodos.position))
        .limit(STARTER_TODOS);
      if (starters.length > 0) await tx.insert(todos).values(starters.map(({ title }) => ({ todoGroupId: group.id, title })));
      return group.id;
    });
    return { todoGroupId, jobName: asJobName(job.name) };
  },
};
