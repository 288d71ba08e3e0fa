// Helpers for the member-area specs: Prism error states by Prefer header, hand-made answers for states Prism cannot
// produce (success=false, a URL-less upload, a dropped connection), and screenshots at 1280 and 360 px.
import { expect, type Page } from '@playwright/test';

export const TIMESTAMP = '2026-11-22T09:30:00.000Z';

/** Prism answers the matching call with the status (and named example) asked for. */
export async function prefer(page: Page, path: string, prefer: string, method?: string) {
  await page.route(`**/v1/${path}*`, (route) => {
    if (method && route.request().method() !== method) return route.fallback();
    return route.continue({ headers: { ...route.request().headers(), prefer } });
  });
}

/** Answers the call ourselves (for answers the contract does not describe, such as success=false). */
export async function answer(page: Page, path: string, status: number, body: unknown, method?: string) {
  await page.route(`**/v1/${path}*`, (route) => {
    if (method && route.request().method() !== method) return route.fallback();
    return route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  });
}

/** The connection drops: the request itself fails. */
export async function dropConnection(page: Page, path: string, method?: string) {
  await page.route(`**/v1/${path}*`, (route) => {
    if (method && route.request().method() !== method) return route.fallback();
    return route.abort('connectionfailed');
  });
}

/** Prism's faker image URLs point to the internet; the test machine is offline, so serve a small local picture. */
export async function serveExternalImages(page: Page) {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAEhgHAhDdLmQAAAABJRU5ErkJggg==',
    'base64',
  );
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: png }),
  );
}

/** The page never scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

/** Full-page screenshots at 1280 and 360 px into test-results/screenshots, checking for sideways scroll at each. */
export async function screenshots(page: Page, name: string) {
  const original = page.viewportSize();
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await page.evaluate(() => document.fonts.ready);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

export const errorBody = (statusCode: number, code: string, message: string) => ({
  success: false,
  timestamp: TIMESTAMP,
  statusCode,
  code,
  message,
});
