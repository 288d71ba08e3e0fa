// What a course is worth and deadlines that don't slip by, against the contract alone (Prism: named examples and the
// x-faker values of the outcome figures).
import { expect, test, type Page } from '../support/test.ts';
import { scrapPage, scrappedRecruit } from '../support/plan-bodies.ts';
import { answer, prefer, queryOf, stubOutside } from '../support/routes.ts';
import { screenshots, shot } from '../support/screens.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { loginAs } from '../support/session.ts';

const courses = (page: Page) => page.getByRole('region', { name: /교육 과정/ }).getByRole('article');
const closingPanel = (page: Page) => page.getByRole('region', { name: '마감이 다가오는 스크랩' });

test('course cards and the detail dialog show the outcome figures, and 아직 집계 전 when there are none', async ({ page }) => {
  await prefer(page, '**/v1/training/list*', 'example=caregiverCourses');
  await page.goto('/learning');
  await expect(courses(page)).toHaveCount(2);
  await expect(courses(page).first()).toContainText('수료 후 6개월 취업률 64.1%');
  await expect(courses(page).nth(1)).toContainText('수료 후 6개월 취업률 아직 집계 전');
  await expect(courses(page).nth(1)).not.toContainText('0%');

  await courses(page).first().getByRole('button', { name: '요양보호사 자격 취득 과정(주간반)', exact: true }).click();
  const dialog = page.getByRole('dialog');
  for (const text of ['수료 후 3개월 취업률', '52.3%', '수료 후 6개월 취업률', '64.1%', '수강생 만족도', '91.2점']) await expect(dialog).toContainText(text);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await courses(page).nth(1).getByRole('button', { name: '요양보호사 자격 취득 과정(야간반)', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('수강생 만족도아직 집계 전');
  await page.keyboard.press('Escape');
  await expectNoAxeViolations(page);
  await shot(page, 'plan-learning-outcomes');
});

test('/learning sorts by 취업률 높은 순', async ({ page }) => {
  const asked: Record<string, string>[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/training/list')) asked.push(queryOf(request));
  });
  await page.goto('/learning');
  await expect(courses(page).first()).toBeVisible();
  await page.getByRole('combobox', { name: '정렬' }).click();
  await page.getByRole('option', { name: '취업률 높은 순' }).click();
  await expect.poll(() => asked.at(-1)?.sortBy).toBe('취업률 높은 순');
  // Prism's generated courses carry a figure from the contract's x-faker values
  await expect(courses(page).first()).toContainText(/수료 후 6개월 취업률 (\d+(\.\d)?%|아직 집계 전)/);
});

test('a member’s home shows 마감이 다가오는 스크랩 with D-n, linking to the scraps; none, no panel', async ({ page }) => {
  await stubOutside(page);
  await loginAs(page);
  await prefer(page, '**/v1/scrap/recruit/closing-soon', 'example=twoClosing');
  await page.goto('/');
  const panel = closingPanel(page);
  await expect(panel.getByRole('listitem')).toHaveCount(2);
  await expect(panel.getByRole('listitem').first()).toContainText('D-2');
  await expect(panel.getByRole('listitem').first()).toContainText('마감일 2026-11-24');
  await expect(panel.getByRole('listitem').nth(1)).toContainText('D-6');
  await expect(panel.getByRole('link', { name: /방문요양 요양보호사 모집.*새 창/ })).toHaveAttribute('target', '_blank');
  await expect(panel.getByRole('link', { name: '스크랩한 채용 정보 보기' })).toHaveAttribute('href', '/mytodo/scrap/job');
  await expectNoAxeViolations(page);
  await screenshots(page, 'discover-home-closing-scraps'); // 1280 and 360 px, no sideways scrolling at 360
});

test('no closing scraps, no panel; visitors never ask', async ({ page }) => {
  let asked = 0;
  page.on('request', (request) => {
    if (request.url().includes('/v1/scrap/recruit/closing-soon')) asked++;
  });
  await stubOutside(page);
  await page.goto('/');
  await expect(page.getByRole('region', { name: /최신 채용/ })).toBeVisible();
  expect(asked).toBe(0);

  await loginAs(page);
  await prefer(page, '**/v1/scrap/recruit/closing-soon', 'example=none');
  const answered = page.waitForResponse((r) => r.url().includes('/v1/scrap/recruit/closing-soon'));
  await page.goto('/');
  await answered;
  await expect(page.getByRole('region', { name: /최신 채용/ })).toBeVisible();
  await expect(closingPanel(page)).toHaveCount(0);
});

test('scrapped postings show 마감 once closed, and 상시 채용 without a deadline of their own', async ({ page }) => {
  await loginAs(page);
  await answer(
    page,
    '**/v1/scrap/recruit/list*',
    scrapPage([scrappedRecruit(3), scrappedRecruit(0, { active: 0 }), scrappedRecruit(5, { closeType: '상시' })]),
  );
  await page.goto('/mytodo/scrap/job');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0)).toContainText('D-3');
  await expect(cards.nth(1)).toContainText('마감');
  await expect(cards.nth(1)).not.toContainText('D-day');
  await expect(cards.nth(1)).toContainText('마감된 공고'); // what a screen reader hears
  await expect(cards.nth(2)).toContainText('상시 채용');
  await expectNoAxeViolations(page);
});

test('home’s 최신 채용 is the newest of the member’s job in their city, and 더 보기 opens /jobsearch on the same', async ({ page }) => {
  await stubOutside(page);
  await loginAs(page);
  await page.route('**/v1/my-dream/todo', (route) => route.continue({ headers: { ...route.request().headers(), prefer: 'example=withTodos' } }));
  const homeAsked = page.waitForRequest((r) => r.url().includes('/v1/recruit/list'));
  await page.goto('/');
  expect(queryOf(await homeAsked)).toMatchObject({ sortBy: '최신 등록순', keyWord: '요양보호사', locationName: '서울특별시' });
  const latest = page.getByRole('region', { name: '서울특별시 요양보호사 최신 채용' });
  const more = latest.getByRole('link', { name: '채용 정보 더 보기' });
  await expect(more).toHaveAttribute('href', `/jobsearch?location=${encodeURIComponent('서울특별시')}&job=${encodeURIComponent('요양보호사')}`);

  const searchAsked = page.waitForRequest((r) => r.url().includes('/v1/recruit/list') && !r.url().includes('count=4'));
  await more.click();
  await expect(page).toHaveURL(/\/jobsearch\?/);
  expect(queryOf(await searchAsked)).toMatchObject({ keyWord: '요양보호사', locationName: '서울특별시' });
  const chosen = page.getByRole('list', { name: '선택한 조건' });
  await expect(chosen).toContainText('요양보호사');
  await expect(chosen).toContainText('서울특별시');
  await expectNoAxeViolations(page);
});
