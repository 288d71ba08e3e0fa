// Checks the deterministic posting and course generators of the seed.
import { spec } from '../contract.ts';
import { describe, it, expect } from 'vitest';
import { CITIES, REGIONS } from './regions.ts';
import { generateCourses } from './courses.ts';
import { generatePostings } from './postings.ts';

const contract = spec as { components: { schemas: Record<string, { enum?: string[] } | undefined> } };
const JOB_NAMES = contract.components.schemas.JobName?.enum ?? [];

const TODAY = new Date('2026-03-15T03:21:00.000Z');
const DAY_MS = 86_400_000;

describe('posting generator', () => {
  const postings = generatePostings(600, TODAY);

  it('is deterministic', () => {
    expect(generatePostings(600, new Date(TODAY.getTime()))).toEqual(postings);
    expect(generatePostings(600, TODAY, 7)).toEqual(generatePostings(600, TODAY, 7));
    expect(generatePostings(600, TODAY, 7)).not.toEqual(postings);
  });

  it('gives unique ids, valid regions and https urls', () => {
    expect(new Set(postings.map((p) => p.id)).size).toBe(600);
    const regionByCode = new Map(REGIONS.map((r) => [r.regionCode, r.regionName]));
    for (const p of postings) {
      expect(p.id).toMatch(/^\d+$/);
      expect(regionByCode.get(p.regionCode)).toBe(p.locationName);
      expect(JOB_NAMES).toContain(p.jobName);
      expect(p.title).toContain(p.jobName);
      expect(new URL(p.url).protocol).toBe('https:');
      // the recruiting site's search for this job and district, not a made-up posting address
      expect(p.url).toContain(encodeURIComponent(p.jobName));
      expect(p.salary).toMatch(/^(월 \d+만원|시급 [\d,]+원|연 [\d,]+만원|회사내규에 따름)$/);
    }
  });

  it('has dates in range, some closing today and within a week', () => {
    for (const p of postings) {
      expect(p.expirationDate.getTime()).toBeGreaterThanOrEqual(TODAY.getTime());
      expect(p.expirationDate.getTime()).toBeLessThanOrEqual(TODAY.getTime() + 121 * DAY_MS);
      expect(p.postDate.getTime()).toBeLessThanOrEqual(TODAY.getTime());
      expect(p.postDate.getTime()).toBeGreaterThanOrEqual(TODAY.getTime() - 31 * DAY_MS);
    }
    const closingToday = postings.filter((p) => p.expirationDate.getTime() - TODAY.getTime() < DAY_MS);
    const closingThisWeek = postings.filter((p) => p.expirationDate.getTime() - TODAY.getTime() < 7 * DAY_MS);
    expect(closingToday.length).toBeGreaterThan(0);
    expect(closingThisWeek.length).toBeGreaterThan(closingToday.length);
  });

  it('spreads over all jobs and cities, weighted toward Seoul', () => {
    expect(new Set(postings.map((p) => p.jobName)).size).toBe(20);
    for (const city of CITIES) expect(postings.some((p) => p.locationName.startsWith(`${city} `))).toBe(true);
    const seoul = postings.filter((p) => p.locationName.startsWith('서울특별시 ')).length;
    const busan = postings.filter((p) => p.locationName.startsWith('부산광역시 ')).length;
    expect(seoul).toBeGreaterThan(busan);
  });

  it('follows residents and hiring: 요양보호사 many and 웨딩도우미 few, big districts dense and counties sparse', () => {
    const many = generatePostings(5000, TODAY);
    const byJob = (job: string) => many.filter((p) => p.jobName === job).length;
    const byRegion = (name: string) => many.filter((p) => p.locationName === name).length;
    expect(byJob('요양보호사')).toBeGreaterThan(10 * byJob('웨딩도우미'));
    expect(byJob('웨딩도우미')).toBeGreaterThan(0);
    expect(byRegion('서울특별시 송파구')).toBeGreaterThan(10 * byRegion('인천광역시 옹진군'));
    expect(byRegion('서울특별시 강남구')).toBeGreaterThan(byRegion('서울특별시 중구'));
    // the searches people make find something: 바리스타 in 마포구, 요양보호사 in every district of Seoul
    expect(many.some((p) => p.jobName === '바리스타' && p.locationName === '서울특별시 마포구')).toBe(true);
    for (const region of REGIONS.filter((r) => r.regionName.startsWith('서울특별시 '))) {
      expect(many.some((p) => p.jobName === '요양보호사' && p.locationName === region.regionName), region.regionName).toBe(true);
    }
  });

  it('never lists one title twice for one company (3000, as the server seeds, and 20000)', () => {
    for (const many of [generatePostings(3000, TODAY), generatePostings(20_000, TODAY)]) {
      expect(new Set(many.map((p) => `${p.title}|${p.companyName}`)).size).toBe(many.length);
    }
  });

  it('has 상시/채용시 postings, deadlines within 60 days and a few closed early', () => {
    const withDeadline = postings.filter((p) => p.closeType === '접수마감일');
    expect(withDeadline.length).toBeGreaterThan(postings.length / 2);
    expect(postings.some((p) => p.closeType === '상시')).toBe(true);
    expect(postings.some((p) => p.closeType === '채용시')).toBe(true);
    for (const p of withDeadline) expect(p.expirationDate.getTime()).toBeLessThanOrEqual(TODAY.getTime() + 61 * DAY_MS);
    const closed = postings.filter((p) => p.closed).length;
    expect(closed).toBeGreaterThan(0);
    expect(closed).toBeLessThan(postings.length / 10);
    const postDays = new Set(postings.map((p) => Math.floor((TODAY.getTime() - p.postDate.getTime()) / DAY_MS)));
    expect(postDays.size).toBeGreaterThanOrEqual(25);
  });
});

