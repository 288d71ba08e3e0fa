// Recruitment and training search against the reference server, scrapping from the lists and the detail modals,
// and the member's scrap pages (sort, region filter, removal), each step checked against the server's own answers.
import { expect, test, type Page } from '../support/test.ts';
import {
  cityAndDistrict,
  type Course,
  type Posting,
  scrapChecked,
  scrappedRecruits,
  scrappedTrainings,
  twoInDifferentDistricts,
} from '../support/live-data.ts';
import { apiData, newMember, useSession } from '../support/members.ts';
import { stubOutside } from '../support/routes.ts';
import { screenshots } from '../support/screens.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';

const CITY = '서울특별시';

const filters = (page: Page) => page.getByRole('region', { name: '검색 조건' });
const scrapCards = (page: Page) => page.getByRole('main').getByRole('article');
const scrapTitles = (page: Page) => scrapCards(page).getByRole('heading', { level: 3 });
/** A scrap card's heading: the title as a link out, announced as opening a new tab. */
const linkedTitles = (...titles: string[]) => titles.map((title) => `${title} (새 창에서 열림)`);

// long journeys on a shared two-core machine
test.describe.configure({ timeout: 120_000 });

async function chooseSort(page: Page, option: string) {
  await page.getByRole('combobox', { name: '정렬' }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('combobox', { name: '정렬' })).toHaveText(new RegExp(option));
}

const mainMenu = (page: Page) => page.getByRole('navigation', { name: '주요 메뉴' });

/** To the scrap page the way a member goes: 나의 할일 in the top bar, then 스크랩 in the side menu. */
async function openScrapsFromMenu(page: Page) {
  await mainMenu(page).getByRole('link', { name: '나의 할일' }).click();
  await expect(page).toHaveURL(/\/mytodo\/list$/);
  await page.getByRole('navigation', { name: '나의 할일 메뉴' }).getByRole('link', { name: '스크랩' }).click();
  await expect(page).toHaveURL(/\/mytodo\/scrap\/job$/);
}

/** The scrap page's region picker: the city, then the district (the picker closes on the district). */
async function filterScrapsByRegion(page: Page, place: string) {
  const { city, district } = cityAndDistrict(place);
  await page.getByRole('button', { name: '지역 선택' }).click();
  const picker = page.getByRole('dialog', { name: '거주지 선택' });
  await picker.getByRole('radio', { name: city, exact: true }).check();
  await picker.getByRole('button', { name: district, exact: true }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByRole('button', { name: `${city} ${district}`, exact: true })).toBeVisible();
}

