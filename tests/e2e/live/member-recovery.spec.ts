// Issue 27 against the real server: a member who forgets the password sets a new one with the login id and the
// recovery code shown at sign-up; every other login ends, the used code is spent, and the screen gives a new one.
import { expect, test } from '../support/test.ts';
import { agreeToAll, expectLoginRefused, signUpForm, signUpStepOne, topBarProfile } from '../support/member-forms.ts';
import { freshMember, logInThroughScreen, logInThroughUi } from '../support/members.ts';
import { keepRecoveryCode, shownCode } from '../support/recovery-code.ts';
import { expectToastShown, recordToasts } from '../support/toasts.ts';

test('sign up → code shown → forgot password → code → new password: the other login ends, the code is spent', async ({ page, browser }) => {
  const member = freshMember('r');
  const newPassword = 'Recover#2027';
  let code = '';

  await test.step('sign up through the screens: the recovery code is shown once, then /login', async () => {
    const form = signUpForm(page);
    await signUpStepOne(page, member);
    await form.nickName.fill(member.nickName);
    await form.check.click();
    await expect(page.getByText('사용가능한 닉네임입니다', { exact: true })).toBeVisible();
    await form.birthDate.pressSequentially('19630304');
    await page.getByRole('radio', { name: '남성' }).check();
    await form.region.click();
    const picker = page.getByRole('dialog', { name: '거주지 선택' });
    await picker.getByRole('radio', { name: '서울특별시' }).check();
    await picker.getByRole('button', { name: '종로구', exact: true }).click();
    await agreeToAll(page);
    const answer = page.waitForResponse((r) => r.url().endsWith('/v1/member/auth/sign-up'));
    await form.submit.click();
    const response = await answer;
    expect(response.headers()['cache-control']).toBe('no-store');
    code = await keepRecoveryCode(page);
    expect(code).toBe(((await response.json()) as { data: { recoveryCode: string } }).data.recoveryCode);
    await expect(page).toHaveURL(/\/login$/);
  });

  // a second device, logged in with the old password
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await recordToasts(otherPage);
  await logInThroughScreen(otherPage, member);

  await test.step('forgot password: /login → 아이디·비밀번호 찾기 → the id, the code (typed loosely) and a new password', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: '아이디·비밀번호 찾기' }).click();
    await expect(page).toHaveURL(/\/find-account$/);
    await page.getByRole('textbox', { name: '아이디' }).fill(member.loginId.toUpperCase());
    await page.getByRole('textbox', { name: '복구 코드' }).fill(code.toLowerCase().replaceAll('-', ' '));
    await page.getByLabel('새 비밀번호', { exact: true }).fill(newPassword);
    await page.getByLabel('새 비밀번호 확인', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: '새 비밀번호로 바꾸기' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /새 복구 코드를 보관해주세요/ })).toBeFocused();
    // the id as signed up, and a new code
    await expect(page.getByRole('definition').filter({ hasText: member.loginId })).toHaveText(member.loginId);
    const renewed = (await shownCode(page).textContent()) ?? '';
    expect(renewed).not.toBe(code);
    await keepRecoveryCode(page);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('textbox', { name: '아이디' })).toHaveValue(member.loginId);
  });

  await test.step('the other device’s login is dead on its next request', async () => {
    const accessToken = await otherPage.evaluate(() => localStorage.getItem('accessToken'));
    const refused = await otherPage.request.get('/v1/member/info', { headers: { authorization: `Bearer ${accessToken}` } });
    expect(refused.status()).toBe(401);
    expect((await refused.json()).code).toBe('PASSWORD_CHANGED');
    await topBarProfile(otherPage).click();
    await expect(otherPage.getByRole('banner').getByRole('link', { name: '로그인', exact: true })).toBeVisible();
    await expectToastShown(otherPage, '다른 기기에서 비밀번호가 바뀌었어요. 새 비밀번호로 다시 로그인해주세요.');
    await other.close();
  });

  await test.step('the old password is refused; the new one logs in', async () => {
    await expectLoginRefused(page, member.loginId, member.password);
    await logInThroughUi(page, member.loginId, newPassword);
    await expect(page).toHaveURL(/\/$/);
    await expect(topBarProfile(page)).toHaveAccessibleName(`${member.nickName}님`);
  });

  await test.step('the used code is refused on the recovery screen', async () => {
    await page.getByRole('banner').getByRole('link', { name: /님$/ }).click();
    await page.getByRole('button', { name: '로그아웃' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: '로그인', exact: true })).toBeVisible();
    await page.goto('/find-account');
    await page.getByRole('textbox', { name: '아이디' }).fill(member.loginId);
    await page.getByRole('textbox', { name: '복구 코드' }).fill(code);
    await page.getByLabel('새 비밀번호', { exact: true }).fill('Again#2028');
    await page.getByLabel('새 비밀번호 확인', { exact: true }).fill('Again#2028');
    await page.getByRole('button', { name: '새 비밀번호로 바꾸기' }).click();
    const alert = page.getByRole('alertdialog', { name: '비밀번호를 바꾸지 못했어요' });
    await expect(alert).toContainText('아이디 또는 복구 코드가 일치하지 않습니다.');
    await alert.getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/find-account$/);
  });
});

test('/mypage 복구 코드 새로 만들기: the new code works, the old one is refused', async ({ page, member }) => {
  await logInThroughScreen(page, member);
  await topBarProfile(page).click();
  await page.getByRole('button', { name: '복구 코드 새로 만들기' }).click();
  const dialog = page.getByRole('alertdialog', { name: '복구 코드를 새로 만들까요?' });
  await dialog.getByLabel('현재 비밀번호', { exact: true }).fill(member.password);
  await dialog.getByRole('button', { name: '새로 만들기' }).click();
  const shown = page.getByRole('alertdialog', { name: '새 복구 코드를 보관해주세요' });
  const first = (await shownCode(page).textContent()) ?? '';
  await shown.getByRole('button', { name: '보관했어요' }).click();
  await expect(shown).toBeHidden();

  // again: the first one dies
  await page.getByRole('button', { name: '복구 코드 새로 만들기' }).click();
  await dialog.getByLabel('현재 비밀번호', { exact: true }).fill(member.password);
  await dialog.getByRole('button', { name: '새로 만들기' }).click();
  const second = (await shownCode(page).textContent()) ?? '';
  expect(second).not.toBe(first);
  await shown.getByRole('button', { name: '보관했어요' }).click();

  const reset = (recoveryCode: string) =>
    page.request.post('/v1/member/auth/password-reset', { data: { loginId: member.loginId, recoveryCode, newPassword: 'Second#2027' } });
  expect((await reset(first)).status()).toBe(401);
  expect((await reset(second)).status()).toBe(200);
});
