// Members for the live specs, which drive the reference server (app + API on one origin, a fresh seeded database).
// Tests run in parallel on that one server, so every member a test makes has an id and a nickname of its own.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { CONSENT_VERSIONS } from '#src/shared/legal/documents.ts';
import type { LoginData } from '#generated/model/loginData.zod.ts';

/** The seeded demo account (README). */
export const DEMO = { loginId: 'saegil2026', password: 'Saegil!2026', nickname: '새길지기' } as const;

/** What a member types to sign up. */
export interface NewMember {
  loginId: string;
  password: string;
  nickName: string;
}

/** A member signed up and logged in: the sign-up values and the login answer. */
export type Member = NewMember & LoginData;

/** A short tag that no other test run of the same moment uses: base-36 time plus randomness. */
export function uniqueTag(length: number): string {
  const time = Date.now().toString(36);
  const random = Math.random().toString(36).slice(2, 8).padEnd(6, '0');
  return (time.slice(-Math.max(1, length - 3)) + random).slice(0, length);
}

/**
 * A new member's valid sign-up values; `mark` (one Latin letter) tells the specs apart. Login id: 4-20 letters and
 * digits; nickname: 2-8 Korean/Latin/digits (here '길' + mark + 6 characters).
 */
export function freshMember(mark: string, password = 'Saegil!2027'): NewMember {
  return { loginId: `live${mark}${uniqueTag(12)}`, password, nickName: `길${mark}${uniqueTag(6)}` };
}

/** Signs a member up straight through the API (서울특별시 종로구 unless told), for specs whose subject is not the sign-up itself. */
export async function signUpThroughApi(request: APIRequestContext, member: NewMember, regionCode = 11110) {
  const { loginId, password, nickName } = member;
  const response = await request.post('/v1/member/auth/sign-up', {
    data: {
      loginId,
      password,
      nickName,
      birthDate: '1968/05/17',
      gender: 'FEMALE',
      regionCode,
      consents: { terms: CONSENT_VERSIONS.terms, privacy: CONSENT_VERSIONS.privacy },
    },
  });
  expect(response.ok(), `sign-up answered ${response.status()}: ${await response.text()}`).toBe(true);
}

/** Logs an existing member (a seeded demo member, say) in through the API. */
export async function logIn(request: APIRequestContext, loginId: string, password: string): Promise<Member> {
  const login = await request.post('/v1/member/auth/login', { data: { loginId, password } });
  expect(login.status(), await login.text()).toBe(200);
  const { data } = (await login.json()) as { data: LoginData };
  return { loginId, password, nickName: data.nickname, ...data };
}

/** A new member, signed up and logged in through the API. */
export async function newMember(request: APIRequestContext, mark = 'q'): Promise<Member> {
  const values = freshMember(mark);
  await signUpThroughApi(request, values);
  return logIn(request, values.loginId, values.password);
}

/**
 * Leaves localStorage the way the login screen does, before any page script runs. Only once per tab: tokens the app
 * renews later are not overwritten.
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

/** The login screen, filled and sent by mouse. */
export async function logInThroughUi(page: Page, loginId: string, password: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: '아이디' }).fill(loginId);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

/** Logs in through the login screen, as a member would; the app lands on home with 'nickname님' in the top bar. */
export async function logInThroughScreen(page: Page, member: NewMember) {
  await logInThroughUi(page, member.loginId, member.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: new RegExp(`${member.nickName}\\s*님`) })).toBeVisible();
}

export const bearer = (member: Member) => ({ authorization: `Bearer ${member.accessToken}` });

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
