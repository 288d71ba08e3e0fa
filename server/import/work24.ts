// 고용24 국민내일배움카드 training-course lists (`callOpenApiSvcInfo310L01`, returnType=JSON, outType=1): reading a page
// and turning each `srchList[]` item into a training_courses row. Counts, costs and rates arrive as strings; an empty
// rate means the source has no figure yet (null), which is not zero.
import { trainingCourseAddressMax, trainingCourseSubTitleMax, trainingCourseTitleLinkMax, trainingCourseTitleMax } from '../../generated/model/trainingCourse.zod.ts';
import type { trainingCourses } from '../db/schema.ts';
import { SKIP_REASONS, jobOfTexts, regionOfCode, regionOfText } from './mapping.ts';
import type { Mapped } from './saramin.ts';
import { SourceFormatError } from './saramin.ts';
import { LINK_HOSTS, clip, dayText, hasNul, httpsUrl, isOnHost, isRecord, num, text, wonText } from './text.ts';

export type CourseRow = typeof trainingCourses.$inferInsert;

export interface Work24Page {
  items: unknown[];
  /** all courses the query matches (`scn_cnt`) */
  total: number;
}

export function readWork24Page(body: unknown): Work24Page {
  if (!isRecord(body) || !Array.isArray(body.srchList)) {
    const message = isRecord(body) && body.returnMsg ? ` (고용24: ${text(body.returnMsg)})` : '';
    throw new SourceFormatError(`고용24 훈련과정 목록이 아닙니다: srchList가 없습니다${message}.`);
  }
  return { items: body.srchList, total: num(body.scn_cnt) ?? body.srchList.length };
}

/** Practice-heavy courses by their title; the rest are theory-first (명세에 없어 정함: 고용24 has no such field). */
const PRACTICE = /실습|실무|실기|현장|핸즈온/;

const DAY_MS = 86_400_000;

/** '2026-12-07'..'2027-01-29' → '8주'; under a week in days, from 8 weeks in months. */
export function durationText(start: string, end: string): string {
  const days = Math.round((Date.parse(end) - Date.parse(start)) / DAY_MS) + 1;
  if (days < 7) return `${Math.max(days, 1)}일`;
  const weeks = Math.round(days / 7);
  if (weeks < 8) return `${weeks}주`;
  return `${Math.min(Math.round(days / 30.44), 99)}개월`;
}

/** A rate or score in 0..100, or null when the source has none ('' or missing). */
function figure(value: unknown): number | null {
  const n = num(value);
  return n === undefined || n < 0 || n > 100 ? null : Math.round(n * 10) / 10;
}

export function mapWork24Item(item: unknown): Mapped<CourseRow> {
  if (!isRecord(item)) return { skip: SKIP_REASONS.badItem };
  const trprId = text(item.trprId);
  const trprDegr = text(item.trprDegr);
  const title = clip(text(item.title), trainingCourseTitleMax);
  const traStartDate = dayText(item.traStartDate);
  const traEndDate = dayText(item.traEndDate);
  if (traStartDate === null || traEndDate === null || (traStartDate && traEndDate && traEndDate < traStartDate)) return { skip: SKIP_REASONS.badDate };
  const titleLink = httpsUrl(item.titleLink, trainingCourseTitleLinkMax);
  const trainstCstId = text(item.trainstCstId) || text(item.instCd);
  const realMan = wonText(num(item.realMan)) ?? wonText(num(item.courseMan));
  if (
    !/^[A-Z]{3}[0-9]{14}$/.test(trprId) ||
    !/^[0-9]{1,4}$/.test(trprDegr) ||
    !/^[0-9]{6,20}$/.test(trainstCstId) ||
    !title ||
    !traStartDate ||
    !traEndDate ||
    !titleLink ||
    !realMan
  ) {
    return { skip: SKIP_REASONS.badItem };
  }
  if (!isOnHost(titleLink, LINK_HOSTS.work24)) return { skip: SKIP_REASONS.foreignLink };
  const jobName = jobOfTexts([text(item.certificate), title]);
  if (!jobName) return { skip: SKIP_REASONS.noJob };
  const address = clip(text(item.address), trainingCourseAddressMax);
  const region = regionOfCode(text(item.trngAreaCd)) ?? regionOfText(address);
  if (!region) return { skip: SKIP_REASONS.noRegion };

  const row: CourseRow = {
    trprId,
    trprDegr,
    trainstCstId,
    title,
    subTitle: clip(text(item.subTitle) || '교육 기관', trainingCourseSubTitleMax),
    jobName,
    regionCode: region.regionCode,
    city: region.city,
    address: address || region.regionName,
    realMan,
    type: PRACTICE.test(title) ? '실습 위주' : '이론 위주',
    traStartDate,
    traEndDate,
    traDuration: durationText(traStartDate, traEndDate),
    yardMan: Math.min(Math.max(0, Math.trunc(num(item.yardMan) ?? 0)), 999),
    titleLink,
    emplRate3: figure(item.eiEmplRate3),
    emplRate6: figure(item.eiEmplRate6),
    satisfaction: figure(item.stdgScor),
    courseMan: wonText(num(item.courseMan)) ?? null,
    source: 'work24',
  };
  return hasNul(row) ? { skip: SKIP_REASONS.badText } : { row };
}
