// Helpers for the live plan-* specs (searches, scraps, to-dos and memos) against the reference server: app and API
// on one origin, a fresh seeded database per run. Tests may run in parallel on that one server, so every test makes
// its own members (unique ids and nicknames) and only looks at what they own.
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface Member {
  loginId: string;
  password: string;
  nickName: string;
  accessToken: string;
  refreshToken: string;
  memberId: number;
  regionName: string | null;
}

const unique = (length: number) =>
  randomBytes(24)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, length)
    .toLowerCase();

/** Signs a new member up (서울특별시 종로구) and logs in, both through the API. `mark` is one letter per spec. */
export async function newMember(request: APIRequestContext, mark: string): Promise<Member> {
  const loginId = `pl${mark}${Date.now().toString(36).slice(-6)}${unique(6)}`.slice(0, 20);
  const password = 'Saegil!2026pl';
  const nickName = `계획${mark}${unique(5)}`; // 2-8 Korean, Latin letters or digits
  const signUp = await request.post('/v1/member/auth/sign-up', {
    data: { loginId, password, nickName, birthDate: '1966/03/09', gender: 'MALE', regionCode: 11110 },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const login = await request.post('/v1/member/auth/login', { data: { loginId, password } });
  expect(login.status(), await login.text()).toBe(200);
  const { data } = (await login.json()) as { data: Omit<Member, 'loginId' | 'password' | 'nickName'> & { nickname: string } };
  return { loginId, password, nickName: data.nickname, ...data };
}

/** localStorage as the login screen leaves it, before any page script runs; once per tab (renewed tokens stay). */
export async function useSession(page: Page, member: Member) {
  await page.addInitScript((m) => {
    if (localStorage.getItem('accessToken')) return;
    localStorage.setItem('accessToken', m.accessToken);
    localStorage.setItem('refreshToken', m.refreshToken);
    localStorage.setItem('nickname', m.nickName);
    localStorage.setItem('memberId', String(m.memberId));
    localStorage.setItem(
      'userStore',
      JSON.stringify({ state: { regionName: m.regionName ?? '', nickname: m.nickName, userImage: '' }, version: 0 }),
    );
  }, member);
}

const bearer = (member: Member) => ({ authorization: `Bearer ${member.accessToken}` });

/** GET a `/v1` path (as the member, when given) and return the envelope's data; anything but 200 fails the test. */
export async function apiData<T>(request: APIRequestContext, url: string, member?: Member): Promise<T> {
  const response = await request.get(url, member ? { headers: bearer(member) } : {});
  expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
  const body = (await response.json()) as { success: boolean; data: T };
  expect(body.success).toBe(true);
  return body.data;
}

/** The status and error code of a GET, for checking that something is gone or refused. */
export async function apiStatus(request: APIRequestContext, url: string, member?: Member) {
  const response = await request.get(url, member ? { headers: bearer(member) } : {});
  const body = (await response.json().catch(() => ({}))) as { code?: string };
  return { status: response.status(), code: body.code };
}

/** The job's id, found by name in the job encyclopedia (no id hard-coded). */
export async function jobIdOf(request: APIRequestContext, jobName: string): Promise<number> {
  for (let pageNum = 0; pageNum < 5; pageNum++) {
    const data = await apiData<{ content: { jobId: number; jobName: string }[]; totalPages: number }>(
      request,
      `/v1/job/list?pageNum=${pageNum}`,
    );
    const job = data.content.find((j) => j.jobName === jobName);
    if (job) return job.jobId;
    if (pageNum + 1 >= data.totalPages) break;
  }
  throw new Error(`job ${jobName} not in /v1/job/list`);
}

/** Saves a job for the member (POST /v1/my-dream/job/{jobId}); the new group comes with a few starter to-dos. */
export async function saveJob(request: APIRequestContext, member: Member, jobName: string): Promise<number> {
  const response = await request.post(`/v1/my-dream/job/${await jobIdOf(request, jobName)}`, { headers: bearer(member) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { todoGroupId: number } }).data.todoGroupId;
}

export interface TodoView {
  todoId: number;
  title: string;
  completed: boolean;
  isMemoExist: boolean;
  isPublic: boolean;
}

export interface TodoDetail {
  todoId: number;
  title: string;
  isPublic: boolean;
  memoText?: string | null;
  link?: string | null;
  images?: { imageId: number; imageUrl: string }[];
}

export const groupTodos = async (request: APIRequestContext, member: Member, todoGroupId: number) =>
  (await apiData<{ todos: TodoView[] }>(request, `/v1/my-dream/todo-group/${todoGroupId}`, member)).todos;

export const todoDetail = (request: APIRequestContext, member: Member, todoId: number) =>
  apiData<TodoDetail>(request, `/v1/my-dream/todo/${todoId}`, member);

export interface Posting {
  id: string;
  title: string;
  companyName: string;
  locationName: string;
  jobTypeName: string;
  experienceLevel: string;
  requiredEducationLevel: string;
  salary: string;
  url: string;
  deadline: string;
  count: number;
  'expiration-date': string;
}

export interface Course {
  trprId: string;
  trprDegr: string;
  title: string;
  subTitle: string;
  address: string;
  realMan: string;
  traStartDate: string;
  traEndDate: string;
  traDuration: string;
  titleLink: string;
  yardMan: number;
}

interface ScrapPage<T> {
  content: T[];
  totalElements: number;
}

export const scrappedRecruits = (request: APIRequestContext, member: Member, query = '') =>
  apiData<ScrapPage<{ id: string; title: string }>>(request, `/v1/scrap/recruit/list?pageNum=0${query}`, member);

export const scrappedTrainings = (request: APIRequestContext, member: Member, query = '') =>
  apiData<ScrapPage<{ trprId: string; title: string }>>(request, `/v1/scrap/training/list?pageNum=0${query}`, member);

export async function scrapChecked(request: APIRequestContext, member: Member, category: 'RECRUIT' | 'TRAINING', ids: string[]) {
  const data = await apiData<{ index: number; isScrap: boolean }[]>(
    request,
    `/v1/scrap/checked?category=${category}&idList=${ids.map(encodeURIComponent).join(',')}`,
    member,
  );
  return ids.map((_, index) => data.find((entry) => entry.index === index)?.isScrap ?? false);
}

/** '서울특별시 종로구 ...' → the city and the district (the second word). */
export function cityAndDistrict(place: string): { city: string; district: string } {
  const [city = '', district = ''] = place.trim().split(/\s+/);
  return { city, district };
}

/** Two items of a list in different districts with different titles (so a region filter can tell them apart). */
export function twoInDifferentDistricts<T extends { title: string }>(items: readonly T[], placeOf: (item: T) => string): [T, T] {
  for (const first of items)
    for (const second of items) {
      if (first.title === second.title) continue;
      if (cityAndDistrict(placeOf(first)).district === cityAndDistrict(placeOf(second)).district) continue;
      if (items.filter((i) => i.title === first.title || i.title === second.title).length > 2) continue;
      return [first, second];
    }
  throw new Error('no two items in different districts on the first page');
}

const PLAYER_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>YouTube player (test stand-in)</title></head>' +
  '<body style="margin:0;display:grid;place-items:center;height:100vh;background:#181818;color:#fff;font:20px sans-serif">' +
  '<p>&#9654; YouTube player (test stand-in)</p></body></html>';

/**
 * The test machine has no way out to the internet: the embedded YouTube player (and anything else off this origin)
 * gets a small local page instead, so the memo screens render and axe can look into the frame. The app and the
 * API are never stubbed.
 */
export async function stubOutside(page: Page) {
  await page.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) =>
      route.request().resourceType() === 'document'
        ? route.fulfill({ contentType: 'text/html; charset=utf-8', body: PLAYER_PAGE })
        : route.abort(),
  );
}

