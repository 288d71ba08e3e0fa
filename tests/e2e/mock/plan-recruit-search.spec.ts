// /jobsearch (채용 정보): the postings, their filters, sort, pages and detail.
import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { posting, recruitList } from '../support/plan-bodies.ts';
import { answer, queryOf } from '../support/routes.ts';
import { shot } from '../support/screens.ts';
import { expectFirstCard, searchParts } from '../support/search-page.ts';

const LIST = '**/v1/recruit/list*';
const { results, filters, cards, tags } = searchParts(/채용 공고/);

test('lists postings with the spec’s fields, D-n and D-day, and interest counts', async ({ page }) => {
  await answer(page, LIST, recruitList([posting(0), posting(3), posting(12)]));
  const first = await expectFirstCard(page, '/jobsearch', '채용 정보', cards(page), 3, '요양보호사 모집 공고 0', ['행복요양센터 0호점', '서울특별시 종로구', '정규직', '경력무관', '학력무관', '월 230만원', '관심 10명']);
  await expect(first).toContainText('D-day');
  await expect(first).not.toContainText('D-0');
  await expect(cards(page).nth(1)).toContainText('D-3');
  await expect(results(page)).toContainText('총 3건');
  await shot(page, 'plan-recruit-search-1280');
  await page.setViewportSize({ width: 360, height: 800 });
  await shot(page, 'plan-recruit-search-360');
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
});

test('a company name longer than a phone’s line wraps inside its card at 아주 크게: nothing scrolls sideways', async ({ page }) => {
  const name = '푸른솔노인요양공동생활가정';
  await answer(page, LIST, recruitList([posting(0, { companyName: name, title: `${name} 요양보호사 채용 - 경력무관, 교육 지원` })]));
  await page.setViewportSize({ width: 360, height: 800 });
  await page.addInitScript(() => localStorage.setItem('textSize', 'x-large'));
  await page.goto('/jobsearch');
  await expect(cards(page).first()).toContainText(name);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
});

test('asks with the defaults: first job type, 마감 임박순, first page, 10 a page', async ({ page }) => {
  const request = page.waitForRequest((r) => r.url().includes('/v1/recruit/list'));
  await page.goto('/jobsearch');
  expect(queryOf(await request)).toEqual({ pageNum: '0', count: '10', sortBy: '마감 임박순', keyWord: '요양보호사' });
  await expect(tags(page).getByText('요양보호사')).toBeVisible();
  await expect(page.getByRole('combobox', { name: '정렬' })).toHaveText(/마감 임박순/);
  await expect(filters(page).getByRole('button', { name: '요양보호사', pressed: true })).toBeVisible();
});

