// After a deploy, an open page may ask for a screen's chunk that no longer exists: it reloads once, and if the chunk
// still fails, shows the Korean error element (다시 시도, 홈으로) instead of react-router's English page.
import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';

test('a missing screen chunk reloads the page once, then shows the Korean error with 다시 시도 and 홈으로', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: '주요 메뉴' })).toBeVisible();
  let loads = 0;
  page.on('load', () => (loads += 1));
  // the deploy removed the job encyclopedia's chunk
  await page.route('**/assets/JobFoundPage-*.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: '직업 정보' }).click();

  const heading = page.getByRole('heading', { name: '화면을 보여드리지 못했어요' });
  await expect(heading).toBeVisible();
  // the built page paints before its app runs, so the error can show before the reloaded document's load event
  await page.waitForLoadState('load');
  expect(loads).toBe(1); // reloaded exactly once, no loop
  await expect(page).toHaveURL(/\/jobfound$/);
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '다시 시도' })).toBeVisible();
  await expect(page.getByRole('link', { name: '홈으로', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/screenshots/route-error-1280.png' });

  // the chunk is back: 다시 시도 shows the screen
  await page.unroute('**/assets/JobFoundPage-*.js');
  await page.getByRole('button', { name: '다시 시도' }).click();
  await expect(heading).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/jobfound$/);
});

test('홈으로 leaves the error page for the home page', async ({ page }) => {
  await page.goto('/');
  await page.route('**/assets/JobFoundPage-*.js', (route) => route.abort('connectionrefused'));
  await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: '직업 정보' }).click();
  await expect(page.getByRole('heading', { name: '화면을 보여드리지 못했어요' })).toBeVisible();
  await page.getByRole('link', { name: '홈으로', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: '화면을 보여드리지 못했어요' })).toHaveCount(0);
});
