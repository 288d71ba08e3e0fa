import { expect, type Page } from '@playwright/test';

declare global {
  interface Window {
    shownToasts?: string[];
  }
}

/**
 * A toast lasts a few seconds (toast-duration.ts): on a busy machine it can come and go between two polls of `toBeVisible`.
 * This records the text of every toast the page puts into its live regions, from the first paint of each document,
 * so a test can check that one was shown without racing its timer. Call it before the page loads.
 */
export async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const shown: string[] = (window.shownToasts = []);
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes)
          if (node instanceof HTMLElement && node.parentElement?.matches('[role="status"], [role="alert"]'))
            shown.push(node.textContent ?? '');
    }).observe(document, { childList: true, subtree: true });
  });
}

/** A toast containing `text` has been shown since the current document loaded (needs `recordToasts`). */
export async function expectToastShown(page: Page, text: string) {
  expect(await page.evaluate(() => Array.isArray(window.shownToasts)), 'recordToasts(page) before the page loads').toBe(true);
  await expect.poll(() => page.evaluate(() => window.shownToasts)).toContainEqual(expect.stringContaining(text));
}
