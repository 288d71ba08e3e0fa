import { expect, test, type Page } from '../support/test.ts';
import { topBarProfile } from '../support/member-forms.ts';
import { freshMember, logInThroughUi, signUpThroughApi } from '../support/members.ts';
import { expectNoSidewaysScroll, tabTo } from '../support/screens.ts';

const rootFontSize = (page: Page) =>
  page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
const fontSizeOf = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).first().evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
const textSize = (page: Page) => page.getByRole('banner').getByRole('group', { name: '글자 크기' });

test('글자 크기 changes the rendered font size and survives a reload, on the live app', async ({ page }) => {
  await page.goto('/login');
  const group = textSize(page);
  await expect(group.getByRole('radio', { name: '보통' })).toBeChecked();
  expect(await rootFontSize(page)).toBe(18);
  const label = await fontSizeOf(page, '아이디');
  const heading = await page.getByRole('heading', { level: 1 }).evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  const button = (await page.getByRole('button', { name: '로그인', exact: true }).boundingBox())!.height;

  await group.getByRole('radio', { name: '아주 크게' }).check();
  await expect.poll(() => rootFontSize(page)).toBe(24);
  expect(await fontSizeOf(page, '아이디')).toBeCloseTo((label * 24) / 18, 1);
  expect(await page.getByRole('heading', { level: 1 }).evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeCloseTo(
    (heading * 24) / 18,
    1,
  );
  expect((await page.getByRole('button', { name: '로그인', exact: true }).boundingBox())!.height).toBeGreaterThan(button);
  await expect(group.getByText('글자 크기를 아주 크게로 바꿨어요.')).toBeAttached();
  await expectNoSidewaysScroll(page);

  await page.reload();
  expect(await rootFontSize(page)).toBe(24);
  await expect(textSize(page).getByRole('radio', { name: '아주 크게' })).toBeChecked();
  expect(await fontSizeOf(page, '아이디')).toBeCloseTo((label * 24) / 18, 1);

  // by keyboard: the sizes are a radio group, arrows move between them
  await tabTo(page, textSize(page).getByRole('radio', { name: '아주 크게' }));
  await page.keyboard.press('ArrowLeft');
  await expect(textSize(page).getByRole('radio', { name: '크게', exact: true })).toBeChecked();
  await expect.poll(() => rootFontSize(page)).toBe(21);
  await page.reload();
  expect(await rootFontSize(page)).toBe(21);
});

test('at 아주 크게 a member’s /mypage has no sideways scroll at 1280 and 360 px', async ({ page }) => {
  const member = freshMember('t');
  await signUpThroughApi(page.request, member);
  await page.addInitScript(() => localStorage.setItem('textSize', 'x-large'));
  await logInThroughUi(page, member.loginId, member.password);
  await expect(topBarProfile(page)).toHaveAccessibleName(`${member.nickName}님`);
  await topBarProfile(page).click();
  await expect(page.getByRole('button', { name: '닉네임 변경' })).toBeVisible();
  expect(await rootFontSize(page)).toBe(24);
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `test-results/screenshots/live-member-xlarge-mypage-${width}.png`, fullPage: true });
  }
});
