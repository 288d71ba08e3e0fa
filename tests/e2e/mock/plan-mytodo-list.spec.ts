// /mytodo/list: the chosen job's checklist, ticking, and the empty and failed states.
import { expect, test } from '../support/test.ts';
import { envelope } from '../support/bodies.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { checklist, GROUP, items, JOBS, memberWithTodos, OWN, titles, TODOS } from '../support/mytodo.ts';
import { answer, prefer } from '../support/routes.ts';
import { loginAs } from '../support/session.ts';
import { shot } from '../support/screens.ts';

test.describe('/mytodo/list', () => {
  test('the own group is chosen; checklist, view count, memo links, public badges, 추가하기; side menu', async ({ page }) => {
    await memberWithTodos(page);
    await page.goto('/mytodo/list');
    await expect(page.getByRole('heading', { level: 1, name: '나의 할 일' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: '나의 할 일 메뉴' });
    await expect(menu.getByRole('link', { name: '할 일 목록' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: '스크랩' })).not.toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('combobox', { name: '직업 선택' })).toHaveText(/요양보호사/);
    await expect(checklist(page)).toContainText('조회수 57');
    expect(await titles(page)).toEqual(TODOS.map((t) => t.title));
    await expect(page.getByRole('checkbox', { name: '요양보호사 교육기관 알아보기' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: '요양보호사 필기시험 접수하기' })).not.toBeChecked();
    await expect(items(page).first()).toContainText('공개');
    await expect(items(page).nth(1)).toContainText('비공개');
    await expect(page.getByRole('link', { name: '요양보호사 교육기관 알아보기 메모 보기' })).toHaveAttribute('href', '/mytodo/memo/101');
    await expect(page.getByRole('link', { name: '요양보호사 필기시험 접수하기 메모 보기' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: '요양보호사 필기시험 접수하기 수정' })).toHaveAttribute('href', '/mytodo/edit/102');
    await expect(page.getByRole('link', { name: '추가하기' })).toHaveAttribute('href', '/mytodo/add/12');
    await expectNoAxeViolations(page);
    await shot(page, 'plan-mytodo-list-1280');
    await page.setViewportSize({ width: 360, height: 800 });
    await shot(page, 'plan-mytodo-list-360');
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await expectNoAxeViolations(page);
  });

  test('without an own group the first job is chosen; choosing another job loads its list', async ({ page }) => {
    await memberWithTodos(page);
    await page.unroute(OWN);
    await prefer(page, OWN, 'example=noGroup');
    await page.goto('/mytodo/list');
    await expect(page.getByRole('combobox', { name: '직업 선택' })).toHaveText(/요양보호사/);
    const other = page.waitForRequest((r) => r.url().endsWith('/v1/my-dream/todo-group/31'));
    await page.getByRole('combobox', { name: '직업 선택' }).click();
    await page.getByRole('option', { name: '바리스타' }).click();
    await other;
    await expect(page.getByRole('checkbox', { name: '바리스타 2급 자격증 알아보기' })).toBeVisible();
    await expect(checklist(page)).toContainText('조회수 3');
    await expect(page.getByRole('link', { name: '추가하기' })).toHaveAttribute('href', '/mytodo/add/31');
  });

  test('the job dropdown scrolls when more than 8 jobs', async ({ page }) => {
    await memberWithTodos(page);
    await page.unroute(JOBS);
    const names = ['요양보호사', '간호조무사', '보육교사', '사회복지사', '직업상담사', '심리상담사', '급식도우미', '사무보조원', '경리사무원', '바리스타'];
    await answer(page, JOBS, envelope(names.map((jobName, i) => ({ todoGroupId: 12 + i, jobName }))));
    await page.goto('/mytodo/list');
    await page.getByRole('combobox', { name: '직업 선택' }).click();
    const list = page.getByRole('listbox', { name: '직업 선택' });
    await expect(list.getByRole('option')).toHaveCount(10);
    const { scroll, client, option } = await list.evaluate((el) => ({
      scroll: el.scrollHeight,
      client: el.clientHeight,
      option: (el.firstElementChild as HTMLElement).offsetHeight,
    }));
    expect(scroll).toBeGreaterThan(client);
    expect(Math.round(client / option)).toBe(8);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
  });

  test('ticking sends one completion update for each changed item', async ({ page }) => {
    await memberWithTodos(page);
    const updates: { url: string; body: unknown }[] = [];
    page.on('request', (r) => r.method() === 'PATCH' && updates.push({ url: new URL(r.url()).pathname, body: r.postDataJSON() }));
    await page.goto('/mytodo/list');
    // click(), then a retrying assertion: the tick shows on the next render, after Playwright's own check() would look
    await page.getByRole('checkbox', { name: '요양보호사 필기시험 접수하기' }).click();
    await expect(page.getByRole('checkbox', { name: '요양보호사 필기시험 접수하기' })).toBeChecked();
    await page.getByRole('checkbox', { name: '실습 기관 정하기' }).click();
    await expect(page.getByRole('checkbox', { name: '실습 기관 정하기' })).not.toBeChecked();
    await expect.poll(() => updates.length).toBe(2);
    expect(updates).toEqual([
      { url: '/v1/my-dream/todo/102/complete-state', body: { completed: true } },
      { url: '/v1/my-dream/todo/103/complete-state', body: { completed: false } },
    ]);
  });

  test('a failed completion update puts the tick back and says so', async ({ page }) => {
    await memberWithTodos(page);
    await prefer(page, '**/v1/my-dream/todo/*/complete-state', 'code=500, dynamic=false', 'PATCH');
    await page.goto('/mytodo/list');
    const box = page.getByRole('checkbox', { name: '자격증 받기' });
    await box.click(); // not check(): the tick may already be back when Playwright looks
    await expect(page.getByRole('alert').filter({ hasText: '할 일 상태를 바꾸지 못했어요. 다시 시도해주세요.' })).toBeVisible();
    await expect(box).not.toBeChecked();
  });


  test('refresh asks again', async ({ page }) => {
    await memberWithTodos(page);
    await page.goto('/mytodo/list');
    await expect(items(page)).toHaveCount(4);
    const again = page.waitForRequest((r) => r.url().endsWith('/v1/my-dream/todo-group/12'));
    await page.getByRole('button', { name: '새로고침' }).click();
    await again;
  });

  test("no to-dos: '아직 추가된 할 일이 없어요' and 추가하기", async ({ page }) => {
    await memberWithTodos(page, []);
    await page.goto('/mytodo/list');
    await expect(checklist(page)).toContainText('아직 추가된 할 일이 없어요');
    await expect(page.getByRole('link', { name: '추가하기' })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'plan-mytodo-list-empty-1280');
  });

  test("no chosen jobs: '아직 담은 직업 정보가 없어요!' with a way to /jobsearch (also when the job list fails)", async ({ page }) => {
    await loginAs(page);
    await prefer(page, JOBS, 'example=none');
    await prefer(page, OWN, 'example=noGroup');
    await page.goto('/mytodo/list');
    await expect(page.getByText('아직 담은 직업 정보가 없어요!')).toBeVisible();
    await expect(page.getByRole('combobox', { name: '직업 선택' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shot(page, 'plan-mytodo-list-nojobs-1280');
    await page.setViewportSize({ width: 360, height: 800 });
    await shot(page, 'plan-mytodo-list-nojobs-360');

    await page.unroute(JOBS);
    await prefer(page, JOBS, 'code=500, dynamic=false');
    await page.reload();
    await expect(page.getByText('아직 담은 직업 정보가 없어요!')).toBeVisible({ timeout: 15_000 });
    await page.getByRole('link', { name: '채용 정보 보러 가기' }).click();
    await expect(page).toHaveURL(/\/jobsearch$/);
  });

  test('a list that fails to load says so, with a retry', async ({ page }) => {
    await memberWithTodos(page);
    await page.unroute(GROUP);
    await prefer(page, GROUP, 'code=500, dynamic=false', 'GET');
    await page.goto('/mytodo/list');
    const alert = checklist(page).getByRole('alert');
    await expect(alert).toContainText('할 일을 불러오지 못했어요. 일시적인 오류가 발생했습니다.', { timeout: 20_000 });
    await expect(alert.getByRole('button', { name: '다시 시도' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
