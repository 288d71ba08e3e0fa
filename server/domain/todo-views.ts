// Reading to-do groups and to-dos as the contract shows them. Shared by the member's own pages (my-dream) and the
// dreamer pages, which show the same group and memo shapes.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { images, jobs, members, todoGroups, todos } from '../db/schema.ts';
import { imageUrl, imageUrlOrNull } from '../images.ts';
import { readableTodo } from './access.ts';
import { asJobName } from './schemas.ts';
import type { TodoDetailView, TodoGroupView, TodoView } from './schemas.ts';
import { daysSince } from './seoul-days.ts';
import { TODOS_PER_GROUP } from './todo-form.ts';

/** The contract's ceiling for a view count; a bigger stored number is shown as this. */
export const TOTAL_VIEW_MAX = 999_999;

/**
 * A memo exists when the to-do has memo text, a link or an image. Written out qualified: in a one-table select
 * drizzle leaves column names bare, and a bare "id" inside the subquery would be the image's.
 */
const memoExists = sql<boolean>`("todos"."memo_text" is not null or "todos"."link" is not null or exists (select 1 from "images" where "images"."todo_id" = "todos"."id"))`;

const todoColumns = {
  todoId: todos.id,
  title: todos.title,
  completed: todos.completed,
  isMemoExist: memoExists,
  isPublic: todos.isPublic,
};

function asTodoView(row: { todoId: number; title: string; completed: boolean; isMemoExist: unknown; isPublic: boolean }): TodoView {
  return { ...row, isMemoExist: row.isMemoExist === true };
}

export async function todoView(db: Db, todoId: number): Promise<TodoView | undefined> {
  const [row] = await db.select(todoColumns).from(todos).where(eq(todos.id, todoId));
  return row && asTodoView(row);
}

/**
 * A group's to-dos in the order they were made: all of them for the owner, only the public ones for anyone else.
 * At most TODOS_PER_GROUP (rows made before the cap held must not break the page).
 */
export async function todosOfGroup(db: Db, todoGroupId: number, { publicOnly }: { publicOnly: boolean }): Promise<TodoView[]> {
  const rows = await db
    .select(todoColumns)
    .from(todos)
    .where(publicOnly ? and(eq(todos.todoGroupId, todoGroupId), eq(todos.isPublic, true)) : eq(todos.todoGroupId, todoGroupId))
    .orderBy(asc(todos.id))
    .limit(TODOS_PER_GROUP);
  return rows.map(asTodoView);
}

export interface GroupHeader {
  todoGroupId: number;
  memberId: number;
  jobId: number;
  jobName: string;
  totalView: number;
  createdAt: Date;
  memberNickname: string;
  /** the owner's profile image (its public id) */
  profileImageId: string | null;
}

const headerColumns = {
  todoGroupId: todoGroups.id,
  memberId: todoGroups.memberId,
  jobId: todoGroups.jobId,
  jobName: jobs.name,
  totalView: todoGroups.totalView,
  createdAt: todoGroups.createdAt,
  memberNickname: members.nickname,
  profileImageId: images.publicId,
};

function headerQuery(db: Db) {
  return db
    .select(headerColumns)
    .from(todoGroups)
    .innerJoin(members, eq(members.id, todoGroups.memberId))
    .innerJoin(jobs, eq(jobs.id, todoGroups.jobId))
    .leftJoin(images, eq(images.id, members.profileImageId));
}

export async function groupHeader(db: Db, todoGroupId: number): Promise<GroupHeader | undefined> {
  const [row] = await headerQuery(db).where(eq(todoGroups.id, todoGroupId));
  return row;
}

/** The member's main group: the job saved most recently. */
export async function latestGroupHeader(db: Db, memberId: number): Promise<GroupHeader | undefined> {
  const [row] = await headerQuery(db).where(eq(todoGroups.memberId, memberId)).orderBy(sql`${todoGroups.createdAt} desc`, sql`${todoGroups.id} desc`).limit(1);
  return row;
}

