// The training area: publicly funded courses that have not finished yet, by job, region and type. The seeded
// courses change only when the seed runs or a course ends, so `scn_cnt` is memoised briefly (domain/count-cache.ts).
import { and, asc, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { trainingCourses } from '../db/schema.ts';
import { memoised } from '../domain/count-cache.ts';
import { isPastEnd, pageOffset } from '../domain/paging.ts';
import { locationColumns } from '../domain/regions-lookup.ts';
import { seoulDate } from '../domain/seoul-days.ts';
import type { TrainingCourseView } from '../domain/schemas.ts';
import type { Handlers } from './types.ts';

type CourseRow = typeof trainingCourses.$inferSelect;

// The recruit list's labels mean the same here, on the course start (the original client sends them); any other
// sortBy is the default order (개강 빠른순), not an error (contract: getTrainingList).
const SORTS: Readonly<Record<string, TrainingSort>> = {
  '개강 빠른순': '개강 빠른순',
  '개강 늦은순': '개강 늦은순',
  '마감 임박순': '개강 빠른순',
  '마감 여유순': '개강 늦은순',
  '취업률 높은 순': '취업률 높은 순',
};

function trainingCourseView(row: CourseRow): TrainingCourseView {
  return {
    address: row.address,
    realMan: row.realMan,
    subTitle: row.subTitle,
    title: row.title,
    titleLink: row.titleLink,
    traStartDate: row.traStartDate,
    traEndDate: row.traEndDate,
    traDuration: row.traDuration,
    trainstCstId: row.trainstCstId,
    trprDegr: row.trprDegr,
    trprId: row.trprId,
    yardMan: row.yardMan,
    eiEmplRate3: row.emplRate3,
    eiEmplRate6: row.emplRate6,
    stdgScor: row.satisfaction,
    courseMan: row.courseMan,
  };
}

type TrainingSort = '개강 빠른순' | '개강 늦은순' | '취업률 높은 순';

/** 취업률 높은 순: 6-month rate high first, courses not yet counted after them; then by start date. */
function ordering(sort: TrainingSort): SQL[] {
  const byRound = [asc(trainingCourses.trprId), asc(sql`cast(${trainingCourses.trprDegr} as integer)`)];
  if (sort === '취업률 높은 순') return [sql`${trainingCourses.emplRate6} desc nulls last`, asc(trainingCourses.traStartDate), ...byRound];
  return [(sort === '개강 늦은순' ? desc : asc)(trainingCourses.traStartDate), ...byRound];
}

export const handlers: Handlers = {
  getTrainingList: async ({ db, query }) => {
    const pageNum = query.pageNum ?? 0;
    const pageSize = query.pageSize ?? 10;
    const empty = { srchList: [], scn_cnt: 0, pageNum, pageSize };
    const location = await locationColumns(db, query.regionName);
    if (!location) return empty;
    const type = query.type ?? '이론 위주';
    const filters: SQL[] = [eq(trainingCourses.type, type), gte(trainingCourses.traEndDate, seoulDate(new Date()))];
    if (query.jobName) filters.push(eq(trainingCourses.jobName, query.jobName));
    if (location.city) filters.push(eq(trainingCourses.city, location.city));
    if (location.regionCode !== undefined) filters.push(eq(trainingCourses.regionCode, location.regionCode));
    const where = and(...filters);

    const key = `training:${type}|${query.jobName ?? ''}|${location.city ?? ''}|${location.regionCode ?? ''}`;
    const total = await memoised(db, key, async () => (await db.select({ total: count() }).from(trainingCourses).where(where))[0]?.total ?? 0);
    if (isPastEnd(pageNum, pageSize, total)) return { ...empty, scn_cnt: total };
    const rows = await db
      .select()
      .from(trainingCourses)
      .where(where)
      .orderBy(...ordering(SORTS[query.sortBy ?? ''] ?? '개강 빠른순'))
      .limit(pageSize)
      .offset(pageOffset(pageNum, pageSize));
    return { srchList: rows.map(trainingCourseView), scn_cnt: total, pageNum, pageSize };
  },
};
