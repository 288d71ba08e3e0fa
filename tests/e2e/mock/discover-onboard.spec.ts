import { expect, test, type Page } from '../support/test.ts';
import { envelope } from '../support/bodies.ts';
import { prefer } from '../support/routes.ts';
import { screenshots } from '../support/screens.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { loginAs } from '../support/session.ts';

const steps = (page: Page) => page.getByRole('list', { name: '검사 단계' });
const currentStep = (page: Page) => steps(page).locator('[aria-current="step"]');
const questionHeading = (page: Page) => page.getByRole('heading', { level: 2 });

test.use({ noInternet: true });

/** From the top of the page, by keyboard only: the skip link, then Tab into the question. */
async function tabIntoQuestion(page: Page) {
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: '본문 바로가기' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
}

test('a visitor answers the whole questionnaire by keyboard and gets recommendations with the right payload', async ({ page }) => {
  await page.goto('/onboard');
  await expect(page.getByRole('heading', { level: 1, name: '나에게 맞는 직업 찾기' })).toBeVisible();
  await expect(steps(page).getByRole('listitem')).toHaveCount(4);
  await expect(currentStep(page)).toContainText('경력');
  await expect(page.getByRole('status').filter({ hasText: '전체 4단계 중 1단계, 경력' })).toHaveCount(1);
  await expect(page.getByText('질문 1 / 9')).toBeVisible();
  await expect(page.getByRole('button', { name: '이전' })).toBeDisabled();

  await tabIntoQuestion(page);
  await expect(page.getByRole('radio', { name: '사람을 돌보는 일' })).toBeFocused();
  await page.keyboard.press('ArrowDown'); // Q1: 아이를 가르치는 일
  await expect(page.getByRole('radio', { name: '아이를 가르치는 일' })).toBeChecked();
  await page.keyboard.press('Enter');

  await expect(page.getByText('질문 2 / 9')).toBeVisible();
  await expect(questionHeading(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space'); // Q2: the first option
  await expect(page.getByRole('radio', { name: '남의 이야기를 잘 들어 줘요' })).toBeChecked();
  await page.keyboard.press('Enter');

  // Q3 left unanswered: Tab past the group to 다음
  await expect(page.getByText('질문 3 / 9')).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: '이전' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: '다음' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByText('질문 4 / 9')).toBeVisible();
  await expect(currentStep(page)).toContainText('근무 조건');
  await expect(steps(page).getByRole('listitem').first()).toContainText('완료');
  await expect(page.getByRole('status').filter({ hasText: '전체 4단계 중 2단계, 근무 조건' })).toHaveCount(1);

  // previous from a step's first question returns to the prior step's last question
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: '이전' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('질문 3 / 9')).toBeVisible();
  await expect(currentStep(page)).toContainText('경력');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByText('질문 4 / 9')).toBeVisible();

  // Q4 to Q8: the first option of each, Space then Enter
  for (const [n, option] of [
    [4, '평일 오전만'],
    [5, '가볍게 움직이는 일'],
    [6, '용돈 정도면 충분해요'],
    [7, '사람을 많이 만나고 싶어요'],
    [8, '긴장되는 일은 피하고 싶어요'],
  ] as const) {
    await expect(page.getByText(`질문 ${n} / 9`)).toBeVisible();
    await expect(questionHeading(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: option })).toBeChecked();
    await page.keyboard.press('Enter');
  }

  await expect(page.getByText('질문 9 / 9')).toBeVisible();
  await expect(currentStep(page)).toContainText('근무 환경');
  await expect(questionHeading(page)).toHaveText('새 일을 위해 자격증을 준비할 생각이 있으세요?');
  await expect(page.getByRole('button', { name: '제출' })).toBeVisible();
  await expect(page.getByRole('button', { name: '다음' })).toHaveCount(0);
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: '자격증은 부담돼요' })).toBeChecked();

  const sent = page.waitForRequest((r) => r.url().includes('/v1/job/recommend') && r.method() === 'POST');
  await page.keyboard.press('Enter');
  expect((await sent).postDataJSON()).toEqual({
    answers: [
      { questionNum: 1, responses: ['아이를 가르치는 일'] },
      { questionNum: 2, responses: ['남의 이야기를 잘 들어 줘요'] },
      { questionNum: 3, responses: [] },
      { questionNum: 4, responses: ['평일 오전만'] },
      { questionNum: 5, responses: ['가볍게 움직이는 일'] },
      { questionNum: 6, responses: ['용돈 정도면 충분해요'] },
      { questionNum: 7, responses: ['사람을 많이 만나고 싶어요'] },
      { questionNum: 8, responses: ['긴장되는 일은 피하고 싶어요'] },
      { questionNum: 9, responses: ['자격증은 부담돼요'] },
      { questionNum: 10, responses: [] },
    ],
  });

  // step 4 (확인) is reached: the answers, then the jobs found; 추천 직업 보기 takes focus and goes there
  await expect(currentStep(page)).toContainText('확인');
  await expect(page.getByRole('status').filter({ hasText: /어울리는 직업 \d가지를 찾았어요/ })).toBeVisible();
  await expect(page.getByRole('button', { name: '추천 직업 보기' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/jobrecommend$/);
  await expect(page.getByRole('heading', { level: 1, name: '방문자님께 어울리는 직업이에요' })).toBeVisible();
  const cards = page.getByRole('list').filter({ has: page.getByRole('button', { name: /직업 담기/ }) }).getByRole('listitem');
  expect(await cards.count()).toBeGreaterThanOrEqual(3);
  expect(await cards.count()).toBeLessThanOrEqual(5);
});

