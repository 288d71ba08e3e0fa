// Scraps (member only): bookmarking postings and course rounds. Scrapping twice returns the same scrap; removing a
// scrap that is not there succeeds. Lists use the spec's Spring page, 9 a page (the three-column grid).
import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { recruitPostings, recruitScraps, trainingCourses, trainingScraps } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { requireMember } from '../domain/access.ts';
import { isPastEnd, pageOffset, springPage, springSortBy } from '../domain/paging.ts';
import { locationColumns } from '../domain/regions-lookup.ts';
import { courseLink } from '../domain/course-link.ts';
import { openPostings } from '../domain/open-postings.ts';
import { scrappedRecruitView } from '../domain/recruit-view.ts';
import { endOfSeoulDayAfter } from '../domain/seoul-days.ts';

import type { Handlers } from './types.ts';

export const SCRAP_PAGE_SIZE = 9;
/** Home's '마감이 다가오는 스크랩': D-0 to D-7, at most five. */
export const CLOSING_SOON_DAYS = 7;
const CLOSING_SOON_MAX = 5;

type ScrapSort = '최신 순' | '오래된 순' | undefined;

export const handlers: Handlers = {
  scrapRecruit: async ({ db, memberId, params }) => {
    const member = requireMember(memberId);
    const [posting] = await db.select({ id: recruitPostings.id }).from(recruitPostings).where(eq(recruitPostings.id, params.id));
    if (!posting) throw notFound('채용 공고를 찾을 수 없습니다.');
    // an existing scrap is kept as it is (same id, same time) and returned
    const [scrap] = await db
      .insert(recruitScraps)
      .values({ memberId: member, postingId: posting.id })
      .onConflictDoUpdate({ target: [recruitScraps.memberId, recruitScraps.postingId], set: { memberId: sql`excluded.member_id` } })
      .returning({ id: recruitScraps.id });
    return { scrapId: scrap!.id };
  },

  unscrapRecruit: async ({ db, memberId, params }) => {
    await db.delete(recruitScraps).where(and(eq(recruitScraps.memberId, requireMember(memberId)), eq(recruitScraps.postingId, params.id)));
    return null;
  },

  scrapTraining: async ({ db, memberId, body }) => {
    const member = requireMember(memberId);
    const [course] = await db
      .select({ trprId: trainingCourses.trprId, trprDegr: trainingCourses.trprDegr })
      .from(trainingCourses)
      .where(and(eq(trainingCourses.trprId, body.trprId), eq(trainingCourses.trprDegr, body.trprDegr)));
    if (!course) throw notFound('교육 과정을 찾을 수 없습니다.');
    const [scrap] = await db
      .insert(trainingScraps)
      .values({ memberId: member, trprId: course.trprId, trprDegr: course.trprDegr })
      .onConflictDoUpdate({
        target: [trainingScraps.memberId, trainingScraps.trprId, trainingScraps.trprDegr],
        set: { memberId: sql`excluded.member_id` },
      })
      .returning({ id: trainingScraps.id });
    return { scrapId: scrap!.id };
  },

  unscrapTraining: async ({ db, memberId, params }) => {
    await db.delete(trainingScraps).where(and(eq(trainingScraps.memberId, requireMember(memberId)), eq(trainingScraps.trprId, params.trprId)));
    return null;
  },

  getScrapChecked: async ({ db, memberId, query }) => {
    const member = requireMember(memberId);
    const ids = query.idList.split(',');
    const rows =
      query.category === 'RECRUIT'
        ? await db
            .select({ id: recruitScraps.postingId })
            .from(recruitScraps)
            .where(and(eq(recruitScraps.memberId, member), inArray(recruitScraps.postingId, ids)))
        : await db
            .select({ id: trainingScraps.trprId })
            .from(trainingScraps)
            .where(and(eq(trainingScraps.memberId, member), inArray(trainingScraps.trprId, ids)));
    const scrapped = new Set(rows.map((row) => row.id));
    return ids.map((id, index) => ({ index, isScrap: scrapped.has(id) }));
  },

  getScrappedRecruits: async ({ db, memberId, query }) => {
    const member = requireMember(memberId);
    const pageNum = query.pageNum ?? 0;
    const location = await locationColumns(db, query.locName);
    if (!location) return springPage([], pageNum, SCRAP_PAGE_SIZE, 0, scrapSort(query.sortBy));
    const filters: SQL[] = [eq(recruitScraps.memberId, member)];
    if (location.city) filters.push(eq(recruitPostings.city, location.city));
    if (location.regionCode !== undefined) filters.push(eq(recruitPostings.regionCode, location.regionCode));
    const where = and(...filters);
    const [counted] = await db
      .select({ total: count() })
      .from(recruitScraps)
      .innerJoin(recruitPostings, eq(recruitPostings.id, recruitScraps.postingId))
      .where(where);
    const total = counted?.total ?? 0;
    if (isPastEnd(pageNum, SCRAP_PAGE_SIZE, total)) return springPage([], pageNum, SCRAP_PAGE_SIZE, total, scrapSort(query.sortBy));
    const rows = await db
      .select({ scrapId: recruitScraps.id, posting: recruitPostings })
      .from(recruitScraps)
      .innerJoin(recruitPostings, eq(recruitPostings.id, recruitScraps.postingId))
      .where(where)
      .orderBy(...scrapOrder(query.sortBy, recruitScraps))
      .limit(SCRAP_PAGE_SIZE)
      .offset(pageOffset(pageNum, SCRAP_PAGE_SIZE));
    const now = new Date();
    return springPage(
      rows.map((row) => scrappedRecruitView(row.scrapId, row.posting, now)),
      pageNum,
      SCRAP_PAGE_SIZE,
      total,
      scrapSort(query.sortBy),
    );
  },

  getClosingSoonScraps: async ({ db, memberId }) => {
    const member = requireMember(memberId);
    const now = new Date();
    const rows = await db
      .select({ scrapId: recruitScraps.id, posting: recruitPostings })
      .from(recruitScraps)
      .innerJoin(recruitPostings, eq(recruitPostings.id, recruitScraps.postingId))
      .where(
        and(
          eq(recruitScraps.memberId, member),
          openPostings(now),
          eq(recruitPostings.closeType, '접수마감일'),
          lte(recruitPostings.expirationDate, endOfSeoulDayAfter(now, CLOSING_SOON_DAYS)),
        ),
      )
      .orderBy(asc(recruitPostings.expirationDate), asc(recruitPostings.id))
      .limit(CLOSING_SOON_MAX);
    return rows.map((row) => scrappedRecruitView(row.scrapId, row.posting, now));
  },

  getScrappedTrainings: async ({ db, memberId, query }) => {
    const member = requireMember(memberId);
    const pageNum = query.pageNum ?? 0;
    const location = await locationColumns(db, query.locName);
    if (!location) return springPage([], pageNum, SCRAP_PAGE_SIZE, 0, scrapSort(query.sortBy));
    const filters: SQL[] = [eq(trainingScraps.memberId, member)];
    if (location.city) filters.push(eq(trainingCourses.city, location.city));
    if (location.regionCode !== undefined) filters.push(eq(trainingCourses.regionCode, location.regionCode));
    const where = and(...filters);
    const joined = and(eq(trainingCourses.trprId, trainingScraps.trprId), eq(trainingCourses.trprDegr, trainingScraps.trprDegr));
    const [counted] = await db.select({ total: count() }).from(trainingScraps).innerJoin(trainingCourses, joined).where(where);
    const total = counted?.total ?? 0;
    if (isPastEnd(pageNum, SCRAP_PAGE_SIZE, total)) return springPage([], pageNum, SCRAP_PAGE_SIZE, total, scrapSort(query.sortBy));
    const rows = await db
      .select({
        scrapId: trainingScraps.id,
        trprId: trainingCourses.trprId,
        title: trainingCourses.title,
        subTitle: trainingCourses.subTitle,
        address: trainingCourses.address,
        trprDegr: trainingCourses.trprDegr,
        traDuration: trainingCourses.traDuration,
        realMan: trainingCourses.realMan,
        titleLink: trainingCourses.titleLink,
        jobName: trainingCourses.jobName,
        source: trainingCourses.source,
      })
      .from(trainingScraps)
      .innerJoin(trainingCourses, joined)
      .where(where)
      .orderBy(...scrapOrder(query.sortBy, trainingScraps))
      .limit(SCRAP_PAGE_SIZE)
      .offset(pageOffset(pageNum, SCRAP_PAGE_SIZE));
    const content = rows.map(({ jobName, source, titleLink, ...course }) => ({ ...course, ...courseLink({ jobName, source, titleLink }) }));
    return springPage(content, pageNum, SCRAP_PAGE_SIZE, total, scrapSort(query.sortBy));
  },
};

/** 최신 순 (default): most recently scrapped first; 오래된 순: the other way. */
function scrapOrder(sortBy: ScrapSort, table: typeof recruitScraps | typeof trainingScraps) {
  return sortBy === '오래된 순' ? [asc(table.createdAt), asc(table.id)] : [desc(table.createdAt), desc(table.id)];
}

/** The page's `sort` as the original (Spring) system writes it: the scrap time, newest or oldest first. */
function scrapSort(sortBy: ScrapSort) {
  return springSortBy(sortBy === '오래된 순' ? 'ASC' : 'DESC');
}
