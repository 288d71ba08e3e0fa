// 새길 seed data: deterministic generators for recruitment postings (saramin-like) and
// publicly funded training courses (work24-like). Same count + same `today` + same seed
// always gives the same output (mulberry32 PRNG, no Math.random, no clock reads).
//
// Dates: calendar days are counted in Korean time (KST, UTC+9), independent of the process
// time zone. A posting's expirationDate is 23:59:59.999 KST of its closing day (so it is never
// before `today`); course start/end dates are date-only values stored as 00:00 UTC of the KST
// calendar day (toISOString().slice(0, 10) gives the day shown to users).

import { REGIONS, districtOf } from './regions.ts';
import type { RegionSeed } from './regions.ts';
import { districtWeight, jobQuotas } from './weights.ts';

export type JobTypeName = '정규직' | '계약직' | '파트타임' | '프리랜서';
export type ExperienceLevel = '신입' | '경력' | '경력무관';
export type EducationLevel = '학력무관' | '고등학교졸업' | '대학졸업(2,3년)' | '대학교졸업(4년)';
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
  interestCount: number;
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

// ---------------------------------------------------------------------------
// PRNG and small helpers

/** mulberry32: tiny, fast, good enough for seed data. Returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Rng {
  /** Integer in [min, max] (both inclusive). */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** true with probability p. */
  chance(p: number): boolean;
  /** Picks by weight: [[value, weight], ...]. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
}

function makeRng(seed: number, today: Date): Rng {
  // Mix the day into the seed so a different `today` gives a fresh but still deterministic set.
  const next = mulberry32(Math.imul(seed, 2654435761) ^ kstDayNumber(today));
  const rng: Rng = {
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (p) => next() < p,
    weighted: (items) => {
      const total = items.reduce((sum, [, w]) => sum + w, 0);
      let r = next() * total;
      for (const [value, w] of items) {
        r -= w;
        if (r < 0) return value;
      }
      const last = items[items.length - 1];
      if (last === undefined) throw new Error('weighted pick from an empty list');
      return last[0];
    },
  };
  return rng;
}

const DAY_MS = 86_400_000;
const KST_OFFSET_MS = 9 * 3_600_000;

/** Days since 1970-01-01 of the Korean calendar day that contains `date`. */
function kstDayNumber(date: Date): number {
  return Math.floor((date.getTime() + KST_OFFSET_MS) / DAY_MS);
}

/** 00:00 UTC of the KST calendar day `offset` days after today's KST day (a date-only value). */
function kstDate(today: Date, offset: number): Date {
  return new Date((kstDayNumber(today) + offset) * DAY_MS);
}

/** 23:59:59.999 KST of the KST calendar day `offset` days after today's KST day. */
function kstEndOfDay(today: Date, offset: number): Date {
  return new Date((kstDayNumber(today) + offset + 1) * DAY_MS - KST_OFFSET_MS - 1);
}

/** Adds whole calendar months to a date-only (UTC midnight) value. */
function addMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}

/** 1234567 → '1,234,567'. */
function won(n: number): string {
  return n.toLocaleString('en-US');
}

/** Small non-cryptographic string hash (FNV-1a), used to give institutions a stable id. */
function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** '종로구' → '종로', '중구' → '중구', '기장군' → '기장'. */
function shortDistrict(district: string): string {
  return district.length >= 3 ? district.slice(0, -1) : district;
}

/** '서울특별시' → '서울'. */
function shortCity(city: string): string {
  return city.slice(0, 2);
}

// ---------------------------------------------------------------------------
// Spread: districts by residents, jobs by hiring (weights.ts)

const REGION_WEIGHTS: readonly (readonly [RegionSeed, number])[] = REGIONS.map((r) => [r, districtWeight(r.regionName)]);

function pickRegion(rng: Rng): RegionSeed {
  return rng.weighted(REGION_WEIGHTS);
}

/** `count` jobs in proportion to hiring, in a shuffled (deterministic) order. */
function jobSequence(rng: Rng, count: number): string[] {
  const jobs = jobQuotas(count);
  for (let i = jobs.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [jobs[i], jobs[j]] = [jobs[j]!, jobs[i]!];
  }
  return jobs;
}

// ---------------------------------------------------------------------------
// Posting vocabulary per job

interface PostingProfile {
  /**
   * [company name template, what the workplace is called in titles]. Templates: {p} friendly
   * prefix, {b} brand word, {o} office-style word, {d} short district name ('종로'),
   * {D} full district name ('종로구').
   */
  companies: readonly (readonly [string, string])[];
  /** Title details that fit any job type. */
  details: readonly string[];
  /** Title details only for 정규직/계약직. */
  fullDetails: readonly string[];
  /** Title details only for 파트타임/프리랜서. */
  partDetails: readonly string[];
  jobTypes: readonly (readonly [JobTypeName, number])[];
  experience: readonly (readonly [ExperienceLevel, number])[];
  education: readonly (readonly [EducationLevel, number])[];
  /** Hourly pay range in won. */
  hourly: readonly [number, number];
  /** Monthly pay range in 만원 for full-time work. */
  monthly: readonly [number, number];
  /** Yearly pay range in 만원, when postings of this job quote yearly pay. */
  yearly?: readonly [number, number];
}

