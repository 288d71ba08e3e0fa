// /jobfound: the job encyclopedia, its filter chips and pages.
import { expect, test, type Page } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { job, jobPage } from '../support/discover-bodies.ts';
import { prefer, queryOf } from '../support/routes.ts';
import { screenshots } from '../support/screens.ts';
import { loginAs } from '../support/session.ts';

test.use({ noInternet: true });

const grid = (page: Page) => page.getByRole('main').getByRole('list').filter({ has: page.getByRole('article') });

test.describe('/jobfound', () => {
  test('lists jobs as linked cards in Korean order with how many prepare for each', async ({ page }) => {
    await page.route('**/v1/job/list*', (route) =>
      route.fulfill({ json: jobPage([job(18, '바리스타'), job(2, '간호조무사'), job(1, '요양보호사')], 1) }),
    );
    await page.goto('/jobfound');
    await expect(page.getByRole('heading', { level: 1, name: '직업 정보' })).toBeVisible();
    await expect(grid(page).getByRole('heading', { level: 2 })).toHaveText(['간호조무사', '바리스타', '요양보호사']);
    await expect(page.getByRole('link', { name: '간호조무사' })).toHaveAttribute('href', '/jobinfo/2');
    await expect(grid(page).getByRole('article').first()).toContainText('6명이 준비하고 있어요');
    await expect(page.getByRole('navigation', { name: '직업 목록 페이지' })).toHaveCount(0); // one page: no pager
  });

  test('filter chips: choosing sets the filter and the first page, the same choice again clears it', async ({ page }) => {
    const asked: Record<string, string>[] = [];
    page.on('request', (r) => r.url().includes('/v1/job/list') && asked.push(queryOf(r)));
    await page.goto('/jobfound');
    await expect.poll(() => asked.at(-1)).toEqual({ pageNum: '0' });

    const required = page.getByRole('group', { name: '자격증' }).getByRole('button', { name: '필요함', exact: true });
    await required.click();
    await expect(required).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => asked.at(-1)).toEqual({ pageNum: '0', require: '필요함' });
    await page.getByRole('group', { name: '근무 시간' }).getByRole('button', { name: '주말 근무' }).click();
    await page.getByRole('group', { name: '활동량' }).getByRole('button', { name: '낮은 활동량' }).click();
    await expect.poll(() => asked.at(-1)).toEqual({ pageNum: '0', require: '필요함', workTime: '주말 근무', physical: '낮은 활동량' });
    await expect(page).toHaveURL(/require=/);

    await required.click();
    await expect(required).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => asked.at(-1)).toEqual({ pageNum: '0', workTime: '주말 근무', physical: '낮은 활동량' });
  });

  test('pages in blocks of 10 with block arrows; changing page asks for it and scrolls to the top', async ({ page }) => {
    await page.route('**/v1/job/list*', (route) => {
      const n = Number(new URL(route.request().url()).searchParams.get('pageNum'));
      return route.fulfill({ json: jobPage([job(n + 1, '요양보호사')], 23, n) });
    });
    await page.goto('/jobfound');
    const pager = page.getByRole('navigation', { name: '직업 목록 페이지' });
    const pageButton = (n: number) => pager.getByRole('button', { name: new RegExp(`^${n}\\s?쪽$`) });
    await expect(pager.getByRole('button', { name: /쪽$/ })).toHaveCount(10);
    await expect(pageButton(1)).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('button', { name: '이전 페이지 묶음' })).toBeDisabled();

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const second = page.waitForRequest((r) => r.url().includes('/v1/job/list') && queryOf(r).pageNum === '1');
    await pageButton(2).click();
    await second;
    await expect(page).toHaveURL(/page=2/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    const eleventh = page.waitForRequest((r) => r.url().includes('/v1/job/list') && queryOf(r).pageNum === '10');
    await pager.getByRole('button', { name: '다음 페이지 묶음' }).click();
    await eleventh;
    await expect(pager.getByRole('button', { name: /쪽$/ })).toHaveText([11, 12, 13, 14, 15, 16, 17, 18, 19, 20].map((n) => `${n}쪽`));
    await expect(pageButton(11)).toHaveAttribute('aria-current', 'page');
  });

  test('says when no job fits the conditions', async ({ page }) => {
    await prefer(page, '**/v1/job/list*', 'example=empty');
    await page.goto('/jobfound');
    await expect(page.getByText('조건에 맞는 직업이 없어요.')).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshots(page, 'discover-jobfound-empty');
  });

  test('says an error occurred when the list fails, with a retry', async ({ page }) => {
    await prefer(page, '**/v1/job/list*', 'code=400, dynamic=false');
    await page.goto('/jobfound');
    await expect(page.getByRole('alert').filter({ hasText: '오류가 발생했습니다.' })).toBeVisible();
    await expect(page.getByRole('button', { name: '다시 시도' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  for (const member of [false, true]) {
    test(`axe and screenshots, ${member ? 'logged in' : 'logged out'}`, async ({ page }) => {
      if (member) await loginAs(page);
      await page.goto('/jobfound?require=선택 사항');
      await expect(grid(page).getByRole('article').first()).toBeVisible();
      await expect(page.getByRole('button', { name: '선택 사항' })).toHaveAttribute('aria-pressed', 'true');
      await expectNoAxeViolations(page);
      await screenshots(page, member ? 'discover-jobfound-member' : 'discover-jobfound');
    });
  }
});