/** Every <img> inside `scope` has loaded real pixels (not a broken image). */
export async function expectImagesLoaded(page: Page, selector: string, count: number) {
  const images = page.locator(selector);
  await expect(images).toHaveCount(count);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
}

/** No sideways scrolling at the current width. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

/**
 * Screenshots at 1280 and 360 px into test-results/screenshots/live-plan-<name>-<width>.png, from the top, with no
 * sideways scroll at either width; only the viewport while a dialog is open (a fixed dialog belongs to the viewport).
 */
export async function screenshots(page: Page, name: string, { fullPage = true } = {}) {
  const original = page.viewportSize();
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => document.fonts.ready);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `test-results/screenshots/live-plan-${name}-${width}.png`, fullPage });
  }
  if (original) await page.setViewportSize(original);
}

/**
 * A PNG built byte by byte: `width`×`height` RGB in diagonal stripes of two colours, so each test image is easy to
 * tell apart on screen and in screenshots.
 */
export function makePng(width: number, height: number, [a, b]: [[number, number, number], [number, number, number]]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Buffer.alloc(height * (1 + width * 3));
  let at = 0;
  for (let y = 0; y < height; y++) {
    rows[at++] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const colour = Math.floor((x + y) / 24) % 2 === 0 ? a : b;
      rows.set(colour, at);
      at += 3;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const pngFile = (name: string, colours: Parameters<typeof makePng>[2]) => ({
  name,
  mimeType: 'image/png',
  buffer: makePng(320, 240, colours),
});
