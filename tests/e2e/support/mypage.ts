// /mypage in the mock specs: the account screen opened as a logged-in member, with Prism's named examples.
import { expect, type Page } from '@playwright/test';
import { prefer, stubOutside } from './routes.ts';
import { loginAs } from './session.ts';

/** An access token as /v1/member/auth/refresh's 'refreshed' example returns it. */
export const REFRESHED_ACCESS =
  'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiIsImV4cCI6MTc5NTM0NzIwMH0.c2FlZ2lsLWFjY2Vzcy10b2tlbi0y';

/** One row of the account list (a term and its definitions), found by its label. */
export const row = (page: Page, label: string) => page.getByRole('term').filter({ hasText: label }).locator('xpath=..');
export const userStore = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('userStore') ?? 'null')?.state);
export const alertDialog = (page: Page) => page.getByRole('alertdialog');

/** Logged in, /mypage open with the member's data (Prism's `example`) shown. */
export async function openAccount(page: Page, example = 'memberInfo') {
  await loginAs(page);
  await stubOutside(page);
  await prefer(page, 'member/info', `example=${example}`, 'GET');
  await prefer(page, 'region/all', 'example=regions');
  await page.goto('/mypage');
  await expect(page.getByRole('heading', { level: 1, name: '내 정보' })).toBeVisible();
  // the heading shows while the member's data still loads: wait for the data itself
  await expect(page.getByRole('button', { name: '닉네임 변경' })).toBeVisible();
}

/** /mypage open, then one of its buttons pressed (닉네임 변경, 비밀번호 변경, ...). */
export async function openAccountAt(page: Page, button: string) {
  await openAccount(page);
  await page.getByRole('button', { name: button }).click();
}
