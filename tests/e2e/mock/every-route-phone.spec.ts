// Every route of the router on a 360×740 phone at each of the three text sizes: no sideways scroll, no Korean word, date
// or number broken inside, at 크게 and 아주 크게 the screen's title in the top 300 px (the top bar is one row there,
// decision 0015), no control under the floating 할 일 추가 button or under a toast, and axe 0. One page per route: the
// sizes are switched with the top bar's own 글자 크기 control (behind its 메뉴 at the larger sizes), so each page is
// loaded once. Screenshots at 360 px (each
// size) and 1280 px go to the test's output folder; their paths are printed.
import { expect, test, type Page, type TestInfo } from '../support/test.ts';
import { paths } from '#src/shared/routing/paths.ts';
import { ROUTES } from '#src/shared/routing/routes.ts';
import { TEXT_SIZES } from '#src/shared/text-size/text-size.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { loginAs } from '../support/session.ts';
import { stubOutside } from '../support/routes.ts';
import { brokenWords, coveredControls, showGuardToast, sidewaysOverflow, titleTop } from './every-route-checks.ts';

type PathKey = keyof typeof paths;
type IdRoute = { [K in PathKey]: (typeof paths)[K] extends string ? never : K }[PathKey];
/** an id the contract's examples answer for, for each route that takes one */
const SAMPLE_ID: Record<IdRoute, number | string> = {
  jobInfo: 1,
  others: 1,
  othersList: 27,
  otherTodoMemo: 90,
  myTodoAdd: 12,
  myTodoEdit: 101,
  myTodoMemo: 101,
  // issue 27: opened without a sign-in this tab began, it says so (the failure state)
  socialCallback: 'kakao',
};
/** index routes that only redirect: checked for where they land, not walked twice */
const REDIRECTS: Partial<Record<PathKey, string>> = { myTodo: paths.myTodoList, myTodoScrap: paths.scrapJob };
const VISITOR_ONLY: PathKey[] = ['login', 'signup', 'findAccount'];

/** a fragment a route reads (the shared plan's token: Prism answers any well-formed one with the contract's example) */
const FRAGMENT: Partial<Record<PathKey, string>> = { sharedPlan: '#t=Zk4pQ2b9xY_-7hLmN0aBcDeFgHi' };

const route = (key: PathKey) => {
  const path = paths[key];
  return (typeof path === 'string' ? path : path(SAMPLE_ID[key as IdRoute])) + (FRAGMENT[key] ?? '');
};
const keys = Object.keys(paths) as PathKey[];
const walked = keys.filter((k) => !REDIRECTS[k]);
const MEMBER_ROUTES = [...walked.filter((k) => !VISITOR_ONLY.includes(k)).map(route), '/no-such-page'];
// a visitor's home differs (the login banner); /login, /signup and /find-account send a member home
const VISITOR_ROUTES = [...VISITOR_ONLY.map(route), paths.home];

test('the walk covers every route the router declares', () => {
  // the router is built from the route table and declares no path of its own (tests/unit/route-preloads.test.ts), and
  // paths.ts names every route of the table, so a route the table gains is walked or listed here
  expect(Object.keys(paths).filter((key) => !(key in ROUTES))).toEqual([]);
  const declared = new Set(Object.keys(ROUTES) as PathKey[]);
  expect(declared.size).toBeGreaterThan(15);
  for (const key of declared) {
    expect(walked.includes(key) || key in REDIRECTS, `route ${key} is walked`).toBe(true);
  }
});

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('불러오는 중', { exact: false })).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

/** What /onboard passes to /jobrecommend in navigation state. */
const RECOMMENDED = {
  recommendedJobs: [
    { jobId: 1, jobTitle: '요양보호사', jobDescription: '몸이 불편한 어르신의 일상생활과 신체 활동을 돕습니다.', imageUrl: 'https://cdn.saegil.kr/jobs/1.png', reasons: { personality: '다른 사람을 돕는 일에서 보람을 느끼는 성향이에요.', condition: '평일 오전 근무를 원하는 조건과 잘 맞아요.', strong: '돌봄 경험을 살릴 수 있어요.' } },
    { jobId: 8, jobTitle: '간호조무사', jobDescription: '병원과 의원에서 간호사를 도와 환자를 돌봅니다.', imageUrl: 'https://cdn.saegil.kr/jobs/8.png', reasons: { condition: '탄력 근무가 가능한 일이에요.' } },
    { jobId: 18, jobTitle: '바리스타', jobDescription: '커피를 만들고 매장에서 손님을 맞이합니다.', imageUrl: 'https://cdn.saegil.kr/jobs/18.png', reasons: {} },
  ],
};

