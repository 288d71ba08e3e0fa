import { expect, test } from '../support/test.ts';
import { course, scrapChecked, trainingList } from '../support/plan-bodies.ts';
import { answer, prefer, queryOf } from '../support/routes.ts';
import { shot } from '../support/screens.ts';
import { expectFirstCard, expectScrapFailures, searchParts } from '../support/search-page.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { loginAs } from '../support/session.ts';

const LIST = '**/v1/training/list*';
const { results, filters, cards, tags } = searchParts(/교육 과정/);

test('lists courses: title, institution, address, fee, dates and duration, round; headcount hidden when zero', async ({ page }) => {
  await answer(page, LIST, trainingList([course(1), course(2, { yardMan: 0 })]));
  await expectFirstCard(page, '/learning', '학원 정보', cards(page), 2, '요양보호사 자격 취득 과정 1', ['종로요양보호사교육원 1', '서울특별시 종로구 종로 1', '수강료 350,000원', '2026-12-01 ~ 2027-02-26', '(3개월)', '1회차', '정원 20명']);
  await expect(cards(page).nth(1)).not.toContainText('정원');
  await expect(results(page)).toContainText('총 2건');
  await shot(page, 'plan-learning-1280');
});

test('phones at 아주 크게: a course’s dates stay whole, never broken at a hyphen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.addInitScript(() => localStorage.setItem('textSize', 'x-large'));
  await answer(page, LIST, trainingList([course(1, { traStartDate: '2026-11-27', traEndDate: '2027-01-21' })]));
  await page.goto('/learning');
  // where the line breaks depends on the phone's width: every width from 320 to 420 px
  for (let width = 320; width <= 420; width += 4) {
    await page.setViewportSize({ width, height: 800 });
    for (const date of ['2026-11-27', '2027-01-21']) {
      const text = cards(page).first().getByText(date, { exact: true });
      expect(await text.evaluate((el) => el.getClientRects().length), `${date} at ${width} px`).toBe(1);
    }
  }
});

test('360 px: filters start folded, one column, no sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await answer(page, LIST, trainingList([course(1), course(2, { yardMan: 0 })]));
  await page.goto('/learning');
  await expect(cards(page)).toHaveCount(2);
  const toggle = filters(page).getByRole('button', { name: '검색 조건' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await shot(page, 'plan-learning-360');
  await toggle.click();
  await expect(filters(page).getByRole('radio', { name: '전체' })).toBeChecked();
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
});

test('issue 25.3, 360 px: 전체 is the chosen 수업 방식 at first; 바리스타 in 부산 asks for every kind, each card says its own', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const asked: Record<string, string>[] = [];
  page.on('request', (r) => r.url().includes('/v1/training/list') && asked.push(queryOf(r)));
  const theory = course(1, { title: '커피학 이론과 바리스타 필기 대비', type: '이론 위주' });
  const practice = course(2, { title: '바리스타 2급 실기 실습 과정', type: '실습 위주' });
  await answer(page, LIST, trainingList([theory, practice]));
  await page.goto('/learning');
  await filters(page).getByRole('button', { name: '검색 조건' }).click();
  const types = filters(page).getByRole('group', { name: '수업 방식' }).getByRole('radio');
  expect(await types.evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).value))).toEqual(['전체', '이론 위주', '실습 위주']);
  await expect(filters(page).getByRole('radio', { name: '전체' })).toBeChecked();
  await filters(page).getByRole('button', { name: '바리스타' }).click();
  await filters(page).getByRole('button', { name: '부산광역시' }).click();
  await expect.poll(() => asked.at(-1)).toEqual({ pageNum: '0', pageSize: '10', sortBy: '개강 빠른순', jobName: '바리스타', regionName: '부산광역시' });
  await expect(cards(page).nth(0)).toContainText('이론 위주');
  await expect(cards(page).nth(1)).toContainText('실습 위주');
  await expect(tags(page).getByRole('listitem')).toHaveText([/^바리스타/, /^부산광역시 전체/]);
  await cards(page).getByRole('button', { name: practice.title, exact: true }).click();
  await expect(page.getByRole('dialog', { name: practice.title })).toContainText('수업 방식실습 위주');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await shot(page, 'plan-learning-all-types-360');
});

test('filters: defaults, type, job (same again clears), region, sort, pages = scn_cnt / pageSize', async ({ page }) => {
  const asked: Record<string, string>[] = [];
  page.on('request', (r) => r.url().includes('/v1/training/list') && asked.push(queryOf(r)));
  await answer(page, LIST, (r) => {
    const q = queryOf(r);
    return trainingList([course(1, { title: `${Number(q.pageNum) + 1}쪽 과정` })], 101, Number(q.pageNum));
  });
  await page.goto('/learning');
  await expect(cards(page)).toHaveCount(1);
  expect(asked[0]).toEqual({ pageNum: '0', pageSize: '10', sortBy: '개강 빠른순' });

  // the choice goes through the address, so the radio is checked after the navigation: click, then wait for it
  await filters(page).getByRole('radio', { name: '실습 위주' }).click();
  await expect(filters(page).getByRole('radio', { name: '실습 위주' })).toBeChecked();
  await expect.poll(() => asked.at(-1)?.type).toBe('실습 위주');
  await expect(tags(page)).toContainText('실습 위주');

  await filters(page).getByRole('button', { name: '바리스타' }).click();
  await expect.poll(() => asked.at(-1)?.jobName).toBe('바리스타');
  await filters(page).getByRole('button', { name: '바리스타' }).click();
  await expect(filters(page).getByRole('button', { name: '바리스타', pressed: false })).toBeVisible();

  await filters(page).getByRole('button', { name: '대구광역시' }).click();
  await expect.poll(() => asked.at(-1)?.regionName).toBe('대구광역시');
  expect(asked.at(-1)).not.toHaveProperty('jobName');

  await page.getByRole('combobox', { name: '정렬' }).click();
  await page.getByRole('option', { name: '개강 늦은순' }).click();
  await expect.poll(() => asked.at(-1)?.sortBy).toBe('개강 늦은순');

  const pager = page.getByRole('navigation', { name: '교육 과정 페이지' });
  await expect(pager.getByRole('button', { name: /^\d+ ?쪽$/ })).toHaveCount(10); // 101 / 10 → 11 pages
  await pager.getByRole('button', { name: '다음 페이지 묶음' }).click();
  await expect.poll(() => asked.at(-1)?.pageNum).toBe('10');
  await expect(pager.getByRole('button', { name: /^11 ?쪽$/ })).toHaveAttribute('aria-current', 'page');
  await expect(cards(page).first()).toContainText('11쪽 과정');

  await results(page).getByRole('button', { name: '초기화' }).click();
  await expect(filters(page).getByRole('radio', { name: '전체' })).toBeChecked();
  await expect(tags(page)).toHaveCount(0);
});