const INSTITUTION_PREFIXES = [
  '행복한', '늘푸른', '햇살', '사랑의', '은빛', '미소', '한마음', '새봄', '다온', '온누리',
  '푸른솔', '하늘', '참좋은', '우리', '가온', '효사랑', '소망', '기쁨',
] as const;

const BRAND_WORDS = [
  '라온', '소담', '봄날', '모아', '온새미로', '다온', '하루', '로하', '포레', '그레이스',
  '루다', '아라', '도담', '별빛', '미르', '나래',
] as const;

const OFFICE_WORDS = ['한빛', '대성', '삼우', '동양', '신원', '제일', '한결', '우진', '태광', '세원'] as const;

const FULL_TIME: readonly (readonly [JobTypeName, number])[] = [['정규직', 6], ['계약직', 3], ['파트타임', 1]];
const MOSTLY_NEW: readonly (readonly [ExperienceLevel, number])[] = [['신입', 3], ['경력무관', 6], ['경력', 1]];
const ANY_EDU: readonly (readonly [EducationLevel, number])[] = [['학력무관', 7], ['고등학교졸업', 3]];

const POSTING_PROFILES: Record<string, PostingProfile> = {
  요양보호사: {
    companies: [
      ['{p}요양원', '요양원'],
      ['{p}재가복지센터', '재가센터'],
      ['{p}주간보호센터', '주간보호센터'],
      ['{p}방문요양센터', '방문요양'],
      ['{p}노인요양공동생활가정', '요양공동생활가정'],
      ['{d}실버케어센터', '주간보호센터'],
    ],
    details: ['60세 이상 가능', '신규 자격자 환영', '경력무관, 교육 지원'],
    fullDetails: ['주 5일, 4대보험', '3교대, 식사 제공', '주간 근무, 퇴직금'],
    partDetails: ['오전 9시-오후 1시', '주 3일, 시간 협의', '어르신 댁 방문, 하루 3시간'],
    jobTypes: [['정규직', 4], ['계약직', 3], ['파트타임', 3]],
    experience: MOSTLY_NEW,
    education: [['학력무관', 9], ['고등학교졸업', 1]],
    hourly: [11000, 13500],
    monthly: [220, 270],
  },
  간호조무사: {
    companies: [
      ['{d}{b}내과의원', '내과의원'],
      ['{b}정형외과의원', '정형외과'],
      ['{p}요양병원', '요양병원'],
      ['{b}한의원', '한의원'],
      ['{d}{b}치과의원', '치과의원'],
      ['{b}건강검진센터', '검진센터'],
    ],
    details: ['경력 우대', '신입 교육 지원', '자격증 소지자'],
    fullDetails: ['주 5일, 토요일 격주', '점심시간 1시간 보장', '4대보험, 퇴직금'],
    partDetails: ['오전 파트 근무', '토요일 오전 근무'],
    jobTypes: FULL_TIME,
    experience: [['신입', 3], ['경력무관', 4], ['경력', 3]],
    education: [['학력무관', 3], ['고등학교졸업', 7]],
    hourly: [11500, 14000],
    monthly: [230, 290],
    yearly: [2800, 3400],
  },
  보육교사: {
    companies: [
      ['{D}립{b}어린이집', '국공립어린이집'],
      ['{p}어린이집', '민간어린이집'],
      ['{b}국공립어린이집', '국공립어린이집'],
      ['{d}{b}어린이집', '민간어린이집'],
      ['{p}가정어린이집', '가정어린이집'],
    ],
    details: ['보육교사 2급 이상', '처우개선비 지급'],
    fullDetails: ['담임교사, 만 2세반', '4대보험, 호봉제', '주 5일, 7시 30분 출근조'],
    partDetails: ['보조교사, 오후 근무', '연장보육 전담교사, 오후 4시-7시 30분'],
    jobTypes: [['정규직', 5], ['계약직', 3], ['파트타임', 2]],
    experience: MOSTLY_NEW,
    education: [['고등학교졸업', 5], ['대학졸업(2,3년)', 4], ['대학교졸업(4년)', 1]],
    hourly: [10800, 12500],
    monthly: [225, 275],
  },
  사회복지사: {
    companies: [
      ['{d}종합사회복지관', '종합사회복지관'],
      ['{d}노인복지관', '노인복지관'],
      ['{p}지역아동센터', '지역아동센터'],
      ['{d}장애인복지관', '장애인복지관'],
      ['{p}복지재단', '복지재단'],
      ['{D}시니어클럽', '시니어클럽'],
    ],
    details: ['사례관리 담당', '노인일자리 담당', '프로그램 운영', '2급 이상'],
    fullDetails: ['주 5일, 4대보험', '기간제 1년, 재계약 가능'],
    partDetails: ['주 3일, 프로그램 보조'],
    jobTypes: [['정규직', 5], ['계약직', 5]],
    experience: [['신입', 3], ['경력무관', 4], ['경력', 3]],
    education: [['고등학교졸업', 2], ['대학졸업(2,3년)', 4], ['대학교졸업(4년)', 4]],
    hourly: [11000, 13000],
    monthly: [240, 290],
    yearly: [2900, 3500],
  },
  직업상담사: {
    companies: [
      ['{D}일자리센터', '일자리센터'],
      ['{D}여성새로일하기센터', '새일센터'],
      ['㈜{o}인재개발', '취업지원기관'],
      ['㈜{o}잡컨설팅', '취업지원기관'],
      ['{d}중장년내일센터', '중장년내일센터'],
      ['㈜{b}HR', '취업지원기관'],
    ],
    details: ['국민취업지원제도 상담', '직업상담사 2급 필수', '중장년 취업 상담'],
    fullDetails: ['주 5일, 9시-18시', '기간제, 성과급'],
    partDetails: ['주 3일, 취업 특강 진행'],
    jobTypes: [['정규직', 3], ['계약직', 7]],
    experience: [['신입', 3], ['경력무관', 4], ['경력', 3]],
    education: [['고등학교졸업', 3], ['대학졸업(2,3년)', 3], ['대학교졸업(4년)', 4]],
    hourly: [11000, 13000],
    monthly: [230, 280],
    yearly: [2800, 3300],
  },
  심리상담사: {
    companies: [
      ['{b}심리상담센터', '심리상담센터'],
      ['{p}아동청소년상담센터', '아동청소년상담센터'],
      ['{b}가족상담연구소', '가족상담센터'],
      ['{D}청소년상담복지센터', '청소년상담복지센터'],
      ['㈜{b}마음연구소', '기업상담실'],
    ],
    details: ['집단상담 진행', '자격증 소지자', '수련생 가능'],
    fullDetails: ['주 5일, 4대보험', '상근 상담원'],
    partDetails: ['주 3일, 오후 상담', '상담 건당 수당'],
    jobTypes: [['정규직', 2], ['계약직', 3], ['파트타임', 2], ['프리랜서', 3]],
    experience: [['신입', 2], ['경력무관', 3], ['경력', 5]],
    education: [['대학교졸업(4년)', 8], ['대학졸업(2,3년)', 2]],
    hourly: [20000, 40000],
    monthly: [230, 300],
  },
  급식도우미: {
    companies: [
      ['{b}초등학교', '학교 급식실'],
      ['{b}중학교', '학교 급식실'],
      ['㈜{o}푸드', '구내식당'],
      ['{p}요양병원 영양팀', '요양병원 주방'],
      ['㈜{o}에프앤비', '구내식당'],
      ['{d}노인복지관 식당', '복지관 식당'],
    ],
    details: ['배식·세척 담당', '60세 이상 가능', '보건증 필수'],
    fullDetails: ['주 5일, 중식 제공', '방학 중 근무 협의'],
    partDetails: ['오전 10시-오후 2시', '방학 중 휴무', '점심시간 3시간 근무'],
    jobTypes: [['파트타임', 6], ['계약직', 3], ['정규직', 1]],
    experience: [['신입', 3], ['경력무관', 7]],
    education: [['학력무관', 10]],
    hourly: [10320, 12000],
    monthly: [216, 240],
  },
  사무보조원: {
    companies: [
      ['㈜{o}산업', '총무팀'],
      ['{o}세무회계', '세무사무소'],
      ['㈜{o}물류', '사무실'],
      ['{D}시설관리공단', '공공기관'],
      ['㈜{b}', '사무실'],
      ['{o}건설㈜', '현장 사무실'],
    ],
    details: ['문서 작성·자료 입력', '컴활 자격 우대', '중장년 우대'],
    fullDetails: ['주 5일, 9시-18시', '4대보험, 퇴직금'],
    partDetails: ['하루 4시간 근무', '오전 근무'],
    jobTypes: [['정규직', 3], ['계약직', 4], ['파트타임', 3]],
    experience: MOSTLY_NEW,
    education: [['학력무관', 4], ['고등학교졸업', 6]],
    hourly: [10320, 11500],
    monthly: [216, 250],
  },
  경리사무원: {
    companies: [
      ['{o}세무회계사무소', '세무사무소'],
      ['㈜{o}산업', '경영지원팀'],
      ['{o}건설㈜', '경리·회계'],
      ['㈜{o}상사', '경리·회계'],
      ['{o}회계법인', '회계법인'],
      ['㈜{b}', '경영지원팀'],
    ],
    details: ['전산회계 자격 우대', '더존 사용 가능자', '급여·4대보험 업무'],
    fullDetails: ['주 5일, 4대보험', '결산 업무 가능자'],
    partDetails: ['주 3일, 오전 근무', '월말 결산 기간 근무'],
    jobTypes: FULL_TIME,
    experience: [['신입', 2], ['경력무관', 3], ['경력', 5]],
    education: [['고등학교졸업', 6], ['대학졸업(2,3년)', 3], ['대학교졸업(4년)', 1]],
    hourly: [10800, 12500],
    monthly: [230, 300],
    yearly: [2800, 3600],
  },
  동물보건사: {
    companies: [
      ['{b}동물병원', '동물병원'],
      ['{d}24시 동물메디컬센터', '24시 동물병원'],
      ['{b}동물의료센터', '동물의료센터'],
      ['{p}동물병원', '동물병원'],
    ],
    details: ['동물보건사 자격 소지자', '진료 보조', '신입 교육 지원'],
    fullDetails: ['주 5일, 교대 근무', '야간 수당 별도'],
    partDetails: ['주말 오전 근무', '입원동물 관리 파트'],
    jobTypes: FULL_TIME,
    experience: [['신입', 4], ['경력무관', 3], ['경력', 3]],
    education: [['대학졸업(2,3년)', 7], ['고등학교졸업', 3]],
    hourly: [10800, 12500],
    monthly: [220, 270],
  },
  웨딩도우미: {
    companies: [['{b}웨딩홀', '웨딩홀'], ['{d}{b}웨딩컨벤션', '웨딩컨벤션'], ['{b}컨벤션웨딩', '예식장'], ['㈜{b}웨딩', '예식장']],
    details: ['초보 가능, 교육 후 투입', '폐백 도우미 포함'],
    fullDetails: ['예식 운영 전담'],
    partDetails: ['주말 예식, 건당 지급', '토·일 근무', '당일 지급'],
    jobTypes: [['파트타임', 7], ['프리랜서', 3]],
    experience: [['신입', 3], ['경력무관', 7]],
    education: [['학력무관', 10]],
    hourly: [13000, 18000],
    monthly: [216, 230],
  },
  '일반 미용사': {
    companies: [['{b} 헤어', '미용실'], ['헤어살롱 {b}', '헤어살롱'], ['{b}미용실', '미용실'], ['{d} {b}헤어', '헤어숍']],
    details: ['시니어 손님 많은 매장', '자격증 소지자', '인센티브 별도'],
    fullDetails: ['인턴·디자이너', '주 5일, 월 8회 휴무'],
    partDetails: ['주말 파트 디자이너', '오후 시간 근무'],
    jobTypes: [['정규직', 5], ['계약직', 1], ['파트타임', 2], ['프리랜서', 2]],
    experience: [['신입', 3], ['경력무관', 3], ['경력', 4]],
    education: ANY_EDU,
    hourly: [10800, 13000],
    monthly: [220, 300],
  },
  '피부 미용사': {
    companies: [['{b} 에스테틱', '에스테틱'], ['{b}피부관리실', '피부관리실'], ['{b} 스킨케어', '피부관리실'], ['{d}{b}피부관리', '피부관리실']],
    details: ['관리 인센티브', '자격증 소지자', '교육 지원'],
    fullDetails: ['주 5일, 4대보험', '주 5일, 점심 제공'],
    partDetails: ['오후 근무 가능', '저녁 시간 파트'],
    jobTypes: [['정규직', 5], ['파트타임', 3], ['프리랜서', 2]],
    experience: [['신입', 3], ['경력무관', 4], ['경력', 3]],
    education: ANY_EDU,
    hourly: [10800, 13000],
    monthly: [220, 280],
  },
  '네일 미용사': {
    companies: [['{b} 네일', '네일숍'], ['네일살롱 {b}', '네일살롱'], ['{b}네일아트', '네일숍'], ['{d}{b}네일', '네일숍']],
    details: ['젤 네일 가능자', '인센티브 별도', '신입 교육'],
    fullDetails: ['주 5일, 4대보험'],
    partDetails: ['파트타임 가능', '주말 근무 가능자'],
    jobTypes: [['정규직', 4], ['파트타임', 4], ['프리랜서', 2]],
    experience: [['신입', 4], ['경력무관', 3], ['경력', 3]],
    education: ANY_EDU,
    hourly: [10500, 12500],
    monthly: [216, 270],
  },
  '메이크업 미용사': {
    companies: [
      ['{b} 메이크업', '메이크업숍'],
      ['{b} 뷰티 스튜디오', '뷰티 스튜디오'],
      ['{b}웨딩 메이크업', '웨딩 메이크업'],
      ['㈜{b}뷰티', '메이크업숍'],
    ],
    details: ['자격증 소지자', '스튜디오 촬영', '새벽 근무 수당'],
    fullDetails: ['주 5일, 월 6회 휴무'],
    partDetails: ['주말 웨딩 메이크업', '건당 지급'],
    jobTypes: [['정규직', 3], ['파트타임', 3], ['프리랜서', 4]],
    experience: [['신입', 3], ['경력무관', 3], ['경력', 4]],
    education: ANY_EDU,
    hourly: [12000, 20000],
    monthly: [220, 280],
  },
  '반려동물 미용사': {
    companies: [['{b} 펫살롱', '펫살롱'], ['{b}애견미용실', '애견미용실'], ['{b} 펫 스타일', '펫살롱'], ['{d}{b}펫샵', '애견미용실']],
    details: ['자격증 우대', '대형견 미용 가능자', '신입 교육'],
    fullDetails: ['보조 미용사, 주 5일', '주 5일, 인센티브'],
    partDetails: ['주말 미용 파트', '오후 시간 근무'],
    jobTypes: [['정규직', 5], ['파트타임', 3], ['프리랜서', 2]],
    experience: [['신입', 4], ['경력무관', 3], ['경력', 3]],
    education: ANY_EDU,
    hourly: [10500, 13000],
    monthly: [216, 280],
  },
  '레크리에이션 강사': {
    companies: [
      ['{d}노인복지관', '노인복지관'],
      ['{p}주간보호센터', '주간보호센터'],
      ['{D}평생학습관', '평생학습관'],
      ['㈜{b}이벤트', '행사'],
      ['{D}시니어클럽', '경로당'],
    ],
    details: ['실버체조·노래교실', '자격증 소지자', '행사 진행'],
    fullDetails: ['주 5일 프로그램 전담'],
    partDetails: ['주 1회, 회당 50분', '회당 강사료 지급'],
    jobTypes: [['프리랜서', 6], ['파트타임', 4]],
    experience: [['경력무관', 5], ['경력', 3], ['신입', 2]],
    education: ANY_EDU,
    hourly: [25000, 50000],
    monthly: [216, 250],
  },
  바리스타: {
    companies: [
      ['카페 {b}', '카페'],
      ['{b} 커피', '카페'],
      ['{b} 로스터리', '베이커리 카페'],
      ['{d}시니어카페', '시니어카페'],
      ['{b}커피 {d}점', '카페'],
    ],
    details: ['시니어 우대', '자격증 우대', '음료 제조·매장 관리'],
    fullDetails: ['주 5일, 매니저 후보'],
    partDetails: ['주 3일, 오후 근무', '주말 근무 가능자'],
    jobTypes: [['파트타임', 6], ['계약직', 2], ['정규직', 2]],
    experience: [['신입', 4], ['경력무관', 5], ['경력', 1]],
    education: ANY_EDU,
    hourly: [10320, 11500],
    monthly: [216, 240],
  },
  공인중개사: {
    companies: [
      ['{b}부동산', '부동산'],
      ['{b}공인중개사사무소', '공인중개사사무소'],
      ['{d}{b}부동산', '부동산'],
      ['㈜{o}부동산중개법인', '중개법인'],
    ],
    details: ['아파트·상가 중개', '개업 준비 가능'],
    fullDetails: ['소속공인중개사, 기본급+성과급'],
    partDetails: ['성과급 위주, 시간 자유'],
    jobTypes: [['정규직', 4], ['계약직', 2], ['프리랜서', 4]],
    experience: [['신입', 3], ['경력무관', 4], ['경력', 3]],
    education: [['학력무관', 6], ['고등학교졸업', 4]],
    hourly: [11000, 13000],
    monthly: [230, 350],
    yearly: [2800, 4500],
  },
  산후관리사: {
    companies: [
      ['{p}산모신생아 건강관리', '바우처 제공기관'],
      ['{b}산후도우미', '산모 가정 방문'],
      ['{d}{b}맘케어', '산모 가정 방문'],
      ['㈜{b}베이비케어', '바우처 제공기관'],
    ],
    details: ['정부 바우처 사업', '교육 수료자', '출산 경험자 우대'],
    fullDetails: ['출퇴근형, 평일 9시-18시', '주 5일'],
    partDetails: ['단기 2주 파견', '입주형 가능자'],
    jobTypes: [['계약직', 4], ['프리랜서', 4], ['파트타임', 2]],
    experience: MOSTLY_NEW,
    education: [['학력무관', 10]],
    hourly: [12000, 15000],
    monthly: [230, 290],
  },
};

