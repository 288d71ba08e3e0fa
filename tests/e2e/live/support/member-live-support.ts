// Helpers for the member-area `live` specs: they drive the real reference server (app + API on one origin, fresh
// embedded database, seeded demo account), so every member a test creates gets a name of its own.
import { crc32, deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** The seeded demo account (README). */
export const DEMO = { loginId: 'saegil2026', password: 'Saegil!2026', nickname: '새길지기' } as const;

/** The server's message for a wrong id or password (LOGIN_FAILED). */
export const LOGIN_FAILED_MESSAGE = '아이디 또는 비밀번호가 일치하지 않습니다.';

/** A short tag that no other test run of the same moment uses: base-36 time plus randomness. */
export function uniqueTag(length: number): string {
  const time = Date.now().toString(36);
  const random = Math.random().toString(36).slice(2, 8).padEnd(6, '0');
  return (time.slice(-Math.max(1, length - 3)) + random).slice(0, length);
}

export interface NewMember {
  loginId: string;
  password: string;
  nickName: string;
}

/**
 * A new member's valid sign-up values. `mark` (one Latin letter) tells the specs apart. Login id: 4-20 letters and
 * digits; nickname: 2-8 Korean/Latin/digits (here '길' + mark + 6 characters).
 */
export function newMember(mark: string, password = 'Saegil!2027'): NewMember {
  return { loginId: `live${mark}${uniqueTag(12)}`, password, nickName: `길${mark}${uniqueTag(6)}` };
}

/** The sign-up screen's fields, by role and label. */
export const signUpForm = (page: Page) => ({
  loginId: page.getByRole('textbox', { name: '아이디' }),
  password: page.getByLabel('비밀번호', { exact: true }),
  passwordConfirm: page.getByLabel('비밀번호 확인', { exact: true }),
  nickName: page.getByRole('textbox', { name: '닉네임' }),
  birthDate: page.getByRole('textbox', { name: '생년월일' }),
  check: page.getByRole('button', { name: '중복확인' }),
  next: page.getByRole('button', { name: '다음' }),
  submit: page.getByRole('button', { name: '가입하기' }),
  region: page.getByRole('button', { name: /거주 지역/ }),
  stepOneTitle: page.getByRole('heading', { level: 2, name: '1단계: 계정 정보' }),
  stepTwoTitle: page.getByRole('heading', { level: 2, name: '2단계: 프로필 정보' }),
});

/** Step 1 of /signup with a real id check; ends on step 2. */
export async function signUpStepOne(page: Page, member: NewMember) {
  const form = signUpForm(page);
  await page.goto('/signup');
  await form.loginId.fill(member.loginId);
  await form.check.click();
  await expect(page.getByText('사용 가능한 아이디입니다', { exact: true })).toBeVisible();
  await form.password.fill(member.password);
  await form.passwordConfirm.fill(member.password);
  await expect(page.getByText('비밀번호가 일치합니다', { exact: true })).toBeVisible();
  await form.next.click();
  await expect(form.stepTwoTitle).toBeVisible();
}

/** The login screen, filled and sent by mouse. */
export async function logInThroughUi(page: Page, loginId: string, password: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: '아이디' }).fill(loginId);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

/** A refused login: the in-page alert shows `message` and the member stays on /login without tokens. */
export async function expectLoginRefused(page: Page, loginId: string, password: string, message = LOGIN_FAILED_MESSAGE) {
  await logInThroughUi(page, loginId, password);
  const alert = page.getByRole('alertdialog', { name: '로그인하지 못했어요' });
  await expect(alert).toContainText(message);
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  await alert.getByRole('button', { name: '확인' }).click();
  await expect(alert).toBeHidden();
}

/** The top bar's link to /mypage: the profile image and 'nickname님'. */
export const topBarProfile = (page: Page): Locator => page.getByRole('banner').getByRole('link', { name: /님$/ });

/** Signs a member up straight through the API (for specs whose subject is not the sign-up itself). */
export async function signUpThroughApi(request: APIRequestContext, member: NewMember) {
  const response = await request.post('/v1/member/auth/sign-up', {
    data: {
      loginId: member.loginId,
      password: member.password,
      nickName: member.nickName,
      birthDate: '1968/05/17',
      gender: 'FEMALE',
      regionCode: 11110,
    },
  });
  expect(response.ok(), `sign-up answered ${response.status()}: ${await response.text()}`).toBe(true);
}

/** The access token the login screen stored. */
export async function storedAccessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(token, 'accessToken in localStorage').toBeTruthy();
  return token!;
}

/** The page never scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

/**
 * Screenshots at 1280 and 360 px into test-results/screenshots/live-member-<name>-<width>.png, checking for sideways
 * scroll at each: the full page, or only the viewport while a modal is open (a fixed dialog and its backdrop belong
 * to the viewport, and a full-page capture would misplace them).
 */
export async function screenshots(page: Page, name: string, { fullPage = true } = {}) {
  const original = page.viewportSize();
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await page.evaluate(() => document.fonts.ready);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `test-results/screenshots/live-member-${name}-${width}.png`, fullPage });
  }
  if (original) await page.setViewportSize(original);
}

/** Presses Tab (or Shift+Tab) until `target` has focus: the keyboard-only way to reach a control. */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 60 } = {}) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement, null, { timeout: 2_000 }).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`could not reach ${target.toString()} with ${backwards ? 'Shift+Tab' : 'Tab'}`);
}

/** A small PNG built byte by byte: `size`×`size` RGB, purple with a light diagonal, so it is visible when shown. */
export function makePng(size = 32): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows: number[] = [];
  for (let y = 0; y < size; y++) {
    rows.push(0); // filter: none
    for (let x = 0; x < size; x++) rows.push(...(Math.abs(x - y) < 4 ? [240, 232, 255] : [108, 76, 207]));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
