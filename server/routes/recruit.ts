// The recruitment area: open postings per job (home banner) and the posting search. Only open postings are shown
// (not closed, expiration not passed). Every query runs on an index that starts with the job, the city or the expiration; a
// page's ids come from a keyset anchor of the list's memoised outline (domain/keyset-pages.ts), so any page costs
// the same, and its rows are joined to them in the same query.
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { members, recruitPostings } from '../db/schema.ts';
import { memoised } from '../domain/count-cache.ts';
import { compareKorean } from '../domain/korean-order.ts';
import { openPostings } from '../domain/open-postings.ts';
import { keysetRows } from '../domain/keyset-pages.ts';
import type { SortKey } from '../domain/keyset-pages.ts';
import { cityOfRegion, locationColumns } from '../domain/regions-lookup.ts';
import { recruitPostingView } from '../domain/recruit-view.ts';
import { asJobName } from '../domain/schemas.ts';
import type { Handlers } from './types.ts';

export const POPULAR_JOBS = 10;
const COUNT_MAX = 99_999;

type RecruitSort = '마감 임박순' | '마감 여유순' | '최신 등록순';
const RECRUIT_SORTS: ReadonlySet<string> = new Set<RecruitSort>(['마감 임박순', '마감 여유순', '최신 등록순']);

/** 마감 임박순: closing first; 마감 여유순: closing last; 최신 등록순: newest posting first; ties by posting number. */
function sortKeys(sort: RecruitSort): SortKey[] {
  const byId = { column: recruitPostings.id, descending: false };
  if (sort === '최신 등록순') return [{ column: recruitPostings.postDate, descending: true }, byId];
  return [{ column: recruitPostings.expirationDate, descending: sort === '마감 여유순' }, byId];
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
        .where(and(openPostings(new Date()), city ? eq(recruitPostings.city, city) : undefined))
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
    // the values go in as placeholders, so the page query is built once per shape (domain/keyset-pages.ts)
    const filters: SQL[] = [openPostings(sql.placeholder('now'))];
    if (query.keyWord) filters.push(eq(recruitPostings.jobName, sql.placeholder('job')));
    // a district names its city: the district's code alone, so the job × district index answers without the rows
    if (location.regionCode !== undefined) filters.push(eq(recruitPostings.regionCode, sql.placeholder('region')));
    else if (location.city) filters.push(eq(recruitPostings.city, sql.placeholder('city')));
    if (query.noAgeLimit) filters.push(isNull(recruitPostings.ageLimitText));
    const params = { now: now.toISOString(), job: query.keyWord, city: location.city, region: location.regionCode };

    // any sortBy the contract does not name (e.g. the original client's `postDate`) is the default order (contract)
    const sort: RecruitSort = RECRUIT_SORTS.has(query.sortBy ?? '') ? (query.sortBy as RecruitSort) : '마감 임박순';
    const { total, rows } = await keysetRows(
      db,
      {
        table: recruitPostings,
        where: and(...filters),
        params,
        shape: `recruit:${query.keyWord ? 'j' : ''}${location.regionCode !== undefined ? 'r' : location.city ? 'c' : ''}${query.noAgeLimit ? 'a' : ''}|${sort}`,
        order: sortKeys(sort),
        memoKey: `recruit:${query.keyWord ?? ''}|${location.city ?? ''}|${location.regionCode ?? ''}|${query.noAgeLimit ? 'noAgeLimit' : ''}|${sort}`,
      },
      pageNum,
      size,
    );
    return { count: size, start: pageNum, total, job: rows.map((row) => recruitPostingView(row, now)) };
  },
};
