// The built page of each screen (docs/decisions/0011): it paints that screen before any of the app's code has run,
// with the member's text size and nickname, and the app then takes over in place: nothing moves.
import { expect, test, type Page } from '../support/test.ts';
import { jobIdOf, saveJob } from '../support/live-data.ts';
import { useSession } from '../support/members.ts';

/** Holds the app's entry script back until the returned function is called (the page's own HTML and scripts run). */
async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Opens `path` while the app is held: the page is parsed and its inline scripts have run (its entry, a module script,
 *  would hold the load event and DOMContentLoaded until it runs). */
async function openHeld(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState !== 'loading');
}

/**
 * Opens `path` with the app's entry held back until the first paint has settled (fonts included: a machine without
 * a Korean font, like CI's, fetches the safety-net font, decision 0009), then lets the app take over and returns the
 * layout shift (CLS) from then until the page is still: the takeover's and the data's arrival.
 */
async function shiftOfTakeover(page: Page, path: string): Promise<number> {
  const release = await holdTheApp(page);
  await openHeld(page, path);
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => {
    const w = window as unknown as { shift: number };
    w.shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.shift += e.value;
    }).observe({ type: 'layout-shift' });
  });
  release();
  await expect.poll(() => page.evaluate(() => document.querySelectorAll('[inert]').length), { message: `${path}: the app took over` }).toBe(0);
  await page.waitForLoadState('networkidle');
  // two more frames: the data's arrival is painted and its layout shifts, if any, reported
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.unrouteAll();
  return page.evaluate(() => (window as unknown as { shift: number }).shift);
}

/** The app's code never arrives: what shows is the page's first paint alone. */
const withoutTheApp = (page: Page) => page.route('**/assets/*.js', (route) => route.abort());

test.use({ viewport: { width: 360, height: 740 } });

test('a screen’s page paints the screen before the app’s code runs, inert until the app takes over', async ({ page }) => {
  await withoutTheApp(page);
  await page.goto('/jobsearch');
  const lead = page.getByText('원하는 직업과 지역을 골라 지금 모집 중인 공고를 찾아보세요.').filter({ visible: true });
  await expect(lead).toBeVisible();
  expect(await lead.evaluate((el) => el.closest('[inert]') !== null)).toBe(true);
  // the filters start folded on a phone, as the app shows them
  await expect(page.getByText('검색 조건').filter({ visible: true })).toBeVisible();
  await expect(page.getByText('직업', { exact: true }).filter({ visible: true })).toHaveCount(0);

  await page.unrouteAll();
  await page.goto('/jobsearch');
  await expect(page.getByRole('heading', { name: '채용 정보', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '검색 조건' }).click();
  await expect(page.getByRole('button', { name: '검색 조건' })).toHaveAttribute('aria-expanded', 'true');
  expect(await page.evaluate(() => document.querySelectorAll('[inert]').length)).toBe(0);
});

test('on a wide screen the first paint opens the search filters, as the app does there', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await withoutTheApp(page);
  await page.goto('/jobsearch');
  await expect(page.getByText('직업', { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '검색 조건', includeHidden: true }).filter({ visible: true })).toHaveAttribute('aria-expanded', 'true');

  await page.unrouteAll();
  for (const path of ['/jobsearch', '/learning']) expect(await shiftOfTakeover(page, path), path).toBeLessThan(0.01);
  await expect(page.getByRole('button', { name: '검색 조건' })).toHaveAttribute('aria-expanded', 'true');
});

test('a member’s first paint already has their text size, nickname and their own top bar', async ({ page, member }) => {
  await useSession(page, member);
  await page.addInitScript(() => localStorage.setItem('textSize', 'x-large'));
  await withoutTheApp(page);
  await page.goto('/learning');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('24px');
  // a phone at 아주 크게: the bar's one row (decision 0015), the nickname and 글자 크기 filled in behind its 메뉴
  await expect(page.getByText('할 일 추가').filter({ visible: true })).toHaveCount(1);
  await expect(page.getByText('메뉴', { exact: true }).filter({ visible: true })).toHaveCount(1);
  await expect(page.getByText('로그인', { exact: true }).filter({ visible: true })).toHaveCount(0);
  const firstPaint = page.locator('[data-first-paint="member"]');
  await expect(firstPaint.getByText(member.nickName, { exact: true })).toBeAttached();
  const xLarge = firstPaint.getByText('아주 크게');
  expect(await xLarge.evaluate((el) => el.closest('label')?.querySelector('input')?.checked)).toBe(true);
  // on a wide screen the same page has them in the bar itself
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByText(member.nickName, { exact: true })).toBeVisible();
  await expect(page.getByText('메뉴', { exact: true }).filter({ visible: true })).toHaveCount(0);
});

