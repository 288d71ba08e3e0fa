// A toast never hides a control on a 360 px phone at 아주 크게: while it shows, the page makes room for it at its end
// and as scroll padding, so every control can be scrolled or Tabbed clear above it, and the control in focus is moved
// clear when it appears. It stays ≥ 5 s (the undo 10 s) and has its own close button.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { loginAs } from '../support/session.ts';
import { coveredControls } from './every-route-checks.ts';

const undoToast = (page: Page) => page.getByRole('status').filter({ hasText: '할 일을 삭제했어요.' });

/** How far the box of `locator` reaches below the top edge of the toast (0 or less: clear of it). */
const overlap = async (locator: Locator, toast: Locator) => {
  const [box, toastBox] = [await locator.boundingBox(), await toast.boundingBox()];
  return box && toastBox ? box.y + box.height - toastBox.y : Number.NaN;
};

test.beforeEach(async ({ page }) => {
  await loginAs(page);
  await page.addInitScript(() => localStorage.setItem('textSize', 'x-large'));
  // the contract's own examples: a list of to-dos with 삭제 buttons
  await page.route('**/v1/**', (r) => r.continue({ headers: { ...r.request().headers(), prefer: 'dynamic=false' } }));
  await page.setViewportSize({ width: 360, height: 740 });
  // the page's clock stands still: the toast stays as long as the test needs, and its times are measured exactly
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto('/mytodo/list');
  await expect(page.getByRole('heading', { level: 1, name: '나의 할일' })).toBeVisible();
});

test('the undo toast: the focused to-do moves clear of it, every control can be brought clear, Tab never lands under it', async ({
  page,
}) => {
  const deleteButtons = page.getByRole('button', { name: / 삭제$/ });
  expect(await deleteButtons.count()).toBeGreaterThan(1);
  await deleteButtons.first().click();
  const toast = undoToast(page);
  await expect(toast.getByRole('button', { name: '되돌리기' })).toBeVisible();
  const focused = page.locator(':focus');
  await expect(focused).toHaveCount(1);
  expect(await overlap(focused, toast), 'the focused control reaches under the toast by px').toBeLessThanOrEqual(0);
  expect(await coveredControls(page, 'toast')).toEqual([]);

  // at the very end of the page the last control (the footer's mail link) sits above the toast
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const mail = page.getByRole('contentinfo').getByRole('link');
  expect(await overlap(mail, toast), 'the last link reaches under the toast by px').toBeLessThanOrEqual(0);

  // Tab from the top of the page through every control: none is left under the toast
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('link', { name: /새길/ }).first().focus();
  const seen = new Set<string>();
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const where = await focused.evaluate((el) => `${el.tagName} ${el.getAttribute('aria-label') ?? el.textContent}`);
    if (seen.has(where)) break;
    seen.add(where);
    const insideToast = await toast.evaluate((t) => t.contains(document.activeElement));
    if (!insideToast) expect(await overlap(focused, toast), `${where} reaches under the toast by px`).toBeLessThanOrEqual(0);
  }
  expect(seen.size).toBeGreaterThan(10);
});

test('the room is given back when the toast goes; the undo stays 10 s and × closes it', async ({ page }) => {
  const height = () => page.evaluate(() => document.documentElement.scrollHeight);
  const before = await height();
  await page.getByRole('button', { name: / 삭제$/ }).first().click();
  const toast = undoToast(page);
  await expect(toast.getByRole('button', { name: '되돌리기' })).toBeVisible();
  await expect.poll(height).toBeGreaterThan(before);
  await page.clock.runFor(9_999);
  await expect(toast.getByRole('button', { name: '되돌리기' })).toBeVisible();
  await page.clock.runFor(1);
  await expect(toast).toHaveCount(0);
  await expect.poll(height).toBeLessThanOrEqual(before);

  await page.getByRole('button', { name: / 삭제$/ }).first().click();
  await expect(toast).toHaveCount(1);
  await toast.getByRole('button', { name: '알림 닫기' }).click();
  await expect(toast).toHaveCount(0);
});
