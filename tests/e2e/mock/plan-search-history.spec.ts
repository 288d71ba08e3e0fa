// Back and Forward on the two searches (issue 25): filters, sort and page live in the address, an open detail is a
// history entry (a phone's Back closes it), tapping beside it closes it, and another screen and Back bring the same page.
import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { SEARCH_KINDS } from '../support/search-kinds.ts';

for (const kind of SEARCH_KINDS) {
  const { filters, results, cards } = kind.parts;

  test(`issue 25.4, ${kind.path} at 360 px, 보통: Back closes a detail and keeps the search; a tap beside it closes it; another screen and Back, Forward and Back keep page 11`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await kind.answerList(page, 253);
    await page.goto(kind.path);
    await filters(page).getByRole('button', { name: '검색 조건' }).click();
    await filters(page).getByRole('button', { name: '바리스타' }).click();
    await page.getByRole('combobox', { name: '정렬' }).click();
    // the option's own words, read before the tap: the combobox shows them only once the app has drawn the choice
    const option = page.getByRole('option').nth(1);
    const sort = (await option.textContent())!.trim();
    await option.click();
    await expect(page.getByRole('combobox', { name: '정렬' })).toHaveText(new RegExp(sort));
    const pager = page.getByRole('navigation', { name: /페이지$/ });
    await pager.getByRole('button', { name: '다음 페이지 묶음' }).click();
    await expect(cards(page).first()).toContainText('11쪽');
    const search = new URL(page.url()).searchParams;
    expect(Object.fromEntries(search)).toMatchObject({ job: '바리스타', sort, page: '11' });

    const expectSameSearch = async () => {
      await expect(page).toHaveURL((url) => url.pathname === kind.path && url.search === `?${search}`);
      await expect(cards(page).first()).toContainText(kind.firstTitle(11));
      await expect(pager.getByRole('button', { name: /^11 ?쪽$/ })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('combobox', { name: '정렬' })).toHaveText(new RegExp(sort));
      await expect(results(page).getByRole('list', { name: '선택한 조건' })).toContainText('바리스타');
    };

    // a detail is a history entry: Back closes it, the search stays; Forward opens it again
    const title = kind.firstTitle(11);
    const open = cards(page).getByRole('button', { name: title, exact: true });
    await open.click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expectSameSearch();
    await page.goForward();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '닫기' }).click();
    await expect(dialog).toBeHidden();
    await expectSameSearch();

    // a tap on the dimmed page beside the dialog closes it
    await open.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(6, 400);
    await expect(dialog).toBeHidden();
    await expectSameSearch();
    await expect(open).toBeFocused();
    await expectNoAxeViolations(page);

    // another screen, then Back (and Forward, Back again): the same page of the same search
    await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: '직업 정보' }).click();
    await expect(page).toHaveURL(/\/jobfound$/);
    await page.goBack();
    await expectSameSearch();
    await page.goForward();
    await expect(page).toHaveURL(/\/jobfound$/);
    await page.goBack();
    await expectSameSearch();
  });
}
