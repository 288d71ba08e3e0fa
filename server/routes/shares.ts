// Read-only links to a member's plan (issue 22, docs/decisions/0017): the member makes a link for one to-do group and
// sends it to family or a counsellor, who open it without an account. The token (160 random bits, base64url) is shown
// once; the database keeps only its SHA-256 and its first 4 characters. Whether a link still works is decided by the
// database on every request (no cache), so revoking, expiry, withdrawal, removing the job or deleting a to-do end what
// it shows on the very next request, on every server sharing one PostgreSQL.
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { components } from '../../generated/openapi.d.ts';
import type { Db } from '../db/client.ts';
import { images, jobs, members, planShares, todoGroups, todos } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { signShareImageAccess } from '../image-access.ts';
import { imageUrl, imageUrlOrNull } from '../images.ts';
import { publicLink } from '../public-url.ts';
import { ownGroup, requireMember } from '../domain/access.ts';
import { asJobName } from '../domain/schemas.ts';
import { daysSince } from '../domain/seoul-days.ts';
import { TODOS_PER_GROUP } from '../domain/todo-form.ts';
import { groupHeader } from '../domain/todo-views.ts';
import type { Handlers, OperationId } from './types.ts';

type SharedTodo = components['schemas']['SharedTodo'];

/** 20 random bytes: 160 bits, 27 base64url characters; the 4 shown in the list leave 136 unknown. */
export const SHARE_TOKEN_BYTES = 20;
export const SHARE_TOKEN_PREFIX_LENGTH = 4;
/** Live links a member may hold at once. */
export const SHARES_PER_MEMBER = 20;
/** An ended link stays in the member's list this long (so "끝남" can be seen), then goes. */
export const ENDED_SHARES_KEPT_DAYS = 30;
export const SHARE_LIST_MAX = 200;
export const SHARE_NOT_FOUND_MESSAGE = '이 링크는 더 이상 쓸 수 없어요.';
export const SHARE_LIMIT_MESSAGE = `보여주기 링크는 ${SHARES_PER_MEMBER}개까지 만들 수 있어요. 쓰지 않는 링크를 끊고 다시 만들어주세요.`;

export const shareNotFound = () => new ApiError(404, 'SHARE_NOT_FOUND', SHARE_NOT_FOUND_MESSAGE);

export const newShareToken = () => randomBytes(SHARE_TOKEN_BYTES).toString('base64url');
export const hashShareToken = (token: string): Buffer => createHash('sha256').update(token, 'utf8').digest();

/** Headers every answer of an operation carries, errors and 429 included (server/plugins/contract-routes.ts). */
export const OPERATION_HEADERS: Partial<Record<OperationId, Record<string, string>>> = {
  getSharedPlan: { 'cache-control': 'no-store', 'x-robots-tag': 'noindex', 'referrer-policy': 'no-referrer' },
  createPlanShare: { 'cache-control': 'no-store' },
};

/**
 * Counts an open of a live link and returns it, in one statement: a link that is unknown, revoked (its row deleted)
 * or past its end is not found. The owner's own open (a valid bearer token of the owner) changes nothing.
 */
async function openShare(db: Db, token: string, viewer: number | null) {
  const isOwner = viewer === null ? sql`false` : sql`${planShares.memberId} = ${viewer}`;
  const [share] = await db
    .update(planShares)
    .set({
      viewCount: sql`case when ${isOwner} then ${planShares.viewCount} else least(${planShares.viewCount} + 1, 2147483647) end`,
      lastViewedAt: sql`case when ${isOwner} then ${planShares.lastViewedAt} else now() end`,
    })
    .where(and(eq(planShares.tokenHash, hashShareToken(token)), gt(planShares.expiresAt, sql`now()`)))
    .returning({
      id: planShares.id,
      todoGroupId: planShares.todoGroupId,
      includePrivate: planShares.includePrivate,
      includeMemos: planShares.includeMemos,
      expiresAt: planShares.expiresAt,
    });
  return share;
}

/**
 * The to-dos a link shows, from one statement (one snapshot): public ones, or all when it includes private ones; their
 * memo, link and images only when it includes memos. A private to-do's images get the link's own pass, never the owner's.
 */
async function sharedTodos(
  db: Db,
  request: FastifyRequest,
  share: { id: number; todoGroupId: number; includePrivate: boolean; includeMemos: boolean },
): Promise<SharedTodo[]> {
  const rows = await db
    .select({
      todoId: todos.id,
      title: todos.title,
      completed: todos.completed,
      isPublic: todos.isPublic,
      memoText: todos.memoText,
      link: todos.link,
      publicId: images.publicId,
    })
    .from(todos)
    .leftJoin(images, share.includeMemos ? eq(images.todoId, todos.id) : sql`false`)
    .where(share.includePrivate ? eq(todos.todoGroupId, share.todoGroupId) : and(eq(todos.todoGroupId, share.todoGroupId), eq(todos.isPublic, true)))
    .orderBy(asc(todos.id), asc(images.id));
  const byId = new Map<number, SharedTodo>();
  for (const row of rows) {
    let todo = byId.get(row.todoId);
    if (!todo) {
      if (byId.size >= TODOS_PER_GROUP) break;
      todo = { title: row.title, completed: row.completed };
      if (share.includeMemos) Object.assign(todo, { memoText: row.memoText, link: row.link, images: [] });
      byId.set(row.todoId, todo);
    }
    if (share.includeMemos && row.publicId !== null) {
      const url = row.isPublic
        ? imageUrl(request, row.publicId)
        : publicLink(request, `/images/${row.publicId}?share=${signShareImageAccess(request.server.shareImageKey, share.id, row.publicId)}`);
      todo.images!.push({ imageUrl: url });
    }
  }
  return [...byId.values()];
}