test('detail modal: facts, link out in a new tab, headcount hidden when zero; axe', async ({ page }) => {
  await answer(page, LIST, trainingList([course(4, { yardMan: 0 })]));
  await page.goto('/learning');
  await cards(page).getByRole('button', { name: '요양보호사 자격 취득 과정 4', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '요양보호사 자격 취득 과정 4' });
  for (const text of ['종로요양보호사교육원 4', '서울특별시 종로구 종로 4', '2026-12-01 ~ 2027-02-26 (3개월)', '4회차', '350,000원'])
    await expect(dialog).toContainText(text);
  await expect(dialog.getByText('정원')).toHaveCount(0);
  const out = dialog.getByRole('link', { name: /고용24에서 보기.*새 창에서 열림/ });
  await expect(out).toHaveAttribute('target', '_blank');
  await expect(out).toHaveAttribute('href', /work24\.go\.kr/);
  await expect(dialog.getByRole('button', { name: '스크랩' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await shot(page, 'plan-learning-detail-1280', { fullPage: false });
});

test.describe('logged in', () => {
  test.beforeEach(async ({ page }) => loginAs(page));

  test('hearts: check by trprId, scrap sends the dates with slashes and the search type; unscrap deletes', async ({ page }) => {
    await answer(page, LIST, trainingList([course(1), course(2)]));
    const check = page.waitForRequest((r) => r.url().includes('/v1/scrap/checked'));
    await answer(page, '**/v1/scrap/checked*', scrapChecked([false, true]));
    await page.goto('/learning');
    expect(queryOf(await check)).toEqual({ category: 'TRAINING', idList: 'AIG20240000412341,AIG20240000412342' });
    const heart = (n: number) => page.getByRole('button', { name: `요양보호사 자격 취득 과정 ${n} 스크랩` });
    await expect(heart(2)).toHaveAttribute('aria-pressed', 'true');

    const created = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/v1/scrap/training'));
    await heart(1).click();
    const request = await created;
    expect(queryOf(request)).toEqual({ type: '이론 위주' });
    expect(request.postDataJSON()).toEqual({
      trprId: 'AIG20240000412341',
      trprDegr: '1',
      trainstCstId: '500020054321',
      traStartDate: '2026/12/01',
      traEndDate: '2027/02/26',
    });
    await expect(heart(1)).toHaveAttribute('aria-pressed', 'true');

    const deleted = page.waitForRequest((r) => r.method() === 'DELETE' && r.url().endsWith('/v1/scrap/training/AIG20240000412342'));
    await heart(2).click();
    expect((await deleted).postDataJSON()).toEqual({ trainingId: 'AIG20240000412342' });
    await expect(heart(2)).toHaveAttribute('aria-pressed', 'false');
    await expectNoAxeViolations(page);
  });

  test("'scrap operation failed' and 'error during scrap operation'", async ({ page }) => {
    await answer(page, LIST, trainingList([course(1)]));
    await expectScrapFailures(page, { path: '/learning', heart: '요양보호사 자격 취득 과정 1 스크랩', scrapRoute: '**/v1/scrap/training?*', notFound: '과정을 찾을 수 없습니다.', axe: true });
  });
});

test('logged out: a heart in the list says login is needed', async ({ page }) => {
  await answer(page, LIST, trainingList([course(1)]));
  await page.goto('/learning');
  await page.getByRole('button', { name: '요양보호사 자격 취득 과정 1 스크랩' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('로그인 후 이용해주세요.');
});

test('error and empty states', async ({ page }) => {
  await prefer(page, LIST, 'code=503, dynamic=false');
  await page.goto('/learning');
  await expect(results(page).getByRole('alert')).toContainText('교육 과정을 불러오지 못했어요. 서비스를 잠시 사용할 수 없습니다.', {
    timeout: 20_000,
  });
  await expectNoAxeViolations(page);
  await shot(page, 'plan-learning-error-1280');

  await page.unroute(LIST);
  await answer(page, LIST, trainingList([]));
  await results(page).getByRole('button', { name: '다시 시도' }).click();
  await expect(results(page)).toContainText('조건에 맞는 교육 과정이 없어요.');
  await expectNoAxeViolations(page);
});

test('axe: Prism’s data, logged out', async ({ page }) => {
  await page.goto('/learning');
  await expect(cards(page).first()).toBeVisible();
  await expectNoAxeViolations(page);
});
