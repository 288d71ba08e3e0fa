// Dreamer cards: other members' to-do groups, most viewed first (then the most recently made), each with the
// owner's region, its public to-do count and its first four public to-dos. Index-backed by todo_groups (job_id,
// total_view, id). The cards are what anyone may see, so a private to-do leaves no trace here: not its title, its
// state, nor a count that includes it. A group with no public to-do is not shown to others at all (saving a job alone
// does not make a member a public dreamer): every list and count here holds only groups with a public to-do.
import { and, asc, count, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { images, jobs, members, regions, todoGroups, todos } from '../db/schema.ts';
import { imageUrlOrNull } from '../images.ts';
import { asJobName } from './schemas.ts';
import type { DreamerCardView } from './schemas.ts';
import { daysSince } from './seoul-days.ts';
import { TODOS_PER_GROUP } from './todo-form.ts';

export const PREVIEW_TODOS = 4;

export async function dreamerCards(
  db: Db,
  request: FastifyRequest,
  { where, limit, offset = 0, now }: { where: SQL | undefined; limit: number; offset?: number; now: Date },
): Promise<DreamerCardView[]> {
  const groups = await db
    .select({
      todoGroupId: todoGroups.id,
      regionName: regions.regionName,
      jobName: jobs.name,
      memberNickname: members.nickname,
      createdAt: todoGroups.createdAt,
      profileImageId: images.publicId,
    })
    .from(todoGroups)
    .innerJoin(members, eq(members.id, todoGroups.memberId))
    .innerJoin(jobs, eq(jobs.id, todoGroups.jobId))
    .leftJoin(regions, eq(regions.regionCode, members.regionCode))
    .leftJoin(images, eq(images.id, members.profileImageId))
    .where(and(hasPublicTodo, where))
    .orderBy(desc(todoGroups.totalView), desc(todoGroups.id))
    .limit(limit)
    .offset(offset);
  if (groups.length === 0) return [];
  const ids = groups.map((group) => group.todoGroupId);

  const counts = await db
    .select({ todoGroupId: todos.todoGroupId, todoCount: count() })
    .from(todos)
    .where(and(inArray(todos.todoGroupId, ids), eq(todos.isPublic, true)))
    .groupBy(todos.todoGroupId);
  const countOf = new Map(counts.map((row) => [row.todoGroupId, row.todoCount]));

  const numbered = db
    .select({
      todoGroupId: todos.todoGroupId,
      title: todos.title,
      completed: todos.completed,
      id: todos.id,
      position: sql<number>`row_number() over (partition by ${todos.todoGroupId} order by ${todos.id})`.as('position'),
    })
    .from(todos)
    .where(and(inArray(todos.todoGroupId, ids), eq(todos.isPublic, true)))
    .as('numbered');
  const previews = await db
    .select({ todoGroupId: numbered.todoGroupId, title: numbered.title, completed: numbered.completed })
    .from(numbered)
    .where(lte(numbered.position, PREVIEW_TODOS))
    .orderBy(asc(numbered.todoGroupId), asc(numbered.id));
  const previewsOf = new Map<number, { title: string; completed: boolean }[]>();
  for (const { todoGroupId, title, completed } of previews) {
    const list = previewsOf.get(todoGroupId) ?? [];
    list.push({ title, completed });
    previewsOf.set(todoGroupId, list);
  }

  return groups.map((group) => ({
    todoGroupId: group.todoGroupId,
    regionName: group.regionName,
    jobName: asJobName(group.jobName),
    memberNickname: group.memberNickname,
    daysAgo: daysSince(group.createdAt, now),
    // a group never holds more than TODOS_PER_GROUP (200); older rows past it still must not break the card
    todoCount: Math.min(countOf.get(group.todoGroupId) ?? 0, TODOS_PER_GROUP),
    profileImage: imageUrlOrNull(request, group.profileImageId),
    todos: previewsOf.get(group.todoGroupId) ?? [],
  }));
}

/**
 * The group holds at least one public to-do: the condition for anyone but its owner to see it (cards, counts, its
 * page). Written out qualified: in a one-table select drizzle leaves column names bare.
 */
export const hasPublicTodo = sql`exists (select 1 from "todos" where "todos"."todo_group_id" = "todo_groups"."id" and "todos"."is_public")`;

/** Conditions the dreamer lists combine: one job, several jobs, not the member's own groups. */
export const dreamersOf = {
  job: (jobId: number) => eq(todoGroups.jobId, jobId),
  jobs: (jobIds: readonly number[]) => inArray(todoGroups.jobId, [...jobIds]),
  notMember: (memberId: number) => ne(todoGroups.memberId, memberId),
  /** shown to others: the group has a public to-do (dreamerCards adds it itself; counts must too) */
  visible: () => hasPublicTodo,
  all: (...conditions: (SQL | undefined)[]) => and(...conditions),
};
