// /learning to 학원 정보 (scraps) against the reference server: the same journey for training courses.
import { expect, test } from '../support/test.ts';
import { type TrainingListData, scrapChecked, scrappedTrainings, twoInDifferentDistricts } from '../support/live-data.ts';
import { apiData, useSession } from '../support/members.ts';
import { screenshots } from '../support/screens.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';
import * as journey from '../support/scrap-journey.ts';

// long journeys on a shared two-core machine
test.describe.configure({ timeout: 120_000 });
test.use({ noInternet: true });

test('courses: a region and a sort, a detail, two scraps, then 학원 정보 sorted, filtered by region and one removed', async ({ page, request, member }) => {
  await useSession(page, member);
  const { results, cards } = await journey.openSearch(page, '/learning', '학원 정보', /교육 과정/);
  await expect(journey.filters(page).getByRole('radio', { name: '전체' })).toBeChecked();
  await journey.filters(page).getByRole('button', { name: journey.CITY, exact: true }).click();
  await journey.chooseSort(page, '개강 늦은순');

  const expected = await apiData<TrainingListData>(
    request,
    `/v1/training/list?pageNum=0&pageSize=10&sortBy=${encodeURIComponent('개강 늦은순')}&regionName=${encodeURIComponent(journey.CITY)}`,
  );
  expect(expected.srchList.length).toBeGreaterThanOrEqual(2);
  const starts = expected.srchList.map((c) => c.traStartDate);
  expect(starts, 'latest start first').toEqual([...starts].sort().reverse());
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(expected.srchList.map((c) => c.title));
  await expect(results).toContainText(`총 ${expected.scn_cnt.toLocaleString('ko-KR')}건`);
  for (const [index, course] of expected.srchList.entries()) {
    const card = cards.nth(index);
    for (const fact of [course.type, course.subTitle, course.address, `수강료 ${course.realMan}원`, `${course.traStartDate} ~ ${course.traEndDate}`, `${course.trprDegr}회차`])
      await expect(card).toContainText(fact);
    if (course.yardMan > 0) await expect(card).toContainText(`정원 ${course.yardMan}명`);
    else await expect(card).not.toContainText('정원');
  }
  await expectNoAxeViolations(page);
  await screenshots(page, 'live-plan-learning');

  const [first, second] = twoInDifferentDistricts(expected.srchList, (c) => c.address);

  const { dialog } = await journey.openDetail(page, results, first.title);
  for (const fact of [first.subTitle, first.address, `${first.traStartDate} ~ ${first.traEndDate} (${first.traDuration})`, `${first.trprDegr}회차`, `${first.realMan}원`])
    await expect(dialog).toContainText(fact);
  // the seed's courses are examples: the way out is 고용24's search, said so
  expect(first.isExample).toBe(true);
  const out = dialog.getByRole('link', { name: /고용24에서 비슷한 과정 찾기.*새 창에서 열림/ });
  await expect(out).toHaveAttribute('href', first.titleLink);
  await expect(out).toHaveAttribute('target', '_blank');
  await expectNoAxeViolations(page);
  await screenshots(page, 'live-plan-learning-detail', { fullPage: false });
  const modalHeart = dialog.getByRole('button', { name: '스크랩' });
  await modalHeart.click();
  await expect(modalHeart).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: '닫기' }).click();
  await expect(dialog).toBeHidden();

  const secondHeart = page.getByRole('button', { name: `${second.title} 스크랩`, exact: true });
  await secondHeart.click();
  await expect(secondHeart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: `${first.title} 스크랩`, exact: true })).toHaveAttribute('aria-pressed', 'true');
  expect(await scrapChecked(request, member, 'TRAINING', [first.trprId, second.trprId])).toEqual([true, true]);

  // from the job tab to 학원 정보
  await journey.openScrapsFromMenu(page);
  await expect(page.getByText('스크랩한 채용 정보가 아직 없어요!')).toBeVisible();
  await page.getByRole('navigation', { name: '스크랩 종류' }).getByRole('link', { name: '학원 정보' }).click();
  await expect(page).toHaveURL(/\/mytodo\/scrap\/edu$/);
  await journey.expectScrapTitles(page, second.title, first.title);
  const firstCard = journey.scrapCards(page).filter({ hasText: first.title });
  for (const fact of [`${first.trprDegr}회차`, first.subTitle, first.address, `교육 기간 ${first.traDuration}`, `수강료 ${first.realMan}원`])
    await expect(firstCard).toContainText(fact);
  await expect(firstCard.getByRole('link', { name: /고용24에서 비슷한 과정 찾기.*새 창에서 열림/ })).toHaveAttribute('href', first.titleLink);
  await expectNoAxeViolations(page);
  await screenshots(page, 'live-plan-scrap-edu');

  await journey.sortAndFilterScraps(page, first.title, second.title, first.address);

  await page.getByRole('button', { name: `${second.title} 스크랩 삭제`, exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: '스크랩을 삭제하시겠습니까?' });
  await expect(confirm).toContainText(second.title);
  await confirm.getByRole('button', { name: '삭제' }).click();
  const done = page.getByRole('alertdialog', { name: '알림' });
  await expect(done).toContainText('교육 스크랩이 성공적으로 삭제되었습니다.');
  await done.getByRole('button', { name: '확인' }).click();
  await expect(done).toBeHidden();
  await journey.expectScrapTitles(page, first.title);
  await expect(journey.scrapCards(page).first().getByRole('link')).toBeFocused();

  const left = await scrappedTrainings(request, member);
  expect(left.content.map((s) => s.trprId)).toEqual([first.trprId]);
  expect(await scrapChecked(request, member, 'TRAINING', [first.trprId, second.trprId])).toEqual([true, false]);

  await journey.expectHeartsInSearch(page, '학원 정보', '개강 늦은순', first.title, secondHeart);

  await page.goto('/mytodo/scrap/edu');
  await journey.expectScrapTitles(page, first.title);
});
