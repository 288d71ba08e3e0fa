// The two searches on a 360 × 800 phone (issue 25): an open filter fold answers where the finger is, and a detail
// dialog keeps its actions in view at every text size.
import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { lineCount, shot } from '../support/screens.ts';
import { answerSeoulRegions, SEARCH_KINDS } from '../support/search-kinds.ts';

const PHONE = { width: 360, height: 800 };
const TEXT_SIZES = [
  ['normal', '보통'],
  ['x-large', '아주 크게'],
] as const;

for (const kind of SEARCH_KINDS) {
  const { filters, results, cards } = kind.parts;

  for (const [size, sizeLabel] of TEXT_SIZES) {
    test(`issue 25.8, ${kind.path} at 360 × 800, ${sizeLabel}: the detail keeps 스크랩 and the way out in view, none over two lines`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.addInitScript((textSize) => localStorage.setItem('textSize', textSize), size);
      await kind.answerList(page, 253);
      await page.goto(kind.path);
      const title = kind.firstTitle(1);
      await cards(page).getByRole('button', { name: title, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: title });
      const actions = [dialog.getByRole('button', { name: '스크랩' }), dialog.getByRole('link', { name: kind.out })];
      for (const action of actions) {
        await expect(action).toBeInViewport({ ratio: 1 });
        expect(await lineCount(action), 'lines of an action').toBeLessThanOrEqual(2);
      }
      await shot(page, `issue25-detail-${kind.path.slice(1)}-${size}-360`, { fullPage: false });
      // the facts scroll between the title and the actions, which stay where they are
      const lastFact = dialog.getByRole('definition').last();
      await lastFact.scrollIntoViewIfNeeded();
      await expect(lastFact).toBeInViewport({ ratio: 1 });
      for (const action of actions) await expect(action).toBeInViewport({ ratio: 1 });
      await expectNoAxeViolations(page);
    });
  }

  test(`issue 25.7, ${kind.path} at 360 × 800, 보통: the open filters show N건 보기 on screen after a tap, and it goes to the results`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await answerSeoulRegions(page);
    await kind.answerList(page, 253);
    await page.goto(kind.path);
    await expect(cards(page)).toHaveCount(10);
    await filters(page).getByRole('button', { name: '검색 조건' }).click();
    await filters(page).getByRole('button', { name: '서울특별시' }).click();
    await page.unroute(kind.list);
    await kind.answerList(page, 37);
    await filters(page).getByRole('button', { name: '노원구' }).click();
    const show = filters(page).getByRole('button', { name: '37건 보기' });
    await expect(show).toBeInViewport({ ratio: 1 });
    await shot(page, `issue25-filter-count-${kind.path.slice(1)}-360`, { fullPage: false });
    await expectNoAxeViolations(page);
    await show.click();
    await expect(results(page).getByRole('heading', { level: 2 })).toBeInViewport();
    await expect(results(page)).toContainText('총 37건');
  });
}
