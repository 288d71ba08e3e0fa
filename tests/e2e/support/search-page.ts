// The two searches (/jobsearch and /learning) in the mock specs: their regions by role and name, and the refused
// scrap both share.
import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y.ts';
import { errorBody } from './bodies.ts';
import { scrapChecked } from './plan-bodies.ts';
import { answer } from './routes.ts';

/** The results region (named by `results`), the filters, the cards and the chosen-filter tags of a search page. */
export function searchParts(results: RegExp) {
  const region = (page: Page) => page.getByRole('region', { name: results });
  return {
    results: region,
    filters: (page: Page) => page.getByRole('region', { name: '검색 조건' }),
    cards: (page: Page) => region(page).getByRole('article'),
    tags: (page: Page) => region(page).getByRole('list', { name: '선택한 조건' }),
  };
}

/** The search at `path` (h1 `heading`) shows `count` `cards`; the first is titled `title` and says each of `texts`. */
export async function expectFirstCard(page: Page, path: string, heading: string, cards: Locator, count: number, title: string, texts: string[]) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(cards).toHaveCount(count);
  const first = cards.first();
  await expect(first.getByRole('heading', { name: title })).toBeVisible();
  for (const text of texts) await expect(first).toContainText(text);
  return first;
}

interface ScrapFailure {
  /** the search page, its one result already answered by the caller */
  path: string;
  /** the heart's accessible name */
  heart: string;
  /** the scrap call, and the 404 message it is refused with */
  scrapRoute: string;
  notFound: string;
  axe?: boolean;
}

/**
 * The heart's scrap call refused (404) says 스크랩에 실패했습니다.; once the connection drops instead, 스크랩 중 오류가
 * 발생했습니다. The heart stays off both times.
 */
export async function expectScrapFailures(page: Page, { path, heart: name, scrapRoute, notFound, axe = false }: ScrapFailure) {
  await answer(page, '**/v1/scrap/checked*', scrapChecked([false]));
  await answer(page, scrapRoute, errorBody(404, 'NOT_FOUND', notFound), { method: 'POST', status: 404 });
  await page.goto(path);
  const heart = page.getByRole('button', { name });
  await heart.click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('스크랩에 실패했습니다.');
  if (axe) await expectNoAxeViolations(page);
  await alert.getByRole('button', { name: '확인' }).click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await page.unroute(scrapRoute);
  await page.route(scrapRoute, (route) => route.abort('internetdisconnected'));
  await heart.click();
  await expect(alert).toContainText('스크랩 중 오류가 발생했습니다.');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
}