function profileOf(jobName: string): PostingProfile {
  const profile = POSTING_PROFILES[jobName];
  if (!profile) throw new Error(`no posting profile for ${jobName}`);
  return profile;
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
  for (let i = 0; i < count; i++) {
    const jobName = jobs[i]!;
    const profile = profileOf(jobName);
    const region = pickRegion(rng);
    const district = districtOf(region.regionName);
    const [companyTemplate, place] = rng.pick(profile.companies);
    const companyName = fillCompany(companyTemplate, rng, district);
    const jobTypeName = rng.weighted(profile.jobTypes);
    const closeType = rng.weighted<CloseType>([['접수마감일', 75], ['채용시', 15], ['상시', 10]]);
    const partTime = jobTypeName === '파트타임' || jobTypeName === '프리랜서';
    const detail = rng.pick([...profile.details, ...(partTime ? profile.partDetails : profile.fullDetails)]);
    const title = rng.chance(0.5)
      ? `[${district}] ${place} ${jobName} 모집 (${detail})`
      : `${companyName} ${jobName} ${jobTypeName === '파트타임' ? '파트타임' : jobTypeName === '프리랜서' ? '프리랜서' : '채용'} - ${detail}`;
    const id = String(48_000_000 + i);
    const postDaysAgo = rng.int(0, 30);
    const postDate = new Date(today.getTime() - postDaysAgo * DAY_MS - rng.int(0, 600) * 60_000);
    const expirationDate =
      closeType === '접수마감일' ? kstEndOfDay(today, expirationOffset(rng)) : kstEndOfDay(today, OPEN_ENDED_DAYS - postDaysAgo);
    // Interest: most postings get little attention, a few a lot.
    const interestCount = rng.chance(0.15) ? rng.int(100, 300) : rng.int(0, 99);
    postings.push({
      id,
      title,
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
      url: `https://www.saramin.co.kr/zf_user/search/recruit?searchword=${encodeURIComponent(`${jobName} ${district}`)}`,
      interestCount,
      closed: rng.chance(0.03),
    });
  }
  return postings;
}