async function open(page: Page, path: string) {
  if (path !== paths.jobRecommend) return page.goto(path);
  await page.goto(paths.onboard);
  await expect(page.getByText('질문 1 / 9')).toBeVisible();
  await page.evaluate((state) => {
    window.history.pushState({ usr: state, key: 'e2e', idx: 1 }, '', '/jobrecommend');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, RECOMMENDED);
  await expect(page.getByRole('heading', { level: 1, name: /어울리는 직업이에요/ })).toBeVisible();
}

async function screenshot(page: Page, testInfo: TestInfo, file: string, fullPage = true) {
  const path = testInfo.outputPath(file);
  await page.screenshot({ path, fullPage });
  console.log(`screenshot: ${path}`);
}

const sizeRadio = (page: Page, label: string) => page.getByRole('banner').getByRole('radio', { name: label, exact: true });

/**
 * Chooses a 글자 크기 in the top bar as a reader would: through 메뉴 when the bar is one row (a phone at 크게 and 아주
 * 크게), then Escape closes the menu and gives focus back to 메뉴.
 */
async function chooseTextSize(page: Page, label: string) {
  const menu = page.getByRole('banner').getByRole('button', { name: '메뉴' });
  if (await menu.isVisible()) await menu.click();
  await sizeRadio(page, label).check();
  if (await menu.isVisible()) {
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
  }
}

async function walk(page: Page, path: string, testInfo: TestInfo) {
  await stubOutside(page);
  // the contract's own Korean examples, not Prism's random text: the same realistic pages every run
  await page.route('**/v1/**', (r) => r.continue({ headers: { ...r.request().headers(), prefer: 'dynamic=false' } }));
  await page.setViewportSize({ width: 360, height: 740 });
  await open(page, path);
  await settle(page);
  const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '-');
  for (const size of TEXT_SIZES) {
    await test.step(size.label, async () => {
      await chooseTextSize(page, size.label);
      await expect(page.locator('html')).toHaveAttribute('data-text-size', size.value);
      await page.evaluate(() => document.fonts.ready);
      await screenshot(page, testInfo, `${name}-${size.value}-360.png`);
      if (size.value !== 'normal') {
        // the title where the eye starts, not under a header of tabs, account and 글자 크기 (it was at y = 687)
        expect.soft(await titleTop(page), `${path} ${size.label}: the title's top in px`).toBeLessThan(300);
      }
      expect.soft(await sidewaysOverflow(page), `${path} ${size.label}: sideways overflow in px`).toBeLessThanOrEqual(0);
      expect.soft(await brokenWords(page), `${path} ${size.label}: words broken inside`).toEqual([]);
      expect.soft(await coveredControls(page, 'launcher'), `${path} ${size.label}: controls covered`).toEqual([]);
      await expectNoAxeViolations(page);
      // a toast: held by the pointer resting on it (as a reader's would), every control can still be brought clear of it
      await showGuardToast(page);
      const toast = page.getByRole('status').filter({ hasText: '로그인 후 이용 가능한 기능입니다.' });
      await toast.hover({ timeout: 10_000 });
      expect.soft(await coveredControls(page, 'toast'), `${path} ${size.label}: controls under the toast`).toEqual([]);
      if (size.value === 'x-large') {
        // the end of the page with the toast: the last controls sit above it
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await screenshot(page, testInfo, `${name}-${size.value}-360-toast.png`, false);
      }
      await toast.getByRole('button', { name: '알림 닫기' }).click({ timeout: 10_000 });
      await expect(toast).toHaveCount(0);
    });
  }
  await test.step('1280 px', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0)); // a full-page shot from the top, the desktop's sticky top bar there
    for (const label of ['아주 크게', '보통']) {
      await chooseTextSize(page, label);
      await page.evaluate(() => document.fonts.ready);
      expect.soft(await sidewaysOverflow(page), `${path} 1280 ${label}: sideways overflow in px`).toBeLessThanOrEqual(0);
      await screenshot(page, testInfo, `${name}-${label === '보통' ? 'normal' : 'x-large'}-1280.png`);
    }
  });
}

test.describe('every route on a 360 px phone at each text size', () => {
  for (const path of VISITOR_ROUTES) test(`${path} (visitor)`, ({ page }, testInfo) => walk(page, path, testInfo));
  for (const path of MEMBER_ROUTES) {
    test(`${path} (member)`, async ({ page }, testInfo) => {
      await loginAs(page);
      await walk(page, path, testInfo);
    });
  }
  test('the index routes land on their first page', async ({ page }) => {
    await loginAs(page);
    for (const [key, target] of Object.entries(REDIRECTS)) {
      await page.goto(route(key as PathKey));
      await expect(page).toHaveURL(new RegExp(`${target}$`));
    }
  });
});
