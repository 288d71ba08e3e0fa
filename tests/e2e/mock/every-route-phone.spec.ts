// Every route on a 360 px phone at each of the three text sizes: no sideways scroll, no Korean word broken inside, no
// control under the floating 할 일 추가 button or a toast, and axe 0. One page per route; the sizes are switched with
// the top bar's own 글자 크기 control, so the page is loaded once. Screenshots go to test-results/screenshots.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { loginAs } from '../support/session.ts';
import { stubOutside } from './discover-fixtures.ts';

const SIZES = [
  { label: '보통', file: 'normal' },
  { label: '크게', file: 'large' },
  { label: '아주 크게', file: 'xlarge' },
] as const;

const VISITOR_ROUTES = ['/login', '/signup'];
const MEMBER_ROUTES = [
  '/',
  '/onboard',
  '/jobrecommend',
  '/jobsearch',
  '/learning',
  '/jobfound',
  '/jobinfo/1',
  '/others/1',
  '/otherslist/27',
  '/othertodo/memo/90',
  '/mypage',
  '/mytodo/list',
  '/mytodo/add/12',
  '/mytodo/edit/101',
  '/mytodo/memo/101',
  '/mytodo/scrap/job',
  '/mytodo/scrap/edu',
  '/no-such-page',
];

/** The page is wider than the screen by this many px (0 or less: no sideways scroll). */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * Short Korean words (up to 8 syllables, which always fit a 360 px line) that the browser split over two lines, e.g.
 * 간호조무/사. Long runs may be broken to fit (overflow-wrap), short ones never.
 */
const brokenWords = (page: Page) =>
  page.evaluate(() => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('[aria-hidden="true"], .visually-hidden, script, style')) continue;
      if (!parent.checkVisibility()) continue;
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/[가-힣]{2,8}/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });

/**
 * Controls whose centre, at some scroll position from the top to the bottom of the page, is under the floating
 * 할 일 추가 button or a toast (what elementFromPoint finds there belongs to one of those, not to the control).
 */
const coveredControls = (page: Page) =>
  page.evaluate(() => {
    const controls = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex="0"]')];
    const launcher = [...document.querySelectorAll('button[aria-expanded]')].find((b) => b.textContent?.includes('할 일 추가'));
    const overlays = [launcher, ...document.querySelectorAll('[role="status"], [role="alert"]')].filter(Boolean) as Element[];
    const covered = new Set<string>();
    const max = document.documentElement.scrollHeight - window.innerHeight;
    // one screenful at a time: every control's centre is on screen at one of these positions
    const step = Math.max(100, window.innerHeight - 40);
    for (let y = 0; ; y = Math.min(max, y + step)) {
      window.scrollTo(0, y);
      for (const control of controls) {
        if (overlays.some((o) => o.contains(control)) || !control.checkVisibility()) continue;
        const box = control.getBoundingClientRect();
        const [x, cy] = [box.left + box.width / 2, box.top + box.height / 2];
        if (box.width === 0 || cy < 0 || cy >= window.innerHeight || x < 0 || x >= window.innerWidth) continue;
        const hit = document.elementFromPoint(x, cy);
        if (hit && overlays.some((o) => o.contains(hit)))
          covered.add(`${control.tagName.toLowerCase()} "${(control.textContent || control.getAttribute('aria-label') || '').trim().slice(0, 30)}"`);
      }
      if (y >= max) break;
    }
    window.scrollTo(0, 0);
    return [...covered];
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

async function open(page: Page, route: string) {
  if (route !== '/jobrecommend') return page.goto(route);
  await page.goto('/onboard');
  await expect(page.getByText('질문 1 / 9')).toBeVisible();
  await page.evaluate((state) => {
    window.history.pushState({ usr: state, key: 'e2e', idx: 1 }, '', '/jobrecommend');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, RECOMMENDED);
  await expect(page.getByRole('heading', { level: 1, name: /어울리는 직업이에요/ })).toBeVisible();
}

async function walk(page: Page, route: string) {
  await stubOutside(page);
  // the contract's own Korean examples, not Prism's random text: the same realistic pages every run
  await page.route('**/v1/**', (r) => r.continue({ headers: { ...r.request().headers(), prefer: 'dynamic=false' } }));
  await page.setViewportSize({ width: 360, height: 740 });
  await open(page, route);
  await settle(page);
  const name = route === '/' ? 'home' : route.slice(1).replaceAll('/', '-');
  for (const size of SIZES) {
    await test.step(`${size.label}`, async () => {
      const radio = page.getByRole('banner').getByRole('radio', { name: size.label, exact: true });
      await radio.check();
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: `test-results/screenshots/phone-${name}-${size.file}-360.png`, fullPage: true });
      expect.soft(await sidewaysOverflow(page), `${route} ${size.label}: sideways overflow in px`).toBeLessThanOrEqual(0);
      expect.soft(await brokenWords(page), `${route} ${size.label}: words broken inside`).toEqual([]);
      expect.soft(await coveredControls(page), `${route} ${size.label}: controls under the floating button or a toast`).toEqual([]);
      await expectNoAxeViolations(page);
    });
  }
}

test.describe('every route on a 360 px phone at each text size', () => {
  for (const route of VISITOR_ROUTES) test(`${route} (visitor)`, ({ page }) => walk(page, route));
  for (const route of MEMBER_ROUTES) {
    test(`${route} (member)`, async ({ page }) => {
      await loginAs(page);
      await walk(page, route);
    });
  }
});