// ---------------------------------------------------------------------------
// Training courses

interface CourseTemplate {
  title: string;
  type: TrainingType;
  /** Length: weeks or months. */
  weeks?: number;
  months?: number;
  /** Fee range in won. */
  fee: readonly [number, number];
}

/** Institution name templates: {c} short city name ('서울'), {d} short district name ('종로'), {b} brand word. */
interface CourseProfile {
  institutions: readonly string[];
  courses: readonly CourseTemplate[];
}

const COURSE_PROFILES: Record<string, CourseProfile> = {
  요양보호사: {
    institutions: ['{c}요양보호사교육원', '{d}요양보호사교육원', '{c}중앙요양보호사교육원', '한국{b}요양보호사교육원'],
    courses: [
      { title: '요양보호사 자격취득과정(주간 8주)', type: '이론 위주', weeks: 8, fee: [600000, 900000] },
      { title: '요양보호사 자격취득과정(야간 12주)', type: '이론 위주', weeks: 12, fee: [600000, 900000] },
      { title: '요양보호사 양성과정(실기·현장실습 포함)', type: '실습 위주', weeks: 8, fee: [650000, 950000] },
    ],
  },
  간호조무사: {
    institutions: ['{c}간호학원', '{d}간호학원', '{c}{b}간호직업전문학교'],
    courses: [
      { title: '간호조무사 국가자격 취득과정(주간)', type: '이론 위주', months: 12, fee: [3500000, 5000000] },
      { title: '간호조무사 양성과정(야간·실습 연계)', type: '실습 위주', months: 14, fee: [3500000, 5200000] },
    ],
  },
  보육교사: {
    institutions: ['{c}평생교육원', '{b}보육교육원', '{c}{b}직업전문학교'],
    courses: [
      { title: '보육교사 2급 자격취득 준비과정(학점은행제 연계)', type: '이론 위주', months: 6, fee: [1200000, 2000000] },
      { title: '영유아 보육 보조교사 실무과정', type: '실습 위주', months: 2, fee: [500000, 900000] },
    ],
  },
  사회복지사: {
    institutions: ['{c}평생교육원', '{c}{b}직업전문학교', '{b}사회복지교육원'],
    courses: [
      { title: '사회복지사 2급 취득과정(학점은행제 연계)', type: '이론 위주', months: 6, fee: [1200000, 2000000] },
      { title: '사회복지 실무자 양성과정(행정·엑셀)', type: '실습 위주', months: 2, fee: [700000, 1200000] },
    ],
  },
  직업상담사: {
    institutions: ['{c}{b}직업전문학교', '{b}에듀 {c}캠퍼스', '{c}고용상담교육원'],
    courses: [
      { title: '직업상담사 2급 필기·실기 대비반', type: '이론 위주', months: 3, fee: [800000, 1300000] },
      { title: '중장년 직업상담 실무자 양성과정', type: '실습 위주', months: 2, fee: [700000, 1100000] },
    ],
  },
  심리상담사: {
    institutions: ['{c}심리상담교육원', '{b}심리연구소 교육센터', '{c}{b}직업전문학교'],
    courses: [
      { title: '심리상담사 양성과정(미술·놀이치료)', type: '실습 위주', months: 3, fee: [900000, 1500000] },
      { title: '노인심리상담 실무과정', type: '이론 위주', months: 2, fee: [700000, 1200000] },
      { title: '임상심리사 2급 필기 대비반', type: '이론 위주', months: 3, fee: [900000, 1400000] },
    ],
  },
  급식도우미: {
    institutions: ['{c}요리직업전문학교', '{d}{b}요리학원', '{c}조리교육원'],
    courses: [
      { title: '단체급식 조리실무 과정', type: '실습 위주', months: 2, fee: [700000, 1100000] },
      { title: '한식조리기능사 취득과정(급식 조리실무사 준비)', type: '실습 위주', months: 2, fee: [800000, 1200000] },
    ],
  },
  사무보조원: {
    institutions: ['{c}컴퓨터학원', '{d}{b}컴퓨터학원', '{c}{b}직업전문학교'],
    courses: [
      { title: '컴퓨터활용능력 2급 취득과정', type: '이론 위주', months: 2, fee: [400000, 700000] },
      { title: '중장년 OA 실무(한글·엑셀·파워포인트) 과정', type: '실습 위주', weeks: 4, fee: [300000, 600000] },
    ],
  },
  경리사무원: {
    institutions: ['{c}회계학원', '{d}{b}세무회계학원', '{c}{b}직업전문학교'],
    courses: [
      { title: '전산회계 2급 취득과정', type: '이론 위주', months: 2, fee: [500000, 800000] },
      { title: '더존 Smart A 실무 회계·급여 과정', type: '실습 위주', months: 3, fee: [800000, 1300000] },
    ],
  },
  동물보건사: {
    institutions: ['{c}동물보건교육원', '{c}{b}애견직업전문학교', '{b}펫 아카데미'],
    courses: [
      { title: '동물병원 코디네이터·동물보건 실무과정', type: '실습 위주', months: 4, fee: [1500000, 2500000] },
      { title: '동물보건사 국가시험 대비 과정', type: '이론 위주', months: 3, fee: [900000, 1500000] },
    ],
  },
  웨딩도우미: {
    institutions: ['{c}웨딩아카데미', '{b}웨딩플래너교육원'],
    courses: [
      { title: '웨딩헬퍼·폐백 도우미 실무과정', type: '실습 위주', weeks: 4, fee: [300000, 600000] },
      { title: '웨딩플래너 양성과정', type: '이론 위주', months: 2, fee: [700000, 1200000] },
    ],
  },
  '일반 미용사': {
    institutions: ['{c}뷰티아카데미', '{d}{b}미용학원', '{c}{b}미용직업전문학교'],
    courses: [
      { title: '미용사(일반) 국가자격 취득과정(커트·펌·염색)', type: '실습 위주', months: 4, fee: [1500000, 2500000] },
      { title: '미용사(일반) 필기 대비반', type: '이론 위주', weeks: 4, fee: [300000, 500000] },
    ],
  },
  '피부 미용사': {
    institutions: ['{c}뷰티아카데미', '{d}{b}피부미용학원', '{c}{b}미용직업전문학교'],
    courses: [
      { title: '미용사(피부) 국가자격 취득과정', type: '실습 위주', months: 3, fee: [1200000, 2000000] },
      { title: '피부미용 이론·필기 대비 과정', type: '이론 위주', weeks: 4, fee: [300000, 500000] },
    ],
  },
  '네일 미용사': {
    institutions: ['{c}네일아카데미', '{d}{b}네일학원', '{c}{b}미용직업전문학교'],
    courses: [
      { title: '미용사(네일) 국가자격 취득과정', type: '실습 위주', months: 2, fee: [900000, 1500000] },
      { title: '젤네일·네일아트 창업 실무과정', type: '실습 위주', months: 3, fee: [1200000, 1800000] },
    ],
  },
  '메이크업 미용사': {
    institutions: ['{c}메이크업아카데미', '{d}{b}뷰티학원', '{c}{b}미용직업전문학교'],
    courses: [
      { title: '미용사(메이크업) 국가자격 취득과정', type: '실습 위주', months: 3, fee: [1200000, 2000000] },
      { title: '메이크업 이론·필기 대비 과정', type: '이론 위주', weeks: 4, fee: [300000, 500000] },
    ],
  },
  '반려동물 미용사': {
    institutions: ['{c}애견미용학원', '{c}{b}애견직업전문학교', '{b}펫 아카데미'],
    courses: [
      { title: '반려견 스타일리스트 3급 취득과정', type: '실습 위주', months: 4, fee: [1500000, 2500000] },
      { title: '반려동물 미용 입문(목욕·기초 클리핑)', type: '실습 위주', months: 2, fee: [800000, 1300000] },
    ],
  },
  '레크리에이션 강사': {
    institutions: ['{c}레크리에이션협회 교육원', '{c}평생교육원', '{b}실버교육연구소'],
    courses: [
      { title: '실버 레크리에이션 지도자 양성과정', type: '실습 위주', weeks: 4, fee: [300000, 600000] },
      { title: '노인 여가·웃음치료 강사 과정', type: '이론 위주', months: 2, fee: [500000, 900000] },
    ],
  },
  바리스타: {
    institutions: ['{c}바리스타아카데미', '{d}{b}커피학원', '{c}{b}직업전문학교'],
    courses: [
      { title: '바리스타 2급 자격취득과정', type: '실습 위주', weeks: 4, fee: [400000, 700000] },
      { title: '바리스타·카페 창업 실무과정', type: '실습 위주', months: 2, fee: [900000, 1500000] },
      { title: '커피학 이론과 바리스타 필기 대비', type: '이론 위주', weeks: 3, fee: [200000, 400000] },
    ],
  },
  공인중개사: {
    institutions: ['{c}{b}부동산아카데미', '{c}고시학원', '{b}에듀 {c}캠퍼스'],
    courses: [
      { title: '공인중개사 1·2차 대비 종합반', type: '이론 위주', months: 6, fee: [1200000, 2200000] },
      { title: '부동산 중개 실무(창업) 과정', type: '실습 위주', months: 1, fee: [400000, 800000] },
    ],
  },
  산후관리사: {
    institutions: ['{c}산후관리사교육원', '{d}{b}산모신생아교육원', '한국{b}산후관리교육원'],
    courses: [
      { title: '산모·신생아 건강관리사 양성과정(60시간)', type: '실습 위주', weeks: 2, fee: [300000, 500000] },
      { title: '산후관리사 심화과정(신생아 돌봄 실습)', type: '실습 위주', weeks: 4, fee: [400000, 700000] },
    ],
  },
};

