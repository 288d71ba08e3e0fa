import { expect, test } from '../support/test.ts';
import { answer, dropConnection, prefer } from '../support/routes.ts';
import { navigateInApp, screenshots } from '../support/screens.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { loginAs } from '../support/session.ts';

test.describe('/login', () => {
  test('renders the headline, the side image, both fields, 로그인 and the link to /signup', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('로그인 | 새길');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('인생 2막');
    await expect(page.getByRole('img', { name: '로그인 이미지' })).toBeVisible();
    const loginId = page.getByRole('textbox', { name: '아이디' });
    await expect(loginId).toBeVisible();
    // phone keyboards must not turn saegil2026 into Saegil2026
    await expect(loginId).toHaveAttribute('autocapitalize', 'none');
    await expect(loginId).toHaveAttribute('spellcheck', 'false');
    await expect(page.getByLabel('비밀번호', { exact: true })).toHaveAttribute('type', 'password');
    await expect(page.getByRole('button', { name: '로그인', exact: true })).toBeVisible();
    await page.getByRole('link', { name: /새길이 처음이신가요/ }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('axe: zero violations, and screenshots at 1280 and 360', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshots(page, 'member-login');
  });

  test('blank fields get the spec messages and no request is sent', async ({ page }) => {
    let sent = false;
    page.on('request', (r) => (sent ||= r.url().includes('/v1/member/auth/login')));
    await page.goto('/login');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page.getByText('아이디를 입력해주세요.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: '아이디' })).toBeFocused();
    await page.getByRole('textbox', { name: '아이디' }).fill('saegil2026');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page.getByText('비밀번호를 입력해주세요.')).toBeVisible();
    await expect(page.getByLabel('비밀번호', { exact: true })).toBeFocused();
    expect(sent).toBe(false);
  });

  test('the password toggle shows and hides the password', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('비밀번호', { exact: true });
    await password.fill('Saegil!2026');
    await page.getByRole('button', { name: '비밀번호 보기' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: '비밀번호 숨기기' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('success stores the tokens and the userStore, shows the nickname and picture in the top bar and goes to /', async ({ page }) => {
    await prefer(page, 'member/auth/login', 'example=loggedIn');
    await prefer(page, 'member/info', 'example=memberInfo', 'GET');
    await page.goto('/login');
    await page.getByRole('textbox', { name: '아이디' }).fill('saegil2026');
    await page.getByLabel('비밀번호', { exact: true }).fill('Saegil!2026');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: '새길맘님' })).toBeVisible();
    const stored = await page.evaluate(() => ({
      accessToken: localStorage.getItem('accessToken'),
      refreshToken: localStorage.getItem('refreshToken'),
      nickname: localStorage.getItem('nickname'),
      memberId: localStorage.getItem('memberId'),
      userStore: JSON.parse(localStorage.getItem('userStore') ?? 'null'),
    }));
    expect(stored.accessToken).toMatch(/^eyJ/);
    expect(stored.refreshToken).toMatch(/^eyJ/);
    expect(stored.nickname).toBe('새길맘');
    expect(stored.memberId).toBe('42');
    expect(stored.userStore.state).toMatchObject({ regionName: '서울특별시 종로구', nickname: '새길맘' });
    // the member's own picture right after login, not the default one until /mypage is opened
    const picture = 'https://api.saegil.kr/uploads/profile/42/8f3c2a1e.webp';
    await expect(page.getByRole('banner').getByRole('link', { name: '새길맘님' }).locator('img')).toHaveAttribute('src', picture);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('userStore') ?? 'null').state.userImage)).toBe(picture);
  });

  test('a member who is already logged in and opens /login or /signup goes home, or back where they came from', async ({ page }) => {
    await loginAs(page);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/signup');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/jobfound');
    await navigateInApp(page, '/login', { from: '/jobfound?require=불필요함' });
    await expect(page).toHaveURL(/\/jobfound\?require=/);
  });

  test('wrong id or password: the server message in an alert dialog, the typed id kept', async ({ page }) => {
    await prefer(page, 'member/auth/login', 'code=401, example=loginFailed');
    await page.goto('/login');
    await page.getByRole('textbox', { name: '아이디' }).fill('saegil2026');
    await page.getByLabel('비밀번호', { exact: true }).fill('wrong');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    const alert = page.getByRole('alertdialog', { name: '로그인하지 못했어요' });
    await expect(alert).toContainText('아이디 또는 비밀번호가 일치하지 않습니다.');
    await expect(alert.getByRole('button', { name: '확인' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await expect(alert).toBeHidden();
    await expect(page.getByRole('textbox', { name: '아이디' })).toHaveValue('saegil2026');
    await expect(page.getByRole('button', { name: '로그인', exact: true })).toBeFocused();
  });

  test('success=false shows 로그인에 실패했습니다. 다시 시도해주세요.', async ({ page }) => {
    await answer(page, 'member/auth/login', { success: false, timestamp: '2026-11-22T09:30:00.000Z', data: null });
    await page.goto('/login');
    await page.getByRole('textbox', { name: '아이디' }).fill('saegil2026');
    await page.getByLabel('비밀번호', { exact: true }).fill('Saegil!2026');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page.getByRole('alertdialog')).toContainText('로그인에 실패했습니다. 다시 시도해주세요.');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });

  for (const [prefer_, message] of [
    ['code=429, dynamic=false', '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.'],
    ['code=500, dynamic=false', '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.'],
    ['code=503, dynamic=false', '서비스를 잠시 사용할 수 없습니다. 잠시 후 다시 시도해주세요.'],
    ['code=400, dynamic=false', '입력한 내용을 다시 확인해주세요.'],
  ] as const) {
    test(`request error (${prefer_}) shows the server message`, async ({ page }) => {
      await prefer(page, 'member/auth/login', prefer_);
      await page.goto('/login');
      await page.getByRole('textbox', { name: '아이디' }).fill('saegil2026');
      await page.getByLabel('비밀번호', { exact: true }).fill('Saegil!2026');
      await page.getByRole('button', { name: '로그인', exact: true }).click();
      await expect(page.getByRole('alertdialog')).toContainText(message);
    });
  }

  test('a dropped connection says so in Korean', async ({ page }) => {
    await dropConnection(page, 'member/auth/login');
    await page.goto('/login');
    await page.getByRole('textbox', { name: '아이디' }).fill('saegil2026');
    await page.getByLabel('비밀번호', { exact: true }).fill('Saegil!2026');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page.getByRole('alertdialog')).toContainText('네트워크 연결이 원활하지 않습니다. 잠시 후 다시 시도해주세요.');
  });
});
