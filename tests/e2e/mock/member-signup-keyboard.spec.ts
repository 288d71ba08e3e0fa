// /signup by keyboard alone.
import { expect, test } from '../support/test.ts';
import { prefer } from '../support/routes.ts';
import { tabTo } from '../support/screens.ts';
import {
  availableEverywhere,
  birthField,
  checkButton,
  confirmField,
  idField,
  nicknameField,
  passwordField,
  regionButton,
} from '../support/signup-steps.ts';

test('the whole sign-up by keyboard alone', async ({ page }) => {
  await availableEverywhere(page);
  await prefer(page, 'member/auth/sign-up', 'example=signedUp');
  await page.goto('/signup');
  const kb = page.keyboard;

  await tabTo(page, idField(page));
  await kb.type('saegil2026');
  await tabTo(page, checkButton(page));
  await kb.press('Enter');
  await expect(page.getByText('사용 가능한 아이디입니다')).toBeVisible();
  await tabTo(page, passwordField(page));
  await kb.type('Saegil!2026');
  await tabTo(page, confirmField(page));
  await kb.type('Saegil!2026');
  await tabTo(page, page.getByRole('button', { name: '다음' }));
  await kb.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: '2단계: 프로필 정보' })).toBeFocused();

  await tabTo(page, nicknameField(page));
  await kb.type('새길맘');
  await tabTo(page, checkButton(page));
  await kb.press('Space');
  await expect(page.getByText('사용가능한 닉네임입니다')).toBeVisible();
  await tabTo(page, birthField(page));
  await kb.type('19680517');
  await expect(birthField(page)).toHaveValue('1968 / 05 / 17');
  await tabTo(page, page.getByRole('radio', { name: '여성' }));
  await kb.press('Space');
  await expect(page.getByRole('radio', { name: '여성' })).toBeChecked();
  await tabTo(page, regionButton(page));
  await kb.press('Enter');

  const picker = page.getByRole('dialog', { name: '거주지 선택' });
  await expect(picker).toBeVisible();
  await tabTo(page, picker.getByRole('radio', { name: '전체' }));
  await kb.press('ArrowDown'); // 서울특별시
  await expect(picker.getByRole('radio', { name: '서울특별시' })).toBeChecked();
  await kb.press('Tab');
  await expect(picker.getByRole('button', { name: '종로구' })).toBeFocused();
  await kb.press('Enter');
  await expect(picker).toBeHidden();
  await expect(regionButton(page)).toBeFocused();
  await expect(regionButton(page)).toContainText('서울특별시 종로구');

  await tabTo(page, page.getByRole('button', { name: '가입하기' }));
  await kb.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
});
