// The member screens as the live specs drive them: the sign-up form, a refused login, the top bar's profile link.
import { expect, type Locator, type Page } from '@playwright/test';
import { CONSENT_VERSIONS } from '#src/shared/legal/documents.ts';
import { logInThroughUi, type NewMember } from './members.ts';

/** The password rules (spec 5), each with the hint it shows: for the sign-up form and the password change alike. */
export const PASSWORD_RULES = [
  ['Ab1!', '8자 이상 입력해주세요'],
  ['Abcdefgh1!abcdefg', '16자 이하로 입력해주세요'],
  ['ABCDEFG1!', '소문자를 포함해주세요'],
  ['abcdefg1!', '대문자를 포함해주세요'],
  ['Abcdefgh!', '숫자를 포함해주세요'],
  ['Abcdefgh1', '특수문자를 포함해주세요'],
] as const;

/** Every broken rule typed into `field` shows its hint inside `scope` (the page or a dialog). */
export async function expectPasswordRules(field: Locator, scope: Page | Locator) {
  for (const [value, message] of PASSWORD_RULES) {
    await field.fill(value);
    await expect(scope.getByText(message, { exact: true })).toBeVisible();
  }
}

/** The server's message for a wrong id or password (LOGIN_FAILED). */
export const LOGIN_FAILED_MESSAGE = '아이디 또는 비밀번호가 일치하지 않습니다.';

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

/** The consents of sign-up's step 2: 전체 동의 ticks the required and the optional ones. */
export const consentBoxes = (page: Page) => ({
  all: page.getByRole('checkbox', { name: '전체 동의 (선택 항목 포함)' }),
  terms: page.getByRole('checkbox', { name: '(필수) 이용약관 동의' }),
  privacy: page.getByRole('checkbox', { name: '(필수) 개인정보 수집·이용 동의' }),
  news: page.getByRole('checkbox', { name: '(선택) 새길 소식 받기' }),
});

/** Ticks 전체 동의 in step 2, as every sign-up journey does before 가입하기. */
export async function agreeToAll(page: Page) {
  const boxes = consentBoxes(page);
  await boxes.all.check();
  for (const box of [boxes.terms, boxes.privacy, boxes.news]) await expect(box).toBeChecked();
}

/** What the screen sends for 전체 동의: the versions of the texts it showed, and yes to the optional item. */
export const ALL_CONSENTS = { terms: CONSENT_VERSIONS.terms, privacy: CONSENT_VERSIONS.privacy, news: true };

/** Step 1 of /signup with a real id check; ends on step 2. */
export async function signUpStepOne(page: Page, member: NewMember) {
  await page.goto('/signup');
  await signUpForm(page).loginId.fill(member.loginId);
  await finishStepOne(page, member);
}

/** The rest of step 1 once the id is typed: the id check, the password twice, 다음; ends on step 2. */
export async function finishStepOne(page: Page, member: NewMember) {
  const form = signUpForm(page);
  await form.check.click();
  await expect(page.getByText('사용 가능한 아이디입니다', { exact: true })).toBeVisible();
  await form.password.fill(member.password);
  await form.passwordConfirm.fill(member.password);
  await expect(page.getByText('비밀번호가 일치합니다', { exact: true })).toBeVisible();
  await form.next.click();
  await expect(form.stepTwoTitle).toBeVisible();
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

/** The access token the login screen stored. */
export async function storedAccessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(token, 'accessToken in localStorage').toBeTruthy();
  return token!;
}
