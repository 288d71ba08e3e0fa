// The shared plan (/s#t=…, issue 22) and the share dialog on the contract's examples: memos, links and photos when the
// link includes them, the dead link (404), a dropped connection with a retry, an address without a token (nothing is
// asked), the keyboard; the dialog's refusal (20 links) said in Korean, and Esc back to its button.
import { expectNoAxeViolations } from '../support/a11y.ts';
import { memberWithTodos } from '../support/mytodo.ts';
import { dropConnection, prefer } from '../support/routes.ts';
import { expectNoSidewaysScroll, shot, tabTo } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';

const TOKEN = 'q3Xv9LmR2bTfY8wKpZs1aNcE4hU';
const PLAN = 'shared-plan';

test.use({ noInternet: true });

test.describe('/s', () => {
  test('a link with memos: whose plan, the to-dos with their state, memo, link and photos; keyboard; no edit controls', async ({ page }) => {
    await prefer(page, PLAN, 'example=withMemos');
    const asked = page.waitForRequest((r) => r.url().endsWith('/v1/shared-plan'));
    await page.goto(`/s#t=${TOKEN}`);
    expect((await asked).headers()['x-share-token']).toBe(TOKEN);
    await expect(page.getByRole('heading', { level: 1, name: '새출발님의 계획' })).toBeVisible();
    await expect(page.getByRole('definition')).toHaveText(['요양보호사', '24일째', '2개 중 1개 완료']);
    const todos = page.getByRole('region', { name: '할 일 목록' });
    await expect(todos.getByText('완료: 요양보호사 교육원 세 곳 상담 받기')).toBeVisible();
    await expect(todos.getByText('진행 중: 필기시험 기출문제 한 회 풀기')).toBeVisible();
    await expect(todos.getByText('기출문제 1회차 68점.', { exact: false })).toBeVisible();
    await expect(todos.getByRole('link', { name: /youtube\.com/ })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await expect(todos.getByRole('img', { name: '요양보호사 교육원 세 곳 상담 받기 사진 1' })).toHaveCount(1);
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /수정|삭제|추가/ })).toHaveCount(0);
    await tabTo(page, page.getByRole('button', { name: '인쇄하기' }));
    await tabTo(page, page.getByRole('link', { name: '새길 둘러보기' }));
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoSidewaysScroll(page);
    await shot(page, 'mock-plan-share-s-memos-360');
  });

  test('a dead link says so in plain Korean, without a retry', async ({ page }) => {
    await prefer(page, PLAN, 'code=404');
    await page.goto(`/s#t=${TOKEN}`);
    await expect(page.getByRole('heading', { level: 1, name: '이 링크는 더 이상 쓸 수 없어요' })).toBeVisible();
    await expect(page.getByRole('button', { name: '다시 시도' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: '새길 둘러보기' })).toHaveAttribute('href', '/');
    await expectNoAxeViolations(page);
  });

  test('a dropped connection says so with a retry, which loads the plan', async ({ page }) => {
    await dropConnection(page, PLAN);
    await page.goto(`/s#t=${TOKEN}`);
    const failure = page.getByRole('alert').filter({ hasText: '계획을 불러오지 못했어요.' });
    await expect(failure).toBeVisible();
    await expectNoAxeViolations(page);
    await page.unroute('**/v1/shared-plan*');
    await failure.getByRole('button', { name: '다시 시도' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /님의 계획$/ })).toBeVisible();
  });

  test('an address without a token asks nothing and shows the dead link', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => r.url().includes('/v1/shared-plan') && asked.push(r.url()));
    await page.goto('/s');
    await expect(page.getByRole('heading', { level: 1, name: '이 링크는 더 이상 쓸 수 없어요' })).toBeVisible();
    await page.goto('/s?t=' + TOKEN); // a token in the query is never read (it would reach logs)
    await expect(page.getByRole('heading', { level: 1, name: '이 링크는 더 이상 쓸 수 없어요' })).toBeVisible();
    expect(asked).toEqual([]);
  });
});

test.describe('/mytodo/list share dialog', () => {
  test('Esc closes it back to its button; a refused link (20 already) is said in Korean', async ({ page }) => {
    await memberWithTodos(page);
    await page.goto('/mytodo/list');
    const open = page.getByRole('button', { name: '가족·상담사에게 보여주기' });
    await tabTo(page, open);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '계획 보여주기' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { name: '30일' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: '비공개 할 일도 보여주기' })).not.toBeChecked();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    await prefer(page, '**/v1/my-dream/todo-group/*/shares', 'code=409', 'POST');
    await open.click();
    await dialog.getByRole('button', { name: '링크 만들기' }).click();
    await expect(dialog.getByRole('alert')).toContainText('링크를 만들지 못했어요.');
    await expectNoAxeViolations(page);
  });

  test('the links list: which job, what it shows, views, and 링크 끊기 after a confirm', async ({ page }) => {
    await memberWithTodos(page);
    await page.goto('/mytodo/list');
    const links = page.getByRole('region', { name: '보여주기 링크' });
    await expect(links.getByRole('listitem').first()).toContainText(/마지막으로 본 날|아직 아무도 열어 보지 않았어요/);
    const count = await links.getByRole('listitem').count();
    expect(count).toBeGreaterThan(0);
    await links.getByRole('button', { name: /^링크 끊기/ }).first().click();
    const confirm = page.getByRole('alertdialog', { name: '이 링크를 끊을까요?' });
    await expect(confirm.getByRole('button', { name: '취소' })).toBeFocused();
    const removed = page.waitForRequest((r) => r.method() === 'DELETE' && r.url().includes('/v1/my-dream/shares/'));
    await confirm.getByRole('button', { name: '링크 끊기' }).click();
    await removed;
    await expect(confirm).toBeHidden();
  });
});
