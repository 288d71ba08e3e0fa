// Account safety against the real server (issue 9): the password change asks for the current password and ends the
// member's other logins; 로그아웃 ends the login on the server, so its tokens stop working, not only in this browser.
import { expect, test, type Page } from '../support/test.ts';
import { topBarProfile } from '../support/member-forms.ts';
import { freshMember, logInThroughUi, signUpThroughApi } from '../support/members.ts';
import { expectToastShown, recordToasts } from '../support/toasts.ts';

const stored = (page: Page) =>
  page.evaluate(() => ({ accessToken: localStorage.getItem('accessToken')!, refreshToken: localStorage.getItem('refreshToken')! }));

test('password change with the current password ends the other device; 로그아웃 revokes the login on the server', async ({ page, browser }) => {
  const member = freshMember('s');
  const newPassword = 'Dream#2027';
  await signUpThroughApi(page.request, member);
  await recordToasts(page);
  await logInThroughUi(page, member.loginId, member.password);

  // a second device logged in as the same member
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await recordToasts(otherPage);
  await logInThroughUi(otherPage, member.loginId, member.password);
  await expect(topBarProfile(otherPage)).toBeVisible();

  await test.step('a wrong current password is refused at its field; the right one changes the password', async () => {
    await topBarProfile(page).click();
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    const dialog = page.getByRole('dialog', { name: '비밀번호 변경' });
    const current = dialog.getByLabel('현재 비밀번호', { exact: true });
    await current.fill('Wrong!2026');
    await dialog.getByLabel('새 비밀번호', { exact: true }).fill(newPassword);
    await dialog.getByLabel('새 비밀번호 확인', { exact: true }).fill(newPassword);
    await dialog.getByRole('button', { name: '변경하기' }).click();
    await expect(dialog.getByText('현재 비밀번호가 일치하지 않습니다.', { exact: true })).toBeVisible();
    await expect(current).toBeFocused();
    await current.fill(member.password);
    await dialog.getByRole('button', { name: '변경하기' }).click();
    await expect(dialog).toBeHidden();
    await expectToastShown(page, '비밀번호를 바꿨어요.');
  });

  await test.step('the other device is logged out by the server and says why, once', async () => {
    const { accessToken } = await stored(otherPage);
    const refused = await otherPage.request.get('/v1/member/info', { headers: { authorization: `Bearer ${accessToken}` } });
    expect(refused.status()).toBe(401);
    expect((await refused.json()).code).toBe('PASSWORD_CHANGED');
    await topBarProfile(otherPage).click();
    await expect(otherPage).toHaveURL(/\/$/);
    await expect(otherPage.getByRole('banner').getByRole('link', { name: '로그인', exact: true })).toBeVisible();
    // issue 25.10: before, '로그인이 만료되었어요…' and '로그인 후 이용 가능한 기능입니다.' stacked
    await expectToastShown(otherPage, '다른 기기에서 비밀번호가 바뀌었어요. 새 비밀번호로 다시 로그인해주세요.');
    const shown = await otherPage.evaluate(() => window.shownToasts ?? []);
    expect(shown.filter((text) => /로그인이 만료|로그인 후 이용 가능한 기능/.test(text))).toEqual([]);
    await other.close();
  });

  await test.step('로그아웃 revokes this login: its refresh and access tokens are refused afterwards', async () => {
    const tokens = await stored(page);
    expect((await page.request.get('/v1/member/info', { headers: { authorization: `Bearer ${tokens.accessToken}` } })).status()).toBe(200);
    const logout = page.waitForResponse((r) => r.url().endsWith('/v1/member/auth/logout'));
    await page.getByRole('button', { name: '로그아웃' }).click();
    expect((await logout).status()).toBe(200);
    await expect(page).toHaveURL(/\/$/);
    await expectToastShown(page, '로그아웃했어요.');
    const refresh = await page.request.post('/v1/member/auth/refresh', { data: { refreshToken: tokens.refreshToken } });
    expect(refresh.status()).toBe(401);
    const info = await page.request.get('/v1/member/info', { headers: { authorization: `Bearer ${tokens.accessToken}` } });
    expect(info.status()).toBe(401);
    expect(await info.json()).toMatchObject({ success: false, code: 'TOKEN_INVALID' });
  });

  await test.step('the new password logs in', async () => {
    await logInThroughUi(page, member.loginId, newPassword);
    await expect(topBarProfile(page)).toHaveAccessibleName(`${member.nickName}님`);
  });
});
