// /mytodo/scrap: the 학원 정보 tab, and the empty, loading, error and wrong-shape states of both tabs.
import { expect, test, type Page } from '../support/test.ts';
import { envelope } from '../support/bodies.ts';
import { scrapPage, scrappedTraining } from '../support/plan-bodies.ts';
import { answer, prefer } from '../support/routes.ts';
import { shot } from '../support/screens.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { loginAs } from '../support/session.ts';

const JOBS = '**/v1/scrap/recruit/list*';
const EDU = '**/v1/scrap/training/list*';
const grid = (page: Page) => page.getByRole('main').getByRole('article');

test.beforeEach(async ({ page }) => loginAs(page));

test("학원 정보: cards, and a removal says '교육 스크랩이 성공적으로 삭제되었습니다.'", async ({ page }) => {
  await answer(page, EDU, scrapPage([scrappedTraining(1), scrappedTraining(2), scrappedTraining(3)]));
  await page.goto('/mytodo/scrap/edu');
  const tabs = page.getByRole('navigation', { name: '스크랩 종류' });
  await expect(tabs.getByRole('link', { name: '학원 정보' })).toHaveAttribute('aria-current', 'page');
  const card = grid(page).first();
  for (const text of ['1회차', '종로요양보호사교육원 1', '서울특별시 종로구 종로 1', '교육 기간 3개월', '수강료 350,000원'])
    await expect(card).toContainText(text);
  await expect(card.getByRole('link', { name: /스크랩한 요양보호사 과정 1.*새 창에서 열림/ })).toHaveAttribute('href', /work24/);
  await expectNoAxeViolations(page);
  await shot(page, 'plan-scrap-edu-1280');
  await page.setViewportSize({ width: 360, height: 800 });
  await shot(page, 'plan-scrap-edu-360');

  const deleted = page.waitForRequest((r) => r.method() === 'DELETE');
  await page.getByRole('button', { name: '스크랩한 요양보호사 과정 2 스크랩 삭제' }).click();
  await page.getByRole('alertdialog', { name: '스크랩을 삭제하시겠습니까?' }).getByRole('button', { name: '삭제' }).click();
  const request = await deleted;
  expect(new URL(request.url()).pathname).toBe('/v1/scrap/training/AIG20240000412342');
  expect(request.postDataJSON()).toEqual({ trainingId: 'AIG20240000412342' });
  await expect(page.getByRole('alertdialog', { name: '알림' })).toContainText('교육 스크랩이 성공적으로 삭제되었습니다.');
});

test('empty states point to the searches', async ({ page }) => {
  await answer(page, JOBS, scrapPage([]));
  await page.goto('/mytodo/scrap/job');
  await expect(page.getByText('스크랩한 채용 정보가 아직 없어요!')).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'plan-scrap-empty-1280');
  await page.getByRole('link', { name: '채용 정보 보러 가기' }).click();
  await expect(page).toHaveURL(/\/jobsearch$/);

  await prefer(page, EDU, 'example=empty');
  await page.goto('/mytodo/scrap/edu');
  await expect(page.getByText('스크랩한 학원 정보가 아직 없어요!')).toBeVisible();
  await page.getByRole('link', { name: '학원 정보 보러 가기' }).click();
  await expect(page).toHaveURL(/\/learning$/);
});

test("loading '로딩 중...', then '오류: {message}'", async ({ page }) => {
  // the answer is held until the loading state has been seen
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(JOBS, async (route) => {
    await held;
    await route.continue({ headers: { ...route.request().headers(), prefer: 'code=500, dynamic=false' } });
  });
  await page.goto('/mytodo/scrap/job');
  await expect(page.getByRole('status').filter({ hasText: '로딩 중...' })).toBeVisible();
  release();
  const error = page.getByRole('alert').filter({ hasText: '오류:' });
  await expect(error).toContainText('오류: 일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.', { timeout: 15_000 });
  await expect(error.getByRole('button', { name: '다시 시도' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'plan-scrap-error-1280');
});

test("a list in the wrong shape says 'API 응답 데이터 형식이 올바르지 않습니다.'", async ({ page }) => {
  await answer(page, EDU, envelope({ content: '없음', totalPages: 'many' }));
  await page.goto('/mytodo/scrap/edu');
  await expect(page.getByRole('alert').filter({ hasText: '오류:' })).toContainText('오류: API 응답 데이터 형식이 올바르지 않습니다.', {
    timeout: 15_000,
  });
});

test('axe with Prism’s data on both tabs', async ({ page }) => {
  for (const path of ['/mytodo/scrap/job', '/mytodo/scrap/edu']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: '스크랩한 공고' })).toBeVisible();
    await expect(page.getByText('로딩 중...')).toHaveCount(0);
    await expectNoAxeViolations(page);
  }
});
