// 사람인 job-search answers (`GET /job-search`, JSON): reading a page and turning each `jobs.job[]` item into a
// recruit_postings row. The shapes and quirks are those of ../shared/data/importers (numbers as strings, HTML-escaped
// location names, `active` 0 for closed postings, close-type and salary codes).
import { recruitPostingCompanyNameMax, recruitPostingTitleMax, recruitPostingUrlMax } from '../../generated/model/recruitPosting.zod.ts';
import { ageColumns } from '../domain/age-limit.ts';
import type { recruitPostings } from '../db/schema.ts';
import { SKIP_REASONS, jobOfTexts, regionOfText } from './mapping.ts';
import type { SkipReason } from './mapping.ts';
import { LINK_HOSTS, clip, hasNul, httpsUrl, isOnHost, isRecord, num, text, unixSeconds } from './text.ts';

export type PostingRow = Omit<typeof recruitPostings.$inferInsert, 'interestCount'> & { interestCount: number };

export interface SaraminPage {
  items: unknown[];
  /** all postings the query matches (the `total` string), for paging in live mode */
  total: number;
}

export class SourceFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SourceFormatError';
  }
}

/** Reads one answer; a body that is not a job-search answer is refused as a whole. */
export function readSaraminPage(body: unknown): SaraminPage {
  const jobs = isRecord(body) ? body.jobs : undefined;
  if (!isRecord(jobs) || !Array.isArray(jobs.job)) {
    const message = isRecord(body) && isRecord(body.error) ? ` (사람인 오류: ${text(body.error.message) || text(body.error.code)})` : '';
    throw new SourceFormatError(`사람인 응답이 아닙니다: jobs.job 목록이 없습니다${message}.`);
  }
  return { items: jobs.job, total: num(jobs.total) ?? jobs.job.length };
}

const CLOSE_TYPES: Readonly<Record<string, PostingRow['closeType']>> = { '1': '접수마감일', '2': '채용시', '3': '상시', '4': '상시' };

/** 사람인's job types by name; several (`정규직,계약직`) → the first one we know. */
const JOB_TYPES: Readonly<Record<string, string>> = {
  정규직: '정규직',
  계약직: '계약직',
  파트: '파트타임',
  파트타임: '파트타임',
  아르바이트: '파트타임',
  인턴: '인턴',
  인턴직: '인턴',
  파견직: '파견직',
  프리랜서: '프리랜서',
  위촉직: '위촉직',
};

const EXPERIENCE: Readonly<Record<string, string>> = { '0': '경력무관', '1': '신입', '2': '경력', '3': '경력무관' };

const EDUCATION: readonly string[] = ['학력무관', '고등학교졸업', '대학졸업(2,3년)', '대학교졸업(4년)'];

/** 상시·채용시 postings without a date of their own stay listed this long after they were posted. */
export const OPEN_ENDED_DAYS = 60;
const DAY_MS = 86_400_000;

function educationOf(name: string): string {
  if (EDUCATION.includes(name)) return name;
  if (/석사|박사|대학교/.test(name)) return '대학교졸업(4년)';
  if (/대학/.test(name)) return '대학졸업(2,3년)';
  if (/고등/.test(name)) return '고등학교졸업';
  return '학력무관';
}

function salaryOf(salary: unknown): string {
  const code = isRecord(salary) ? text(salary.code) : '';
  const name = isRecord(salary) ? text(salary.name) : '';
  if (code === '0' || (!name && code !== '99')) return '회사내규에 따름';
  if (code === '99' && !name) return '면접 후 결정';
  return clip(name, 40);
}

export type Mapped<T> = { row: T } | { skip: SkipReason };

/** One `jobs.job[]` item → a posting row, or the reason it is skipped. */
export function mapSaraminItem(item: unknown): Mapped<PostingRow> {
  if (!isRecord(item) || !isRecord(item.position)) return { skip: SKIP_REASONS.badItem };
  const position = item.position;
  const id = text(item.id);
  const title = clip(text(position.title), recruitPostingTitleMax);
  const url = httpsUrl(item.url, recruitPostingUrlMax);
  const postedGiven = num(item['posting-timestamp']) ?? num(item['opening-timestamp']);
  if (!/^[0-9]{1,20}$/.test(id) || !title || !url || postedGiven === undefined) return { skip: SKIP_REASONS.badItem };
  if (!isOnHost(url, LINK_HOSTS.saramin)) return { skip: SKIP_REASONS.foreignLink };
  // no deadline: missing or 0; any other value must be a time
  const expiresGiven = num(item['expiration-timestamp']) || undefined;
  const posted = unixSeconds(postedGiven);
  const expires = expiresGiven === undefined ? undefined : unixSeconds(expiresGiven);
  if (posted === undefined || (expiresGiven !== undefined && expires === undefined)) return { skip: SKIP_REASONS.badDate };

  const field = (name: string, key: 'name' | 'code') => (isRecord(position[name]) ? text((position[name] as Record<string, unknown>)[key]) : '');
  const jobName = jobOfTexts([field('job-code', 'name'), ...text(item.keyword).split(','), title]);
  if (!jobName) return { skip: SKIP_REASONS.noJob };
  const region = text(field('location', 'name'))
    .split(',')
    .map((place) => regionOfText(place))
    .find(Boolean);
  if (!region) return { skip: SKIP_REASONS.noRegion };

  const closeType = CLOSE_TYPES[isRecord(item['close-type']) ? text(item['close-type'].code) : ''] ?? '접수마감일';
  const postDate = new Date(posted * 1000);
  const expirationDate =
    expires !== undefined ? new Date(expires * 1000) : closeType !== '접수마감일' ? new Date(postDate.getTime() + OPEN_ENDED_DAYS * DAY_MS) : undefined;
  if (!expirationDate) return { skip: SKIP_REASONS.badItem };
  const company = isRecord(item.company) && isRecord(item.company.detail) ? text(item.company.detail.name) : '';
  const jobTypeName =
    field('job-type', 'name')
      .split(',')
      .map((name) => JOB_TYPES[name.trim()])
      .find(Boolean) ?? '정규직';
  const experience = isRecord(position['experience-level']) ? text(position['experience-level'].code) : '';

  const row: PostingRow = {
    id,
    title,
    jobName,
    companyName: clip(company || '회사 이름 비공개', recruitPostingCompanyNameMax),
    regionCode: region.regionCode,
    city: region.city,
    locationName: region.regionName,
    jobTypeName,
    experienceLevel: EXPERIENCE[experience] ?? '경력무관',
    requiredEducationLevel: educationOf(field('required-education-level', 'name')),
    closeType,
    salary: salaryOf(item.salary),
    postDate,
    expirationDate,
    url,
    interestCount: Math.min(Math.max(0, Math.trunc(num(item['read-cnt']) ?? 0)), 9999),
    closed: num(item.active) !== 1,
    source: 'saramin',
    ...ageColumns(title, text(item.keyword)),
  };
  return hasNul(row) ? { skip: SKIP_REASONS.badText } : { row };
}
