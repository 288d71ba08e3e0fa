// /mytodo/list: deleting a to-do, with 10 s to undo it (the page's clock lets those seconds pass at once).
import { expect, test, type Page } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { memberWithTodos, recordDeletes, titles, TODOS, undoToast } from '../support/mytodo.ts';
import { prefer } from '../support/routes.ts';
import { shot } from '../support/screens.ts';

/** On the page's clock, the list open and `title` deleted; the DELETE calls sent from then on. */
async function deleteOnClock(page: Page, title: string) {
  await page.clock.install();
  await memberWithTodos(page);
  const deletes = recordDeletes(page);
  await page.goto('/mytodo/list');
  await page.getByRole('button', { name: `${title} 삭제` }).click();
  return deletes;
}

test.describe('/mytodo/list', () => {
  test('delete with undo: the item returns at its old position and state, and the server is never asked to delete', async ({ page }) => {
    const deletes = await deleteOnClock(page, '실습 기관 정하기');
    expect(await titles(page)).toEqual(['요양보호사 교육기관 알아보기', '요양보호사 필기시험 접수하기', '자격증 받기']);
    const toast = undoToast(page);
    await expect(page.getByRole('checkbox', { name: '자격증 받기' })).toBeFocused();
    await toast.getByRole('button', { name: '되돌리기' }).click();
    expect(await titles(page)).toEqual(TODOS.map((t) => t.title));
    const restored = page.getByRole('checkbox', { name: '실습 기관 정하기' });
    await expect(restored).toBeChecked();
    await expect(restored).toBeFocused();
    await page.clock.runFor(10_500); // past the 10 s undo window
    expect(deletes).toEqual([]);
    expect(await titles(page)).toEqual(TODOS.map((t) => t.title));
  });

  test('axe and a screenshot while the undo toast shows', async ({ page }) => {
    await memberWithTodos(page);
    await page.goto('/mytodo/list');
    await page.getByRole('button', { name: '실습 기관 정하기 삭제' }).click();
    const toast = undoToast(page);
    await toast.hover(); // the toast waits while pointed at, so the checks fit inside its time
    await expect(toast.getByRole('button', { name: '되돌리기' })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'plan-mytodo-undo-1280', { fullPage: false });
    await page.setViewportSize({ width: 360, height: 800 });
    await shot(page, 'plan-mytodo-undo-360', { fullPage: false });
  });

  test('the undo toast waits while the pointer rests on it; the deletion is sent 10 s after the pointer leaves', async ({ page }) => {
    const deletes = await deleteOnClock(page, '실습 기관 정하기');
    const toast = undoToast(page);
    await toast.hover();
    await page.clock.runFor(4000); // 4 s pointed at: still there, nothing sent
    await expect(toast.getByRole('button', { name: '되돌리기' })).toBeVisible();
    expect(deletes).toEqual([]);
    const deleted = page.waitForRequest((r) => r.method() === 'DELETE');
    await page.mouse.move(0, 0);
    const left = Date.now();
    expect(new URL((await deleted).url()).pathname).toBe('/v1/my-dream/todo/103');
    expect(Date.now() - left).toBeGreaterThanOrEqual(9900);
    await expect(toast).toBeHidden();
  });

  test('delete without undo: DELETE is sent once the 10 s are up, and the item stays gone', async ({ page }) => {
    await memberWithTodos(page);
    await page.goto('/mytodo/list');
    const started = Date.now();
    const deleted = page.waitForRequest((r) => r.method() === 'DELETE');
    await page.getByRole('button', { name: '요양보호사 필기시험 접수하기 삭제' }).click();
    const request = await deleted;
    expect(Date.now() - started).toBeGreaterThanOrEqual(9900);
    expect(new URL(request.url()).pathname).toBe('/v1/my-dream/todo/102');
    await expect(undoToast(page)).toBeHidden();
    expect(await titles(page)).toEqual(['요양보호사 교육기관 알아보기', '실습 기관 정하기', '자격증 받기']);
  });

  test('leaving the page sends a waiting deletion at once', async ({ page }) => {
    await memberWithTodos(page);
    await page.goto('/mytodo/list');
    await page.getByRole('button', { name: '자격증 받기 삭제' }).click();
    const clicked = Date.now();
    const deleted = page.waitForRequest((r) => r.method() === 'DELETE');
    await page.getByRole('navigation', { name: '나의 할 일 메뉴' }).getByRole('link', { name: '스크랩' }).click();
    expect(new URL((await deleted).url()).pathname).toBe('/v1/my-dream/todo/104');
    expect(Date.now() - clicked).toBeLessThan(2000); // well inside the 10 s window: sent because the page was left
  });

  test('a failed deletion brings the item back and says so', async ({ page }) => {
    await memberWithTodos(page);
    await prefer(page, '**/v1/my-dream/todo/*', 'code=500, dynamic=false', 'DELETE');
    await page.goto('/mytodo/list');
    await page.getByRole('button', { name: '자격증 받기 삭제' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '할 일을 삭제하지 못했어요. 다시 시도해주세요.' })).toBeVisible();
    expect(await titles(page)).toEqual(TODOS.map((t) => t.title));
  });
});