test('filters: same job again clears it, city then district with a back option, a different city clears the district, tags and reset', async ({ page }) => {
  const asked: Record<string, string>[] = [];
  page.on('request', (r) => r.url().includes('/v1/recruit/list') && asked.push(queryOf(r)));
  await page.goto('/jobsearch');
  await expect(cards(page).first()).toBeVisible();
  const last = () => asked.at(-1) ?? {};

  await filters(page).getByRole('button', { name: '바리스타' }).click();
  await expect.poll(() => last().keyWord).toBe('바리스타');
  await filters(page).getByRole('button', { name: '바리스타' }).click();
  await expect(filters(page).getByRole('button', { name: '바리스타', pressed: false })).toBeVisible();
  await expect.poll(() => 'keyWord' in last()).toBe(false);

  await filters(page).getByRole('button', { name: '서울특별시' }).click();
  await expect.poll(() => last().locationName).toBe('서울특별시');
  const back = filters(page).getByRole('button', { name: '시·도 다시 고르기' });
  await expect(back).toBeFocused();
  const district = filters(page).getByRole('list', { name: '서울특별시 구·군' }).getByRole('button').first();
  const districtName = (await district.textContent())!.trim();
  await district.click();
  await expect.poll(() => last().locationName).toBe(`서울특별시 ${districtName}`);
  await expect(tags(page).getByText(`서울특별시 ${districtName}`)).toBeVisible();

  await back.click();
  await filters(page).getByRole('button', { name: '부산광역시' }).click();
  await expect.poll(() => last().locationName).toBe('부산광역시');
  await expect(tags(page).getByText('부산광역시 전체')).toBeVisible();

  await results(page).getByRole('button', { name: '부산광역시 전체 조건 지우기' }).click();
  await expect(tags(page)).toHaveCount(0); // no job, no place: nothing chosen
  await expect(filters(page).getByRole('button', { name: '부산광역시', pressed: false })).toBeVisible();

  // a combination not asked before, so the request shows the place is gone
  await filters(page).getByRole('button', { name: '보육교사' }).click();
  await expect.poll(() => last()).toEqual({ pageNum: '0', count: '10', sortBy: '마감 임박순', keyWord: '보육교사' });

  // reset: the defaults again (answered from the 5-minute cache, so checked on screen)
  await filters(page).getByRole('button', { name: '서울특별시' }).click();
  await results(page).getByRole('button', { name: '초기화' }).click();
  await expect(tags(page).getByRole('listitem')).toHaveCount(1);
  await expect(tags(page)).toContainText('요양보호사');
  await expect(filters(page).getByRole('button', { name: '요양보호사', pressed: true })).toBeVisible();
  await expect(filters(page).getByRole('button', { name: '서울특별시', pressed: false })).toBeVisible();
});

test('sort 마감 여유순 by keyboard, and pages in blocks of 10 that scroll to the top', async ({ page }) => {
  const asked: Record<string, string>[] = [];
  page.on('request', (r) => r.url().includes('/v1/recruit/list') && asked.push(queryOf(r)));
  await answer(page, LIST, (r) => {
    const pageNum = Number(queryOf(r).pageNum);
    return recruitList([posting(1, { title: `${pageNum + 1}쪽 공고` }), posting(2), posting(4)], 253, pageNum);
  });
  await page.goto('/jobsearch');
  const sort = page.getByRole('combobox', { name: '정렬' });
  await sort.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox', { name: '정렬' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(sort).toHaveText(/마감 여유순/);
  await expect.poll(() => asked.at(-1)?.sortBy).toBe('마감 여유순');

  const pager = page.getByRole('navigation', { name: '채용 공고 페이지' });
  await expect(pager.getByRole('button', { name: /^\d+ ?쪽$/ })).toHaveCount(10); // 253 / 10 → 26 pages, 10 at a time
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await pager.getByRole('button', { name: /^2 ?쪽$/ }).click();
  await expect.poll(() => asked.at(-1)?.pageNum).toBe('1');
  await expect(cards(page).first()).toContainText('2쪽 공고');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await pager.getByRole('button', { name: '다음 페이지 묶음' }).click();
  await expect(pager.getByRole('button', { name: /^11 ?쪽$/ })).toHaveAttribute('aria-current', 'page');
  await pager.getByRole('button', { name: '다음 페이지 묶음' }).click();
  await expect(pager.getByRole('button', { name: /^\d+ ?쪽$/ })).toHaveCount(6); // 21..26
  await expect(pager.getByRole('button', { name: '다음 페이지 묶음' })).toBeDisabled();
});

test('a region handed over from home is preselected', async ({ page }) => {
  const request = page.waitForRequest((r) => r.url().includes('/v1/recruit/list'));
  await page.goto(`/jobsearch?location=${encodeURIComponent('서울특별시 종로구')}`);
  expect(queryOf(await request).locationName).toBe('서울특별시 종로구');
  await expect(tags(page).getByText('서울특별시 종로구', { exact: true })).toBeVisible();
  await expect(filters(page).getByRole('button', { name: '종로구', pressed: true })).toBeVisible();
});

