import { expect, test, type Page, type Request } from '../support/test.ts';
import { envelope } from '../support/bodies.ts';
import { answer, prefer } from '../support/routes.ts';
import { navigateInApp, nextFrames, screenshots, shot } from '../support/screens.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { loginAs } from '../support/session.ts';

// What /onboard passes in navigation state: the contract's recommendation data (three jobs, one without reasons).
const RECOMMENDED = {
  recommendedJobs: [
    {
      jobId: 1,
      jobTitle: '요양보호사',
      jobDescription: '몸이 불편한 어르신의 일상생활과 신체 활동을 돕습니다.',
      imageUrl: 'https://cdn.saegil.kr/jobs/1.png',
      reasons: {
        personality: '다른 사람을 돕는 일에서 보람을 느끼는 성향이에요.',
        condition: '평일 오전 근무를 원하는 조건과 잘 맞아요.',
        strong: '돌봄 경험을 살릴 수 있어요.',
      },
    },
    {
      jobId: 18,
      jobTitle: '바리스타',
      jobDescription: '커피를 만들고 매장에서 손님을 맞이합니다.',
      imageUrl: 'https://cdn.saegil.kr/jobs/18.png',
      reasons: { condition: '탄력 근무가 가능한 일이에요.' },
    },
    {
      jobId: 8,
      jobTitle: '사무보조원',
      jobDescription: '문서 작성과 자료 정리 등 사무실 업무를 돕습니다.',
      imageUrl: 'https://cdn.saegil.kr/jobs/8.png',
      reasons: {},
    },
  ],
};

/** Arrive at /jobrecommend the way /onboard does: an in-app navigation with the results in history state. */
async function openResults(page: Page, state: unknown = RECOMMENDED) {
  await page.goto('/onboard');
  await expect(page.getByText('질문 1 / 9')).toBeVisible();
  await navigateInApp(page, '/jobrecommend', state);
  await expect(page).toHaveURL(/\/jobrecommend$/);
}

const card = (page: Page, job: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: job }) });
const reasons = (page: Page, job: string) => page.getByRole('region', { name: `${job} 추천 이유` });

test.use({ noInternet: true });

test('cards show image, title, description and the reasons on hover and on keyboard focus', async ({ page }) => {
  await openResults(page);
  await expect(page.getByRole('heading', { level: 1, name: '방문자님께 어울리는 직업이에요' })).toBeVisible();
  for (const job of ['요양보호사', '바리스타', '사무보조원']) await expect(card(page, job)).toBeVisible();
  const caregiver = card(page, '요양보호사');
  await expect(caregiver).toContainText('몸이 불편한 어르신의 일상생활과 신체 활동을 돕습니다.');
  await expect(caregiver.locator('img')).toHaveAttribute('src', 'https://cdn.saegil.kr/jobs/1.png');
  await expect(caregiver.getByRole('link', { name: /자세히 보기/ })).toHaveAttribute('href', '/jobinfo/1');

  // hidden until hovered
  await expect(reasons(page, '요양보호사')).toHaveCSS('opacity', '0');
  await caregiver.hover();
  await expect(reasons(page, '요양보호사')).toHaveCSS('opacity', '1');
  for (const [label, text] of [
    ['성향', '다른 사람을 돕는 일에서 보람을 느끼는 성향이에요.'],
    ['근무 조건', '평일 오전 근무를 원하는 조건과 잘 맞아요.'],
    ['강점', '돌봄 경험을 살릴 수 있어요.'],
  ]) {
    await expect(reasons(page, '요양보호사').getByRole('term').filter({ hasText: label })).toBeVisible();
    await expect(reasons(page, '요양보호사').getByRole('definition').filter({ hasText: text })).toBeVisible();
  }

  // keyboard focus on a card's button shows that card's reasons (and describes the button with them)
  await page.mouse.move(0, 0);
  const save = card(page, '바리스타').getByRole('button', { name: /직업 담기/ });
  await save.focus();
  await expect(reasons(page, '바리스타')).toHaveCSS('opacity', '1');
  await expect(reasons(page, '요양보호사')).toHaveCSS('opacity', '0');
  await expect(save).toHaveAccessibleDescription(/탄력 근무가 가능한 일이에요/);
  await expect(reasons(page, '사무보조원')).toContainText('답해 주신 내용을 바탕으로 골라 드린 직업이에요.');

  await expectNoAxeViolations(page);
  await caregiver.hover();
  await screenshots(page, 'discover-recommend');
});

