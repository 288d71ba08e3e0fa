// Issue 25.12 on a 360 px phone at 보통: one wording for the days (꿈꾼 지 N일째, the spec's "days dreaming"), 할 일
// spelled one way (decision 0019), and no focus ring after a mouse click where the app moves focus itself.
import { expect, test, type Page } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { scrapPage, scrappedRecruit, scrappedTraining } from '../support/plan-bodies.ts';
import { answer, preferEach } from '../support/routes.ts';
import { shot } from '../support/screens.ts';
import { loginAs } from '../support/session.ts';

test.use({ noInternet: true });
test.beforeEach(({ page }) => page.setViewportSize({ width: 360, height: 800 }));

/** Every text the page shows or names (text, placeholders, accessible labels) that spells 할일 without its space. */
const joinedSpellings = (page: Page) =>
  page.evaluate(() => {
    const texts = [document.body.innerText, document.title];
    for (const el of document.querySelectorAll('[placeholder], [aria-label], [title]'))
      texts.push(el.getAttribute('placeholder') ?? '', el.getAttribute('aria-label') ?? '', el.getAttribute('title') ?? '');
    return texts.flatMap((text) => text.match(/\S*할일\S*/g) ?? []);
  });

test('home: the member’s own days and every dreamer’s days read 꿈꾼 지 N일째', async ({ page }) => {
  await loginAs(page, '김영희');
  await preferEach(page, { '**/v1/my-dream/todo': 'example=withTodos', '**/v1/todo/other': 'example=sameJob' });
  await page.goto('/');
  await expect(page.getByRole('region', { name: '김영희님의 꿈' })).toContainText('꿈꾼 지 24일째');
  const dreamer = page.getByRole('region', { name: '나와 같은 꿈을 꾸는 드리머' }).getByRole('article').first();
  await expect(dreamer.getByRole('term').filter({ hasText: '꿈꾼 지' })).toHaveCount(1);
  await expect(page.getByText('준비한 지')).toHaveCount(0);
  expect(await joinedSpellings(page)).toEqual([]);
});

test('/mytodo/add: 할 일 spelled one way in the tab, side menu, heading, label, placeholder and the blank-title rule', async ({ page }) => {
  await loginAs(page);
  await page.goto('/mytodo/add/12');
  const title = page.getByRole('textbox', { name: '할 일 제목' });
  await expect(title).toHaveAttribute('placeholder', '할 일을 입력해주세요');
  await title.fill(' ');
  await expect(page.getByText('할 일 제목을 입력해주세요.')).toBeVisible();
  expect(await joinedSpellings(page)).toEqual([]);
});

/** The focused element and whether it (or its ::after, the cards' ring) shows the focus ring's blue. */
const focusRing = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const shadows = [getComputedStyle(el).boxShadow, getComputedStyle(el, '::after').boxShadow];
    return { focused: `${el.tagName.toLowerCase()} ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}`, ring: shadows.some((s) => s.includes('rgb(26, 86, 219)')) };
  });

test('스크랩한 공고: no focus ring after mouse clicks where the app moves focus; the keyboard brings it back', async ({ page }) => {
  await loginAs(page);
  await answer(page, '**/v1/scrap/recruit/list*', scrapPage([scrappedRecruit(1), scrappedRecruit(2)]));
  await answer(page, '**/v1/scrap/training/list*', scrapPage([scrappedTraining(1)]));
  await page.goto('/mytodo/scrap/job');
  const heading = page.getByRole('heading', { level: 1, name: '스크랩한 공고' });
  const tabs = page.getByRole('navigation', { name: '스크랩 종류' });

  // a tab clicked: the new page's heading takes focus, without a ring
  await tabs.getByRole('link', { name: '학원 정보' }).click();
  await expect(heading).toBeFocused();
  expect(await focusRing(page)).toEqual({ focused: 'h1 스크랩한 공고', ring: false });
  await tabs.getByRole('link', { name: '채용 정보' }).click();
  await expect(heading).toBeFocused();
  expect((await focusRing(page)).ring).toBe(false);

  // a removal asked and cancelled by mouse: focus goes back to the card's button, without a ring
  const remove = page.getByRole('button', { name: '스크랩한 요양보호사 공고 1 스크랩 삭제' });
  await remove.click();
  await page.getByRole('alertdialog').getByRole('button', { name: '취소' }).click();
  await expect(remove).toBeFocused();
  expect((await focusRing(page)).ring).toBe(false);
  await shot(page, 'words-focus-scrap-after-click-360', { fullPage: false });

  // the keyboard: the ring shows again
  await page.keyboard.press('Tab');
  expect((await focusRing(page)).ring).toBe(true);
  await expectNoAxeViolations(page);
});