test('detail modal: the posting’s facts and a link out announced as a new tab; Esc closes and focus returns', async ({ page }) => {
  await answer(page, LIST, recruitList([posting(5)]));
  await page.goto('/jobsearch');
  const open = cards(page).getByRole('button', { name: '요양보호사 모집 공고 5', exact: true });
  await open.click();
  const dialog = page.getByRole('dialog', { name: '요양보호사 모집 공고 5' });
  await expect(dialog).toBeVisible();
  for (const text of ['행복요양센터 5호점', '요양보호사', '서울특별시 종로구', '월 230만원', '2026-12-06', 'D-5', '15명'])
    await expect(dialog).toContainText(text);
  const out = dialog.getByRole('link', { name: /채용 사이트에서 보기.*새 창에서 열림/ });
  await expect(out).toHaveAttribute('target', '_blank');
  await expect(out).toHaveAttribute('href', 'https://www.saramin.co.kr/zf_user/jobs/relay/view?rec_idx=49123455');
  await expect(out).toHaveAttribute('rel', /noopener/);
  // logged out: the modal's heart is disabled and says why
  await expect(dialog.getByRole('button', { name: '스크랩' })).toBeDisabled();
  await expect(dialog).toContainText('로그인하면 스크랩할 수 있어요.');
  await expectNoAxeViolations(page);
  await shot(page, 'plan-recruit-search-detail-1280', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await page.setViewportSize({ width: 360, height: 800 });
  await open.click();
  await shot(page, 'plan-recruit-search-detail-360', { fullPage: false });
});

test('logged out: a heart in the list says login is needed', async ({ page }) => {
  await page.goto('/jobsearch');
  let checked = false;
  page.on('request', (r) => r.url().includes('/v1/scrap/checked') && (checked = true));
  await cards(page).first().getByRole('button', { name: /스크랩$/ }).click();
  const alert = page.getByRole('alertdialog', { name: '알림' });
  await expect(alert).toContainText('로그인 후 이용해주세요.');
  await expectNoAxeViolations(page);
  await alert.getByRole('button', { name: '확인' }).click();
  await expect(alert).toBeHidden();
  expect(checked).toBe(false); // no check call without a token
});

test('issue 24: a posting that states an age limit says so on its card and in its details with the law, 연령무관 is a positive badge, and 나이 제한 없는 공고만 asks the list without them', async ({ page }) => {
  const asked: Record<string, string>[] = [];
  page.on('request', (r) => r.url().includes('/v1/recruit/list') && asked.push(queryOf(r)));
  await answer(
    page,
    LIST,
    recruitList([
      posting(0, { title: '요양원 요양보호사 모집 (만 45세 이하)', ageLimit: { text: '만 45세 이하' } }),
      posting(3, { title: '주간보호센터 요양보호사 · 연령무관', ageFree: true }),
      posting(5),
    ]),
  );
  await page.setViewportSize({ width: 360, height: 800 });
  await page.addInitScript(() => localStorage.setItem('textSize', 'x-large'));
  await page.goto('/jobsearch');
  await expect(cards(page).nth(0)).toContainText('나이 제한 표기');
  await expect(cards(page).nth(1)).toContainText('나이 무관');
  await expect(cards(page).nth(2)).not.toContainText('나이');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  await shot(page, 'plan-recruit-age-360-아주크게');

  await cards(page).getByRole('button', { name: '요양원 요양보호사 모집 (만 45세 이하)', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '요양원 요양보호사 모집 (만 45세 이하)' });
  await expect(dialog).toContainText('공고에 ‘만 45세 이하’라고 적혀 있어요.');
  await expect(dialog).toContainText('고령자고용법 제4조의4');
  await shot(page, 'plan-recruit-age-detail-360-아주크게');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await filters(page).getByRole('button', { name: '검색 조건' }).click();
  await filters(page).getByRole('radio', { name: '나이 제한 없는 공고만' }).check();
  await expect.poll(() => asked.at(-1)?.noAgeLimit).toBe('true');
  await expect(page).toHaveURL(/[?&]age=free/);
  await expect(tags(page).getByText('나이 제한 없는 공고만')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  await shot(page, 'plan-recruit-age-1280-아주크게');
});