function courseProfileOf(jobName: string): CourseProfile {
  const profile = COURSE_PROFILES[jobName];
  if (!profile) throw new Error(`no course profile for ${jobName}`);
  return profile;
}

/** A main road for each district, used to build plausible street addresses. */
const ROADS: Record<number, string> = {
  11110: '종로', 11140: '세종대로', 11170: '한강대로', 11200: '왕십리로', 11215: '능동로',
  11230: '왕산로', 11260: '망우로', 11290: '보문로', 11305: '도봉로', 11320: '방학로',
  11350: '동일로', 11380: '통일로', 11410: '연희로', 11440: '마포대로', 11470: '목동로',
  11500: '공항대로', 11530: '디지털로', 11545: '시흥대로', 11560: '영등포로', 11590: '상도로',
  11620: '관악로', 11650: '서초대로', 11680: '테헤란로', 11710: '올림픽로', 11740: '천호대로',
  26110: '중앙대로', 26140: '구덕로', 26170: '초량로', 26200: '태종로', 26230: '서면로',
  26260: '충렬대로', 26290: '수영로', 26320: '금곡대로', 26350: '해운대로', 26380: '낙동대로',
  26410: '금강로', 26440: '낙동북로', 26470: '월드컵대로', 26500: '광안해변로', 26530: '사상로',
  26710: '기장대로',
  28110: '참외전로', 28140: '송림로', 28177: '인하로', 28185: '컨벤시아대로', 28200: '인주대로',
  28237: '부평대로', 28245: '계양대로', 28260: '서곶로', 28710: '강화대로', 28720: '영흥로',
  27110: '국채보상로', 27140: '아양로', 27170: '서대구로', 27200: '대명로', 27230: '칠곡중앙대로',
  27260: '달구벌대로', 27290: '월배로', 27710: '비슬로', 27720: '군청로',
  29110: '금남로', 29140: '상무대로', 29155: '봉선로', 29170: '우치로', 29200: '하남대로',
  30110: '대전로', 30140: '계백로', 30170: '둔산로', 30200: '대학로', 30230: '한밭대로',
  31110: '번영로', 31140: '삼산로', 31170: '봉수로', 31200: '산업로', 31710: '언양로',
};

