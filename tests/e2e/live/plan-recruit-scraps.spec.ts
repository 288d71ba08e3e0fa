// /jobsearch to 스크랩한 공고 against the reference server: a region and a sort, a detail, two scraps, then the scraps
// sorted, filtered by region and one removed.
import { expect, test } from '../support/test.ts';
import { type RecruitListData, scrapChecked, scrappedRecruits, twoInDifferentDistricts } from '../support/live-data.ts';
import { apiData, useSession } from '../support/members.ts';
import { screenshots } from '../support/screens.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';
import * as journey from '../support/scrap-journey.ts';

// long journeys on a shared two-core machine
test.describe.configure({ timeout: 120_000 });
test.use({ noInternet: true });

test('postings: a region and a sort, a detail, two scraps, then 스크랩한 공고 sorted, filtered by region and one removed', async ({ page, request, member }) => {
  await useSession(page, member);
  const { results, cards } = await journey.openSearch(page, '/jobsearch', '채용 정보', /채용 공고/);
  await journey.filters(page).getByRole('button', { name: journey.CITY, exact: true }).click();
  await expect(journey.filters(page).getByRole('button', { name: '시·도 다시 고르기' })).toBeVisible();
  await journey.chooseSort(page, '마감 여유순');

  // what the server answers for the same search: 요양보호사 (the default job), 서울특별시, furthest deadline first
  const expected = await apiData<RecruitListData>(
    request,
    `/v1/recruit/list?pageNum=0&count=10&sortBy=${encodeURIComponent('마감 여유순')}&keyWord=${encodeURIComponent('요양보호사')}&locationName=${encodeURIComponent(journey.CITY)}`,
  );
  expect(expected.job.length).toBeGreaterThanOrEqual(2);
  const days = expected.job.map((p) => Number(p.deadline.replace('D-', '')));
  expect(days, 'furthest deadline first').toEqual([...days].sort((a, b) => b - a));
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(expected.job.map((p) => p.title));
  await expect(results).toContainText(`총 ${expected.total.toLocaleString('ko-KR')}건`);
  const tags = results.getByRole('list', { name: '선택한 조건' });
  await expect(tags).toContainText('요양보호사');
  await expect(tags).toContainText(`${journey.CITY} 전체`);
  for (const [index, posting] of expected.job.entries()) {
    await expect(cards.nth(index)).toContainText(posting.locationName);
    // postings without a deadline of their own say so instead of a D-n (issue 11)
    const closeType = posting.closeType;
    const shown = closeType === '상시' ? '상시 채용' : closeType === '채용시' ? '채용 시 마감' : posting.deadline === 'D-0' ? 'D-day' : posting.deadline;
    await expect(cards.nth(index)).toContainText(shown);
  }
  await expectNoAxeViolations(page);
  await screenshots(page, 'live-plan-recruit-search');

  const [first, second] = twoInDifferentDistricts(expected.job, (p) => p.locationName);

  // the detail modal: the posting's facts, a link out, and its heart
  const { opener: open, dialog } = await journey.openDetail(page, results, first.title);
  for (const fact of [first.companyName, first.locationName, first.jobTypeName, first.experienceLevel, first.salary, first['expiration-date']])
    await expect(dialog).toContainText(fact);
  // the seed's postings are examples: no interest count, and the way out says it is a search
  expect(first.isExample).toBe(true);
  await expect(dialog.getByText('예시 공고는 실제 공고가 아니라, 화면을 미리 보여 드리려고 새길이 만든 것이에요.')).toBeVisible();
  await expect(dialog.getByText('관심', { exact: true })).toHaveCount(0);
  const out = dialog.getByRole('link', { name: /사람인에서 비슷한 공고 찾기.*새 창에서 열림/ });
  await expect(out).toHaveAttribute('href', first.url);
  await expect(out).toHaveAttribute('target', '_blank');
  const modalHeart = dialog.getByRole('button', { name: '스크랩' });
  await expect(modalHeart).toHaveAttribute('aria-pressed', 'false');
  await expectNoAxeViolations(page);
  await screenshots(page, 'live-plan-recruit-search-detail', { fullPage: false });
  await modalHeart.click();
  await expect(modalHeart).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await expect(page.getByRole('button', { name: `${first.title} 스크랩`, exact: true })).toHaveAttribute('aria-pressed', 'true');

  const secondHeart = page.getByRole('button', { name: `${second.title} 스크랩`, exact: true });
  await secondHeart.click();
  await expect(secondHeart).toHaveAttribute('aria-pressed', 'true');
  expect(await scrapChecked(request, member, 'RECRUIT', [first.id, second.id])).toEqual([true, true]);

  // after a reload the search comes back from the address (issue 25.4) and the hearts from GET /v1/scrap/checked
  await page.reload();
  await expect(journey.filters(page).getByRole('button', { name: '시·도 다시 고르기' })).toBeVisible();
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(expected.job.map((p) => p.title));
  await expect(page.getByRole('button', { name: `${first.title} 스크랩`, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(secondHeart).toHaveAttribute('aria-pressed', 'true');

  // 스크랩한 공고 (in the app, so the lists come from the same cache the hearts changed): newest scrap first
  await journey.openScrapsFromMenu(page);
  await expect(page.getByRole('heading', { level: 1, name: '스크랩한 공고' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '정렬' })).toHaveText(/최신 순/);
  await journey.expectScrapTitles(page, second.title, first.title);
  const firstCard = journey.scrapCards(page).filter({ hasText: first.title });
  for (const fact of [first.companyName, first.locationName, first.experienceLevel, first.jobTypeName, `마감일 ${first['expiration-date']}`])
    await expect(firstCard).toContainText(fact);
  await expect(firstCard.getByRole('link', { name: /사람인에서 비슷한 공고 찾기.*새 창에서 열림/ })).toHaveAttribute('href', first.url);
  await expectNoAxeViolations(page);
  await screenshots(page, 'live-plan-scrap-job');

  await journey.sortAndFilterScraps(page, first.title, second.title, first.locationName, async () => {
    const inRegion = await scrappedRecruits(request, member, `&sortBy=${encodeURIComponent('오래된 순')}&locName=${encodeURIComponent(first.locationName)}`);
    expect(inRegion.content.map((s) => s.id)).toEqual([first.id]);
  });

  // removing asks first; cancelling keeps it
  const remove = page.getByRole('button', { name: `${second.title} 스크랩 삭제`, exact: true });
  await remove.click();
  const confirm = page.getByRole('alertdialog', { name: '스크랩을 삭제하시겠습니까?' });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText(second.title);
  await expectNoAxeViolations(page);
  await screenshots(page, 'live-plan-scrap-confirm', { fullPage: false });
  await confirm.getByRole('button', { name: '취소' }).click();
  await expect(confirm).toBeHidden();
  await journey.expectScrapTitles(page, first.title, second.title);
  await remove.click();
  await confirm.getByRole('button', { name: '삭제' }).click();
  await journey.expectScrapTitles(page, first.title);
  // focus does not fall back to the top of the page: it goes to the card now in the removed one's place
  await expect(journey.scrapCards(page).first().getByRole('link')).toBeFocused();

  const left = await scrappedRecruits(request, member);
  expect(left.content.map((s) => s.id)).toEqual([first.id]);
  expect(left.totalElements).toBe(1);
  expect(await scrapChecked(request, member, 'RECRUIT', [first.id, second.id])).toEqual([true, false]);

  // back in the search (same app session, 5-minute caches): the removed scrap's heart is empty again
  await journey.expectHeartsInSearch(page, '채용 정보', '마감 여유순', first.title, secondHeart);

  await page.goto('/mytodo/scrap/job');
  await journey.expectScrapTitles(page, first.title);
});
