// /signup in the mock specs: its fields by role and label, and the two steps filled with Prism's 'available' answers.
import { expect, type Page } from '@playwright/test';
import { agreeToAll } from './member-forms.ts';
import { prefer } from './routes.ts';

export const idField = (page: Page) => page.getByRole('textbox', { name: '아이디' });
export const passwordField = (page: Page) => page.getByLabel('비밀번호', { exact: true });
export const confirmField = (page: Page) => page.getByLabel('비밀번호 확인', { exact: true });
export const nicknameField = (page: Page) => page.getByRole('textbox', { name: '닉네임' });
export const birthField = (page: Page) => page.getByRole('textbox', { name: '생년월일' });
export const checkButton = (page: Page) => page.getByRole('button', { name: '중복확인' });
export const regionButton = (page: Page) => page.getByRole('button', { name: /거주 지역/ });

/** Types the id and presses 중복확인. */
export async function checkId(page: Page, loginId: string) {
  await idField(page).fill(loginId);
  await checkButton(page).click();
}

export async function availableEverywhere(page: Page) {
  await prefer(page, 'member/auth/check-id', 'example=available');
  await prefer(page, 'member/auth/check-nickname', 'example=available');
  await prefer(page, 'region/all', 'example=regions');
}

export async function finishStepOne(page: Page) {
  await page.goto('/signup');
  await idField(page).fill('saegil2026');
  await checkButton(page).click();
  await expect(page.getByText('사용 가능한 아이디입니다')).toBeVisible();
  await passwordField(page).fill('Saegil!2026');
  await confirmField(page).fill('Saegil!2026');
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '2단계: 프로필 정보' })).toBeFocused();
}

export async function fillStepTwo(page: Page) {
  await nicknameField(page).fill('새길맘');
  await checkButton(page).click();
  await expect(page.getByText('사용가능한 닉네임입니다')).toBeVisible();
  await birthField(page).pressSequentially('19680517');
  await page.getByRole('radio', { name: '여성' }).check();
  await regionButton(page).click();
  const picker = page.getByRole('dialog', { name: '거주지 선택' });
  await picker.getByRole('radio', { name: '서울특별시' }).check();
  await picker.getByRole('button', { name: '종로구' }).click();
  await expect(picker).toBeHidden();
  await agreeToAll(page);
}
