// 조회수: a to-do group's view count rises once per viewer per group per Seoul day, never for its owner. A member is
// known by id; a visitor by an HMAC of their address alone under that day's salt (itself an HMAC of the day under a
// key derived from the server secret), so no IP is stored and yesterday's visitors cannot be linked to today's. Not by
// user agent: anyone can send a new one with each look, and 조회수 orders the dreamer cards (25 agents from one
// address counted 26 looks).
import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { seoulDate } from './seoul-days.ts';

/** Days of view rows kept (today and yesterday are enough to decide; the rest is deleted now and then). */
const KEEP_DAYS = 2;
let recorded = 0;

export function viewerKey(jwtSecret: string): Buffer {
  return createHmac('sha256', jwtSecret).update('saegil group views v1').digest();
}

export function viewerId(key: Buffer, request: FastifyRequest, memberId: number | null, day: string): string {
  if (memberId !== null) return `m:${memberId}`;
  const salt = createHmac('sha256', key).update(`day:${day}`).digest();
  const visitor = createHmac('sha256', salt).update(request.ip).digest('base64url');
  return `v:${visitor}`;
}

type Rows<T> = T[] | { rows: T[] };
const rowsOf = <T>(result: Rows<T>): T[] => (Array.isArray(result) ? result : result.rows);

/**
 * Counts a look at a group unless this viewer already looked today or owns it; returns the group's view count after
 * this look. One statement: two looks at once by the same viewer still count once.
 */
export async function countView(
  db: Db,
  request: FastifyRequest,
  { todoGroupId, ownerId, memberId, totalView, now }: { todoGroupId: number; ownerId: number; memberId: number | null; totalView: number; now: Date },
): Promise<number> {
  if (memberId === ownerId) return totalView;
  const day = seoulDate(now);
  const viewer = viewerId(request.server.viewerKey, request, memberId, day);
  const result = await db.execute(sql`
    with fresh as (
      insert into todo_group_views (todo_group_id, viewer, day) values (${todoGroupId}, ${viewer}, ${day})
      on conflict do nothing
      returning todo_group_id
    )
    update todo_groups set total_view = least(total_view::bigint + 1, 2147483647)
    where id in (select todo_group_id from fresh)
    returning total_view`);
  if (++recorded % 500 === 0) {
    void db.execute(sql`delete from todo_group_views where day < ${day}::date - ${KEEP_DAYS}::int`).catch(() => {});
  }
  const [row] = rowsOf(result as Rows<{ total_view: number }>);
  return row ? Number(row.total_view) : totalView;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** key of the daily visitor salt (server/domain/group-views.ts) */
    viewerKey: Buffer;
  }
}
