// Issue 27 against the real server and a local 카카오 (oidc-provider, scripts/local-social-providers.ts): a new person
// starts with 카카오, signs in at the provider's own pages, finishes the profile step, keeps the recovery code, and is
// logged in; after logging out, 카카오로 시작하기 logs the same member in again and /mypage shows the link; right after
// that login the member makes a first password on /mypage and can then log in with the login id and it.
import { expect, test } from '../support/test.ts';
import { agreeToAll } from '../support/member-forms.ts';
import { uniqueTag } from '../support/members.ts';
import { shownCode } from '../support/recovery-code.ts';

test('카카오로 시작하기: sign-in at the provider → profile step → recovery code → logged in; again later, the same member', async ({ page }) => {
  const account = `kakao-live-${uniqueTag(10)}`;
  const nickName = `카${uniqueTag(6)}`;

  await test.step('a new person: the provider, then the profile step with no login id or password', async () => {
    await page.goto('/login');
    await page.getByRole('button', { name: '카카오로 시작하기' }).click();
    // the local provider's own sign-in pages
    await page.locator('input[name="login"]').fill(account);
    await page.locator('input[name="password"]').fill('any');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/login\/callback\/kakao\?/);
    await expect(page.getByRole('heading', { level: 1, name: '카카오로 가입하기' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: '아이디' })).toHaveCount(0);
    await page.getByRole('textbox', { name: '닉네임' }).fill(nickName);
    await page.getByRole('button', { name: '중복확인' }).click();
    await expect(page.getByText('사용가능한 닉네임입니다', { exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: '생년월일' }).pressSequentially('19610203');
    await page.getByRole('radio', { name: '남성' }).check();
    await page.getByRole('button', { name: /거주 지역/ }).click();
    const picker = page.getByRole('dialog', { name: '거주지 선택' });
    await picker.getByRole('radio', { name: '서울특별시' }).check();
    await picker.getByRole('button', { name: '종로구', exact: true }).click();
    await agreeToAll(page);
    const answer = page.waitForResponse((r) => r.url().endsWith('/v1/auth/social/signup'));
    await page.getByRole('button', { name: '가입하기' }).click();
    const response = await answer;
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-store');
    await expect(shownCode(page)).toBeVisible();
    await page.getByRole('button', { name: '보관했어요. 새길 시작하기' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: new RegExp(`${nickName}\\s*님`) })).toBeVisible();
  });

  await test.step('/mypage shows the link; the only way to log in cannot be unlinked', async () => {
    await page.goto('/mypage');
    const row = page.getByRole('term').filter({ hasText: '간편 로그인' }).locator('xpath=..');
    await expect(row).toContainText('카카오 연결됨');
    await row.getByRole('button', { name: '카카오 연결 끊기' }).click();
    await page.getByRole('alertdialog', { name: '카카오 연결을 끊을까요?' }).getByRole('button', { name: '연결 끊기' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('로그인할 방법이 이것 하나뿐이라 끊을 수 없어요.');
  });

  await test.step('logged out, 카카오로 시작하기 logs the same member in again, with the login id shown', async () => {
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await page.getByRole('button', { name: '카카오로 시작하기' }).click();
    // the provider may remember the person (its own session): sign in again only if it asks
    const signIn = page.getByRole('button', { name: 'Sign-in' });
    const back = page.getByRole('heading', { level: 1, name: '카카오로 로그인했어요' });
    await expect(signIn.or(back).or(page.getByRole('button', { name: 'Continue' }))).toBeVisible();
    if (await signIn.isVisible()) {
      await page.locator('input[name="login"]').fill(account);
      await page.locator('input[name="password"]').fill('any');
      await signIn.click();
    }
    const consent = page.getByRole('button', { name: 'Continue' });
    if (await consent.isVisible().catch(() => false)) await consent.click();
    await expect(back).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /새길 아이디: kakao[a-z2-9]{7}/ })).toBeVisible();
  });

  await test.step('within 10 minutes of that login, /mypage makes a first password; the login id and it then log in', async () => {
    const loginId = /새길 아이디: (kakao[a-z2-9]{7})/.exec(await page.getByRole('status').filter({ hasText: '새길 아이디' }).innerText())![1]!;
    await page.goto('/mypage');
    const row = page.getByRole('term').filter({ hasText: '비밀번호' }).locator('xpath=..');
    await expect(row).toContainText('아직 없어요');
    await row.getByRole('button', { name: '비밀번호 만들기' }).click();
    const dialog = page.getByRole('dialog', { name: '비밀번호 만들기' });
    await expect(dialog.getByLabel('현재 비밀번호')).toHaveCount(0);
    await dialog.getByLabel('새 비밀번호', { exact: true }).fill('Kakao!2026');
    await dialog.getByLabel('새 비밀번호 확인', { exact: true }).fill('Kakao!2026');
    await dialog.getByRole('button', { name: '만들기' }).click();
    await expect(page.getByText('비밀번호를 만들었어요. 이제 아이디와 비밀번호로도 로그인할 수 있어요.')).toBeVisible();
    await expect(row.getByRole('button', { name: '비밀번호 변경' })).toBeVisible();

    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await page.getByRole('textbox', { name: '아이디' }).fill(loginId);
    await page.getByLabel('비밀번호', { exact: true }).fill('Kakao!2026');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: new RegExp(`${nickName}\\s*님`) })).toBeVisible();
  });
});
