// Session handling against the real server: what a member sees when the server no longer accepts the stored tokens.
import { expect, test, type Page } from '../support/test.ts';
import { topBarProfile } from '../support/member-forms.ts';
import { freshMember, logInThroughUi, signUpThroughApi } from '../support/members.ts';
import { expectToastShown, recordToasts } from '../support/toasts.ts';

const sessionKeys = (page: Page) =>
  page.evaluate(() => ['accessToken', 'refreshToken', 'nickname', 'memberId', 'userStore'].map((k) => localStorage.getItem(k)));

test('withdrawn on another device: the stale session ends like 로그아웃 instead of a page that cannot load', async ({
  page,
  browser,
}) => {
  const member = freshMember('w');
  await signUpThroughApi(page.request, member);
  await logInThroughUi(page, member.loginId, member.password);
  await expect(topBarProfile(page)).toHaveAccessibleName(`${member.nickName}님`);

  // the same member on a second device withdraws
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await recordToasts(otherPage);
  await logInThroughUi(otherPage, member.loginId, member.password);
  await topBarProfile(otherPage).click();
  await otherPage.getByRole('button', { name: '회원 탈퇴' }).click();
  const confirm = otherPage.getByRole('alertdialog', { name: '정말 탈퇴하시겠어요?' });
  await confirm.getByLabel('현재 비밀번호', { exact: true }).fill(member.password);
  await confirm.getByRole('button', { name: '탈퇴하기' }).click();
  await expectToastShown(otherPage, '탈퇴가 끝났어요');
  await other.close();

  // back on the first device
  await topBarProfile(page).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status').filter({ hasText: '로그인이 만료되었어요. 다시 로그인해주세요.' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: '로그인', exact: true })).toBeVisible();
  expect(await sessionKeys(page)).toEqual([null, null, null, null, null]);
});

test('a damaged access token is renewed with the refresh token and the page loads', async ({ page }) => {
  const member = freshMember('d');
  await signUpThroughApi(page.request, member);
  await logInThroughUi(page, member.loginId, member.password);
  await expect(topBarProfile(page)).toBeVisible();
  const refreshBefore = await page.evaluate(() => localStorage.getItem('refreshToken'));
  await page.evaluate(() => localStorage.setItem('accessToken', 'not-a-token'));

  // a fresh load: the member info fetched at login is not in memory any more, so /mypage must ask the server
  await page.goto('/mypage');
  await expect(page.getByRole('button', { name: '닉네임 변경' })).toBeVisible();
  await expect(page.getByText(member.loginId, { exact: true })).toBeVisible();
  const [access, refresh] = await sessionKeys(page);
  expect(access).not.toBe('not-a-token');
  expect(refresh).not.toBe(refreshBefore); // refresh tokens rotate
});