/**
 * A group as `viewer` may see it: the owner sees every to-do, anyone else (a visitor: null) the public ones only
 * (or `todos`, when the caller read them already).
 */
export async function todoGroupView(
  db: Db,
  request: FastifyRequest,
  header: GroupHeader,
  { now, viewer, todos }: { now: Date; viewer: number | null; todos?: TodoView[] },
): Promise<TodoGroupView> {
  return {
    todoGroupId: header.todoGroupId,
    memberNickname: header.memberNickname,
    profileImage: imageUrlOrNull(request, header.profileImageId),
    daysAgo: daysSince(header.createdAt, now),
    jobName: asJobName(header.jobName),
    totalView: Math.min(header.totalView, TOTAL_VIEW_MAX),
    todos: todos ?? (await todosOfGroup(db, header.todoGroupId, { publicOnly: viewer !== header.memberId })),
  };
}

export const NO_GROUP: TodoGroupView = {
  todoGroupId: null,
  memberNickname: null,
  profileImage: null,
  daysAgo: null,
  jobName: null,
  totalView: null,
  todos: [],
};

export interface TodoOwnership {
  todoId: number;
  todoGroupId: number;
  memberId: number;
  isPublic: boolean;
}

/** A to-do with the member who owns it (through its group). */
export async function todoOwnership(db: Db, todoId: number): Promise<TodoOwnership | undefined> {
  const [row] = await db
    .select({ todoId: todos.id, todoGroupId: todos.todoGroupId, memberId: todoGroups.memberId, isPublic: todos.isPublic })
    .from(todos)
    .innerJoin(todoGroups, eq(todoGroups.id, todos.todoGroupId))
    .where(eq(todos.id, todoId));
  return row;
}

/** The images of a to-do, in upload order. */
export async function todoImages(db: Db, todoId: number): Promise<{ id: number; publicId: string }[]> {
  return db.select({ id: images.id, publicId: images.publicId }).from(images).where(eq(images.todoId, todoId)).orderBy(asc(images.id));
}

/** The image ids of a to-do, in upload order. */
export async function todoImageIds(db: Db, todoId: number): Promise<number[]> {
  return (await todoImages(db, todoId)).map((row) => row.id);
}

/**
 * A to-do with its memo as `viewer` may read it (readableTodo: its owner any, anyone else a public one; a visitor is
 * null). The decision and the answer come from one statement, so from one snapshot of the row: a to-do made private
 * while someone else reads it reaches them as it was (public) or refused, never with its private title, memo or
 * images. Only the owner gets the signed pass to a private to-do's images.
 */
export async function todoDetail(db: Db, request: FastifyRequest, todoId: number, viewer: number | null): Promise<TodoDetailView> {
  // one row per image (or one without), images in upload order
  const rows = await db
    .select({
      todoId: todos.id,
      title: todos.title,
      isPublic: todos.isPublic,
      memoText: todos.memoText,
      link: todos.link,
      memberId: todoGroups.memberId,
      imageId: images.id,
      publicId: images.publicId,
    })
    .from(todos)
    .innerJoin(todoGroups, eq(todoGroups.id, todos.todoGroupId))
    .leftJoin(images, eq(images.todoId, todos.id))
    .where(eq(todos.id, todoId))
    .orderBy(asc(images.id));
  const todo = readableTodo(rows[0], viewer);
  const ownerPass = !todo.isPublic && viewer === todo.memberId;
  return {
    todoId: todo.todoId,
    title: todo.title,
    isPublic: todo.isPublic,
    memoText: todo.memoText,
    link: todo.link,
    images: rows.flatMap(({ imageId, publicId }) =>
      imageId === null || publicId === null ? [] : [{ imageId, imageUrl: imageUrl(request, publicId, { ownerPass }) }],
    ),
  };
}