function streetAddress(rng: Rng, region: RegionSeed): string {
  const road = ROADS[region.regionCode] ?? '중앙로';
  const number = rng.int(1, 420);
  const floor = rng.int(2, 7);
  const unit = rng.chance(0.4) ? ` ${floor}0${rng.int(1, 5)}호` : '';
  return `${region.regionName} ${road} ${number}, ${floor}층${unit}`;
}

/** 6-month employment rate and the others: most courses have figures, a new one (about one in five) none yet. */
function outcomes(rng: Rng): Pick<CourseSeed, 'emplRate3' | 'emplRate6' | 'satisfaction'> {
  if (rng.chance(0.2)) return { emplRate3: null, emplRate6: null, satisfaction: null };
  const six = rng.int(180, 820) / 10;
  return { emplRate3: Math.max(5, Math.round((six - rng.int(40, 160) / 10) * 10) / 10), emplRate6: six, satisfaction: rng.int(760, 985) / 10 };
}

/**
 * Training courses: jobs and districts spread like the postings, starting within the next 90 days.
 * trprIds are unique ('AIG' + 14 digits); the same institution always has the same trainstCstId.
 */
export function generateCourses(count: number, today: Date, seed = 2): CourseSeed[] {
  const rng = makeRng(seed, today);
  const jobs = jobSequence(rng, count);
  const courses: CourseSeed[] = [];
  for (let i = 0; i < count; i++) {
    const jobName = jobs[i]!;
    const profile = courseProfileOf(jobName);
    const region = pickRegion(rng);
    const city = region.regionName.split(' ')[0] ?? '';
    const district = districtOf(region.regionName);
    const subTitle = rng
      .pick(profile.institutions)
      .replace('{c}', shortCity(city))
      .replace('{d}', shortDistrict(district))
      .replace('{b}', rng.pick(BRAND_WORDS));
    const template = rng.pick(profile.courses);
    const year = rng.chance(0.3) ? 2025 : 2026;
    // Increasing serial with a random gap keeps the ids unique and realistic-looking.
    const serial = 300_000 + i * 37 + rng.int(0, 36);
    const trprId = `AIG${year}${String(serial).padStart(10, '0')}`;
    const trprDegr = String(rng.int(1, 12));
    const trainstCstId = `500020${String(hashString(`${subTitle}|${region.regionCode}`) % 100_000).padStart(5, '0')}`;
    const traStartDate = kstDate(today, rng.int(0, 90));
    let traEndDate: Date;
    let traDuration: string;
    if (template.months !== undefined) {
      traEndDate = new Date(addMonths(traStartDate, template.months).getTime() - DAY_MS);
      traDuration = `${template.months}개월`;
    } else {
      const weeks = template.weeks ?? 4;
      traEndDate = new Date(traStartDate.getTime() + (weeks * 7 - 1) * DAY_MS);
      traDuration = `${weeks}주`;
    }
    const fee = Math.round(rng.int(template.fee[0], template.fee[1]) / 10_000) * 10_000;
    courses.push({
      trprId,
      trprDegr,
      trainstCstId,
      title: template.title,
      subTitle,
      jobName,
      regionCode: region.regionCode,
      address: streetAddress(rng, region),
      realMan: won(fee),
      type: template.type,
      traStartDate,
      traEndDate,
      traDuration,
      // Some courses show no headcount (badge hidden when zero).
      yardMan: rng.chance(0.2) ? 0 : rng.int(10, 40),
      titleLink: `https://www.work24.go.kr/hr/a/a/3100/selectTracseDetl.do?tracseId=${trprId}&tracseTme=${trprDegr}&crseTracseSe=C0061`,
      ...outcomes(rng),
    });
  }
  return courses;
}
