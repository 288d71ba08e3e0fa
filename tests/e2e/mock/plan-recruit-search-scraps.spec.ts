// /jobsearch: scrap hearts for a member, and the error and empty states.
import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { posting, recruitList, scrapChecked } from '../support/plan-bodies.ts';
import { answer, prefer, queryOf } from '../support/routes.ts';
import { shot } from '../support/screens.ts';
import { expectScrapFailures, searchParts } from '../support/search-page.ts';
import { loginAs } from '../support/session.ts';

const LIST = '**/v1/recruit/list*';
const { results, cards } = searchParts(/채용 공고/);

test.describe('logged in', () => {
  test.beforeEach(async ({ page }) => loginAs(page));

  test('hearts follow GET /v1/scrap/checked; toggling creates and deletes the scrap', async ({ page }) => {
    await answer(page, LIST, recruitList([posting(1), posting(2), posting(3)]));
    const check = page.waitForRequest((r) => r.url().includes('/v1/scrap/checked'));
    await answer(page, '**/v1/scrap/checked*', scrapChecked([false, true, false]));
    await page.goto('/jobsearch');
    expect(queryOf(await check)).toEqual({ category: 'RECRUIT', idList: '49123451,49123452,49123453' });
    const heart = (n: number) => page.getByRole('button', { name: `요양보호사 모집 공고 ${n} 스크랩` });
    await expect(heart(1)).toHaveAttribute('aria-pressed', 'false');
    await expect(heart(2)).toHaveAttribute('aria-pressed', 'true');

    const created = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/v1/scrap/recruit/49123451'));
    await heart(1).click();
    await created;
    await expect(heart(1)).toHaveAttribute('aria-pressed', 'true');

    const deleted = page.waitForRequest((r) => r.method() === 'DELETE' && r.url().endsWith('/v1/scrap/recruit/49123452'));
    await heart(2).click();
    expect((await deleted).postDataJSON()).toEqual({ recruitId: '49123452' });
    await expect(heart(2)).toHaveAttribute('aria-pressed', 'false');

    // the modal's heart is the same scrap
    await page.getByRole('button', { name: '요양보호사 모집 공고 1', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '요양보호사 모집 공고 1' });
    await expect(dialog.getByRole('button', { name: '스크랩' })).toHaveAttribute('aria-pressed', 'true');
    await dialog.getByRole('button', { name: '스크랩' }).click();
    await expect(dialog.getByRole('button', { name: '스크랩' })).toHaveAttribute('aria-pressed', 'false');
    await expectNoAxeViolations(page);
  });

  test('a refused scrap says 스크랩에 실패했습니다.; no answer says 스크랩 중 오류가 발생했습니다.', async ({ page }) => {
    await answer(page, LIST, recruitList([posting(1)]));
    await expectScrapFailures(page, { path: '/jobsearch', heart: '요양보호사 모집 공고 1 스크랩', scrapRoute: '**/v1/scrap/recruit/*', notFound: '공고를 찾을 수 없습니다.' });
  });

  test('axe: the page with hearts', async ({ page }) => {
    await page.goto('/jobsearch');
    await expect(cards(page).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('error: the server’s Korean message and a retry, never a status code', async ({ page }) => {
  await prefer(page, LIST, 'code=500, dynamic=false');
  await page.goto('/jobsearch');
  const alert = results(page).getByRole('alert');
  await expect(alert).toContainText('채용 공고를 불러오지 못했어요. 일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.', {
    timeout: 20_000, // the query client retries server errors with back-off
  });
  await expect(alert).not.toContainText('500');
  await expect(alert.getByRole('button', { name: '다시 시도' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'plan-recruit-search-error-1280');
});

test('empty: a clear message when nothing matches', async ({ page }) => {
  await answer(page, LIST, recruitList([]));
  await page.goto('/jobsearch');
  await expect(results(page)).toContainText('조건에 맞는 채용 공고가 없어요.');
  await expect(results(page)).toContainText('총 0건');
  await expect(page.getByRole('navigation', { name: '채용 공고 페이지' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shot(page, 'plan-recruit-search-empty-1280');
});
