// The floating add-to-do button against the reference server: the to-do lands in the chosen job's group.
import { expect, test, type Page } from '../support/test.ts';
import { myTodoGroupById, saveJob } from '../support/live-data.ts';
import { newMember, useSession } from '../support/members.ts';

const launcher = (page: Page) => page.getByRole('button', { name: '할 일 추가', exact: true });
const panel = (page: Page) => page.getByRole('dialog', { name: '할 일 추가' });

test.use({ noInternet: true });

test('a member adds a to-do to one of their jobs; it is in that job’s list after a reload', async ({ page, request }) => {
  const member = await newMember(request);
  const caregiver = await saveJob(request, member, 1); // 요양보호사
  const barista = await saveJob(request, member, 18); // 바리스타, saved last: the job home shows
  await useSession(page, member);
  const title = `카페 실습 자리 알아보기 ${Date.now().toString(36)}`;

  await page.goto('/');
  await expect(page.getByRole('region', { name: `${member.nickName}님의 꿈` })).toContainText('바리스타');
  await launcher(page).click();
  await expect(panel(page).getByRole('heading', { name: '할 일 추가' })).toBeFocused();
  const job = panel(page).getByRole('combobox', { name: '직업' });
  await expect(job.getByRole('option')).toHaveText(['요양보호사', '바리스타']);
  // preselected: the job the member is looking at on home
  await expect(job).toHaveValue(String(barista));
  const add = panel(page).getByRole('button', { name: '추가하기' });
  await expect(add).toBeDisabled();
  await panel(page).getByRole('textbox', { name: '할 일' }).fill(title);
  await expect(add).toBeEnabled();

  const added = page.waitForResponse((r) => r.url().endsWith(`/v1/my-dream/todo-group/${barista}`) && r.request().method() === 'POST');
  await add.click();
  expect((await added).status()).toBe(200);
  await expect(panel(page)).toHaveCount(0);
  await expect(launcher(page)).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: '할 일을 추가했어요.' })).toBeVisible();

  // the server has it in the barista group, not in the other one
  expect((await myTodoGroupById(request, member, barista)).todos.map((t) => t.title)).toContain(title);
  expect((await myTodoGroupById(request, member, caregiver)).todos.map((t) => t.title)).not.toContain(title);

  // 나의 할 일 shows it after a reload (the panel's link leads there)
  await launcher(page).click();
  await panel(page).getByRole('link', { name: '나의 할 일로 가기' }).click();
  await expect(page).toHaveURL(/\/mytodo\/list$/);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: title })).not.toBeChecked();

  // the other job can be chosen too: a second to-do goes to 요양보호사
  const second = `교육원 상담 예약하기 ${Date.now().toString(36)}`;
  await launcher(page).click();
  await panel(page).getByRole('combobox', { name: '직업' }).selectOption('요양보호사');
  await panel(page).getByRole('textbox', { name: '할 일' }).fill(second);
  const addedToCaregiver = page.waitForResponse(
    (r) => r.url().endsWith(`/v1/my-dream/todo-group/${caregiver}`) && r.request().method() === 'POST',
  );
  await page.keyboard.press('Enter');
  expect((await addedToCaregiver).status()).toBe(200);
  await expect(panel(page)).toHaveCount(0);
  expect((await myTodoGroupById(request, member, caregiver)).todos.map((t) => t.title)).toContain(second);
});

test('a member without a saved job is told why nothing can be added', async ({ page, request }) => {
  const member = await newMember(request);
  await useSession(page, member);
  await page.goto('/jobfound');
  await launcher(page).click();
  await expect(panel(page)).toContainText('아직 담은 직업이 없어요.');
  await panel(page).getByRole('textbox', { name: '할 일' }).fill('무엇이든');
  await expect(panel(page).getByRole('button', { name: '추가하기' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(panel(page)).toHaveCount(0);
  await expect(launcher(page)).toBeFocused();
});

test('keyboard focus moving down the page never ends up under the floating button', async ({ page, request }) => {
  const member = await newMember(request);
  await saveJob(request, member, 1);
  await useSession(page, member);
  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 360, height: 740 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expect(page.getByRole('region', { name: '나와 같은 꿈을 꾸는 드리머' }).getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('region', { name: /최신 채용/ }).getByRole('listitem').first()).toBeVisible();
    const button = (await launcher(page).boundingBox())!;
    const covered: string[] = [];
    // Tab through the page: the button sits in its own row under the top bar, so no control is ever under it
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const r = el.getBoundingClientRect();
        return { name: el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '', x: r.x, y: r.y, width: r.width, height: r.height };
      });
      if (!focused) break;
      if (focused.name.includes('할 일 추가')) continue;
      const overlapX = Math.min(focused.x + focused.width, button.x + button.width) - Math.max(focused.x, button.x);
      const overlapY = Math.min(focused.y + focused.height, button.y + button.height) - Math.max(focused.y, button.y);
      if (overlapX > 0 && overlapY > 0) covered.push(`${focused.name} (${viewport.width}px)`);
    }
    expect(covered, 'focused controls partly under the floating button').toEqual([]);
  }
});
