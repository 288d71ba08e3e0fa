// Checks the seed data modules: regions, jobs (against the JobName enum of the contract) and the demo members.
// (The posting and course generators: seed-generators.test.ts.)
import { spec } from '../contract.ts';
import { describe, it, expect } from 'vitest';
import { CITIES, REGIONS } from './regions.ts';
import { JOBS } from './jobs.ts';
import { ALL_DEMO_MEMBERS, DEMO_ACCOUNT, DEMO_ACCOUNT_JOBS, DEMO_MEMBERS } from './demo.ts';

const contract = spec as { components: { schemas: Record<string, { enum?: string[] } | undefined> } };
const JOB_NAMES = contract.components.schemas.JobName?.enum ?? [];
const CITY_NAMES = contract.components.schemas.CityName?.enum ?? [
  '서울특별시', '부산광역시', '인천광역시', '대구광역시', '광주광역시', '대전광역시', '울산광역시',
];

const LOGIN_ID = /^[A-Za-z0-9]{4,20}$/;
const PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^A-Za-z0-9]).{8,16}$/;
const NICKNAME = /^[가-힣A-Za-z0-9]{2,8}$/;
const YOUTUBE = /^https:\/\/(www\.)?youtube\.com\/watch\?v=[A-Za-z0-9_-]{11}$/;

describe('regions', () => {
  it('has the seven cities in the contract order', () => {
    expect([...CITIES]).toEqual(CITY_NAMES);
  });

  it('has 75 districts with unique 5-digit codes and city-prefixed names', () => {
    expect(REGIONS).toHaveLength(75);
    const codes = REGIONS.map((r) => r.regionCode);
    expect(new Set(codes).size).toBe(75);
    expect(new Set(REGIONS.map((r) => r.regionName)).size).toBe(75);
    for (const r of REGIONS) {
      expect(String(r.regionCode)).toMatch(/^\d{5}$/);
      const [city, district, ...rest] = r.regionName.split(' ');
      expect(CITIES).toContain(city);
      expect(district).toMatch(/^[가-힣]+[구군]$/);
      expect(rest).toEqual([]);
    }
  });

  it('has the expected number of districts per city', () => {
    const counts = Object.fromEntries(CITIES.map((c) => [c, REGIONS.filter((r) => r.regionName.startsWith(`${c} `)).length]));
    expect(counts).toEqual({
      서울특별시: 25,
      부산광역시: 16,
      인천광역시: 10,
      대구광역시: 9,
      광주광역시: 5,
      대전광역시: 5,
      울산광역시: 5,
    });
  });

  it('uses the real code prefix of each city', () => {
    const prefix: Record<string, string> = {
      서울특별시: '11', 부산광역시: '26', 대구광역시: '27', 인천광역시: '28', 광주광역시: '29', 대전광역시: '30', 울산광역시: '31',
    };
    for (const r of REGIONS) {
      const city = r.regionName.split(' ')[0] ?? '';
      expect(String(r.regionCode).slice(0, 2)).toBe(prefix[city]);
    }
  });
});