test('logged out, save first asks to log in; nothing is saved after closing without a token', async ({ page }) => {
  let saves = 0;
  page.on('request', (r) => r.url().includes('/v1/my-dream/job/') && saves++);
  await openResults(page);
  await card(page, '요양보호사').getByRole('button', { name: /직업 담기/ }).click();
  const dialog = page.getByRole('alertdialog', { name: '로그인이 필요해요' });
  await expect(dialog).toContainText('로그인 후 이용해주세요.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: '닫기' }).click();
  await expect(dialog).toHaveCount(0);
  await nextFrames(page); // what closing set going has rendered and sent by now
  expect(saves).toBe(0);
});

test('logged out, the job is saved once the dialog closes if a token exists by then', async ({ page }) => {
  await openResults(page);
  await card(page, '바리스타').getByRole('button', { name: /직업 담기/ }).click();
  await expect(page.getByRole('alertdialog', { name: '로그인이 필요해요' })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('accessToken', 'token-from-another-tab'));
  const saved = page.waitForRequest((r) => r.url().endsWith('/v1/my-dream/job/18') && r.method() === 'POST');
  await page.getByRole('button', { name: '닫기' }).click();
  await saved;
  await expect(page.getByRole('status').filter({ hasText: "'바리스타' 직업을 담았어요." })).toBeVisible();
});

test.describe('a visitor who logs in from the results (360 px, 보통)', () => {
  const isSave = (r: Request) => r.url().includes('/v1/my-dream/job/') && r.method() === 'POST';
  const logIn = async (page: Page) => {
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('textbox', { name: '아이디' }).fill('saegil2026');
    await page.getByLabel('비밀번호', { exact: true }).fill('Saegil!2026');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
  };
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await prefer(page, 'member/auth/login', 'example=loggedIn'); // 새길맘
    await prefer(page, 'member/info', 'example=memberInfo', 'GET');
    await answer(page, 'my-dream/todo/jobs', envelope([]), { method: 'GET' }); // nothing saved yet
  });

  test('the dialog’s 로그인하기 comes back to the same results and saves the chosen job once', async ({ page }) => {
    const saves: string[] = [];
    page.on('request', (r) => isSave(r) && saves.push(new URL(r.url()).pathname));
    await openResults(page);
    await card(page, '바리스타').getByRole('button', { name: /직업 담기/ }).click();
    const dialog = page.getByRole('alertdialog', { name: '로그인이 필요해요' });
    await expect(dialog).toContainText('추천 결과로 돌아와');
    await expectNoAxeViolations(page);
    await shot(page, 'discover-recommend-login-dialog-360', { fullPage: false });
    await dialog.getByRole('button', { name: '로그인하기' }).click();
    await logIn(page);

    await expect(page).toHaveURL(/\/jobrecommend$/);
    await expect(page.getByRole('heading', { level: 1, name: '새길맘님께 어울리는 직업이에요' })).toBeVisible();
    for (const job of ['요양보호사', '바리스타', '사무보조원']) await expect(card(page, job)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: "'바리스타' 직업을 담았어요." })).toBeVisible();
    await expect(card(page, '바리스타').getByRole('link', { name: /담은 직업/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'discover-recommend-after-login-360');
    // a reload shows the results again and saves nothing more
    await page.reload();
    await expect(card(page, '요양보호사')).toBeVisible();
    await nextFrames(page);
    expect(saves).toEqual(['/v1/my-dream/job/18']);
  });

  test('the top bar’s 로그인 comes back to the results too, saving nothing', async ({ page }) => {
    const saves: string[] = [];
    page.on('request', (r) => isSave(r) && saves.push(r.url()));
    await openResults(page);
    await page.getByRole('banner').getByRole('link', { name: '로그인', exact: true }).click();
    await logIn(page);
    await expect(page).toHaveURL(/\/jobrecommend$/);
    await expect(card(page, '사무보조원')).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await nextFrames(page);
    expect(saves).toEqual([]);
  });

  test('closing the dialog forgets the choice: a later login saves nothing', async ({ page }) => {
    const saves: string[] = [];
    page.on('request', (r) => isSave(r) && saves.push(r.url()));
    await openResults(page);
    await card(page, '바리스타').getByRole('button', { name: /직업 담기/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '닫기' }).click();
    await page.getByRole('banner').getByRole('link', { name: '로그인', exact: true }).click();
    await logIn(page);
    await expect(card(page, '바리스타').getByRole('button', { name: /직업 담기/ })).toBeVisible();
    await nextFrames(page);
    expect(saves).toEqual([]);
  });
});