test('postings: a region and a sort, a detail, two scraps, then 스크랩한 공고 sorted, filtered by region and one removed', async ({
  page,
  request,
}) => {
  const member = await newMember(request, 'r');
  await useSession(page, member);
  await stubOutside(page);
  const results = page.getByRole('region', { name: /채용 공고/ });
  const cards = results.getByRole('article');

  await page.goto('/jobsearch');
  await expect(page.getByRole('heading', { level: 1, name: '채용 정보' })).toBeVisible();
  await expect(cards.first()).toBeVisible();
  await filters(page).getByRole('button', { name: CITY, exact: true }).click();
  await expect(filters(page).getByRole('button', { name: '시·도 다시 고르기' })).toBeVisible();
  await chooseSort(page, '마감 여유순');

  // what the server answers for the same search: 요양보호사 (the default job), 서울특별시, furthest deadline first
  const expected = await apiData<{ total: number; job: Posting[] }>(
    request,
    `/v1/recruit/list?pageNum=0&count=10&sortBy=${encodeURIComponent('마감 여유순')}&keyWord=${encodeURIComponent('요양보호사')}&locationName=${encodeURIComponent(CITY)}`,
  );
  expect(expected.job.length).toBeGreaterThanOrEqual(2);
  const days = expected.job.map((p) => Number(p.deadline.replace('D-', '')));
  expect(days, 'furthest deadline first').toEqual([...days].sort((a, b) => b - a));
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(expected.job.map((p) => p.title));
  await expect(results).toContainText(`총 ${expected.total.toLocaleString('ko-KR')}건`);
  const tags = results.getByRole('list', { name: '선택한 조건' });
  await expect(tags).toContainText('요양보호사');
  await expect(tags).toContainText(`${CITY} 전체`);
  for (const [index, posting] of expected.job.entries()) {
    await expect(cards.nth(index)).toContainText(posting.locationName);
    // postings without a deadline of their own say so instead of a D-n (issue 11)
    const closeType = (posting as Posting & { closeType?: string }).closeType;
    const shown = closeType === '상시' ? '상시 채용' : closeType === '채용시' ? '채용 시 마감' : posting.deadline === 'D-0' ? 'D-day' : posting.deadline;
    await expect(cards.nth(index)).toContainText(shown);
  }
  await expectNoAxeViolations(page);
  await screenshots(page, 'live-plan-jobsearch');

  const [first, second] = twoInDifferentDistricts(expected.job, (p) => p.locationName);

  // the detail modal: the posting's facts, a link out, and its heart
  const open = results.getByRole('button', { name: first.title, exact: true });
  await open.click();
  const dialog = page.getByRole('dialog', { name: first.title });
  await expect(dialog).toBeVisible();
  for (const fact of [first.companyName, first.locationName, first.jobTypeName, first.experienceLevel, first.salary, first['expiration-date']])
    await expect(dialog).toContainText(fact);
  await expect(dialog).toContainText(`${first.count.toLocaleString('ko-KR')}명`);
  const out = dialog.getByRole('link', { name: /채용 사이트에서 보기.*새 창에서 열림/ });
  await expect(out).toHaveAttribute('href', first.url);
  await expect(out).toHaveAttribute('target', '_blank');
  const modalHeart = dialog.getByRole('button', { name: '스크랩' });
  await expect(modalHeart).toHaveAttribute('aria-pressed', 'false');
  await expectNoAxeViolations(page);
  await screenshots(page, 'live-plan-jobsearch-detail', { fullPage: false });
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

  // after a reload the hearts come from GET /v1/scrap/checked
  await page.reload();
  await filters(page).getByRole('button', { name: CITY, exact: true }).click();
  await chooseSort(page, '마감 여유순');
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(expected.job.map((p) => p.title));
  await expect(page.getByRole('button', { name: `${first.title} 스크랩`, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(secondHeart).toHaveAttribute('aria-pressed', 'true');

  // 스크랩한 공고 (in the app, so the lists come from the same cache the hearts changed): newest scrap first
  await openScrapsFromMenu(page);
  await expect(page.getByRole('heading', { level: 1, name: '스크랩한 공고' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '정렬' })).toHaveText(/최신 순/);
  await expect(scrapTitles(page)).toHaveText(linkedTitles(second.title, first.title));
  const firstCard = scrapCards(page).filter({ hasText: first.title });
  for (const fact of [first.companyName, first.locationName, first.experienceLevel, first.jobTypeName, `마감일 ${first['expiration-date']}`])
    await expect(firstCard).toContainText(fact);
  await expect(firstCard.getByRole('link', { name: new RegExp(`새 창에서 열림`) })).toHaveAttribute('href', first.url);
  await expectNoAxeViolations(page);
  await screenshots(page, 'live-plan-scrap-job');

  await chooseSort(page, '오래된 순');
  await expect(scrapTitles(page)).toHaveText(linkedTitles(first.title, second.title));

  await filterScrapsByRegion(page, first.locationName);
  await expect(scrapTitles(page)).toHaveText(linkedTitles(first.title));
  const inRegion = await scrappedRecruits(request, member, `&sortBy=${encodeURIComponent('오래된 순')}&locName=${encodeURIComponent(first.locationName)}`);
  expect(inRegion.content.map((s) => s.id)).toEqual([first.id]);
  await page.getByRole('button', { name: '지역 해제' }).click();
  await expect(page.getByRole('button', { name: '지역 선택' })).toBeVisible();
  await expect(scrapTitles(page)).toHaveText(linkedTitles(first.title, second.title));

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
  await expect(scrapTitles(page)).toHaveText(linkedTitles(first.title, second.title));
  await remove.click();
  await confirm.getByRole('button', { name: '삭제' }).click();
  await expect(scrapTitles(page)).toHaveText(linkedTitles(first.title));
  // focus does not fall back to the top of the page: it goes to the card now in the removed one's place
  await expect(scrapCards(page).first().getByRole('link')).toBeFocused();

  const left = await scrappedRecruits(request, member);
  expect(left.content.map((s) => s.id)).toEqual([first.id]);
  expect(left.totalElements).toBe(1);
  expect(await scrapChecked(request, member, 'RECRUIT', [first.id, second.id])).toEqual([true, false]);

  // back in the search (same app session, 5-minute caches): the removed scrap's heart is empty again
  await mainMenu(page).getByRole('link', { name: '채용 정보' }).click();
  await filters(page).getByRole('button', { name: CITY, exact: true }).click();
  await chooseSort(page, '마감 여유순');
  await expect(page.getByRole('button', { name: `${first.title} 스크랩`, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(secondHeart).toHaveAttribute('aria-pressed', 'false');

  await page.goto('/mytodo/scrap/job');
  await expect(scrapTitles(page)).toHaveText(linkedTitles(first.title));
});

test('courses: a region and a sort, a detail, two scraps, then 학원 정보 sorted, filtered by region and one removed', async ({
  page,
  request,
}) => {
  const member = await newMember(request, 't');
  await useSession(page, member);
  await stubOutside(page);
  const results = page.getByRole('region', { name: /교육 과정/ });
  const cards = results.getByRole('article');

  await page.goto('/learning');
  await expect(page.getByRole('heading', { level: 1, name: '학원 정보' })).toBeVisible();
  await expect(cards.first()).toBeVisible();
  await expect(filters(page).getByRole('radio', { name: '이론 위주' })).toBeChecked();
  await filters(page).getByRole('button', { name: CITY, exact: true }).click();
  await chooseSort(page, '개강 늦은순');

  const expected = await apiData<{ scn_cnt: number; srchList: Course[] }>(
    request,
    `/v1/training/list?pageNum=0&pageSize=10&type=${encodeURIComponent('이론 위주')}&sortBy=${encodeURIComponent('개강 늦은순')}&regionName=${encodeURIComponent(CITY)}`,
  );
  expect(expected.srchList.length).toBeGreaterThanOrEqual(2);
  const starts = expected.srchList.map((c) => c.traStartDate);
  expect(starts, 'latest start first').toEqual([...starts].sort().reverse());
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(expected.srchList.map((c) => c.title));
  await expect(results).toContainText(`총 ${expected.scn_cnt.toLocaleString('ko-KR')}건`);
  for (const [index, course] of expected.srchList.entries()) {
    const card = cards.nth(index);
    for (const fact of [course.subTitle, course.address, `수강료 ${course.realMan}원`, `${course.traStartDate} ~ ${course.traEndDate}`, `${course.trprDegr}회차`])
      await expect(card).toContainText(fact);
    if (course.yardMan > 0) await expect(card).toContainText(`정원 ${course.yardMan}명`);
    else await expect(card).not.toContainText('정원');
  }
  await expectNoAxeViolations(page);
  await screenshots(page, 'live-plan-learning');

  const [first, second] = twoInDifferentDistricts(expected.srchList, (c) => c.address);

  const open = results.getByRole('button', { name: first.title, exact: true });
  await open.click();
  const dialog = page.getByRole('dialog', { name: first.title });
  await expect(dialog).toBeVisible();
  for (const fact of [first.subTitle, first.address, `${first.traStartDate} ~ ${first.traEndDate} (${first.traDuration})`, `${first.trprDegr}회차`, `${first.realMan}원`])
    await expect(dialog).toContainText(fact);
  const out = dialog.getByRole('link', { name: /고용24에서 보기.*새 창에서 열림/ });
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
  await openScrapsFromMenu(page);
  await expect(page.getByText('스크랩한 채용 정보가 아직 없어요!')).toBeVisible();
  await page.getByRole('navigation', { name: '스크랩 종류' }).getByRole('link', { name: '학원 정보' }).click();
  await expect(page).toHaveURL(/\/mytodo\/scrap\/edu$/);
  await expect(scrapTitles(page)).toHaveText(linkedTitles(second.title, first.title));
  const firstCard = scrapCards(page).filter({ hasText: first.title });
  for (const fact of [`${first.trprDegr}회차`, first.subTitle, first.address, `교육 기간 ${first.traDuration}`, `수강료 ${first.realMan}원`])
    await expect(firstCard).toContainText(fact);
  await expect(firstCard.getByRole('link', { name: /새 창에서 열림/ })).toHaveAttribute('href', first.titleLink);
  await expectNoAxeViolations(page);
  await screenshots(page, 'live-plan-scrap-edu');

  await chooseSort(page, '오래된 순');
  await expect(scrapTitles(page)).toHaveText(linkedTitles(first.title, second.title));
  await filterScrapsByRegion(page, first.address);
  await expect(scrapTitles(page)).toHaveText(linkedTitles(first.title));
  await page.getByRole('button', { name: '지역 해제' }).click();
  await expect(scrapTitles(page)).toHaveText(linkedTitles(first.title, second.title));

  await page.getByRole('button', { name: `${second.title} 스크랩 삭제`, exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: '스크랩을 삭제하시겠습니까?' });
  await expect(confirm).toContainText(second.title);
  await confirm.getByRole('button', { name: '삭제' }).click();
  const done = page.getByRole('alertdialog', { name: '알림' });
  await expect(done).toContainText('교육 스크랩이 성공적으로 삭제되었습니다.');
  await done.getByRole('button', { name: '확인' }).click();
  await expect(done).toBeHidden();
  await expect(scrapTitles(page)).toHaveText(linkedTitles(first.title));
  await expect(scrapCards(page).first().getByRole('link')).toBeFocused();

  const left = await scrappedTrainings(request, member);
  expect(left.content.map((s) => s.trprId)).toEqual([first.trprId]);
  expect(await scrapChecked(request, member, 'TRAINING', [first.trprId, second.trprId])).toEqual([true, false]);

  await mainMenu(page).getByRole('link', { name: '학원 정보' }).click();
  await filters(page).getByRole('button', { name: CITY, exact: true }).click();
  await chooseSort(page, '개강 늦은순');
  await expect(page.getByRole('button', { name: `${first.title} 스크랩`, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(secondHeart).toHaveAttribute('aria-pressed', 'false');

  await page.goto('/mytodo/scrap/edu');
  await expect(scrapTitles(page)).toHaveText(linkedTitles(first.title));
});