test('a page without a screen of its own, and a failed start, still say what is happening', async ({ page }) => {
  await withoutTheApp(page);
  await page.goto('/no-such-page');
  await expect(page.getByText('새길을 불러오고 있어요…')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('새길을 불러오지 못했어요. 인터넷 연결을 확인하고 새로고침해 주세요.');
});

test('a job’s page asks for the job and its picture with the page, once each: the app uses the preloaded answers', async ({ page, request }) => {
  const jobId = await jobIdOf(request, '바리스타');
  const asked: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/v1/job/detail/') || path.startsWith('/images/jobs/')) asked.push(path);
  });
  const unused: string[] = [];
  page.on('console', (m) => {
    if (/preloaded .* not used/.test(m.text())) unused.push(m.text());
  });
  const response = await page.goto(`/jobinfo/${jobId}`);
  expect(response?.headers().link).toContain(`</v1/job/detail/${jobId}>; rel=preload`);
  await expect(page.getByRole('heading', { name: '바리스타', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // one request each: a preload the app did not use would show as a second request of the same path
  expect(asked.filter((path) => path.startsWith('/v1/'))).toEqual([`/v1/job/detail/${jobId}`]);
  expect(asked.filter((path) => path.startsWith('/images/'))).toEqual([expect.stringMatching(/^\/images\/jobs\/[a-z-]+\.svg$/)]);
  expect(unused).toEqual([]);
});

test('a job’s page paints the job’s picture and name before the app arrives; the app takes over without a loading line', async ({ page, request }) => {
  const jobId = await jobIdOf(request, '바리스타');
  await withoutTheApp(page);
  await page.goto(`/jobinfo/${jobId}`);
  const name = page.getByText('바리스타', { exact: true }).filter({ visible: true });
  await expect(name).toBeVisible();
  expect(await name.evaluate((el) => el.tagName)).toBe('H1');
  // the picture, written into the page (no request of its own), drawn: an empty frame's is a coloured box
  const picture = page.locator('[data-first-paint] img[src^="data:image/svg+xml,"]').filter({ visible: true });
  await expect(picture).toHaveCount(1);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  await page.unrouteAll();
  // the app's first render is the job itself, even when the job's answer comes after the app's code: its loading frame
  // never replaces the picture in between
  let answer = () => {};
  const answerHeld = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/v1/job/detail/*', async (route) => {
    await answerHeld;
    await route.continue();
  });
  const release = await holdTheApp(page);
  await openHeld(page, `/jobinfo/${jobId}`);
  await page.evaluate(() => {
    const w = window as unknown as { sawLoading: boolean };
    w.sawLoading = false;
    new MutationObserver(() => {
      const root = document.getElementById('root');
      // the job's loading frame is titled 직업 상세 (JobLoading)
      if (root && !root.querySelector('[data-first-paint]') && [...root.querySelectorAll('h1')].some((h) => h.textContent === '직업 상세')) w.sawLoading = true;
    }).observe(document.getElementById('root')!, { childList: true, subtree: true });
  });
  release();
  await page.waitForTimeout(300);
  answer();
  await expect(page.getByRole('heading', { name: '바리스타', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '한눈에 보기' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sawLoading: boolean }).sawLoading)).toBe(false);
});

test('a member’s to-do page asks for their lists as its route is matched, once each: the screen uses those answers', async ({ page, member, request }) => {
  await saveJob(request, member, await jobIdOf(request, '요양보호사'));
  await useSession(page, member);
  const asked: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/v1/')) asked.push(path);
  });
  const release = await holdTheApp(page);
  await openHeld(page, '/mytodo/list');
  // the page's HTML asks for no data (no token-carrying script): the route's loader does, with the member's token
  expect(asked).toEqual([]);
  release();
  await expect.poll(() => [...new Set(asked)].filter((path) => path === '/v1/my-dream/todo' || path === '/v1/my-dream/todo/jobs').sort()).toEqual([
    '/v1/my-dream/todo',
    '/v1/my-dream/todo/jobs',
  ]);
  await expect(page.getByRole('combobox', { name: '직업 선택' })).toHaveText(/요양보호사/);
  await page.waitForLoadState('networkidle');
  expect(asked.filter((path) => path === '/v1/my-dream/todo' || path === '/v1/my-dream/todo/jobs')).toHaveLength(2);
  await page.unrouteAll();
});

for (const size of ['normal', 'x-large'] as const) {
  test(`the app takes over every screen in place at 360 px (${size}): no layout shift, no refused script`, async ({ page, member, request }) => {
    const refused: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy|Refused/.test(m.text())) refused.push(m.text());
    });
    await saveJob(request, member, await jobIdOf(request, '요양보호사'));
    const visitorPaths = ['/', '/login', '/signup', '/jobfound', '/jobsearch', '/learning', '/jobinfo/1', '/others/1'];
    const memberPaths = ['/', '/jobsearch', '/mytodo/list', '/mypage'];
    await page.addInitScript((s) => localStorage.setItem('textSize', s), size);
    for (const path of visitorPaths) expect(await shiftOfTakeover(page, path), `visitor ${path}`).toBeLessThan(0.01);
    await useSession(page, member);
    for (const path of memberPaths) expect(await shiftOfTakeover(page, path), `member ${path}`).toBeLessThan(0.01);
    expect(refused).toEqual([]);
  });
}
