// The live member journey (member-journey.spec.ts), its first steps and the checks it repeats: sign up through the
// screens (taken id and nickname first), log in, and what /mypage and the server then say about the member.
import { expect, type Locator, type Page } from '@playwright/test';
import type { MemberInfo } from '#generated/model/memberInfo.zod.ts';
import type { signUpForm } from './member-forms.ts';
import { ALL_CONSENTS, agreeToAll, finishStepOne, storedAccessToken, topBarProfile } from './member-forms.ts';
import { DEMO, logInThroughUi, type NewMember } from './members.ts';
import { keepRecoveryCode } from './recovery-code.ts';

/** The journey's member and what it changes to. */
export interface Journey {
  page: Page;
  form: ReturnType<typeof signUpForm>;
  member: NewMember;
  renamed: string;
  newPassword: string;
}

/** The value next to a term of /mypage's description list (아이디, 닉네임, 거주지, ...). */
export const accountValue = (page: Page, term: string) =>
  page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::*[1]');

export const userStore = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('userStore') ?? 'null') as { state: Record<string, string> }).state);

export const sessionKeys = (page: Page) =>
  page.evaluate(() => ['accessToken', 'refreshToken', 'nickname', 'memberId', 'userStore'].map((k) => localStorage.getItem(k)));

/** What the server itself says about the member right now (not what the page or localStorage remember). */
export async function memberInfo(page: Page) {
  const response = await page.request.get('/v1/member/info', {
    headers: { Authorization: `Bearer ${await storedAccessToken(page)}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: MemberInfo }).data;
}

/** The image has really loaded (the URL the server gave serves a picture). */
export const loadedWidth = (image: Locator) =>
  image.evaluate((img) => (img as HTMLImageElement).complete ? (img as HTMLImageElement).naturalWidth : 0);

export async function signUpAccount({ page, form, member }: Journey) {
  await page.goto('/signup');
  await form.loginId.fill(DEMO.loginId);
  await form.check.click();
  await expect(page.getByText('이미 사용 중인 아이디입니다.', { exact: true })).toBeVisible();
  await expect(form.loginId).toHaveAttribute('aria-invalid', 'true');

  await form.loginId.fill(member.loginId);
  await expect(page.getByText('이미 사용 중인 아이디입니다.', { exact: true })).toBeHidden(); // the check was reset
  await finishStepOne(page, member);
  await expect(form.stepTwoTitle).toBeFocused();
}

export async function signUpProfile({ page, form, member }: Journey) {
  await form.nickName.fill(DEMO.nickname);
  await form.check.click();
  await expect(page.getByText('이미 사용 중인 닉네임입니다.', { exact: true })).toBeVisible();
  await form.nickName.fill(member.nickName);
  await form.check.click();
  await expect(page.getByText('사용가능한 닉네임입니다', { exact: true })).toBeVisible();

  await form.birthDate.pressSequentially('19680517');
  await expect(form.birthDate).toHaveValue('1968 / 05 / 17');
  await page.getByRole('radio', { name: '여성' }).check();
  await form.region.click();
  const picker = page.getByRole('dialog', { name: '거주지 선택' });
  await picker.getByRole('radio', { name: '서울특별시' }).check();
  await picker.getByRole('button', { name: '종로구', exact: true }).click();
  await expect(picker).toBeHidden();
  await expect(form.region).toContainText('서울특별시 종로구');
  await agreeToAll(page);

  const request = page.waitForRequest((r) => r.url().endsWith('/v1/member/auth/sign-up'));
  const response = page.waitForResponse((r) => r.url().endsWith('/v1/member/auth/sign-up'));
  await form.submit.click();
  expect((await request).postDataJSON()).toEqual({
    loginId: member.loginId,
    password: member.password,
    nickName: member.nickName,
    birthDate: '1968/05/17',
    gender: 'FEMALE',
    regionCode: 11110,
    consents: ALL_CONSENTS,
  });
  expect((await response).status()).toBeLessThan(300);
  await keepRecoveryCode(page);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: '회원가입이 끝났어요' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: '아이디' })).toHaveValue(member.loginId);
}

export async function logInAsNewMember({ page, member }: Journey) {
  await logInThroughUi(page, member.loginId, member.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(topBarProfile(page)).toHaveAccessibleName(`${member.nickName}님`);
  const [access, refresh, nickname, memberId, storedUser] = await sessionKeys(page);
  expect(access).toBeTruthy();
  expect(refresh).toBeTruthy();
  expect(nickname).toBe(member.nickName);
  expect(Number(memberId)).toBeGreaterThan(0);
  expect(JSON.parse(storedUser!).state).toEqual({ regionName: '서울특별시 종로구', nickname: member.nickName, userImage: '' });
}

export async function expectNewAccountShown({ page, member }: Journey) {
  await topBarProfile(page).click();
  await expect(page).toHaveURL(/\/mypage$/);
  await expect(page.getByRole('heading', { level: 1, name: '내 정보' })).toBeVisible();
  await expect(accountValue(page, '닉네임')).toContainText(member.nickName);
  await expect(accountValue(page, '아이디')).toHaveText(member.loginId);
  await expect(accountValue(page, '거주지')).toContainText('서울특별시 종로구');
  await expect(accountValue(page, '생년월일')).toContainText('1968년 5월 17일');
  await expect(accountValue(page, '관심 직업')).toContainText('아직 담은 직업이 없어요');
  await expect(page.getByRole('img', { name: '기본 프로필 사진' })).toBeVisible();
}
