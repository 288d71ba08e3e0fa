// A toast never hides a control on a 360 px phone at 아주 크게: while it shows, the page makes room for it at its end
// and as scroll padding, so every control can be scrolled or Tabbed clear above it, and the control in focus is moved
// clear when it appears. It stays ≥ 5 s (the undo 10 s) and has its own close button.
import { expect, test, type Locator, type Page } from '../support/test.ts';
import { loginAs } from '../support/session.ts';
import { coveredControls } from './every-route-checks.ts';
import { todo, todoGroup } from '../support/plan-bodies.ts';
import { answer, prefer } from '../support/routes.ts';

const TITLES = ['요양보호사 교육기관 알아보기', '요양보호사 필기시험 접수하기', '실습 기관 정하기', '자격증 받기', '구직 등록하기'];

const undoToast = (page: Page) => page.getByRole('status').filter({ hasText: '할 일을 삭제했어요.' });

/** How far the box of `locator` reaches below the top edge of the toast (0 or less: clear of it). */
const overlap = async (locator: Locator, toast: Locator) => {
  const [box, toastBox] = [await locator.boundingBox(), await toast.boundingBox()];
  return box && toastBox ? box.y + box.height - toastBox.y : Number.NaN;
};

test.beforeEach(async ({ page }) => {
  await loginAs(page);
  await page.addInitScript(() => localStorage.setItem('textSize', 'x-large'));
  // the contract's own examples, and the member's own list of five to-dos (each with 삭제)
  await page.route('**/v1/**', (r) => r.continue({ headers: { ...r.request().headers(), prefer: 'dynamic=false' } }));
  await prefer(page, '**/v1/my-dream/todo/jobs', 'example=twoJobs', 'GET');
  await prefer(page, '**/v1/my-dream/todo', 'example=withTodos', 'GET');
  await answer(page, '**/v1/my-dream/todo-group/*', todoGroup(12, '요양보호사', TITLES.map((t, i) => todo(101 + i, t))), { method: 'GET' });
  await page.setViewportSize({ width: 360, height: 740 });
  // a clock the test can stop later (it runs as usual until then: the page's data and fonts load as in life)
  await page.clock.install();
  await page.goto('/mytodo/list');
  await expect(page.getByRole('button', { name: `${TITLES[0]} 삭제` })).toBeVisible();
});

/** Room the page has below its footer (the strip it keeps free while a toast shows), in px. */
const roomAtTheEnd = (page: Page) =>
  page.getByRole('contentinfo').evaluate((footer) => {
    const end = footer.getBoundingClientRect().bottom + window.scrollY;
    return Math.max(0, Math.round(document.documentElement.scrollHeight - end));
  });

test('the undo toast: the focused to-do moves clear of it, every control can be brought clear, Tab never lands under it', async ({
  page,
}) => {
  await page.getByRole('button', { name: `${TITLES[1]} 삭제` }).click();
  const toast = undoToast(page);
  await toast.hover(); // a toast waits while pointed at (as a reader's finger or mouse would), so the checks fit in its time
  await expect(toast.getByRole('button', { name: '되돌리기' })).toBeVisible();
  const focused = page.locator(':focus');
  await expect(focused).toHaveCount(1);
  expect(await overlap(focused, toast), 'the focused control reaches under the toast by px').toBeLessThanOrEqual(0);
  expect(await coveredControls(page, 'toast')).toEqual([]);

  // at the very end of the page the last control (the footer's mail link) sits above the toast
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const mail = page.getByRole('contentinfo').getByRole('link').last();
  expect(await overlap(mail, toast), 'the last link reaches under the toast by px').toBeLessThanOrEqual(0);

  // Tab from the top of the page through every control: none is left under the toast
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('link', { name: /새길/ }).first().focus();
  const seen = new Set<string>();
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const { where, under } = await toast.evaluate((t) => {
      const active = document.activeElement as HTMLElement | null;
      if (!active || active === document.body) return { where: 'the browser', under: 0 };
      const reach = t.contains(active) ? 0 : active.getBoundingClientRect().bottom - t.getBoundingClientRect().top;
      // a control by its name: a checkbox is named by its label, not by its (empty) text
      const name = active.getAttribute('aria-label') ?? (active as HTMLInputElement).labels?.[0]?.textContent ?? active.textContent;
      return { where: `${active.tagName} ${name}`, under: reach };
    });
    if (seen.has(where) || where === 'the browser') break;
    seen.add(where);
    expect(under, `${where} reaches under the toast by px`).toBeLessThanOrEqual(0);
  }
  expect(seen.size).toBeGreaterThan(10);
});

test('the room is given back when the toast goes; the undo stays 10 s and × closes it', async ({ page }) => {
  expect(await roomAtTheEnd(page)).toBe(0);
  await page.getByRole('button', { name: `${TITLES[0]} 삭제` }).click();
  // from here the page's time moves only when the test moves it
  await page.clock.pauseAt(Date.now() + 100);
  const toast = undoToast(page);
  await expect(toast.getByRole('button', { name: '되돌리기' })).toBeVisible();
  const toastHeight = (await toast.boundingBox())?.height ?? 0;
  expect(await roomAtTheEnd(page)).toBeGreaterThan(toastHeight);
  await page.clock.runFor(8_500); // well past 5 s: the undo toast is still there
  await expect(toast.getByRole('button', { name: '되돌리기' })).toBeVisible();
  await page.clock.runFor(2_000); // past its 10 s
  await expect(toast).toHaveCount(0);
  await expect.poll(() => roomAtTheEnd(page)).toBe(0);

  await page.clock.resume();
  await page.getByRole('button', { name: `${TITLES[1]} 삭제` }).click();
  await expect(toast).toHaveCount(1);
  await toast.getByRole('button', { name: '알림 닫기' }).click();
  await expect(toast).toHaveCount(0);
});
