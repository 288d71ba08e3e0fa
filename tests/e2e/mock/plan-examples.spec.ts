// Examples (postings and courses the server made up, `isExample`) never pass for real ones, on a 360 px phone: a 예시
// badge on the card, one line saying why above the list and in the detail, no interest count, and a way out that says
// it is a search ('사람인에서 비슷한 공고 찾기'), never a title that looks like the posting's own page. Imported items keep
// their count and their own link. The contract's named examples hold one of each kind.
import { expect, test, type Locator, type Page } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { scrapPage, scrappedRecruit, scrappedTraining } from '../support/plan-bodies.ts';
import { answer, prefer, preferEach } from '../support/routes.ts';
import { expectNoSidewaysScroll, shot } from '../support/screens.ts';
import { loginAs } from '../support/session.ts';

const POSTINGS_NOTE = '예시 공고는 실제 공고가 아니라, 화면을 미리 보여 드리려고 새길이 만든 것이에요.';
const COURSES_NOTE = '예시 과정은 실제 과정이 아니라, 화면을 미리 보여 드리려고 새길이 만든 것이에요.';
const POSTING_SEARCH = 'https://www.saramin.co.kr/zf_user/search/recruit?searchword=%EC%9A%94%EC%96%91%EB%B3%B4%ED%98%B8%EC%82%AC%20%EC%A2%85%EB%A1%9C%EA%B5%AC';
const COURSE_SEARCH = 'https://www.work24.go.kr/hr/a/a/1100/trnnCrsInf.do?keyword=%EC%9A%94%EC%96%91%EB%B3%B4%ED%98%B8%EC%82%AC';

const region = (page: Page, name: RegExp | string) => page.getByRole('region', { name });
const badge = (scope: Locator) => scope.getByText('예시', { exact: true });

test.use({ noInternet: true });
test.beforeEach(({ page }) => page.setViewportSize({ width: 360, height: 800 }));

