import { expect, test } from '../support/test.ts';

test('the reference server serves the app and the demo account logs in through the login screen', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('아이디', { exact: true }).fill('saegil2026');
  await page.getByLabel('비밀번호', { exact: true }).fill('Saegil!2026');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: /새길지기\s*님/ })).toBeVisible();
});
