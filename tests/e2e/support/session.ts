import type { Page } from '@playwright/test';

/** Pretends a member is logged in, the way the login screen leaves localStorage. */
export async function loginAs(page: Page, nickname = '김영희') {
  await page.addInitScript((name) => {
    localStorage.setItem('accessToken', 'e2e-access-token');
    localStorage.setItem('refreshToken', 'e2e-refresh-token');
    localStorage.setItem('nickname', name);
    localStorage.setItem('memberId', '1');
    localStorage.setItem(
      'userStore',
      JSON.stringify({ state: { regionName: '서울특별시 종로구', nickname: name, userImage: '' }, version: 0 }),
    );
  }, nickname);
}
