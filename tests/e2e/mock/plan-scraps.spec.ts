// /mytodo/scrap/job: the scrapped postings, their sort, region filter, pages and removal.
import { expect, test, type Page } from '../support/test.ts';
import { scrapPage, scrappedRecruit } from '../support/plan-bodies.ts';
import { answer, prefer, queryOf } from '../support/routes.ts';
import { shot } from '../support/screens.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { loginAs } from '../support/session.ts';

const JOBS = '**/v1/scrap/recruit/list*';
const grid = (page: Page) => page.getByRole('main').getByRole('article');

test.beforeEach(async ({ page }) => loginAs(page));

test('/mytodo/scrap/job: heading, tabs, side menu, default sort and no region; a 3-column grid (one column at 360 px)', async ({ page }) => {
  const first = page.waitForRequest((r) => r.url().includes('/v1/scrap/recruit/list'));
  await answer(page, JOBS, scrapPage([scrappedRecruit(0), scrappedRecruit(2), scrappedRecruit(5), scrappedRecruit(7)]));
  await page.goto('/mytodo/scrap/job');
  expect(queryOf(await first)).toEqual({ pageNum: '0', sortBy: '최신 순' });
  await expect(page.getByRole('heading', { level: 1, name: '스크랩한 공고' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: '스크랩 종류' });
  await expect(tabs.getByRole('link', { name: '채용 정보' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: '학원 정보' })).toHaveAttribute('href', '/mytodo/scrap/edu');
  await expect(page.getByRole('navigation', { name: '나의 할 일 메뉴' }).getByRole('link', { name: '스크랩' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('combobox', { name: '정렬' })).toHaveText(/최신 순/);
  await expect(page.getByRole('button', { name: '지역 선택' })).toBeVisible();

  await expect(grid(page)).toHaveCount(4);
  const card = grid(page).first();
  for (const text of ['D-day', '행복요양센터 0호점', '서울특별시 종로구', '경력무관', '정규직', '마감일 2026-12-06']) await expect(card).toContainText(text);
  await expect(grid(page).nth(1)).toContainText('D-2');
  const out = card.getByRole('link', { name: /스크랩한 요양보호사 공고 0.*새 창에서 열림/ });
  await expect(out).toHaveAttribute('target', '_blank');
  const tops = await grid(page).evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().top)));
  expect(tops[0]).toBe(tops[1]);
  expect(tops[1]).toBe(tops[2]);
  expect(tops[3]).toBeGreaterThan(tops[0]!);
  await expectNoAxeViolations(page);
  await shot(page, 'plan-scrap-job-1280');

  await page.setViewportSize({ width: 360, height: 800 });
  const lefts = await grid(page).evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().left)));
  expect(new Set(lefts).size).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  await shot(page, 'plan-scrap-job-360');
  await expectNoAxeViolations(page);
});

test('an empty page under a region filter says the filter hides them (not "none yet") and lifts it', async ({ page }) => {
  await answer(page, JOBS, (r) =>
    queryOf(r).locName ? scrapPage([], { totalElements: 0 }) : scrapPage([scrappedRecruit(1, { title: '종로 요양원 요양보호사' })]),
  );
  await prefer(page, '**/v1/region/all*', 'example=regions');
  await page.goto('/mytodo/scrap/job');
  await expect(grid(page)).toHaveCount(1);
  await page.getByRole('button', { name: '지역 선택' }).click();
  const picker = page.getByRole('dialog', { name: '거주지 선택' });
  await picker.getByRole('searchbox', { name: '구·군 이름으로 찾기' }).fill('해운대');
  await picker.getByRole('button', { name: '부산광역시 해운대구' }).click();
  await expect(page.getByText('부산광역시 해운대구의 스크랩한 채용 정보는 없어요. 지역 해제를 누르면 모든 지역의 스크랩이 보여요.')).toBeVisible();
  await expect(page.getByText('스크랩한 채용 정보가 아직 없어요!')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: '지역 해제하고 모두 보기' }).click();
  await expect(grid(page)).toHaveCount(1);
  await expect(page.getByRole('button', { name: '지역 선택' })).toBeVisible();
});

