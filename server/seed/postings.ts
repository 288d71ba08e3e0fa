// 새길 seed data: deterministic generators for recruitment postings (saramin-like) and
// publicly funded training courses (work24-like). Same count + same `today` + same seed
// always gives the same output (mulberry32 PRNG, no Math.random, no clock reads).
//
// Dates: calendar days are counted in Korean time (KST, UTC+9), independent of the process
// time zone. A posting's expirationDate is 23:59:59.999 KST of its closing day (so it is never
// before `today`); course start/end dates are date-only values stored as 00:00 UTC of the KST
// calendar day (toISOString().slice(0, 10) gives the day shown to users).

import { postingSearchUrl } from './example-links.ts';
import {
  BRAND_WORDS, INSTITUTION_PREFIXES, OFFICE_WORDS, profileOf, type EducationLevel, type ExperienceLevel, type JobTypeName,
  type PostingProfile,
} from './posting-vocabulary.ts';
import { districtOf } from './regions.ts';
import { DAY_MS, jobSequence, kstEndOfDay, makeRng, pickRegion, shortDistrict, won, type Rng } from './seed-random.ts';

export type CloseType = '접수마감일' | '채용시' | '상시';
export type TrainingType = '이론 위주' | '실습 위주';

export interface PostingSeed {
  id: string;
  title: string;
  jobName: string;
  companyName: string;
  regionCode: number;
  locationName: string;
  jobTypeName: JobTypeName;
  experienceLevel: ExperienceLevel;
  requiredEducationLevel: EducationLevel;
  closeType: CloseType;
  salary: string;
  postDate: Date;
  expirationDate: Date;
  url: string;
  /** closed by the recruiting site before its deadline (never listed; scraps of it show 마감) */
  closed: boolean;
}

export interface CourseSeed {
  trprId: string;
  trprDegr: string;
  trainstCstId: string;
  title: string;
  subTitle: string;
  jobName: string;
  regionCode: number;
  address: string;
  realMan: string;
  type: TrainingType;
  traStartDate: Date;
  traEndDate: Date;
  traDuration: string;
  yardMan: number;
  titleLink: string;
  /** outcome figures like 고용24's (eiEmplRate3/6, stdgScor); null for a course that has none yet */
  emplRate3: number | null;
  emplRate6: number | null;
  satisfaction: number | null;
}


function fillCompany(template: string, rng: Rng, district: string): string {
  return template
    .replace('{p}', rng.pick(INSTITUTION_PREFIXES))
    .replace('{b}', rng.pick(BRAND_WORDS))
    .replace('{o}', rng.pick(OFFICE_WORDS))
    .replace('{d}', shortDistrict(district))
    .replace('{D}', district);
}

function salaryText(rng: Rng, profile: PostingProfile, jobType: JobTypeName): string {
  if (rng.chance(0.1)) return '회사내규에 따름';
  if (jobType === '파트타임' || jobType === '프리랜서') {
    const hourly = Math.round(rng.int(profile.hourly[0], profile.hourly[1]) / 10) * 10;
    return `시급 ${won(Math.max(hourly, 10320))}원`;
  }
  if (profile.yearly && rng.chance(0.35)) {
    const yearly = Math.round(rng.int(profile.yearly[0], profile.yearly[1]) / 50) * 50;
    return `연 ${won(yearly)}만원`;
  }
  return `월 ${rng.int(profile.monthly[0], profile.monthly[1])}만원`;
}

/** A company for the posting and its title, in one of the two ways boards write them. */
function postingTitle(rng: Rng, profile: PostingProfile, jobName: string, jobTypeName: JobTypeName, district: string) {
  const [companyTemplate, place] = rng.pick(profile.companies);
  const companyName = fillCompany(companyTemplate, rng, district);
  const partTime = jobTypeName === '파트타임' || jobTypeName === '프리랜서';
  const detail = rng.pick([...profile.details, ...(partTime ? profile.partDetails : profile.fullDetails)]);
  const kind = jobTypeName === '파트타임' ? '파트타임' : jobTypeName === '프리랜서' ? '프리랜서' : '채용';
  const title = rng.chance(0.5) ? `[${district}] ${place} ${jobName} 모집 (${detail})` : `${companyName} ${jobName} ${kind} - ${detail}`;
  return { companyName, title };
}

