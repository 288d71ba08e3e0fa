// What `npm run bench:api` measures, and the goals it prints beside the figures (issue 10).
const q = encodeURIComponent;

export const CONNECTIONS = 64;
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
export const POSTINGS = Number(process.env.BENCH_POSTINGS ?? 100_000);
/** training courses beside the postings: enough for the training list's depth test to mean something */
export const COURSES = Number(process.env.BENCH_COURSES ?? Math.round(POSTINGS / 4));
export const SCALE = 10;
export const DEPTH_SAMPLES = Number(process.env.BENCH_DEPTH_SAMPLES ?? 25);
/** 'pglite' | 'postgres': one database only */
export const ONLY = process.env.BENCH_ONLY;
export const ACCEPT = { 'accept-encoding': 'br, gzip' };
const DEMO = { loginId: 'saegil2026', password: 'Saegil!2026' };

export const GOALS = { share: 25, p99: 50, depth: 2, rssMb: 700 };

/**
 * The calls under load. `pages`: every request asks for a random page of that list (pages counted at start) with a
 * parameter of its own, so no answer comes from the answer cache: the keyset path under load. `excepted`: outside the goals (argon2 by design).
 */
export const ENDPOINTS = [
  { name: 'recruit list', path: '/v1/recruit/list?pageNum=0' },
  { name: 'recruit list (job+city+sort)', path: `/v1/recruit/list?pageNum=3&keyWord=${q('요양보호사')}&locationName=${q('서울특별시')}&sortBy=${q('마감 여유순')}` },
  { name: 'recruit list, any page', path: '/v1/recruit/list?pageNum=0', pages: 'recruit' },
  { name: 'popular recruits', path: '/v1/recruit/popular' },
  { name: 'training list (job)', path: `/v1/training/list?pageNum=0&jobName=${q('요양보호사')}` },
  { name: 'training list, any page', path: '/v1/training/list?pageNum=0', pages: 'training' },
  { name: 'job list', path: '/v1/job/list?pageNum=0' },
  { name: 'dreamer cards', path: '/v1/todo/other/public' },
  { name: 'dreamers of a job', path: '/v1/todo/other/1?page=0' },
  { name: 'region list', path: '/v1/region/all' },
  { name: 'login (argon2)', path: '/v1/member/auth/login', method: 'POST', body: JSON.stringify(DEMO), excepted: true },
];

/**
 * The lists of the depth test: its page URL, how to read its length, and a fixed page that both sizes have (its
 * DEPTH_SAMPLES pages must stay clear of the small list's middle, or they would be answered from the cache).
 */
export const DEPTH_LISTS = [
  { name: 'recruit', page: (n) => `/v1/recruit/list?pageNum=${n}`, total: (data) => data.total, fixed: 500 },
  { name: 'training', page: (n) => `/v1/training/list?pageNum=${n}`, total: (data) => data.scn_cnt, fixed: 70 },
];