test('/jobsearch: the example is marked 예시 with no interest count, its detail says why and offers a labelled 사람인 search', async ({ page }) => {
  await prefer(page, '**/v1/recruit/list*', 'example=caregiverSeoul');
  await page.goto('/jobsearch');
  const results = region(page, /채용 공고/);
  const cards = results.getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(results.getByText(POSTINGS_NOTE)).toBeVisible();
  const [imported, example] = [cards.first(), cards.nth(1)];
  await expect(badge(imported)).toHaveCount(0);
  await expect(imported).toContainText('관심 8명');
  await expect(badge(example)).toBeVisible();
  await expect(example).not.toContainText('관심');
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await shot(page, 'plan-examples-jobsearch-360');

  await example.getByRole('button', { name: '주간보호센터 요양보호사 채용 (주 5일, 09~18시)', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(POSTINGS_NOTE)).toBeVisible();
  await expect(dialog.getByText('관심', { exact: true })).toHaveCount(0);
  const search = dialog.getByRole('link', { name: /^사람인에서 비슷한 공고 찾기/ });
  await expect(search).toHaveAttribute('href', POSTING_SEARCH);
  await expect(search).toHaveAttribute('target', '_blank');
  await expect(dialog.getByRole('link', { name: /채용 사이트에서 보기/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shot(page, 'plan-examples-jobsearch-detail-360', { fullPage: false });
  await page.keyboard.press('Escape');

  await imported.getByRole('button', { name: '방문요양 요양보호사 모집 (주 3일, 오전, 나이 무관)', exact: true }).click();
  await expect(dialog.getByText(POSTINGS_NOTE)).toHaveCount(0);
  await expect(dialog).toContainText('8명');
  await expect(dialog.getByRole('link', { name: /^채용 사이트에서 보기/ })).toHaveAttribute(
    'href',
    'https://www.saramin.co.kr/zf_user/jobs/relay/view?rec_idx=49123457',
  );
});

test('/learning: the example course is marked 예시 and leads to 고용24’s search for the job, said so', async ({ page }) => {
  await prefer(page, '**/v1/training/list*', 'example=caregiverCourses');
  await page.goto('/learning');
  const results = region(page, /교육 과정/);
  const cards = results.getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(results.getByText(COURSES_NOTE)).toBeVisible();
  await expect(badge(cards.first())).toHaveCount(0);
  await expect(badge(cards.nth(1))).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await shot(page, 'plan-examples-learning-360');

  await cards.nth(1).getByRole('button', { name: '요양보호사 자격 취득 과정(야간반)', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(COURSES_NOTE)).toBeVisible();
  await expect(dialog.getByRole('link', { name: /^고용24에서 비슷한 과정 찾기/ })).toHaveAttribute('href', COURSE_SEARCH);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await cards.first().getByRole('button', { name: '요양보호사 자격 취득 과정(주간반)', exact: true }).click();
  await expect(dialog.getByRole('link', { name: /^고용24에서 보기/ })).toHaveAttribute('href', /selectTracseDetl\.do\?tracseId=AIG20240000412345/);
});

test('home: the latest postings and the closing scraps mark the example, say why once, and offer the search by name', async ({ page }) => {
  await loginAs(page);
  await preferEach(page, {
    '**/v1/recruit/list*': 'example=caregiverSeoul',
    '**/v1/scrap/recruit/closing-soon': 'example=twoClosing',
  });
  await page.goto('/');
  for (const section of [region(page, /최신 채용/), region(page, '마감이 다가오는 스크랩')]) {
    const items = section.getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(section.getByText(POSTINGS_NOTE)).toBeVisible();
    await expect(badge(items.first())).toHaveCount(0);
    await expect(items.first().getByRole('link', { name: /방문요양 요양보호사 모집/ })).toHaveAttribute(
      'href',
      'https://www.saramin.co.kr/zf_user/jobs/relay/view?rec_idx=49123457',
    );
    const example = items.nth(1);
    await expect(badge(example)).toBeVisible();
    // the example's title is not a link that looks like the posting's own page
    await expect(example.getByRole('link', { name: /주간보호센터/ })).toHaveCount(0);
    await expect(example.getByRole('link', { name: /^사람인에서 비슷한 공고 찾기/ })).toHaveAttribute('href', POSTING_SEARCH);
  }
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await shot(page, 'plan-examples-home-360');
});

test('scraps: an example scrap is marked and its way out is the labelled search', async ({ page }) => {
  await loginAs(page);
  const exampleUrl = POSTING_SEARCH;
  await answer(page, '**/v1/scrap/recruit/list*', scrapPage([scrappedRecruit(1), scrappedRecruit(2, { isExample: true, url: exampleUrl })]));
  await answer(page, '**/v1/scrap/training/list*', scrapPage([scrappedTraining(1, { isExample: true, titleLink: COURSE_SEARCH })]));
  await page.goto('/mytodo/scrap/job');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(page.getByText(POSTINGS_NOTE)).toBeVisible();
  await expect(cards.first().getByRole('link', { name: /스크랩한 요양보호사 공고 1/ })).toBeVisible();
  await expect(badge(cards.nth(1))).toBeVisible();
  await expect(cards.nth(1).getByRole('link', { name: /스크랩한 요양보호사 공고 2/ })).toHaveCount(0);
  await expect(cards.nth(1).getByRole('link', { name: /^사람인에서 비슷한 공고 찾기/ })).toHaveAttribute('href', exampleUrl);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await shot(page, 'plan-examples-scraps-360');

  await page.getByRole('navigation', { name: '스크랩 종류' }).getByRole('link', { name: '학원 정보' }).click();
  await expect(page.getByText(COURSES_NOTE)).toBeVisible();
  await expect(cards.first().getByRole('link', { name: /^고용24에서 비슷한 과정 찾기/ })).toHaveAttribute('href', COURSE_SEARCH);
  await expectNoAxeViolations(page);
});