test('sort 오래된 순, a region from the region picker (and clearing it), pages 0-based on the wire and 1-based on screen', async ({ page }) => {
  const asked: Record<string, string>[] = [];
  page.on('request', (r) => r.url().includes('/v1/scrap/recruit/list') && asked.push(queryOf(r)));
  await answer(page, JOBS, (r) => {
    const number = Number(queryOf(r).pageNum);
    return scrapPage([scrappedRecruit(number + 1, { title: `${number + 1}쪽 스크랩` })], { totalElements: 20, number });
  });
  await page.goto('/mytodo/scrap/job');
  await page.getByRole('combobox', { name: '정렬' }).click();
  await page.getByRole('option', { name: '오래된 순' }).click();
  await expect.poll(() => asked.at(-1)).toEqual({ pageNum: '0', sortBy: '오래된 순' });

  await page.getByRole('button', { name: '지역 선택' }).click();
  const picker = page.getByRole('dialog', { name: '거주지 선택' });
  await expect(picker).toBeVisible();
  const district = picker.getByRole('region', { name: /시·군·구/ }).getByRole('button').first();
  await expect(district).toBeVisible();
  await expectNoAxeViolations(page);
  await district.click();
  await expect(picker).toBeHidden();
  await expect.poll(() => asked.at(-1)?.locName ?? '').toMatch(/^(서울특별시|부산광역시|인천광역시|대구광역시|광주광역시|대전광역시|울산광역시) /);
  const regionName = asked.at(-1)!.locName!;
  await expect(page.getByRole('button', { name: regionName })).toBeVisible();

  const pager = page.getByRole('navigation', { name: '스크랩 페이지' });
  await expect(pager.getByRole('button', { name: /^\d+ ?쪽$/ })).toHaveCount(3); // 20 scraps, 9 a page
  await pager.getByRole('button', { name: /^2 ?쪽$/ }).click();
  await expect.poll(() => asked.at(-1)).toEqual({ pageNum: '1', sortBy: '오래된 순', locName: regionName });
  await expect(grid(page).first()).toContainText('2쪽 스크랩');
  await expect(pager.getByRole('button', { name: /^2 ?쪽$/ })).toHaveAttribute('aria-current', 'page');

  // clearing the region: back to page 1 without a region (answered from the 5-minute cache)
  await page.getByRole('button', { name: '지역 해제' }).click();
  await expect(page.getByRole('button', { name: '지역 선택' })).toBeVisible();
  await expect(pager.getByRole('button', { name: /^1 ?쪽$/ })).toHaveAttribute('aria-current', 'page');
  await expect(grid(page).first()).toContainText('1쪽 스크랩');
  expect(asked.filter((q) => !('locName' in q) && q.pageNum === '0' && q.sortBy === '오래된 순')).toHaveLength(1);
});

test("removing asks '스크랩을 삭제하시겠습니까?', disables that card's button while deleting, then refetches", async ({ page }) => {
  await answer(page, JOBS, scrapPage([scrappedRecruit(1), scrappedRecruit(2)]));
  await page.goto('/mytodo/scrap/job');
  const remove = page.getByRole('button', { name: '스크랩한 요양보호사 공고 1 스크랩 삭제' });

  await remove.click();
  const confirm = page.getByRole('alertdialog', { name: '스크랩을 삭제하시겠습니까?' });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'plan-scrap-confirm-1280', { fullPage: false });
  await confirm.getByRole('button', { name: '취소' }).click();
  await expect(confirm).toBeHidden();

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/v1/scrap/recruit/49123451', async (route) => {
    await held;
    await route.continue();
  });
  const deleted = page.waitForRequest((r) => r.method() === 'DELETE');
  await remove.click();
  await confirm.getByRole('button', { name: '삭제' }).click();
  expect((await deleted).postDataJSON()).toEqual({ recruitId: '49123451' });
  await expect(remove).toBeDisabled();
  await expect(page.getByRole('button', { name: '스크랩한 요양보호사 공고 2 스크랩 삭제' })).toBeEnabled();
  const refetched = page.waitForRequest((r) => r.method() === 'GET' && r.url().includes('/v1/scrap/recruit/list'));
  release();
  await refetched;
  await expect(remove).toBeEnabled();
});

test("a failed removal says '스크랩 삭제에 실패했습니다. 다시 시도해주세요.'", async ({ page }) => {
  await answer(page, JOBS, scrapPage([scrappedRecruit(1)]));
  await prefer(page, '**/v1/scrap/recruit/49123451', 'code=500, dynamic=false', 'DELETE');
  await page.goto('/mytodo/scrap/job');
  await page.getByRole('button', { name: '스크랩한 요양보호사 공고 1 스크랩 삭제' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '삭제' }).click();
  const alert = page.getByRole('alertdialog', { name: '알림' });
  await expect(alert).toContainText('스크랩 삭제에 실패했습니다. 다시 시도해주세요.');
  await expectNoAxeViolations(page);
});
