// Helpers for the live discover-* specs, which run against the reference server on a fresh seeded database.
// Every test makes its own members (unique ids and nicknames), because tests may run in parallel on one server.
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export { shoot, stubOutside } from '../../mock/discover-fixtures.ts';

/** 서울특별시 종로구, a region the seed always has. */
const REGION_CODE = 11110;
export const REGION_NAME = '서울특별시 종로구';

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
  randomBytes(16)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, length)
    .toLowerCase();

/** Signs a new member up and logs in through the API (the screens for both belong to another issue). */
export async function newMember(request: APIRequestContext): Promise<Member> {
  const loginId = `qa${Date.now().toString(36)}${unique(6)}`.slice(0, 20);
  const password = 'Saegil!2026qa';
  // 2-8 Korean, Latin letters or digits
  const nickName = `검사${unique(6)}`;
  const signUp = await request.post('/v1/member/auth/sign-up', {
    data: { loginId, password, nickName, birthDate: '1963/05/17', gender: 'FEMALE', regionCode: REGION_CODE },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const login = await request.post('/v1/member/auth/login', { data: { loginId, password } });
  expect(login.status(), await login.text()).toBe(200);
  const { data } = (await login.json()) as { data: Omit<Member, 'loginId' | 'password' | 'nickName'> & { nickname: string } };
  return { loginId, password, nickName: data.nickname, ...data };
}

/** Logs an existing member (a seeded demo member, say) in through the API. */
export async function logIn(request: APIRequestContext, loginId: string, password: string): Promise<Member> {
  const login = await request.post('/v1/member/auth/login', { data: { loginId, password } });
  expect(login.status(), await login.text()).toBe(200);
  const { data } = (await login.json()) as { data: Omit<Member, 'loginId' | 'password' | 'nickName'> & { nickname: string } };
  return { loginId, password, nickName: data.nickname, ...data };
}

/** Logs in through the login screen, as a member would; the app lands on home. */
export async function logInThroughScreen(page: Page, member: Member) {
  await page.goto('/login');
  await page.getByLabel('아이디').fill(member.loginId);
  await page.getByLabel('비밀번호', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: new RegExp(`${member.nickName}\\s*님`) })).toBeVisible();
}

/**
 * Leaves localStorage the way the login screen does (the tokens from /v1/member/auth/login), before any page
 * script runs. Only once per tab: tokens the app renews later are not overwritten.
 */
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

interface Envelope<T> {
  success: boolean;
  data: T;
}

async function getData<T>(request: APIRequestContext, url: string, member?: Member): Promise<T> {
  const response = await request.get(url, member ? { headers: bearer(member) } : {});
  expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as Envelope<T>).data;
}

export interface TodoView {
  todoId: number;
  title: string;
  completed: boolean;
  isMemoExist: boolean;
  isPublic: boolean;
}

export interface TodoGroupView {
  todoGroupId: number | null;
  memberNickname: string | null;
  jobName: string | null;
  todos: TodoView[];
}

export interface MemoView {
  todoId: number;
  title: string;
  isPublic: boolean;
  memoText?: string | null;
  link?: string | null;
  images?: { imageId: number; imageUrl: string }[];
}

/** Saves a job for the member through the API (for tests about what comes after saving). */
export async function saveJob(request: APIRequestContext, member: Member, jobId: number): Promise<number> {
  const response = await request.post(`/v1/my-dream/job/${jobId}`, { headers: bearer(member) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as Envelope<{ todoGroupId: number }>).data.todoGroupId;
}

export const myTodoGroup = (request: APIRequestContext, member: Member) =>
  getData<TodoGroupView>(request, '/v1/my-dream/todo', member);

export const myTodoGroupById = (request: APIRequestContext, member: Member, todoGroupId: number) =>
  getData<TodoGroupView>(request, `/v1/my-dream/todo-group/${todoGroupId}`, member);

export const memoOf = (request: APIRequestContext, todoId: number) => getData<MemoView>(request, `/v1/todo/${todoId}/memo`);

interface DreamerCardView {
  todoGroupId: number;
  memberNickname: string;
  jobName: string;
}

/**
 * A seeded demo member's to-do group (found by nickname among the public dreamers, so no id is hard-coded) with
 * its to-dos. Reading a group counts a view, which only moves demo groups further up the lists.
 */
export async function demoGroup(request: APIRequestContext, nickname: string, jobName?: string) {
  const cards = await getData<DreamerCardView[]>(request, '/v1/todo/other/public');
  const card = cards.find((c) => c.memberNickname === nickname && (!jobName || c.jobName === jobName));
  expect(card, `demo member ${nickname} among the public dreamers`).toBeDefined();
  return getData<TodoGroupView & { todoGroupId: number }>(request, `/v1/todo/${card!.todoGroupId}`);
}
