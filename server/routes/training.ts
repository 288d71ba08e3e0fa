// The training area: publicly funded courses that have not finished yet, by job, region and type. The seeded
// courses change only when the seed runs or a course ends, so `scn_cnt` and the page anchors are memoised briefly
// (domain/keyset-pages.ts, domain/count-cache.ts).
import { and, eq, gte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { trainingCourses } from '../db/schema.ts';
import { keysetRows } from '../domain/keyset-pages.ts';
import type { SortKey } from '../domain/keyset-pages.ts';
import { locationColumns } from '../domain/regions-lookup.ts';
import { seoulDate } from '../domain/seoul-days.ts';
import { courseLink } from '../domain/course-link.ts';
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
    ...courseLink(row),
    address: row.address,
    realMan: row.realMan,
    subTitle: row.subTitle,
    title: row.title,
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
    type: row.type as TrainingCourseView['type'],
  };
}

type TrainingSort = '개강 빠른순' | '개강 늦은순' | '취업률 높은 순';

/**
 * 취업률 높은 순: 6-month rate high first, courses not yet counted after them; then by start date; ties by course and
 * round (the round as a number, then as written, so the keys are unique).
 */
function sortKeys(sort: TrainingSort): SortKey[] {
  const byRound: SortKey[] = [
    { column: trainingCourses.trprId, descending: false },
    { column: sql`cast(${trainingCourses.trprDegr} as integer)`, descending: false },
    { column: trainingCourses.trprDegr, descending: false },
  ];
  const byStart = (descending: boolean): SortKey => ({ column: trainingCourses.traStartDate, descending });
  if (sort === '취업률 높은 순') return [{ column: trainingCourses.emplRate6, descending: true, nulls: 'last' }, byStart(false), ...byRound];
  return [byStart(sort === '개강 늦은순'), ...byRound];
}

export const handlers: Handlers = {
  // A page's courses come from a keyset anchor of the list's memoised outline (domain/keyset-pages.ts), so any page
  // costs the same; their rows are joined in the same query.
  getTrainingList: async ({ db, query }) => {
    const pageNum = query.pageNum ?? 0;
    const pageSize = query.pageSize ?? 10;
    const empty = { srchList: [], scn_cnt: 0, pageNum, pageSize };
    const location = await locationColumns(db, query.regionName);
    if (!location) return empty;
    // no type: both kinds (전체); the original's default was 이론 위주 (decision 0007)
    const type = query.type ?? '';
    // the values go in as placeholders, so the page query is built once per shape (domain/keyset-pages.ts)
    const filters: SQL[] = [gte(trainingCourses.traEndDate, sql.placeholder('today'))];
    if (query.type) filters.push(eq(trainingCourses.type, sql.placeholder('type')));
    if (query.jobName) filters.push(eq(trainingCourses.jobName, sql.placeholder('job')));
    if (location.city) filters.push(eq(trainingCourses.city, sql.placeholder('city')));
    if (location.regionCode !== undefined) filters.push(eq(trainingCourses.regionCode, sql.placeholder('region')));
    const params = { today: seoulDate(new Date()), type: query.type, job: query.jobName, city: location.city, region: location.regionCode };
    const shape = `training:${query.type ? 't' : ''}${query.jobName ? 'j' : ''}${location.city ? 'c' : ''}${location.regionCode !== undefined ? 'r' : ''}`;

    const sort = SORTS[query.sortBy ?? ''] ?? '개강 빠른순';
    const order = sortKeys(sort);
    const memoKey = `training:${type}|${query.jobName ?? ''}|${location.city ?? ''}|${location.regionCode ?? ''}|${sort}`;
    const { total, rows } = await keysetRows(db, { table: trainingCourses, where: and(...filters), params, shape: `${shape}|${sort}`, order, memoKey }, pageNum, pageSize);
    return { srchList: rows.map(trainingCourseView), scn_cnt: total, pageNum, pageSize };
  },
};
