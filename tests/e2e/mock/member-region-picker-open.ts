import { expect, type Page } from '../support/test.ts';
import { prefer } from '../support/routes.ts';

/** Reaches the region picker the way a member does: sign-up step 2, the 거주 지역 button. */
export async function openPicker(page: Page) {
  await prefer(page, 'member/auth/check-id', 'example=available');
  await page.goto('/signup');
  await page.getByRole('textbox', { name: '아이디' }).fill('saegil2026');
  await page.getByRole('button', { name: '중복확인' }).click();
  await expect(page.getByText('사용 가능한 아이디입니다')).toBeVisible();
  await page.getByLabel('비밀번호', { exact: true }).fill('Saegil!2026');
  await page.getByLabel('비밀번호 확인', { exact: true }).fill('Saegil!2026');
  await page.getByRole('button', { name: '다음' }).click();
  await page.getByRole('button', { name: /거주 지역/ }).click();
  const picker = page.getByRole('dialog', { name: '거주지 선택' });
  await expect(picker).toBeVisible();
  return picker;
}
