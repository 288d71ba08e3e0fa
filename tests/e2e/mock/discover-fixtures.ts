// Helpers for the discover-* specs: Prism's Prefer header, offline stand-ins for outside images and the video
// player (the test machine has no internet), and screenshots at the two widths.
import { expect, type Page } from '@playwright/test';

const PLACEHOLDER_IMAGE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="240" viewBox="0 0 400 240">' +
  '<rect width="400" height="240" fill="#d9cdf7"/><circle cx="200" cy="105" r="46" fill="#5b2fc9"/>' +
  '<rect x="120" y="165" width="160" height="22" rx="11" fill="#5b2fc9"/></svg>';
const PLAYER_PAGE =
  '<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>유튜브 영상 (테스트용)</title></head>' +
  '<body style="margin:0;display:grid;place-items:center;height:100vh;background:#111;color:#fff;font:20px sans-serif">' +
  '<p>영상 자리</p></body></html>';

/** Answers every request that leaves the machine: images with a placeholder, the player with a tiny page. */
export async function stubOutside(page: Page) {
  await page.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) => {
      const type = route.request().resourceType();
      if (type === 'image') return route.fulfill({ contentType: 'image/svg+xml', body: PLACEHOLDER_IMAGE });
      if (type === 'document') return route.fulfill({ contentType: 'text/html; charset=utf-8', body: PLAYER_PAGE });
      return route.abort();
    },
  );
}

/** Adds a Prism Prefer header (`code=404, dynamic=false`, `example=empty`…) to the calls matching `glob`. */
export async function prefer(page: Page, glob: string, value: string) {
  await page.route(glob, (route) => route.continue({ headers: { ...route.request().headers(), prefer: value } }));
}

/** Screenshots at 1280 and 360 px (full page unless told otherwise), and no sideways scrolling at 360. */
export async function shoot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}) {
  // from the top, so the sticky header is not painted over the middle of a full-page picture
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => document.fonts.ready);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `test-results/screenshots/${name}-1280.png`, fullPage });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `test-results/screenshots/${name}-360.png`, fullPage });
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth), `${name}: sideways scroll at 360px`).toBe(false);
  await page.setViewportSize({ width: 1280, height: 720 });
}

export const TIMESTAMP = '2026-11-22T09:30:00.000Z';
export const envelope = <T>(data: T) => ({ success: true, timestamp: TIMESTAMP, data });
