import { expect, test, type Page } from '../support/test.ts';
import { prefer } from '../support/routes.ts';
import { screenshots } from '../support/screens.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { loginAs } from '../support/session.ts';

const launcher = (page: Page) => page.getByRole('button', { name: '할 일 추가', exact: true });
const panel = (page: Page) => page.getByRole('dialog', { name: '할 일 추가' });

test.use({ noInternet: true });

/** A member on /jobfound, the saved jobs answered with Prism's `jobs` example, the 할 일 추가 panel opened. */
async function openLauncherWithJobs(page: Page, jobs: string) {
  await loginAs(page);
  await prefer(page, '**/v1/my-dream/todo/jobs', jobs);
  await page.goto('/jobfound');
  await launcher(page).click();
}

test('visitors have no floating add-to-do button', async ({ page }) => {
  await page.goto('/jobfound');
  await expect(page.getByRole('heading', { level: 1, name: '직업 정보' })).toBeVisible();
  await expect(launcher(page)).toHaveCount(0);
});

test('a member adds a to-do to a chosen job: focus moves in, the panel closes with a 5 s toast, focus returns', async ({ page }) => {
  await loginAs(page);
  await prefer(page, '**/v1/my-dream/todo/jobs', 'example=twoJobs');
  await page.goto('/jobfound');
  await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');
  await launcher(page).click();
  await expect(launcher(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(panel(page).getByRole('heading', { name: '할 일 추가' })).toBeFocused();

  const job = panel(page).getByRole('combobox', { name: '직업' });
  await expect(job.getByRole('option')).toHaveText(['요양보호사', '바리스타']);
  const add = panel(page).getByRole('button', { name: '추가하기' });
  await expect(add).toBeDisabled();
  await panel(page).getByRole('textbox', { name: '할 일' }).fill('   ');
  await expect(add).toBeDisabled();
  await job.selectOption('바리스타');
  await panel(page).getByRole('textbox', { name: '할 일' }).fill('카페 실습 알아보기');
  await expect(add).toBeEnabled();
  await expect(panel(page).getByRole('link', { name: '나의 할 일로 가기' })).toHaveAttribute('href', '/mytodo');
  await expectNoAxeViolations(page);
  await screenshots(page, 'discover-floating', { fullPage: false });

  const sent = page.waitForRequest((r) => r.url().endsWith('/v1/my-dream/todo-group/31') && r.method() === 'POST');
  await add.click();
  const request = await sent;
  expect(request.postData()).toContain('카페 실습 알아보기');
  await expect(panel(page)).toHaveCount(0);
  await expect(launcher(page)).toBeFocused();
  const toast = page.getByRole('status').filter({ hasText: '할 일을 추가했어요.' });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveCount(0, { timeout: 8000 });
});

test('the panel works by keyboard and Escape closes it, returning focus to the button', async ({ page }) => {
  await loginAs(page);
  await prefer(page, '**/v1/my-dream/todo/jobs', 'example=twoJobs');
  await page.goto('/');
  await launcher(page).focus();
  await page.keyboard.press('Enter');
  await expect(panel(page).getByRole('heading', { name: '할 일 추가' })).toBeFocused();
  // the job choice is disabled until the member's jobs have arrived; a person tabs once it can be used
  await expect(panel(page).getByRole('combobox', { name: '직업' })).toBeEnabled();
  await page.keyboard.press('Tab'); // 닫기
  await page.keyboard.press('Tab'); // 직업
  await expect(panel(page).getByRole('combobox', { name: '직업' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('교육원 상담 받기');
  const sent = page.waitForRequest((r) => r.url().endsWith('/v1/my-dream/todo-group/12') && r.method() === 'POST');
  await page.keyboard.press('Enter');
  await sent;
  await expect(panel(page)).toHaveCount(0);
  await expect(launcher(page)).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(panel(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel(page)).toHaveCount(0);
  await expect(launcher(page)).toBeFocused();
});

test('a member without a saved job cannot add; the reason is said plainly', async ({ page }) => {
  await openLauncherWithJobs(page, 'example=none');
  await expect(panel(page)).toContainText('아직 담은 직업이 없어요.');
  await panel(page).getByRole('textbox', { name: '할 일' }).fill('무엇이든');
  await expect(panel(page).getByRole('button', { name: '추가하기' })).toBeDisabled();
  await expectNoAxeViolations(page);
});

test('a failed job list counts as no jobs', async ({ page }) => {
  await openLauncherWithJobs(page, 'code=401, dynamic=false');
  await expect(panel(page)).toContainText('아직 담은 직업이 없어요.');
});

test('a failed add is an alert; the panel stays open with the text kept', async ({ page }) => {
  await loginAs(page);
  await prefer(page, '**/v1/my-dream/todo/jobs', 'example=twoJobs');
  await prefer(page, '**/v1/my-dream/todo-group/*', 'code=404, dynamic=false');
  await page.goto('/jobfound');
  await launcher(page).click();
  await panel(page).getByRole('textbox', { name: '할 일' }).fill('교육원 상담 받기');
  await panel(page).getByRole('button', { name: '추가하기' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('할 일 추가에 실패했습니다. 다시 시도해주세요.');
  await expectNoAxeViolations(page);
  await alert.getByRole('button', { name: '확인' }).click();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByRole('textbox', { name: '할 일' })).toHaveValue('교육원 상담 받기');
});
