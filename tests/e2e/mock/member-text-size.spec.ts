import { expect, test, type Locator, type Page } from '../support/test.ts';
import { prefer, stubOutside } from '../support/routes.ts';
import { expectNoSidewaysScroll, screenshots, tabTo } from '../support/screens.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { loginAs } from '../support/session.ts';

const rootFontSize = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
const textSize = (page: Page) => page.getByRole('banner').getByRole('group', { name: '글자 크기' });

test('글자 크기 changes the rendered font size, is announced, and survives a reload', async ({ page }) => {
  await page.goto('/login');
  const group = textSize(page);
  await expect(group.getByRole('radio')).toHaveCount(3);
  await expect(group.getByRole('radio', { name: '보통' })).toBeChecked();
  expect(await rootFontSize(page)).toBe('18px');
  const label = page.getByText('아이디', { exact: true });
  const before = await label.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));

  await group.getByRole('radio', { name: '아주 크게' }).check();
  expect(await rootFontSize(page)).toBe('24px');
  expect(await label.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeCloseTo((before * 24) / 18, 1);
  await expect(group.locator('[aria-live="polite"]')).toHaveText('글자 크기를 아주 크게로 바꿨어요.');
  const buttonHeight = (await page.getByRole('button', { name: '로그인', exact: true }).boundingBox())?.height ?? 0;
  expect(buttonHeight).toBeGreaterThanOrEqual(64); // controls grow with the text (3rem)

  await page.reload();
  expect(await rootFontSize(page)).toBe('24px');
  await expect(textSize(page).getByRole('radio', { name: '아주 크게' })).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('textSize'))).toBe('x-large');
});

test('글자 크기 by keyboard: arrow keys move between the sizes', async ({ page }) => {
  await page.goto('/');
  const group = textSize(page);
  await group.getByRole('radio', { name: '보통' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(group.getByRole('radio', { name: '크게', exact: true })).toBeChecked();
  expect(await rootFontSize(page)).toBe('21px');
  await page.keyboard.press('ArrowLeft');
  expect(await rootFontSize(page)).toBe('18px');
});

/**
 * No two of the top bar's parts overlap. On a phone at 아주 크게 the bar is one row (logo, 할 일 추가, 메뉴; decision
 * 0015): those do not overlap, and neither do the parts 메뉴 opens.
 */
async function expectTopBarWithoutOverlap(page: Page) {
  const banner = page.getByRole('banner');
  const menu = banner.getByRole('button', { name: '메뉴' });
  const oneRow = await menu.isVisible();
  if (oneRow) {
    const row = [banner.getByRole('link', { name: '새길 홈으로' }), menu];
    const launcher = banner.getByRole('button', { name: '할 일 추가' });
    if (await launcher.count()) row.push(launcher);
    await expectApart(row);
    await menu.click();
  }
  const parts: Locator[] = [
    banner.getByRole('link', { name: '새길 홈으로' }),
    banner.getByRole('navigation', { name: '주요 메뉴' }),
    textSize(page),
  ];
  const account = banner.getByRole('link', { name: /님$|^로그인$/ });
  if (await account.count()) parts.push(account);
  await expectApart(parts);
  if (oneRow) await menu.click();
}

async function expectApart(parts: Locator[]) {
  const boxes = await Promise.all(parts.map((p) => p.boundingBox()));
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, b] = [boxes[i]!, boxes[j]!];
      const overlap = a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1;
      expect(overlap, `top bar parts ${i} and ${j} overlap`).toBe(false);
    }
  }
}

test.describe('every member screen stays usable at 아주 크게', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('textSize', 'x-large'));
    await prefer(page, 'region/all', 'example=regions');
    await prefer(page, 'member/auth/check-id', 'example=available');
    await stubOutside(page);
  });

  test('/login', async ({ page }) => {
    await page.goto('/login');
    expect(await rootFontSize(page)).toBe('24px');
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await expectTopBarWithoutOverlap(page);
    }
    await expectNoAxeViolations(page);
    await screenshots(page, 'member-xlarge-login');
  });

  test('/signup, both steps, and the region picker', async ({ page }) => {
    await prefer(page, 'member/auth/check-id', 'example=available');
    await page.goto('/signup');
    await screenshots(page, 'member-xlarge-signup-step1');
    await page.getByRole('textbox', { name: '아이디' }).fill('saegil2026');
    await page.getByRole('button', { name: '중복확인' }).click();
    await expect(page.getByText('사용 가능한 아이디입니다')).toBeVisible(); // 다음 waits for the check, as a person would
    await page.getByLabel('비밀번호', { exact: true }).fill('Saegil!2026');
    await page.getByLabel('비밀번호 확인', { exact: true }).fill('Saegil!2026');
    await page.getByRole('button', { name: '다음' }).click();
    await expect(page.getByRole('heading', { level: 2, name: '2단계: 프로필 정보' })).toBeVisible();
    await page.getByRole('button', { name: '가입하기' }).click(); // every message on screen at once
    await expectNoAxeViolations(page);
    await screenshots(page, 'member-xlarge-signup-step2');
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await page.getByRole('button', { name: /거주 지역/ }).click();
      const picker = page.getByRole('dialog', { name: '거주지 선택' });
      await picker.getByRole('radio', { name: '서울특별시' }).check();
      const box = await picker.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `test-results/screenshots/member-xlarge-region-picker-${width}.png` });
      await page.keyboard.press('Escape');
    }
  });

  test('/mypage and its password modal', async ({ page }) => {
    await loginAs(page);
    await prefer(page, 'member/info', 'example=memberInfo', 'GET');
    await page.goto('/mypage');
    await expect(page.getByRole('button', { name: '닉네임 변경' })).toBeVisible();
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await expectTopBarWithoutOverlap(page);
    }
    await expectNoAxeViolations(page);
    await screenshots(page, 'member-xlarge-mypage');
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    const dialog = page.getByRole('dialog', { name: '비밀번호 변경' });
    await dialog.getByLabel('새 비밀번호', { exact: true }).fill('abc');
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await expectNoSidewaysScroll(page);
      const box = await dialog.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `test-results/screenshots/member-xlarge-password-${width}.png` });
    }
  });
});

test('a phone at 아주 크게: the top bar is one row and 메뉴 holds the tabs, 글자 크기 and the account; Enter opens it, Escape closes it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.addInitScript(() => localStorage.setItem('textSize', 'x-large'));
  await loginAs(page);
  await page.goto('/mytodo/list');
  const banner = page.getByRole('banner');
  const menu = banner.getByRole('button', { name: '메뉴' });
  const nav = banner.getByRole('navigation', { name: '주요 메뉴' });
  // the title starts in the top third (it was at y = 687 under tabs 2×2, nickname, 글자 크기 and the 할 일 추가 row)
  const title = page.getByRole('heading', { level: 1, name: '나의 할 일' });
  expect((await title.boundingBox())!.y).toBeLessThan(300);
  await expect(banner.getByRole('button', { name: '할 일 추가' })).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();

  await tabTo(page, menu);
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(textSize(page)).toBeVisible();
  await expect(banner.getByRole('link', { name: '김영희님' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: '직업 정보' })).toBeFocused();
  await expectNoAxeViolations(page, 'header'); // the open menu (the page under it is the every-route suite's)
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
  await expect(nav).toBeHidden();

  // a tap outside closes it; a tab goes to its page with the menu closed
  await menu.click();
  await title.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await nav.getByRole('link', { name: '채용 정보' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '채용 정보' })).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});
