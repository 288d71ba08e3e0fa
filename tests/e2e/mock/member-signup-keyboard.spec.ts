// /signup by keyboard alone.
import { expect, test, type Locator } from '../support/test.ts';
import { ALL_CONSENTS, consentBoxes } from '../support/member-forms.ts';
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
import { keepRecoveryCode } from '../support/recovery-code.ts';

test('the whole sign-up by keyboard alone', async ({ page }) => {
  await availableEverywhere(page);
  await prefer(page, 'member/auth/sign-up', 'example=signedUp');
  await page.goto('/signup');
  const kb = page.keyboard;
  /** Tab to `target`, then type `text` or press `key` there. */
  const typeAt = async (target: Locator, text: string) => {
    await tabTo(page, target);
    await kb.type(text);
  };
  const pressAt = async (target: Locator, key: string) => {
    await tabTo(page, target);
    await kb.press(key);
  };

  await typeAt(idField(page), 'saegil2026');
  await pressAt(checkButton(page), 'Enter');
  await expect(page.getByText('사용 가능한 아이디입니다')).toBeVisible();
  await typeAt(passwordField(page), 'Saegil!2026');
  await typeAt(confirmField(page), 'Saegil!2026');
  await pressAt(page.getByRole('button', { name: '다음' }), 'Enter');
  await expect(page.getByRole('heading', { level: 2, name: '2단계: 프로필 정보' })).toBeFocused();

  await typeAt(nicknameField(page), '새길맘');
  await pressAt(checkButton(page), 'Space');
  await expect(page.getByText('사용가능한 닉네임입니다')).toBeVisible();
  await typeAt(birthField(page), '19680517');
  await expect(birthField(page)).toHaveValue('1968 / 05 / 17');
  await pressAt(page.getByRole('radio', { name: '여성' }), 'Space');
  await expect(page.getByRole('radio', { name: '여성' })).toBeChecked();
  await pressAt(regionButton(page), 'Enter');

  const picker = page.getByRole('dialog', { name: '거주지 선택' });
  await expect(picker).toBeVisible();
  await pressAt(picker.getByRole('radio', { name: '전체' }), 'ArrowDown'); // 서울특별시
  await expect(picker.getByRole('radio', { name: '서울특별시' })).toBeChecked();
  await kb.press('Tab');
  await expect(picker.getByRole('button', { name: '종로구' })).toBeFocused();
  await kb.press('Enter');
  await expect(picker).toBeHidden();
  await expect(regionButton(page)).toBeFocused();
  await expect(regionButton(page)).toContainText('서울특별시 종로구');

  // the two required consents one by one (the optional one left out)
  const boxes = consentBoxes(page);
  await pressAt(boxes.terms, 'Space');
  await pressAt(boxes.privacy, 'Space');
  await expect(boxes.all).not.toBeChecked();
  const request = page.waitForRequest((r) => r.url().endsWith('/v1/member/auth/sign-up'));
  await pressAt(page.getByRole('button', { name: '가입하기' }), 'Enter');
  expect((await request).postDataJSON().consents).toEqual({ ...ALL_CONSENTS, news: false });
  await keepRecoveryCode(page, { keyboard: true });
  await expect(page).toHaveURL(/\/login$/);
});