describe('course generator', () => {
  const courses = generateCourses(400, TODAY);

  it('is deterministic', () => {
    expect(generateCourses(400, new Date(TODAY.getTime()))).toEqual(courses);
    expect(generateCourses(400, TODAY, 9)).not.toEqual(courses);
  });

  it('gives unique ids in the work24 shapes and https links', () => {
    expect(new Set(courses.map((c) => `${c.trprId}|${c.trprDegr}`)).size).toBe(400);
    const regionByCode = new Map(REGIONS.map((r) => [r.regionCode, r.regionName]));
    for (const c of courses) {
      expect(c.trprId).toMatch(/^AIG\d{14}$/);
      expect(Number(c.trprDegr)).toBeGreaterThanOrEqual(1);
      expect(Number(c.trprDegr)).toBeLessThanOrEqual(20);
      expect(c.trainstCstId).toMatch(/^500020\d{5}$/);
      expect(JOB_NAMES).toContain(c.jobName);
      expect(c.address.startsWith(`${regionByCode.get(c.regionCode)} `)).toBe(true);
      expect(c.realMan).toMatch(/^\d{1,3}(,\d{3})+$/);
      expect(['이론 위주', '실습 위주']).toContain(c.type);
      expect(c.traDuration).toMatch(/^\d+(주|개월)$/);
      expect(c.yardMan).toBeGreaterThanOrEqual(0);
      expect(c.yardMan).toBeLessThanOrEqual(40);
      expect(new URL(c.titleLink).protocol).toBe('https:');
      // 고용24's course search for the job, not a made-up course id
      expect(c.titleLink).toBe(`https://www.work24.go.kr/hr/a/a/1100/trnnCrsInf.do?keyword=${encodeURIComponent(c.jobName)}`);
    }
  });

  it('starts today or later (by Korean calendar day) and ends after the start', () => {
    const todayKst = new Date(TODAY.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
    for (const c of courses) {
      const start = c.traStartDate.toISOString().slice(0, 10);
      expect(start >= todayKst).toBe(true);
      expect(c.traStartDate.getTime()).toBeLessThanOrEqual(TODAY.getTime() + 91 * DAY_MS);
      expect(c.traEndDate.getTime()).toBeGreaterThan(c.traStartDate.getTime());
    }
    expect(courses.some((c) => c.yardMan === 0)).toBe(true);
    expect(new Set(courses.map((c) => c.type)).size).toBe(2);
  });

  it('carries outcome figures, none yet for some courses (null, not zero)', () => {
    const counted = courses.filter((c) => c.emplRate6 !== null);
    const uncounted = courses.filter((c) => c.emplRate6 === null);
    expect(uncounted.length).toBeGreaterThan(0);
    expect(counted.length).toBeGreaterThan(uncounted.length);
    for (const c of counted) {
      expect(c.emplRate6).toBeGreaterThanOrEqual(0);
      expect(c.emplRate6).toBeLessThanOrEqual(100);
      expect(c.emplRate3!).toBeLessThanOrEqual(c.emplRate6!);
      expect(c.satisfaction).toBeGreaterThan(0);
    }
    for (const c of uncounted) expect([c.emplRate3, c.satisfaction]).toEqual([null, null]);
  });

  describe('is coherent as 고용24’s own list (1500 courses, as the server seeds)', () => {
    const seeded = generateCourses(1500, TODAY);
    const groups = <T>(key: (c: (typeof seeded)[number]) => string, value: (c: (typeof seeded)[number]) => T) => {
      const map = new Map<string, Set<T>>();
      for (const c of seeded) map.set(key(c), (map.get(key(c)) ?? new Set<T>()).add(value(c)));
      return [...map.values()];
    };

    it('gives an institution one address and one number, and a number one institution', () => {
      expect(groups((c) => c.subTitle, (c) => c.address).filter((s) => s.size > 1)).toEqual([]);
      expect(groups((c) => c.subTitle, (c) => c.trainstCstId).filter((s) => s.size > 1)).toEqual([]);
      expect(groups((c) => c.trainstCstId, (c) => c.subTitle).filter((s) => s.size > 1)).toEqual([]);
    });

    it('never has two institutions of one city give the same course title', () => {
      const cityTitles = groups((c) => `${c.address.split(' ')[0]}|${c.title}`, (c) => c.subTitle);
      expect(cityTitles.filter((s) => s.size > 1).map((s) => [...s])).toEqual([]);
    });

    it('keeps a course (trprId) one title, institution and fee, its rounds numbered by start date, each on its own day', () => {
      expect(groups((c) => c.trprId, (c) => `${c.title}|${c.subTitle}|${c.realMan}|${c.traDuration}`).filter((s) => s.size > 1)).toEqual([]);
      const byCourse = new Map<string, typeof seeded>();
      for (const c of seeded) byCourse.set(c.trprId, [...(byCourse.get(c.trprId) ?? []), c]);
      for (const rounds of byCourse.values()) {
        const ordered = [...rounds].sort((a, b) => Number(a.trprDegr) - Number(b.trprDegr));
        expect(ordered.map((c) => c.traStartDate.getTime())).toEqual(ordered.map((c) => c.traStartDate.getTime()).sort((a, b) => a - b));
        expect(ordered.length).toBeLessThanOrEqual(6);
        // two rounds starting the same day would read as one course listed twice
        expect(new Set(ordered.map((c) => c.traStartDate.getTime())).size).toBe(ordered.length);
      }
    });
  });
});