/**
 * A company posts a title once (a real board lists one posting per pair): a pair already used is drawn again, and
 * when a district's words run out (a large seed), the company's next posting of it is its '2차', '3차'….
 */
function newTitle(titled: Set<string>, draw: () => { companyName: string; title: string }) {
  let drawn = draw();
  for (let tries = 1; tries < 20 && titled.has(`${drawn.title}|${drawn.companyName}`); tries++) drawn = draw();
  const { companyName } = drawn;
  let title = drawn.title;
  for (let round = 2; titled.has(`${title}|${companyName}`); round++) title = `${drawn.title} (${round}차)`;
  titled.add(`${title}|${companyName}`);
  return { companyName, title };
}

/**
 * What boards write about age (issue 24), on about one posting in 29 a limit and one in 11 '연령무관', chosen by the
 * posting's number so the rest of the seed stays as it was.
 */
const AGE_LIMIT_WORDS = ['만 45세 이하', '20~30대 환영', '40세 미만', '30대 우대', '만 50세까지'] as const;
function withAgeWords(title: string, i: number): string {
  if (i % 29 === 7) return `${title} (${AGE_LIMIT_WORDS[Math.floor(i / 29) % AGE_LIMIT_WORDS.length]})`;
  if (i % 11 === 4) return `${title} · 연령무관`;
  return title;
}

/** Days until the closing day of a posting with a deadline: some today, many within a week, the rest up to 60 days. */
function expirationOffset(rng: Rng): number {
  const [min, max] = rng.weighted<readonly [number, number]>([
    [[0, 0], 6],
    [[1, 7], 24],
    [[8, 30], 40],
    [[31, 60], 30],
  ]);
  return rng.int(min, max);
}

/** 상시·채용시 postings have no deadline of their own: they stay listed this long after posting (as imported ones). */
const OPEN_ENDED_DAYS = 60;

/**
 * Recruitment postings: jobs in proportion to hiring, districts by residents (weights.ts); posted over the last 30
 * days; most close within 60 days, a quarter are 상시/채용시 without a date of their own, a few were closed early by
 * the site. ids are String(48000000 + i); the link is the recruiting site's search for that job and district.
 */
export function generatePostings(count: number, today: Date, seed = 1): PostingSeed[] {
  const rng = makeRng(seed, today);
  const jobs = jobSequence(rng, count);
  const postings: PostingSeed[] = [];
  const titled = new Set<string>();
  for (let i = 0; i < count; i++) {
    const jobName = jobs[i]!;
    const profile = profileOf(jobName);
    const region = pickRegion(rng);
    const district = districtOf(region.regionName);
    const jobTypeName = rng.weighted(profile.jobTypes);
    const closeType = rng.weighted<CloseType>([['접수마감일', 75], ['채용시', 15], ['상시', 10]]);
    const { companyName, title } = newTitle(titled, () => postingTitle(rng, profile, jobName, jobTypeName, district));
    const id = String(48_000_000 + i);
    const postDaysAgo = rng.int(0, 30);
    const postDate = new Date(today.getTime() - postDaysAgo * DAY_MS - rng.int(0, 600) * 60_000);
    const expirationDate =
      closeType === '접수마감일' ? kstEndOfDay(today, expirationOffset(rng)) : kstEndOfDay(today, OPEN_ENDED_DAYS - postDaysAgo);
    postings.push({
      id,
      title: withAgeWords(title, i),
      jobName,
      companyName,
      regionCode: region.regionCode,
      locationName: region.regionName,
      jobTypeName,
      experienceLevel: rng.weighted(profile.experience),
      requiredEducationLevel: rng.weighted(profile.education),
      closeType,
      salary: salaryText(rng, profile, jobTypeName),
      postDate,
      expirationDate,
      url: postingSearchUrl(jobName, district),
      closed: rng.chance(0.03),
    });
  }
  return postings;
}
