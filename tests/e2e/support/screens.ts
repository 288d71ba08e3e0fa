// Looking at the screen: screenshots into test-results/screenshots (taken on purpose, kept with the run), sideways
// scroll, images that really loaded, and reaching a control by keyboard only.
import { expect, type Locator, type Page } from '@playwright/test';

/** The page never scrolls sideways at the current width. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

/** One screenshot, `<name>.png`, at the current width; a full page is taken from the top (the sticky bar stays put). */
export async function shot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}) {
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage });
}

/**
 * Screenshots at 1280 and 360 px (`<name>-1280.png`, `<name>-360.png`), with no sideways scroll at either width: the
 * full page, or only the viewport while a dialog is open (a fixed dialog and its backdrop belong to the viewport).
 */
export async function screenshots(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}) {
  const original = page.viewportSize();
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await page.evaluate(() => document.fonts.ready);
    await expectNoSidewaysScroll(page);
    await shot(page, `${name}-${width}`, { fullPage });
  }
  if (original) await page.setViewportSize(original);
}

/** Every `<img>` matching `selector` has loaded real pixels (not a broken image). */
export async function expectImagesLoaded(page: Page, selector: string, count: number) {
  const images = page.locator(selector);
  await expect(images).toHaveCount(count);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
}

/** Presses Tab (or Shift+Tab) until `target` has focus: the keyboard-only way to reach a control. */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 60 } = {}) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement, null, { timeout: 2_000 }).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`could not reach ${target.toString()} with ${backwards ? 'Shift+Tab' : 'Tab'}`);
}

/**
 * Scrolls to the page's end and back to the top, as a reader passing by would: a section that loads as the reader nears
 * it (가까운 도움 받기, src/features/help-kit/NearbyHelp.tsx) starts to load, and what it brings then comes in while the
 * top of the page is in view.
 */
export async function passBy(page: Page, section: Locator) {
  // again until it comes: the page may still be growing as its own content arrives
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(section).toBeAttached({ timeout: 1_000 });
  }).toPass();
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Two animation frames: whatever a click set going (renders, effects, the requests they send) has started. */
export const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** An in-app navigation to `path` with `state` in history (as a link or the app itself would make it), no reload. */
export const navigateInApp = (page: Page, path: string, state: unknown = null) =>
  page.evaluate(
    ([to, usr]) => {
      window.history.pushState({ usr, key: 'e2e', idx: 1 }, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
    [path, state] as const,
  );

/**
 * How many lines an element's visible text takes (text hidden for screen readers only is left out): the middles of
 * the text's boxes, one line per group lying within half a line of each other.
 */
export const lineCount = (target: Locator) =>
  target.evaluate((element) => {
    const boxes: DOMRect[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || (node.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      boxes.push(...[...range.getClientRects()].filter((box) => box.width > 0));
    }
    const middles = boxes.map((box) => ({ y: box.top + box.height / 2, half: box.height / 2 })).sort((a, b) => a.y - b.y);
    return middles.filter((m, i) => i === 0 || m.y - middles[i - 1]!.y > m.half).length;
  });
