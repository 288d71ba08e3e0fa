// The questionnaire (/onboard) and its recommendations as the live journey drives them: by keyboard, one option
// per question, and what the app sends and shows.
import { expect, type Page, type Request } from '@playwright/test';

/** One option per question, by its text (null: leave the question unanswered). */
export type Answers = readonly (string | null)[];

/** Someone who has cared for people, wants weekday mornings and is ready for a certificate. */
export const CARER: Answers = [
  '사람을 돌보는 일',
  '남의 이야기를 잘 들어 줘요',
  '사람을 만나는 일이 편해요',
  '평일 오전만',
  '몸을 많이 쓰는 일도 괜찮아요',
  '생활비에 보탬이 되면 좋겠어요',
  '사람을 많이 만나고 싶어요',
  null, // no answer on stress
  '자격증 준비도 괜찮아요',
];

export const steps = (page: Page) => page.getByRole('list', { name: '검사 단계' });
export const currentStep = (page: Page) => steps(page).locator('[aria-current="step"]');
export const recommendCards = (page: Page) =>
  page.getByRole('main').getByRole('list').filter({ has: page.getByRole('button', { name: /직업 담기/ }) }).getByRole('listitem');
export const recommendCard = (page: Page, job: string) =>
  recommendCards(page).filter({ has: page.getByRole('heading', { level: 2, name: job, exact: true }) });
export const reasons = (page: Page, job: string) => page.getByRole('region', { name: `${job} 추천 이유` });
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export const isRecommendCall = (r: Request) => r.url().includes('/v1/job/recommend') && r.method() === 'POST';

/** From the top of a freshly loaded page: Tab to the skip link, Enter; the next Tab goes into the page's content. */
export async function skipToContent(page: Page) {
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: '본문 바로가기' })).toBeFocused();
  await page.keyboard.press('Enter');
}

/**
 * Answers all nine questions with the keyboard only, starting where the next Tab enters the first question: into
 * each question's radio group (arrow keys choose, Space takes the first option), Enter for 다음 and, at the end,
 * 제출, then Enter on step 4's 추천 직업 보기. An unanswered question is passed with Tab to 다음. Returns the
 * recommendation request.
 */
export async function answerByKeyboard(page: Page, answers: Answers): Promise<Request> {
  await expect(page.getByText('질문 1 / 9')).toBeVisible();
  let sent: Promise<Request> | undefined;
  for (const [index, answer] of answers.entries()) {
    const n = index + 1;
    await expect(page.getByText(`질문 ${n} / 9`)).toBeVisible();
    if (n > 1) await expect(page.getByRole('heading', { level: 2 })).toBeFocused();
    const group = page.getByRole('main').getByRole('group').filter({ has: page.getByRole('radio') });
    const options = await group.getByRole('radio').evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).value));
    await page.keyboard.press('Tab');
    await expect(group.getByRole('radio').first()).toBeFocused();
    const final = n === answers.length;
    if (answer === null) {
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: '이전' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: final ? '제출' : '다음' })).toBeFocused();
    } else {
      const at = options.indexOf(answer);
      expect(at, `option '${answer}' of question ${n}`).toBeGreaterThanOrEqual(0);
      if (at === 0) await page.keyboard.press('Space');
      for (let i = 0; i < at; i++) await page.keyboard.press('ArrowDown');
      await expect(group.getByRole('radio', { name: answer })).toBeChecked();
      await expect(group.getByRole('radio', { name: answer })).toBeFocused();
    }
    if (final) {
      await expect(page.getByRole('button', { name: '제출' })).toBeVisible();
      await expect(page.getByRole('button', { name: '다음' })).toHaveCount(0);
      sent = page.waitForRequest(isRecommendCall);
    }
    await page.keyboard.press('Enter');
  }
  // step 4 (확인): once the jobs are found, 추천 직업 보기 has focus
  await expect(page.getByRole('button', { name: '추천 직업 보기' })).toBeFocused();
  await page.keyboard.press('Enter');
  return sent!;
}

/** The request carries every question's running number (the confirmation counts as one), unanswered ones empty. */
export function expectAnswersSent(request: Request, answers: Answers) {
  expect(request.postDataJSON()).toEqual({
    answers: [
      ...answers.map((answer, index) => ({ questionNum: index + 1, responses: answer === null ? [] : [answer] })),
      { questionNum: answers.length + 1, responses: [] },
    ],
  });
}

/** 3 to 5 cards, each with an image that loaded, a title, a description and at least one reason. */
export async function expectRecommendations(page: Page): Promise<string[]> {
  await expect(page).toHaveURL(/\/jobrecommend$/);
  await expect(recommendCards(page).first()).toBeVisible();
  const count = await recommendCards(page).count();
  expect(count).toBeGreaterThanOrEqual(3);
  expect(count).toBeLessThanOrEqual(5);
  const titles = await recommendCards(page).getByRole('heading', { level: 2 }).allTextContents();
  for (const title of titles) {
    const card = recommendCard(page, title);
    await expect(card.locator('img')).toHaveAttribute('src', /\/images\/jobs\/[a-z-]+\.svg$/);
    await expect
      .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
        message: `${title}: the job's picture loads`,
      })
      .toBe(true);
    await expect(reasons(page, title).getByRole('definition').first()).not.toBeEmpty();
  }
  return titles;
}
