// /mytodo/list against the reference server: ticking and unticking reach the server, an undone deletion never
// leaves it (same place, same state), a deletion left alone is gone for good.
import { expect, test, type Page, type Response } from '../support/test.ts';
import { groupTodos, saveJob } from '../support/live-data.ts';
import { apiStatus, useSession } from '../support/members.ts';
import { screenshots } from '../support/screens.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';

const checklist = (page: Page) => page.getByRole('region', { name: '할 일 목록' });
const shownTitles = (page: Page) => checklist(page).getByRole('listitem').locator('label');
const isCompletion = (todoId: number) => (r: Response) =>
  r.request().method() === 'PATCH' && r.url().endsWith(`/v1/my-dream/todo/${todoId}/complete-state`);

test.describe.configure({ timeout: 90_000 });

test('tick and untick reach the server; delete with undo keeps the to-do in place; delete without undo removes it', async ({
  page,
  request,
  member,
}) => {
  const todoGroupId = await saveJob(request, member, '바리스타');
  const todos = await groupTodos(request, member, todoGroupId);
  expect(todos.length, 'a saved job comes with starter to-dos').toBeGreaterThanOrEqual(4);
  const titles = todos.map((t) => t.title);
  const [a, b, c, d] = todos as [(typeof todos)[0], (typeof todos)[0], (typeof todos)[0], (typeof todos)[0]];
  await useSession(page, member);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.clock.install(); // the page's clock: the undo window can pass without waiting for it
  await page.goto('/mytodo/list');
  await expect(page.getByRole('heading', { level: 1, name: '나의 할 일' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '직업 선택' })).toHaveText(/바리스타/);
  await expect(shownTitles(page)).toHaveText(titles);
  const add = page.getByRole('link', { name: '추가하기' });
  await expect(add).toHaveAttribute('href', `/mytodo/add/${todoGroupId}`);
  // nothing (such as the 할 일 추가 button) lies over 추가하기 once it is on screen
  await add.scrollIntoViewIfNeeded();
  await expect(add).toBeInViewport({ ratio: 1 });
  expect(await add.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && el.contains(top);
  }), '추가하기 is not covered').toBe(true);
  await expectNoAxeViolations(page);
  await screenshots(page, 'live-plan-mytodo-list');

  // tick a and b, then untick a: one completion update per change, the last one wins
  const box = (title: string) => page.getByRole('checkbox', { name: title, exact: true });
  for (const [todo, completed] of [
    [a, true],
    [b, true],
    [a, false],
  ] as const) {
    const answered = page.waitForResponse(isCompletion(todo.todoId));
    await box(todo.title).click();
    await (completed ? expect(box(todo.title)).toBeChecked() : expect(box(todo.title)).not.toBeChecked());
    const response = await answered;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toEqual({ completed });
  }
  const afterTicks = await groupTodos(request, member, todoGroupId);
  expect(afterTicks.map((t) => t.completed)).toEqual(todos.map((t) => t.todoId === b.todoId));
  await page.reload();
  await expect(shownTitles(page)).toHaveText(titles);
  await expect(box(a.title)).not.toBeChecked();
  await expect(box(b.title)).toBeChecked();

  // delete c, then undo within the 10 s: back at its place, and the server never lost it
  const deletes: string[] = [];
  page.on('request', (r) => r.method() === 'DELETE' && deletes.push(new URL(r.url()).pathname));
  await page.getByRole('button', { name: `${c.title} 삭제`, exact: true }).click();
  await expect(shownTitles(page)).toHaveText(titles.filter((t) => t !== c.title));
  const toast = page.getByRole('status').filter({ hasText: '할 일을 삭제했어요.' });
  await toast.getByRole('button', { name: '되돌리기' }).click();
  await expect(shownTitles(page)).toHaveText(titles);
  await expect(box(c.title)).toBeFocused();
  // the deletion would have been sent when the undo window closed: let it pass
  await page.clock.runFor(10_500);
  expect(deletes).toEqual([]);
  await page.reload();
  await expect(shownTitles(page)).toHaveText(titles);
  expect((await groupTodos(request, member, todoGroupId)).map((t) => t.todoId)).toEqual(todos.map((t) => t.todoId));

  // delete b (ticked) and d: b is undone, d goes once the window closes
  await page.getByRole('button', { name: `${b.title} 삭제`, exact: true }).click();
  await page.getByRole('status').filter({ hasText: '할 일을 삭제했어요.' }).getByRole('button', { name: '되돌리기' }).click();
  await expect(box(b.title)).toBeChecked();
  const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().endsWith(`/v1/my-dream/todo/${d.todoId}`));
  await page.getByRole('button', { name: `${d.title} 삭제`, exact: true }).click();
  await expect(shownTitles(page)).toHaveText(titles.filter((t) => t !== d.title));
  await expect(page.getByRole('status').filter({ hasText: '할 일을 삭제했어요.' })).toBeVisible();
  await screenshots(page, 'live-plan-mytodo-undo', { fullPage: false });
  expect((await deleted).status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: '할 일을 삭제했어요.' })).toBeHidden();
  await expect(shownTitles(page)).toHaveText(titles.filter((t) => t !== d.title));

  await page.reload();
  await expect(shownTitles(page)).toHaveText(titles.filter((t) => t !== d.title));
  await expect(box(b.title)).toBeChecked();
  const left = await groupTodos(request, member, todoGroupId);
  expect(left.map((t) => t.todoId)).toEqual(todos.filter((t) => t.todoId !== d.todoId).map((t) => t.todoId));
  expect(left.find((t) => t.todoId === b.todoId)?.completed).toBe(true);
  const gone = await apiStatus(request, `/v1/my-dream/todo/${d.todoId}`, member);
  expect(gone).toEqual({ status: 404, code: 'TODO_NOT_FOUND' });
});
