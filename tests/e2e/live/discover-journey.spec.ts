// The discovering journey against the reference server: the questionnaire by keyboard, real recommendations,
// saving a job, the home page's to-do state and another dreamer's list.
import { expect, test } from '../support/test.ts';
import { demoGroup, memoOf, myTodoGroup } from '../support/live-data.ts';
import { logInThroughScreen, newMember } from '../support/members.ts';
import {
  answerByKeyboard,
  CARER,
  currentStep,
  escapeRegExp,
  expectAnswersSent,
  expectRecommendations,
  reasons,
  recommendCard,
  skipToContent,
} from '../support/questionnaire.ts';

test.use({ noInternet: true });

test('a visitor answers the whole questionnaire by keyboard, sees reasons on focus and is asked to log in to save', async ({
  page,
}) => {
  const saves: string[] = [];
  page.on('request', (r) => r.url().includes('/v1/my-dream/') && saves.push(r.url()));
  await page.goto('/onboard');
  await expect(currentStep(page)).toContainText('경력');
  await expect(page.getByRole('button', { name: '이전' })).toBeDisabled();

  await skipToContent(page);
  const sent = await answerByKeyboard(page, CARER);
  expectAnswersSent(sent, CARER);
  const titles = await expectRecommendations(page);
  await expect(page.getByRole('heading', { level: 1, name: '방문자님께 어울리는 직업이에요' })).toBeVisible();
  // the same answers always give the same result (DECISIONS.md); these answers point at care work
  expect(titles).toContain('요양보호사');

  // still by keyboard: the next Tab reaches the first card's reasons (a region that may scroll, so it takes focus),
  // the one after it the card's save button; that card's reasons show, no other's
  await page.mouse.move(0, 0);
  await page.keyboard.press('Tab');
  const [first, second] = titles as [string, string];
  await expect(reasons(page, first)).toBeFocused();
  await page.keyboard.press('Tab');
  const firstSave = recommendCard(page, first).getByRole('button', { name: /직업 담기/ });
  await expect(firstSave).toBeFocused();
  await expect(reasons(page, first)).toHaveCSS('opacity', '1');
  await expect(reasons(page, second)).toHaveCSS('opacity', '0');
  const firstReason = (await reasons(page, first).getByRole('definition').first().textContent()) ?? '';
  await expect(firstSave).toHaveAccessibleDescription(new RegExp(escapeRegExp(firstReason.slice(0, 12))));
  await page.keyboard.press('Tab'); // 자세히 보기
  await expect(recommendCard(page, first).getByRole('link', { name: /자세히 보기/ })).toBeFocused();
  await expect(reasons(page, first)).toHaveCSS('opacity', '1');
  await page.keyboard.press('Tab'); // the next card's reasons
  await expect(reasons(page, second)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(recommendCard(page, second).getByRole('button', { name: /직업 담기/ })).toBeFocused();
  await expect(reasons(page, second)).toHaveCSS('opacity', '1');
  await expect(reasons(page, first)).toHaveCSS('opacity', '0');

  // saving asks to log in first (issue 25.1: 로그인하기 or 닫기); closing the dialog (no token) saves nothing and gives focus back
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: '로그인이 필요해요' });
  await expect(dialog).toContainText('로그인 후 이용해주세요.');
  await expect(dialog.getByRole('button', { name: '로그인하기' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: '닫기' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(recommendCard(page, second).getByRole('button', { name: /직업 담기/ })).toBeFocused();

  // the detail link works for visitors; there, saving says it needs a login
  await recommendCard(page, first).getByRole('link', { name: /자세히 보기/ }).click();
  await expect(page).toHaveURL(/\/jobinfo\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
  await expect(page.getByRole('button', { name: '로그인 후 담을 수 있어요' })).toBeDisabled();
  expect(saves, 'a visitor sends no my-dream call').toEqual([]);
});

test('a member saves a recommended job, works on its starter to-dos at home and visits the dreamers', async ({
  page,
  request,
}) => {
  const member = await newMember(request);
  await logInThroughScreen(page, member);

  // without a job, home offers the questionnaire; the member goes there by keyboard too, from the top of the page
  const banner = page.getByRole('region', { name: /나에게 맞는 일을 찾아보세요/ });
  await page.reload();
  await expect(banner.getByRole('link', { name: '나에게 맞는 직업 찾기' })).toBeVisible();
  await skipToContent(page);
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('link', { name: '나에게 맞는 직업 찾기' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/onboard$/);
  expectAnswersSent(await answerByKeyboard(page, CARER), CARER);
  await expectRecommendations(page);
  await expect(page.getByRole('heading', { level: 1, name: `${member.nickName}님께 어울리는 직업이에요` })).toBeVisible();

  // save: a success toast, and the card now says the job is saved and leads to its to-dos (no second save)
  const job = '요양보호사';
  const save = recommendCard(page, job).getByRole('button', { name: /직업 담기/ });
  await save.click();
  await expect(page.getByRole('status').getByText(`'${job}' 직업을 담았어요. 나의 할 일에서 준비를 시작해 보세요.`)).toBeVisible();
  await expect(recommendCard(page, job).getByRole('link', { name: /담은 직업/ })).toBeVisible();
  await expect(save).toHaveCount(0);

  // home now shows the member's dream: days, the job, up to four open starter to-dos, regional counts
  const group = await myTodoGroup(request, member);
  expect(group.jobName).toBe(job);
  expect(group.todos.length).toBeGreaterThan(4);
  const starters = group.todos.map((t) => t.title);
  await page.getByRole('link', { name: '새길 홈으로' }).click();
  await expect(page).toHaveURL(/\/$/);
  const dream = page.getByRole('region', { name: `${member.nickName}님의 꿈` });
  await expect(dream).toContainText(job);
  await expect(dream).toContainText('꿈꾼 지 1일째');
  const open = dream.getByRole('group', { name: '남은 할 일' }).getByRole('checkbox');
  await expect(open).toHaveCount(4);
  for (const [i, title] of starters.slice(0, 4).entries()) {
    await expect(open.nth(i)).toHaveAccessibleName(title);
    await expect(open.nth(i)).not.toBeChecked();
  }
  await expect(page.getByRole('region', { name: /나에게 맞는 일을 찾아보세요/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: '서울특별시 채용 공고 수' }).getByRole('listitem').first()).toContainText(/\d건$/);

  // tick the first: the server keeps it, so after a reload it has left the open list and the fifth shows
  const [firstTodo, , , , fifthTodo] = starters as [string, string, string, string, string];
  const ticked = page.waitForResponse((r) => r.url().endsWith('/complete-state') && r.request().method() === 'PATCH');
  await dream.getByRole('checkbox', { name: firstTodo }).check();
  expect((await ticked).status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: '할 일을 완료했어요.' })).toBeVisible();
  await expect(dream.getByRole('checkbox', { name: firstTodo })).toBeChecked();
  await page.reload();
  await expect(open).toHaveCount(4);
  await expect(dream.getByRole('checkbox', { name: firstTodo })).toHaveCount(0);
  await expect(dream.getByRole('checkbox', { name: fifthTodo })).not.toBeChecked();
  expect((await myTodoGroup(request, member)).todos.find((t) => t.title === firstTodo)?.completed).toBe(true);
  await page.goto('/mytodo/list');
  await expect(page.getByRole('checkbox', { name: firstTodo })).toBeChecked();

  // the job's detail, found in the encyclopedia: already saved
  await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: '직업 정보' }).click();
  await expect(page).toHaveURL(/\/jobfound$/);
  // nine a page in Korean order: 요양보호사 is on the second
  await page.getByRole('navigation', { name: '직업 목록 페이지' }).getByRole('button', { name: /^2\s?쪽$/ }).click();
  await page.getByRole('link', { name: job, exact: true }).click();
  await expect(page).toHaveURL(/\/jobinfo\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: job })).toBeVisible();
  // issue 24: the server's sourced requirement lines, each ending with its 기준일 and source link (the 320 hours in force)
  const requirements = page.getByRole('region', { name: '자격 요건' });
  await expect(requirements.getByRole('listitem').first()).toContainText('320시간');
  await expect(requirements.getByRole('listitem').first()).toContainText(/기준일 \d{4}\.\d{2}\.\d{2} · 출처 대명요양보호사교육원/);
  const savedButton = page.getByRole('button', { name: '담은 직업이에요' });
  await expect(savedButton).toBeEnabled();
  await savedButton.click();
  const already = page.getByRole('alertdialog');
  await expect(already).toContainText('이미 담은 직업입니다.');
  await already.getByRole('button', { name: '확인' }).click();
  await expect(already).toHaveCount(0);
  await expect(savedButton).toBeFocused();

  // another dreamer's list from home's dreamers section, then one of their public memos
  await page.getByRole('link', { name: '새길 홈으로' }).click();
  const dreamers = page.getByRole('region', { name: '나와 같은 꿈을 꾸는 드리머' });
  await expect(dreamers.getByRole('article').first()).toBeVisible();
  await expect(dreamers.getByRole('link', { name: `${member.nickName}님의 할 일` })).toHaveCount(0); // not oneself
  const haneul = await demoGroup(request, '하늘바라기', job);
  await dreamers.getByRole('link', { name: '하늘바라기님의 할 일' }).click();
  await expect(page).toHaveURL(new RegExp(`/otherslist/${haneul.todoGroupId}$`));
  await expect(page.getByRole('heading', { level: 1, name: '하늘바라기님' })).toBeVisible();
  await expect(page.getByRole('img', { name: '하늘바라기님의 프로필 사진' })).toBeVisible();
  const list = page.getByRole('region', { name: '할 일 목록' });
  await expect(list.getByRole('listitem')).toHaveCount(haneul.todos.length);
  for (const [i, todo] of haneul.todos.entries())
    await expect(list.getByRole('listitem').nth(i)).toContainText(`${todo.completed ? '완료' : '진행 중'}: ${todo.title}`);
  const withMemo = haneul.todos.filter((t) => t.isMemoExist && t.isPublic);
  await expect(list.getByRole('link', { name: /메모$/ })).toHaveCount(withMemo.length);
  await expect(page.getByRole('main').getByRole('checkbox')).toHaveCount(0);

  const memoTodo = withMemo[0]!;
  const memo = await memoOf(request, memoTodo.todoId);
  await list.getByRole('link', { name: `${memoTodo.title} 메모` }).click();
  await expect(page).toHaveURL(new RegExp(`/othertodo/memo/${memoTodo.todoId}$`));
  await expect(page.getByRole('heading', { level: 1, name: memoTodo.title })).toBeVisible();
  await expect(page.getByRole('region', { name: '메모 내용' })).toHaveText(memo.memoText ?? '');
  await expect(page.getByText(`${(memo.memoText ?? '').length}/5000`)).toBeVisible();
  await expect(page.getByText('첨부된 이미지가 없어요')).toBeVisible();
  await page.getByRole('button', { name: '뒤로 가기' }).click();
  await expect(page).toHaveURL(new RegExp(`/otherslist/${haneul.todoGroupId}$`));
});