test('the answers stay chosen in the tab: back on /onboard after a reload the first question keeps its answer', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/onboard');
  await page.getByRole('radio', { name: '손으로 만드는 일' }).check();
  await page.reload();
  await expect(page.getByRole('radio', { name: '손으로 만드는 일' })).toBeChecked();
});

test.describe('a member', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, '김영희');
    // no saved jobs yet (Prism would make up a random list)
    await page.route('**/v1/my-dream/todo/jobs', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify(envelope([])) }),
    );
  });

  test('a saved job says so instead of offering 직업 담기 again, at once after saving too', async ({ page }) => {
    await page.unroute('**/v1/my-dream/todo/jobs');
    await prefer(page, '**/v1/my-dream/todo/jobs', 'example=twoJobs'); // 요양보호사 and 바리스타
    await openResults(page);
    const savedLink = card(page, '요양보호사').getByRole('link', { name: /담은 직업/ });
    await expect(savedLink).toHaveAttribute('href', '/mytodo');
    await expect(card(page, '요양보호사').getByRole('button', { name: /직업 담기/ })).toHaveCount(0);
    await card(page, '사무보조원').getByRole('button', { name: /직업 담기/ }).click();
    await expect(card(page, '사무보조원').getByRole('link', { name: /담은 직업/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the reasons over the image never cover the job name', async ({ page }) => {
    await openResults(page);
    const caregiver = card(page, '요양보호사');
    await caregiver.hover();
    await expect(reasons(page, '요양보호사')).toHaveCSS('opacity', '1');
    const [over, name] = [await reasons(page, '요양보호사').boundingBox(), await caregiver.getByRole('heading', { level: 2 }).boundingBox()];
    expect(over!.y + over!.height).toBeLessThanOrEqual(name!.y);
  });

  test('sees the nickname in the title and saves a job with a success toast that stays long enough to read', async ({ page }) => {
    await openResults(page);
    await expect(page.getByRole('heading', { level: 1, name: '김영희님께 어울리는 직업이에요' })).toBeVisible();
    const saved = page.waitForRequest((r) => r.url().endsWith('/v1/my-dream/job/1') && r.method() === 'POST');
    await card(page, '요양보호사').getByRole('button', { name: /직업 담기/ }).click();
    expect((await saved).headers().authorization).toBe('Bearer e2e-access-token');
    const toast = page.getByRole('status').getByText("'요양보호사' 직업을 담았어요. 나의 할 일에서 준비를 시작해 보세요.");
    await expect(toast).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshots(page, 'discover-recommend-member');
    await expect(toast).toHaveCount(0, { timeout: 12_000 }); // 5 s plus 0.1 s per character beyond 30
  });

  test('a failed save shows the server’s message as an error toast', async ({ page }) => {
    await prefer(page, '**/v1/my-dream/job/*', 'code=409, dynamic=false');
    await openResults(page);
    await card(page, '사무보조원').getByRole('button', { name: /직업 담기/ }).click();
    await expect(page.getByRole('alert').getByText('이미 담은 직업입니다.')).toBeVisible();
  });

  test('a save with no server message falls back to the spec’s text', async ({ page }) => {
    await page.route('**/v1/my-dream/job/*', (route) => route.abort('connectionfailed'));
    await openResults(page);
    await card(page, '사무보조원').getByRole('button', { name: /직업 담기/ }).click();
    await expect(page.getByRole('alert').getByText('직업 담기에 실패했습니다. 다시 시도해주세요.')).toBeVisible();
  });
});

test('without results (a direct visit or a reload without state) the page alerts, then goes home', async ({ page }) => {
  await page.goto('/jobrecommend');
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('추천 결과가 없습니다.');
  await expectNoAxeViolations(page);
  await alert.getByRole('button', { name: '홈으로' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('results of the wrong shape alert and go home too', async ({ page }) => {
  await openResults(page, { recommendedJobs: [{ jobId: 'x' }] });
  await expect(page.getByRole('alertdialog')).toContainText('추천 결과가 없습니다.');
  await page.getByRole('button', { name: '홈으로' }).click();
  await expect(page).toHaveURL(/\/$/);
});