test('the confirmation step shows the answers while the recommendation is made (axe clean)', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/v1/job/recommend', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/onboard');
  await page.getByRole('radio', { name: '사무실에서 하는 일' }).check();
  for (let i = 0; i < 8; i++) await page.getByRole('button', { name: '다음' }).click();
  await page.getByRole('button', { name: '제출' }).click();

  await expect(currentStep(page)).toContainText('확인');
  await expect(page.getByRole('heading', { level: 2, name: '확인' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '어울리는 직업을 찾고 있어요...' })).toBeVisible();
  await expect(page.getByRole('definition').first()).toHaveText('사무실에서 하는 일');
  await expect(page.getByRole('definition').nth(1)).toHaveText('답하지 않음');
  await expect(page.getByText('답하신 질문이 1개예요. 3개 이상 답하시면 더 잘 맞는 직업을 골라 드릴 수 있어요.')).toBeVisible();
  await expect(page.getByRole('button', { name: '추천 직업 보기' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await screenshots(page, 'discover-onboard-confirm');
  release();
  // the step stays until the member goes on
  await expect(page.getByRole('button', { name: '추천 직업 보기' })).toBeEnabled();
  await expect(currentStep(page)).toContainText('확인');
  await page.getByRole('button', { name: '추천 직업 보기' }).click();
  await expect(page).toHaveURL(/\/jobrecommend$/);
});

test('no answer at all (360 px, 보통): step 4 says so and suggests three answers; nothing is asked, no reasons are made up', async ({ page }) => {
  let asked = 0;
  page.on('request', (r) => r.url().includes('/v1/job/recommend') && asked++);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/onboard');
  for (let i = 0; i < 8; i++) await page.getByRole('button', { name: '다음' }).click();
  await page.getByRole('button', { name: '제출' }).click();
  await expect(currentStep(page)).toContainText('확인');
  await expect(page.getByRole('heading', { level: 2, name: '4단계 · 확인' })).toBeFocused();
  await expect(page.getByText('답하신 질문이 없어요. 답이 없으면 어울리는 직업을 고를 수 없어요. 질문 3개 이상에 답해 주세요.')).toBeVisible();
  await expect(page.getByText('답해 주신 내용을 바탕으로')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '추천 직업 보기' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: '직업 백과 보기' })).toHaveAttribute('href', '/jobfound');
  await expectNoAxeViolations(page);
  await screenshots(page, 'discover-onboard-no-answers');
  expect(asked).toBe(0);
  await page.getByRole('button', { name: '질문에 답하기' }).click();
  await expect(page.getByText('질문 1 / 9')).toBeVisible();
  await expect(currentStep(page)).toContainText('경력');
});

test('답 고치기 on step 4 goes back to the last question with the answers kept', async ({ page }) => {
  await page.goto('/onboard');
  await page.getByRole('radio', { name: '사무실에서 하는 일' }).check();
  for (let i = 0; i < 8; i++) await page.getByRole('button', { name: '다음' }).click();
  await page.getByRole('button', { name: '제출' }).click();
  await expect(page.getByRole('button', { name: '추천 직업 보기' })).toBeEnabled();
  await page.getByRole('button', { name: '답 고치기' }).click();
  await expect(page.getByText('질문 9 / 9')).toBeVisible();
  await expect(currentStep(page)).toContainText('근무 환경');
  for (let i = 0; i < 8; i++) await page.getByRole('button', { name: '이전' }).click();
  await expect(page.getByRole('radio', { name: '사무실에서 하는 일' })).toBeChecked();
});

test('a failed recommendation is an in-page alert; the member stays on the last question', async ({ page }) => {
  await prefer(page, '**/v1/job/recommend', 'code=400, dynamic=false');
  await page.goto('/onboard');
  await page.getByRole('radio', { name: '사무실에서 하는 일' }).check();
  for (let i = 0; i < 8; i++) await page.getByRole('button', { name: '다음' }).click();
  await page.getByRole('button', { name: '제출' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('추천 결과를 만들지 못했습니다. 다시 시도해주세요.');
  await expectNoAxeViolations(page);
  await alert.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/onboard$/);
  await expect(page.getByText('질문 9 / 9')).toBeVisible();
  await expect(page.getByRole('button', { name: '제출' })).toBeEnabled();
});

test('a result of the wrong shape is no result: alert, then home', async ({ page }) => {
  await page.route('**/v1/job/recommend', (route) => route.fulfill({ json: envelope({ recommendedJobs: [] }) }));
  await page.goto('/onboard');
  await page.getByRole('radio', { name: '사무실에서 하는 일' }).check();
  for (let i = 0; i < 8; i++) await page.getByRole('button', { name: '다음' }).click();
  await page.getByRole('button', { name: '제출' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('추천 결과가 없습니다.');
  await alert.getByRole('button', { name: '홈으로' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('axe (WCAG 2.2 A/AA) and screenshots on /onboard', () => {
  test('logged out', async ({ page }) => {
    await page.goto('/onboard');
    await expect(page.getByText('질문 1 / 9')).toBeVisible();
    await page.getByRole('radio', { name: '손으로 만드는 일' }).check();
    await expectNoAxeViolations(page);
    await screenshots(page, 'discover-onboard');
  });

  test('logged in, on a later step', async ({ page }) => {
    await loginAs(page);
    await page.goto('/onboard');
    for (let i = 0; i < 4; i++) await page.getByRole('button', { name: '다음' }).click();
    await expect(page.getByText('질문 5 / 9')).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshots(page, 'discover-onboard-member');
  });
});
