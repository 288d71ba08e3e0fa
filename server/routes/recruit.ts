// The recruitment area: open postings per job (home banner) and the posting search. Only open postings are shown
// (expiration not passed). Every query runs on an index that starts with the job, the city or the expiration; a
// page's ids come from a keyset anchor of the list's memoised outline (domain/keyset-pages.ts), so any page costs
// the same, then its rows are read by id.
import { and, asc, count, desc, eq, gte, inArray } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { members, recruitPostings } from '../db/schema.ts';
import { memoised } from '../domain/count-cache.ts';
import { compareKorean } from '../domain/korean-order.ts';
import { keysetPage } from '../domain/keyset-pages.ts';
import { cityOfRegion, locationColumns } from '../domain/regions-lookup.ts';
import { recruitPostingView } from '../domain/recruit-view.ts';
import { asJobName } from '../domain/schemas.ts';
import type { Handlers } from './types.ts';

export const POPULAR_JOBS = 10;
const COUNT_MAX = 99_999;

/** 마감 임박순: closing first, ties by posting number; 마감 여유순: closing last, ties by posting number. */
function ordering(latestFirst: boolean) {
  return [(latestFirst ? desc : asc)(recruitPostings.expirationDate), asc(recruitPostings.id)];
}

export const handlers: Handlers = {
  getPopularRecruits: async ({ db, memberId }) => {
    let city: string | null = null;
    if (memberId !== null) {
      const [member] = await db.select({ regionCode: members.regionCode }).from(members).where(eq(members.id, memberId));
      city = await cityOfRegion(db, member?.regionCode ?? null);
    }
    // async: a drizzle query is a thenable that runs again on every await, the memo must hold its result
    const rows = await memoised(db, `popular:${city ?? ''}`, async () =>
      db
        .select({ jobName: recruitPostings.jobName, count: count() })
        .from(recruitPostings)
        .where(and(gte(recruitPostings.expirationDate, new Date()), city ? eq(recruitPostings.city, city) : undefined))
        .groupBy(recruitPostings.jobName),
    );
    return [...rows]
      .sort((a, b) => b.count - a.count || compareKorean(a.jobName, b.jobName))
      .slice(0, POPULAR_JOBS)
      .map((row) => ({ 'job-name': asJobName(row.jobName), count: Math.min(row.count, COUNT_MAX) }));
  },

  getRecruitList: async ({ db, query }) => {
    const now = new Date();
    const pageNum = query.pageNum ?? 0;
    const size = query.count ?? 10;
    const empty = { count: size, start: pageNum, total: 0, job: [] };
    const location = await locationColumns(db, query.locationName);
    if (!location) return empty;
    const filters: SQL[] = [gte(recruitPostings.expirationDate, now)];
    if (query.keyWord) filters.push(eq(recruitPostings.jobName, query.keyWord));
    if (location.city) filters.push(eq(recruitPostings.city, location.city));
    if (location.regionCode !== undefined) filters.push(eq(recruitPostings.regionCode, location.regionCode));
    const where = and(...filters);

    const latestFirst = query.sortBy === '마감 여유순';
    const { total, keys } = await keysetPage(
      db,
      {
        table: recruitPostings,
        where,
        order: [
          { column: recruitPostings.expirationDate, descending: latestFirst },
          { column: recruitPostings.id, descending: false },
        ],
        memoKey: `recruit:${query.keyWord ?? ''}|${location.city ?? ''}|${location.regionCode ?? ''}|${latestFirst}`,
      },
      pageNum,
      size,
    );
    if (keys.length === 0) return { ...empty, total };
    const rows = await db
      .select()
      .from(recruitPostings)
      .where(inArray(recruitPostings.id, keys as string[]))
      .orderBy(...ordering(latestFirst));
    return { count: size, start: pageNum, total, job: rows.map((row) => recruitPostingView(row, now)) };
  },
};
