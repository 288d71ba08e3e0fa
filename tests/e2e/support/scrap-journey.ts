// The live search-to-scraps journeys (plan-recruit-scraps, plan-training-scraps): a search opened, sorted and
// filtered by region as a member does it, and the scrap page reached through the menus.
import { expect, type Locator, type Page } from '@playwright/test';
import { cityAndDistrict } from './live-data.ts';

export const CITY = '서울특별시';

export const filters = (page: Page) => page.getByRole('region', { name: '검색 조건' });
export const scrapCards = (page: Page) => page.getByRole('main').getByRole('article');
export const scrapTitles = (page: Page) => scrapCards(page).getByRole('heading', { level: 3 });

export async function chooseSort(page: Page, option: string) {
  await page.getByRole('combobox', { name: '정렬' }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('combobox', { name: '정렬' })).toHaveText(new RegExp(option));
}

export const mainMenu = (page: Page) => page.getByRole('navigation', { name: '주요 메뉴' });

/** To the scrap page the way a member goes: 나의 할 일 in the top bar, then 스크랩 in the side menu. */
export async function openScrapsFromMenu(page: Page) {
  await mainMenu(page).getByRole('link', { name: '나의 할 일' }).click();
  await expect(page).toHaveURL(/\/mytodo\/list$/);
  await page.getByRole('navigation', { name: '나의 할 일 메뉴' }).getByRole('link', { name: '스크랩' }).click();
  await expect(page).toHaveURL(/\/mytodo\/scrap\/job$/);
}

/** The scrap page's region picker: the city, then the district (the picker closes on the district). */
export async function filterScrapsByRegion(page: Page, place: string) {
  const { city, district } = cityAndDistrict(place);
  await page.getByRole('button', { name: '지역 선택' }).click();
  const picker = page.getByRole('dialog', { name: '거주지 선택' });
  await picker.getByRole('radio', { name: city, exact: true }).check();
  await picker.getByRole('button', { name: district, exact: true }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByRole('button', { name: `${city} ${district}`, exact: true })).toBeVisible();
}

/** A member's search page (`path`, its `heading`), opened with the first results shown; its results and their cards. */
export async function openSearch(page: Page, path: string, heading: string, name: RegExp) {
  const results = page.getByRole('region', { name });
  const cards = results.getByRole('article');
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(cards.first()).toBeVisible();
  return { results, cards };
}


/**
 * The scrap cards' titles, in order. The reference server's postings and courses are its seed's examples: a title is
 * plain text (only an imported item's title links out), the way out is the card's labelled search link.
 */
export const expectScrapTitles = (page: Page, ...titles: string[]) => expect(scrapTitles(page)).toHaveText(titles);

/**
 * Two scraps sorted 오래된 순 (`first` scrapped first), filtered by `first`'s region (`whileFiltered` looks then),
 * and the region lifted again.
 */
export async function sortAndFilterScraps(page: Page, first: string, second: string, place: string, whileFiltered?: () => Promise<void>) {
  await chooseSort(page, '오래된 순');
  await expectScrapTitles(page, first, second);
  await filterScrapsByRegion(page, place);
  await expectScrapTitles(page, first);
  await whileFiltered?.();
  await page.getByRole('button', { name: '지역 해제' }).click();
  await expect(page.getByRole('button', { name: '지역 선택' })).toBeVisible();
  await expectScrapTitles(page, first, second);
}

/** Back in the search through the main menu (`tab`), same city and `sort`: the hearts show what is still scrapped. */
export async function expectHeartsInSearch(page: Page, tab: string, sort: string, scrapped: string, removedHeart: Locator) {
  await mainMenu(page).getByRole('link', { name: tab }).click();
  await filters(page).getByRole('button', { name: CITY, exact: true }).click();
  await chooseSort(page, sort);
  await expect(page.getByRole('button', { name: `${scrapped} 스크랩`, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(removedHeart).toHaveAttribute('aria-pressed', 'false');
}

/** A search result's detail dialog, opened from its title; the button that opened it (focus returns there). */
export async function openDetail(page: Page, results: Locator, title: string) {
  const opener = results.getByRole('button', { name: title, exact: true });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return { opener, dialog };
}