export const handlers: Handlers = {
  createPlanShare: async ({ db, memberId: caller, params, body, request, reply }) => {
    const memberId = requireMember(caller);
    const [group] = await db.select({ id: todoGroups.id, memberId: todoGroups.memberId }).from(todoGroups).where(eq(todoGroups.id, params.todoGroupId));
    ownGroup(group, memberId);
    const token = newShareToken();
    const days = body.expiresInDays ?? 90;
    const created = await db.transaction(async (tx) => {
      // the member's row lock makes simultaneous creations take turns, so together they cannot pass the cap
      await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
      await tx
        .delete(planShares)
        .where(and(eq(planShares.memberId, memberId), lte(planShares.expiresAt, sql`now() - ${ENDED_SHARES_KEPT_DAYS} * interval '1 day'`)));
      const [live] = await tx
        .select({ n: count() })
        .from(planShares)
        .where(and(eq(planShares.memberId, memberId), gt(planShares.expiresAt, sql`now()`)));
      if ((live?.n ?? 0) >= SHARES_PER_MEMBER) throw new ApiError(409, 'SHARE_LIMIT_REACHED', SHARE_LIMIT_MESSAGE);
      const [row] = await tx
        .insert(planShares)
        .values({
          memberId,
          todoGroupId: group!.id,
          tokenHash: hashShareToken(token),
          tokenPrefix: token.slice(0, SHARE_TOKEN_PREFIX_LENGTH),
          includePrivate: body.includePrivate ?? false,
          includeMemos: body.includeMemos ?? false,
          expiresAt: sql`now() + ${days} * interval '1 day'`,
        })
        .returning({ id: planShares.id, expiresAt: planShares.expiresAt });
      return row!;
    });
    reply.code(201);
    return { shareId: created.id, url: publicLink(request, `/s#t=${token}`), expiresAt: created.expiresAt.toISOString() };
  },

  getMyPlanShares: async ({ db, memberId }) => {
    const rows = await db
      .select({
        shareId: planShares.id,
        todoGroupId: planShares.todoGroupId,
        jobName: jobs.name,
        tokenPrefix: planShares.tokenPrefix,
        includePrivate: planShares.includePrivate,
        includeMemos: planShares.includeMemos,
        createdAt: planShares.createdAt,
        expiresAt: planShares.expiresAt,
        lastViewedAt: planShares.lastViewedAt,
        viewCount: planShares.viewCount,
      })
      .from(planShares)
      .innerJoin(todoGroups, eq(todoGroups.id, planShares.todoGroupId))
      .innerJoin(jobs, eq(jobs.id, todoGroups.jobId))
      .where(
        and(
          eq(planShares.memberId, requireMember(memberId)),
          gt(planShares.expiresAt, sql`now() - ${ENDED_SHARES_KEPT_DAYS} * interval '1 day'`),
        ),
      )
      .orderBy(desc(planShares.id))
      .limit(SHARE_LIST_MAX);
    return rows.map((row) => ({
      ...row,
      jobName: asJobName(row.jobName),
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      lastViewedAt: row.lastViewedAt?.toISOString() ?? null,
    }));
  },

  deletePlanShare: async ({ db, memberId, params }) => {
    // someone else's link is "not found" too: nobody learns which link ids exist
    const [gone] = await db
      .delete(planShares)
      .where(and(eq(planShares.id, params.shareId), eq(planShares.memberId, requireMember(memberId))))
      .returning({ id: planShares.id });
    if (!gone) throw shareNotFound();
    return null;
  },

  getSharedPlan: async ({ db, memberId, request }) => {
    const token = request.headers['x-share-token'];
    if (typeof token !== 'string') throw shareNotFound();
    const share = await openShare(db, token, memberId);
    if (!share) throw shareNotFound();
    const header = await groupHeader(db, share.todoGroupId);
    // the group went (the job removed, the member withdrew) after the link was read
    if (!header) throw shareNotFound();
    return {
      nickname: header.memberNickname,
      profileImage: imageUrlOrNull(request, header.profileImageId),
      jobName: asJobName(header.jobName),
      daysAgo: daysSince(header.createdAt, new Date()),
      todos: await sharedTodos(db, request, share),
      includePrivate: share.includePrivate,
      includeMemos: share.includeMemos,
      expiresAt: share.expiresAt.toISOString(),
    };
  },
};
