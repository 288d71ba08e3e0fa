// The recovery code a screen shows once (sign-up, a reset, /mypage; issue 27): read it as a member would, and go on.
import { expect, type Page } from '@playwright/test';
import { tabTo } from './screens.ts';

export const CODE_PATTERN = /^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){4}$/;
export const KEPT_BUTTON = '보관했어요. 로그인하러 가기';

/** The code on screen: its text reads 'K7PQ-3MXW-…' (the dashes are there for copying and screen readers). */
export const shownCode = (page: Page) => page.getByText(CODE_PATTERN);

/** The code step after sign-up or a reset: its heading has focus; returns the code and presses 보관했어요. */
export async function keepRecoveryCode(page: Page, { keyboard = false } = {}): Promise<string> {
  await expect(page.getByRole('heading', { level: 2, name: /복구 코드를 보관해주세요/ })).toBeFocused();
  await expect(page.getByText('이 코드는 지금 한 번만 보여드려요.', { exact: false })).toBeVisible();
  const code = (await shownCode(page).textContent()) ?? '';
  expect(code).toMatch(CODE_PATTERN);
  const kept = page.getByRole('button', { name: KEPT_BUTTON });
  if (keyboard) {
    await tabTo(page, kept);
    await page.keyboard.press('Enter');
  } else await kept.click();
  return code;
}
