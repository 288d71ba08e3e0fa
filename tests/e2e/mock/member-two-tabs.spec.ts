// Two tabs of one member whose access token expired together (issue 21): they renew once between them (Web Locks),
// so the refresh token is spent once and neither tab is logged out. The mock refresh answers a second use of the same
// token as a server without a grace window would: 401 TOKEN_INVALID.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { envelope, errorBody } from '../support/bodies.ts';
import { REFRESHED_ACCESS, row } from '../support/mypage.ts';

const PHONE = { width: 360, height: 800 };
const EXPIRED_ACCESS = 'e2e-access-token';

async function expiredTogether(context: BrowserContext) {
  const refreshes: string[] = [];
  await context.route('**/v1/member/auth/refresh', async (route) => {
    const { refreshToken } = route.request().postDataJSON() as { refreshToken: string };
    refreshes.push(refreshToken);
    if (refreshes.length > 1) {
      return route.fulfill({ status: 401, json: errorBody(401, 'TOKEN_INVALID', '로그인 정보가 올바르지 않습니다. 다시 로그인해주세요.') });
    }
    await new Promise((resolve) => setTimeout(resolve, 800)); // long enough for the other tab to expire too
    return route.fulfill({ json: envelope({ accessToken: REFRESHED_ACCESS, refreshToken: 'e2e-refresh-token-2' }) });
  });
  await context.route('**/v1/member/info*', (route) => {
    const headers = route.request().headers();
    if (headers.authorization === `Bearer ${EXPIRED_ACCESS}`) {
      return route.fulfill({ status: 401, json: errorBody(401, 'TOKEN_EXPIRED', '로그인이 만료되었습니다. 다시 로그인해주세요.') });
    }
    return route.continue({ headers: { ...headers, prefer: 'example=memberInfo' } });
  });
  await context.route('**/v1/region/all*', (route) => route.continue({ headers: { ...route.request().headers(), prefer: 'example=regions' } }));
  return refreshes;
}

/** The member's stored login, written once for the whole browser (both tabs read the same localStorage). */
async function storeLogin(page: Page) {
  await page.goto('/favicon.svg');
  await page.evaluate((token) => {
    localStorage.setItem('accessToken', token);
    localStorage.setItem('refreshToken', 'e2e-refresh-token');
    localStorage.setItem('nickname', '새길맘');
    localStorage.setItem('memberId', '42');
    localStorage.setItem('userStore', JSON.stringify({ state: { regionName: '서울특별시 종로구', nickname: '새길맘', userImage: '' }, version: 0 }));
  }, EXPIRED_ACCESS);
}

test('two tabs whose token expired together renew once and both stay logged in (360 px)', async ({ page }) => {
  const context = page.context();
  const refreshes = await expiredTogether(context);
  await page.setViewportSize(PHONE);
  await storeLogin(page);
  const other = await context.newPage();
  await other.setViewportSize(PHONE);

  await Promise.all([page.goto('/mypage'), other.goto('/mypage')]);
  for (const tab of [page, other]) {
    await expect(row(tab, '닉네임')).toContainText('새길맘');
    await expect(tab).toHaveURL(/\/mypage$/);
  }
  expect(refreshes).toEqual(['e2e-refresh-token']);
  expect(await other.evaluate(() => localStorage.getItem('refreshToken'))).toBe('e2e-refresh-token-2');
});
