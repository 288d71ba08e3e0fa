// Issue 27's 카카오·네이버로 시작하기 under Prism: the buttons on /login and /signup (only when the server offers them,
// in each provider's colours, at least 56 px high at every text size), the callback page's states in Korean, the new
// member's profile step, and linking / unlinking on /mypage.
import { expect, test, type Page } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { openAccount, row } from '../support/mypage.ts';
import { shownCode } from '../support/recovery-code.ts';
import { answer, prefer } from '../support/routes.ts';
import { expectNoSidewaysScroll, screenshots, shot, tabTo } from '../support/screens.ts';
import { availableEverywhere, fillStepTwo } from '../support/signup-steps.ts';

const KAKAO = '카카오로 시작하기';
const NAVER = '네이버로 시작하기';
const SIZES = ['normal', 'large', 'x-large'] as const;

/** The provider's page is not reached: its address sends straight back to the callback, as the provider would. */
async function providerSendsBack(page: Page, query: string) {
  await page.route(
    (url) => url.hostname === 'kauth.kakao.com' || url.hostname === 'nid.naver.com',
    (route) => {
      const provider = route.request().url().includes('kakao') ? 'kakao' : 'naver';
      return route.fulfill({ status: 302, headers: { location: `${new URL(page.url()).origin}/login/callback/${provider}?${query}` } });
    },
  );
}

/** What the starting tab keeps while at the provider (as SocialButtons does). */
const remember = (page: Page, purpose: 'login' | 'link', provider = 'kakao') =>
  page.addInitScript(
    ([p, pu]) => sessionStorage.setItem('saegil.socialFlow', JSON.stringify({ provider: p, browserKey: 'bK4tYzq8W1cV0mLr2sP6nXe3', purpose: pu })),
    [provider, purpose] as const,
  );

