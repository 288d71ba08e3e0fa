// Live: a demo member's private to-do stays private; a job saved from its detail page.
import { expect, test } from '../support/test.ts';
import { demoGroup, myTodoGroup, myTodoGroupById, saveJob } from '../support/live-data.ts';
import { logIn, newMember, useSession } from '../support/members.ts';

test.use({ noInternet: true });

test('a demo member’s non-public to-do is not in their list for others, and its memo is refused with the spec’s message', async ({
  page,
  request,
}) => {
  const member = await newMember(request);
  const coffee = await demoGroup(request, '커피한잔');
  // only its owner knows it: 커피한잔 (coffeekim) reads the whole group
  const owner = await logIn(request, 'coffeekim', 'Coffee!Kim7');
  const hidden = (await myTodoGroupById(request, owner, coffee.todoGroupId)).todos.find((t) => !t.isPublic);
  expect(hidden, 'the seed has a non-public to-do for 커피한잔').toBeDefined();
  expect(coffee.todos.map((t) => t.todoId)).not.toContain(hidden!.todoId);

  // the list others see has no trace of it
  await page.goto(`/otherslist/${coffee.todoGroupId}`);
  const list = page.getByRole('region', { name: '할 일 목록' });
  await expect(list.getByRole('listitem')).toHaveCount(coffee.todos.length);
  await expect(list).not.toContainText(hidden!.title);

  // opened by its address, logged out and logged in alike, the server refuses and the page says why
  for (const loggedIn of [false, true]) {
    if (loggedIn) {
      await page.evaluate((m) => {
        localStorage.setItem('accessToken', m.accessToken);
        localStorage.setItem('refreshToken', m.refreshToken);
        localStorage.setItem('nickname', m.nickName);
      }, member);
    }
    const answered = page.waitForResponse((r) => r.url().endsWith(`/v1/todo/${hidden!.todoId}/memo`));
    await page.goto(`/othertodo/memo/${hidden!.todoId}`);
    expect((await answered).status()).toBe(400);
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('공개되지 않은 투두 메모입니다.');
    await expect(page.getByRole('main')).toContainText('공개되지 않은 투두 메모입니다.');
    // opened directly, 돌아가기 has no page of this app to return to: home
    await alert.getByRole('button', { name: '돌아가기' }).click();
    await expect(page).toHaveURL(/\/$/);
  }
});

test('a member saves a job from its detail page; the button then says it is saved and home shows that job', async ({
  page,
  request,
}) => {
  const member = await newMember(request);
  await saveJob(request, member, 1); // 요양보호사 first
  await useSession(page, member);

  await page.goto('/jobinfo/18');
  await expect(page.getByRole('heading', { level: 1, name: '바리스타' })).toBeVisible();
  const saved = page.waitForResponse((r) => r.url().endsWith('/v1/my-dream/job/18') && r.request().method() === 'POST');
  await page.getByRole('button', { name: '이 직업 담기' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('status').getByText("'바리스타' 직업을 담았어요. 나의 할 일에서 준비를 시작해 보세요.")).toBeVisible();
  await expect(page.getByRole('button', { name: '담은 직업이에요' })).toBeVisible();

  // the job saved last is the one home shows, with its own starter to-dos
  const group = await myTodoGroup(request, member);
  expect(group.jobName).toBe('바리스타');
  await page.getByRole('link', { name: '새길 홈으로' }).click();
  const dream = page.getByRole('region', { name: `${member.nickName}님의 꿈` });
  await expect(dream).toContainText('바리스타');
  await expect(dream.getByRole('group', { name: '남은 할 일' }).getByRole('checkbox').first()).toHaveAccessibleName(
    group.todos[0]!.title,
  );
});
