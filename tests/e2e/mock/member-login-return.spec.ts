// Where a member goes after logging in: back to the page that sent them to /login (state.from, same-origin paths only),
// else home; a member already logged in never sees /login or /signup.
import { expect, test, type Page } from '../support/test.ts';
import { loginAs } from '../support/session.ts';
import { prefer } from '../support/routes.ts';

async function logIn(page: Page) {
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('textbox', { name: '아이디' }).fill('saegil2026');
  await page.getByLabel('비밀번호', { exact: true }).fill('Saegil!2026');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

test.beforeEach(async ({ page }) => {
  await prefer(page, 'member/auth/login', 'example=loggedIn');
  await prefer(page, 'member/info', 'example=memberInfo', 'GET');
});

test('the top bar 로그인 on /jobfound?page=2 comes back to /jobfound?page=2 after logging in', async ({ page }) => {
  await page.goto('/jobfound?page=2');
  await page.getByRole('banner').getByRole('link', { name: '로그인', exact: true }).click();
  await logIn(page);
  await expect(page).toHaveURL(/\/jobfound\?page=2$/);
  await expect(page.getByRole('banner').getByRole('link', { name: '새길맘님' })).toBeVisible();
});

test('로그인하러 가기 on a job page comes back to that job page', async ({ page }) => {
  await page.goto('/jobinfo/1');
  await page.getByRole('link', { name: '로그인하러 가기' }).click();
  await logIn(page);
  await expect(page).toHaveURL(/\/jobinfo\/1$/);
});

test('a visitor opening /mytodo/list goes home with the guard toast; its 로그인하기 leads back to /mytodo/list', async ({ page }) => {
  // the page's clock stands still, so the toast cannot run out on a busy machine before it is used
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto('/mytodo/list');
  await expect(page).toHaveURL(/\/$/);
  const toast = page.getByRole('status').filter({ hasText: '로그인 후 이용 가능한 기능입니다.' });
  await toast.getByRole('button', { name: '로그인하기' }).click();
  await logIn(page);
  await expect(page).toHaveURL(/\/mytodo\/list$/);
  await expect(page.getByRole('heading', { level: 1, name: '나의 할 일' })).toBeVisible();
});

test('with no page to return to, logging in goes home', async ({ page }) => {
  await page.goto('/login');
  await logIn(page);
  await expect(page).toHaveURL(/\/$/);
});

/** Arrives at `path` with navigation state, as a link in the app would send it. */
async function arriveWithState(page: Page, path: string, state: object) {
  await page.evaluate(
    ([to, usr]) => {
      window.history.pushState({ usr, key: 'e2e', idx: 1 }, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
    [path, state] as const,
  );
}

test('a member already logged in who arrives at /login or /signup with a page to return to goes there', async ({ page }) => {
  await loginAs(page);
  await page.goto('/jobfound');
  await arriveWithState(page, '/login', { from: '/mytodo/scrap/edu' });
  await expect(page).toHaveURL(/\/mytodo\/scrap\/edu$/);
  await arriveWithState(page, '/signup', { from: '/jobsearch?keyword=요양' });
  await expect(page).toHaveURL(/\/jobsearch\?keyword=/);
});

for (const from of ['https://evil.example/', '//evil.example/x', '/\\evil.example/x', '/login', 'jobfound']) {
  test(`"${from}" as the page to return to is refused: home instead`, async ({ page }) => {
    await page.goto('/jobfound');
    await arriveWithState(page, '/login', { from });
    await logIn(page);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });
}