test.describe('카카오·네이버로 시작하기', () => {
  test('/login and /signup show both providers large at every text size; none when the server has none', async ({ page }) => {
    for (const size of SIZES) {
      await page.addInitScript((s) => localStorage.setItem('textSize', s), size);
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto('/login');
      const kakao = page.getByRole('button', { name: KAKAO });
      const naver = page.getByRole('button', { name: NAVER });
      await expect(kakao).toBeVisible();
      await expect(naver).toBeVisible();
      for (const button of [kakao, naver]) {
        const box = (await button.boundingBox())!;
        expect(box.height, `${size}: button height`).toBeGreaterThanOrEqual(56);
        expect(box.width, `${size}: button width`).toBeGreaterThanOrEqual(300);
      }
      expect(await kakao.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgb(254, 229, 0)');
      expect(await kakao.evaluate((b) => getComputedStyle(b).color)).toBe('rgba(0, 0, 0, 0.85)');
      expect(await naver.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgb(3, 199, 90)');
      await expectNoSidewaysScroll(page);
      await shot(page, `social-login-360-${size}`);
    }
    await expectNoAxeViolations(page);
    await screenshots(page, 'social-login');
    await page.goto('/signup');
    await expect(page.getByRole('group', { name: '아이디 없이 간편하게' }).getByRole('button')).toHaveCount(2);
    await expectNoAxeViolations(page);
    await screenshots(page, 'social-signup');

    // a server without providers: no buttons at all
    await prefer(page, 'auth/social/providers', 'example=none');
    await page.goto('/login');
    await expect(page.getByRole('button', { name: '로그인', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: KAKAO })).toHaveCount(0);
  });

  test('by keyboard: 카카오로 시작하기 goes to Kakao and back; the member is logged in and shown the login id', async ({ page }) => {
    await providerSendsBack(page, 'code=Xk2c9_code&state=Qx3_state');
    await prefer(page, 'auth/social/kakao/start', 'example=kakao');
    await prefer(page, 'auth/social/kakao/finish', 'example=loggedIn');
    await page.goto('/login');
    await tabTo(page, page.getByRole('button', { name: KAKAO }));
    const finish = page.waitForRequest('**/v1/auth/social/kakao/finish');
    await page.keyboard.press('Enter');
    expect((await finish).postDataJSON()).toEqual({ code: 'Xk2c9_code', state: 'Qx3_state', browserKey: 'bK4tYzq8W1cV0mLr2sP6nXe3' });
    await expect(page).toHaveURL(/\/login\/callback\/kakao\?/);
    await expect(page.getByRole('heading', { level: 1, name: '카카오로 로그인했어요' })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: '새길맘님, 반가워요. 새길 아이디: saegil2026' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
    // a forgotten password is replaced right here (the provider login is recent)
    await page.getByRole('button', { name: '새 비밀번호 정하기' }).click();
    await page.getByLabel('새 비밀번호', { exact: true }).fill('Saegil!2027');
    await page.getByLabel('새 비밀번호 확인', { exact: true }).fill('Saegil!2027');
    const change = page.waitForRequest('**/v1/member/password');
    await page.getByRole('button', { name: '새 비밀번호로 정하기' }).click();
    expect((await change).postDataJSON()).toEqual({ newPassword: 'Saegil!2027', newPasswordCheck: 'Saegil!2027' });
    await expect(page.getByRole('status').filter({ hasText: '새 비밀번호로 바꿨어요' })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshots(page, 'social-callback-logged-in');
    await page.getByRole('button', { name: '새길 시작하기' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a new person finishes with the profile step and gets a recovery code; every failure is said in Korean', async ({ page }) => {
    await availableEverywhere(page);
    await remember(page, 'login');
    await prefer(page, 'auth/social/kakao/finish', 'example=signUpNeeded');
    await prefer(page, 'auth/social/signup', 'example=signedUp');
    await page.goto('/login/callback/kakao?code=Xk2c9_code&state=Qx3_state');
    await expect(page.getByRole('heading', { level: 1, name: '카카오로 가입하기' })).toBeFocused();
    await expect(page.getByRole('textbox', { name: '아이디' })).toHaveCount(0);
    await fillStepTwo(page);
    await screenshots(page, 'social-profile-step');
    const signUp = page.waitForRequest('**/v1/auth/social/signup');
    await page.getByRole('button', { name: '가입하기' }).click();
    expect((await signUp).postDataJSON()).toMatchObject({
      ticket: 'tK7_signup_ticket_from_the_server',
      nickName: '새길맘',
      birthDate: '1968/05/17',
      gender: 'FEMALE',
      regionCode: 11110,
    });
    await expect(page.getByRole('heading', { level: 2, name: '가입을 마쳤어요. 복구 코드를 보관해주세요' })).toBeFocused();
    await expect(shownCode(page)).toHaveText('K7PQ-3MXW-9HTD-R4AE-N2JC');
    await expect(page.getByRole('definition').filter({ hasText: 'kakao7k3m9qx' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: '보관했어요. 새길 시작하기' }).click();
    await expect(page).toHaveURL(/\/$/);

    // the failures, each in Korean with a way back
    const failures = [
      ['cancelled', '카카오 로그인을 취소했어요. 다시 하려면 처음부터 해주세요.'],
      ['refused', '카카오가 로그인을 받아주지 않았어요. 처음부터 다시 해주세요.'],
      ['stateMismatch', '로그인 요청이 맞지 않거나 시간이 지났어요. 처음부터 다시 해주세요.'],
    ] as const;
    await page.evaluate(() => localStorage.clear());
    for (const [example, message] of failures) {
      await page.unroute('**/v1/auth/social/kakao/finish*');
      await prefer(page, 'auth/social/kakao/finish', `code=400, example=${example}`);
      await page.goto('/login/callback/kakao?error=access_denied&state=Qx3_state');
      await expect(page.getByRole('heading', { level: 1, name: '카카오로 로그인하지 못했어요' })).toBeFocused();
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    }
    await page.unroute('**/v1/auth/social/kakao/finish*');
    await prefer(page, 'auth/social/kakao/finish', 'code=409, example=alreadyUsed');
    await page.goto('/login/callback/kakao?code=Xk2c9_code&state=Qx3_state');
    await expect(page.getByRole('alert').filter({ hasText: '이미 마친 로그인 요청이에요. 처음부터 다시 해주세요.' })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshots(page, 'social-callback-failed');
    await page.getByRole('link', { name: '로그인 화면으로 돌아가기' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // a callback this tab never started: no call, the reason in Korean
    let called = false;
    page.on('request', (r) => (called ||= r.url().includes('/auth/social/naver/finish')));
    await page.goto('/login/callback/naver?code=x&state=y');
    await expect(page.getByRole('alert').filter({ hasText: '로그인 요청을 찾을 수 없어요. 이 창에서 처음부터 다시 해주세요.' })).toBeVisible();
    expect(called).toBe(false);
  });

  test('/mypage links 네이버, refuses nothing silently, and unlinks 카카오 after a confirmation', async ({ page }) => {
    await prefer(page, 'member/social-links', 'example=kakaoLinked', 'GET');
    await openAccount(page);
    const social = row(page, '간편 로그인');
    await expect(social).toContainText('카카오 연결됨 (2026년 11월 20일)');
    await expect(social.getByRole('button', { name: '네이버 연결하기' })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshots(page, 'social-mypage');
    for (const size of SIZES) {
      await page.evaluate((s) => localStorage.setItem('textSize', s), size);
      await page.setViewportSize({ width: 360, height: 740 });
      await page.reload();
      await expect(social.getByRole('button', { name: '네이버 연결하기' })).toBeVisible();
      expect((await social.getByRole('button', { name: '네이버 연결하기' }).boundingBox())!.height).toBeGreaterThanOrEqual(56);
      await expectNoSidewaysScroll(page);
      await social.scrollIntoViewIfNeeded();
      await shot(page, `social-mypage-360-${size}`, { fullPage: false });
    }

    // unlink: asked first; the last way to log in is refused with the server's reason
    await answer(page, 'member/social-links/kakao', { success: false, timestamp: '2026-11-28T09:30:00.000Z', statusCode: 409, code: 'LAST_LOGIN_METHOD', message: '로그인할 방법이 이것 하나뿐이라 끊을 수 없어요. 먼저 비밀번호를 정하거나 다른 계정을 연결해주세요.' }, { status: 409, method: 'DELETE' });
    await social.getByRole('button', { name: '카카오 연결 끊기' }).click();
    const confirm = page.getByRole('alertdialog', { name: '카카오 연결을 끊을까요?' });
    await expect(confirm).toBeVisible();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: '연결 끊기' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('로그인할 방법이 이것 하나뿐이라 끊을 수 없어요.');
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    await page.unroute('**/v1/member/social-links/kakao*');
    await prefer(page, 'member/social-links/kakao', 'example=unlinked', 'DELETE');
    await social.getByRole('button', { name: '카카오 연결 끊기' }).click();
    await page.getByRole('alertdialog', { name: '카카오 연결을 끊을까요?' }).getByRole('button', { name: '연결 끊기' }).click();
    await expect(social.getByRole('button', { name: KAKAO.replace('로 시작하기', ' 연결하기') })).toBeVisible();

    // link: to Naver and back to the callback page, which says it is done
    await providerSendsBack(page, 'code=Xk2c9_code&state=Qx3_state');
    await prefer(page, 'member/social-links/naver/start', 'example=naver');
    const finish = page.waitForRequest((r) => r.url().endsWith('/v1/member/social-links/naver') && r.method() === 'POST');
    await social.getByRole('button', { name: '네이버 연결하기' }).click();
    expect((await finish).postDataJSON()).toMatchObject({ code: 'Xk2c9_code', state: 'Qx3_state' });
    await expect(page.getByRole('heading', { level: 1, name: '네이버 계정을 연결했어요' })).toBeFocused();
    await page.getByRole('link', { name: '내 정보로 가기' }).click();
    await expect(page).toHaveURL(/\/mypage$/);
  });
});
