import { spawnSync } from 'node:child_process';
import { expect, test, type Page } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { loginAs } from '../support/session.ts';

/** Whether this machine has a Korean font, as every phone and desktop OS does (fontconfig; Debian's fonts-noto-cjk). */
const deviceHasKoreanFont = (spawnSync('fc-list', [':lang=ko'], { encoding: 'utf8' }).stdout ?? '').trim() !== '';

const mainNav = (page: Page) => page.getByRole('navigation', { name: '주요 메뉴' });

test.describe('top bar tabs follow the spec’s highlight rules', () => {
  const cases: [string, string | null][] = [
    ['/jobfound', '직업 정보'],
    ['/jobinfo/3', '직업 정보'],
    ['/jobrecommend', '직업 정보'],
    ['/others/2', '직업 정보'],
    ['/otherslist/5', '직업 정보'],
    ['/learning', '학원 정보'],
    ['/jobsearch', '채용 정보'],
    ['/', null],
    ['/onboard', null],
  ];
  for (const [path, label] of cases) {
    test(`${path} → ${label ?? 'no tab'}`, async ({ page }) => {
      await page.goto(path);
      const current = mainNav(page).locator('[aria-current="page"]');
      if (label) await expect(current).toHaveText(label);
      else await expect(current).toHaveCount(0);
    });
  }

  test('/mytodo/* highlights 나의 할 일 for a member', async ({ page }) => {
    await loginAs(page);
    for (const path of ['/mytodo/list', '/mytodo/scrap/edu']) {
      await page.goto(path);
      await expect(mainNav(page).locator('[aria-current="page"]')).toHaveText('나의 할 일');
    }
  });
});

test('/mytodo and /mytodo/scrap redirect to their first pages for a member', async ({ page }) => {
  await loginAs(page);
  await page.goto('/mytodo');
  await expect(page).toHaveURL(/\/mytodo\/list$/);
  await page.goto('/mytodo/scrap');
  await expect(page).toHaveURL(/\/mytodo\/scrap\/job$/);
});

test('logo and tabs navigate', async ({ page }) => {
  await page.goto('/');
  await mainNav(page).getByRole('link', { name: '학원 정보' }).click();
  await expect(page).toHaveURL(/\/learning$/);
  await mainNav(page).getByRole('link', { name: '채용 정보' }).click();
  await expect(page).toHaveURL(/\/jobsearch$/);
  await mainNav(page).getByRole('link', { name: '직업 정보' }).click();
  await expect(page).toHaveURL(/\/jobfound$/);
  await page.getByRole('link', { name: '새길 홈으로' }).click();
  await expect(page).toHaveURL(/\/$/);
  await mainNav(page).getByRole('link', { name: '나의 할 일' }).click();
  await expect(page).toHaveURL(/\/$/); // logged out: back home with the toast
});

test('moving to another page puts focus on its heading, so the next Tab starts in its content', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).not.toBeFocused(); // a first load leaves focus alone
  await mainNav(page).getByRole('link', { name: '학원 정보' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/learning$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
  // into the other layout (login) as well
  await page.getByRole('banner').getByRole('link', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('login area: 로그인 when logged out, nickname with 님 linking to /mypage when logged in', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('banner').getByRole('link', { name: '로그인' })).toHaveCount(0); // auth layout hides it

  await loginAs(page, '박철수');
  await page.goto('/');
  const profile = page.getByRole('banner').getByRole('link', { name: '박철수님' });
  await expect(profile).toBeVisible();
  await profile.click();
  await expect(page).toHaveURL(/\/mypage$/);
});

test('footer shows notices, terms, inquiry and a contact address', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const label of ['공지사항', '이용약관', '문의하기']) await expect(footer.getByText(label)).toBeVisible();
  await expect(footer.getByRole('link', { name: 'help@saegil.kr' })).toHaveAttribute('href', 'mailto:help@saegil.kr');
});

test('unknown routes show a Korean not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없어요' })).toBeVisible();
  await expect(page).toHaveTitle('페이지를 찾을 수 없어요 | 새길');
});

test("the document is Korean, set in the device's own Korean font; Pretendard only where there is none (decision 0009)", async ({
  page,
}) => {
  const fontRequests: string[] = [];
  const rareSlices: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(request.url());
    if (request.url().includes('korean-safety-net-rare')) rareSlices.push(request.url());
  });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByRole('heading', { name: /인생 2막/ })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  const safetyNet = await page.evaluate(() => {
    const faces = [...document.fonts].filter((f) => f.family.includes('Safety Net'));
    return { faces: faces.length, loaded: faces.filter((f) => f.status === 'loaded').length };
  });
  // the last-resort face is Pretendard's dynamic subset: its 18 frequent slices in the entry's CSS, the ~70 rarer
  // ones in a stylesheet asked for only when the frequent ones were used
  expect(safetyNet.faces).toBeGreaterThanOrEqual(18);
  if (deviceHasKoreanFont) {
    // a phone, a Windows PC or a Mac: no font file at all, and not even the rarer slices' stylesheet
    expect(fontRequests).toEqual([]);
    expect(safetyNet.loaded).toBe(0);
    expect(rareSlices).toEqual([]);
    expect(safetyNet.faces).toBeLessThan(30);
  } else {
    expect(rareSlices).toHaveLength(1);
    expect(safetyNet.faces).toBeGreaterThan(80);
    // this machine has no Korean font (as some Linux desktops): Hangul would be boxes, so the last-resort slices that
    // hold this page's characters come (11 of 87 for /, 286 KB instead of the whole 2 MB font), and no other
    expect(fontRequests.length).toBeGreaterThan(0);
    expect(fontRequests.length).toBeLessThan(20);
    for (const url of fontRequests) expect(url).toMatch(/PretendardVariable\.subset\.\d+-[\w-]+\.woff2$/);
    expect(safetyNet.loaded).toBe(fontRequests.length);
  }
  await page.screenshot({ path: 'test-results/screenshots/shell-home-1280.png', fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: 'test-results/screenshots/shell-home-360.png', fullPage: true });
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(sideways).toBe(false);
});

test.describe('axe (WCAG 2.2 A/AA): zero violations on the shell', () => {
  for (const path of ['/', '/login', '/jobfound', '/no-such-page']) {
    test(`logged out ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
  test('logged in /mytodo/list', async ({ page }) => {
    await loginAs(page);
    await page.goto('/mytodo/list');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('before the app runs', () => {
  test('the loading line of the first paint is gone once the app has rendered', async ({ page }) => {
    await page.goto('/jobfound');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('새길을 불러오고 있어요…')).toHaveCount(0);
  });

  test.describe('with JavaScript turned off', () => {
    test.use({ javaScriptEnabled: false });
    test('the page says, in Korean, to turn it on (and does not claim to be loading)', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByText('새길을 이용하려면 브라우저에서 자바스크립트를 켜 주세요.')).toBeVisible();
      await expect(page.getByText('새길을 불러오고 있어요…')).toBeHidden();
    });
  });
});