describe('jobs', () => {
  it('has the 20 jobs in the JobName enum order', () => {
    expect(JOB_NAMES).toHaveLength(20);
    expect(JOBS.map((j) => j.jobName)).toEqual(JOB_NAMES);
  });

  it('has sane fields for every job', () => {
    const levels = [1, 2, 3, 4, 5];
    const slugs = new Set<string>();
    for (const job of JOBS) {
      expect(job.starterTodos.length).toBeGreaterThanOrEqual(5);
      expect(job.starterTodos.length).toBeLessThanOrEqual(10);
      for (const todo of job.starterTodos) expect(todo.trim().length).toBeGreaterThan(0);
      expect(levels).toContain(job.strong.physical);
      expect(levels).toContain(job.strong.stress);
      expect(levels).toContain(job.strong.relationship);
      for (const value of Object.values(job.traits)) expect(levels).toContain(value);
      expect(['시급', '월급', '연봉']).toContain(job.salaryType);
      expect(['필요함', '선택 사항', '불필요함']).toContain(job.require);
      expect(['평일 오전', '평일 오후', '평일 9시-18시', '주말 근무', '이벤트성', '탄력 근무']).toContain(job.workTime);
      expect(['높은 활동량', '중간 활동량', '낮은 활동량']).toContain(job.physical);
      if (job.require === '불필요함') expect(job.certification).toEqual([]);
      else expect(job.certification.length).toBeGreaterThan(0);
      if (job.salaryType === '시급') expect(job.salaryCost).toBeGreaterThanOrEqual(10320);
      if (job.salaryType === '월급') expect(job.salaryCost).toBeGreaterThanOrEqual(2156880);
      expect(job.imageSlug).toMatch(/^[a-z0-9-]+$/);
      slugs.add(job.imageSlug);
      expect(job.jobDescription.length).toBeGreaterThan(30);
      expect(job.certificationPeriod.length).toBeGreaterThan(0);
    }
    expect(slugs.size).toBe(20);
  });
});

describe('demo members', () => {
  it('has the demo account as agreed', () => {
    expect(DEMO_ACCOUNT).toEqual({
      loginId: 'saegil2026',
      password: 'Saegil!2026',
      nickName: '새길지기',
      birthDate: '1965/04/12',
      gender: 'FEMALE',
      regionName: '서울특별시 종로구',
    });
    expect(DEMO_ACCOUNT_JOBS.map((j) => j.jobName)).toEqual(['요양보호사']);
    expect(DEMO_MEMBERS).toHaveLength(8);
  });

  it('satisfies the sign-up rules and uses known regions and jobs', () => {
    const regionNames = new Set(REGIONS.map((r) => r.regionName));
    const loginIds = new Set<string>();
    const nickNames = new Set<string>();
    for (const m of ALL_DEMO_MEMBERS) {
      expect(m.loginId).toMatch(LOGIN_ID);
      expect(m.password).toMatch(PASSWORD);
      expect(m.nickName).toMatch(NICKNAME);
      expect(m.birthDate).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
      const [y, mo, d] = m.birthDate.split('/').map(Number) as [number, number, number];
      const date = new Date(Date.UTC(y, mo - 1, d));
      expect(date.getUTCMonth()).toBe(mo - 1);
      expect(date.getUTCDate()).toBe(d);
      expect(y).toBeGreaterThanOrEqual(1955);
      expect(y).toBeLessThanOrEqual(1985);
      expect(['FEMALE', 'MALE']).toContain(m.gender);
      expect(regionNames.has(m.regionName)).toBe(true);
      loginIds.add(m.loginId.toLowerCase());
      nickNames.add(m.nickName);
      expect(m.jobs.length).toBeGreaterThanOrEqual(1);
      expect(m.jobs.length).toBeLessThanOrEqual(2);
      expect(new Set(m.jobs.map((j) => j.jobName)).size).toBe(m.jobs.length);
      for (const job of m.jobs) {
        expect(JOB_NAMES).toContain(job.jobName);
        expect(job.daysAgo).toBeGreaterThanOrEqual(3);
        expect(job.daysAgo).toBeLessThanOrEqual(120);
        expect(job.todos.length).toBeGreaterThan(0);
        for (const todo of job.todos) {
          expect(todo.title.trim().length).toBeGreaterThan(0);
          if (todo.memoText !== undefined) expect(todo.memoText.length).toBeLessThanOrEqual(5000);
          if (todo.link !== undefined) expect(todo.link).toMatch(YOUTUBE);
        }
      }
    }
    expect(loginIds.size).toBe(ALL_DEMO_MEMBERS.length);
    expect(nickNames.size).toBe(ALL_DEMO_MEMBERS.length);
    const todos = ALL_DEMO_MEMBERS.flatMap((m) => m.jobs.flatMap((j) => j.todos));
    expect(todos.filter((t) => !t.isPublic).length).toBeGreaterThan(0);
    expect(todos.filter((t) => t.isPublic).length).toBeGreaterThan(todos.length / 2);
  });
});
