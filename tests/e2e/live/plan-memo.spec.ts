// A to-do with a memo, a video link and images against the reference server: added public, reloaded, edited (one
// image out, one in), viewed read-only, then read by another member as a public memo.
import { expect, test } from '../support/test.ts';
import { groupTodos, saveJob, todoDetail } from '../support/live-data.ts';
import { apiStatus, newMember, useSession } from '../support/members.ts';
import { stubOutside } from '../support/routes.ts';
import { expectImagesLoaded, screenshots } from '../support/screens.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { EDITED, GREEN, LINK, MEMO, ORANGE, PURPLE, TITLE, VIDEO_ID } from '../support/memo-samples.ts';

test.describe.configure({ timeout: 120_000 });
test.use({ noInternet: true });

test('a memo with text, a video and two images: added public, reloaded, edited, viewed, and read by another member', async ({
  page,
  request,
  browser,
  member: owner,
}, testInfo) => {
  const todoGroupId = await saveJob(request, owner, '요양보호사');
  await useSession(page, owner);

  // add
  await page.goto(`/mytodo/add/${todoGroupId}`);
  await expect(page.getByRole('heading', { level: 1, name: '할 일 추가' })).toBeVisible();
  const title = page.getByRole('textbox', { name: '할 일 제목' });
  await expect(title).toHaveAttribute('placeholder', '할 일을 입력해주세요');
  await expect(page.getByRole('button', { name: '메모 저장하기' })).toBeDisabled();
  await title.fill(TITLE);
  await page.getByRole('textbox', { name: '메모' }).fill(MEMO);
  await expect(page.getByText(`${MEMO.length}/5000`)).toBeVisible();
  await page.getByRole('textbox', { name: '영상 링크' }).fill(LINK);
  await expect(page.frameLocator('iframe').locator('body')).toContainText('YouTube player');
  await expect(page.locator('iframe')).toHaveAttribute('src', new RegExp(`/embed/${VIDEO_ID}`));
  await expect(page.getByRole('link', { name: /브라우저에서 열기/ })).toHaveAttribute('href', `https://www.youtube.com/watch?v=${VIDEO_ID}`);
  await page.getByLabel('이미지 추가').setInputFiles([PURPLE, GREEN]);
  await expectImagesLoaded(page, 'ul[aria-label="새로 올릴 이미지"] img', 2);
  const visibility = page.getByRole('switch', { name: '공개' });
  await expect(visibility).toHaveAttribute('aria-checked', 'false');
  await visibility.click();
  await expect(visibility).toHaveAttribute('aria-checked', 'true');
  await expectNoAxeViolations(page);
  await screenshots(page, 'live-plan-memo-add');

  const created = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`/v1/my-dream/todo-group/${todoGroupId}`));
  await page.getByRole('button', { name: '메모 저장하기' }).click();
  const createdResponse = await created;
  expect(createdResponse.status(), await createdResponse.text()).toBe(200);
  const { todoId } = ((await createdResponse.json()) as { data: { todoId: number } }).data;
  const saved = page.getByRole('alertdialog', { name: '저장 완료' });
  await expect(saved).toContainText('메모가 저장되었습니다.');
  await saved.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/mytodo\/list$/);

  const stored = await todoDetail(request, owner, todoId);
  expect(stored).toMatchObject({ title: TITLE, isPublic: true, memoText: MEMO, link: LINK });
  expect(stored.images).toHaveLength(2);
  const [firstImage, secondImage] = stored.images!;

  // the list after a reload: the new to-do, public, with its memo
  await page.reload();
  const item = page.getByRole('region', { name: '할 일 목록' }).getByRole('listitem').filter({ hasText: TITLE });
  await expect(item.getByRole('checkbox', { name: TITLE })).not.toBeChecked();
  await expect(item).toContainText('공개');
  await expect(item).not.toContainText('비공개');
  await expect(item.getByRole('link', { name: `${TITLE} 메모 보기` })).toHaveAttribute('href', `/mytodo/memo/${todoId}`);

  // edit: filled from the server; one image out, another in
  await item.getByRole('link', { name: `${TITLE} 수정` }).click();
  await expect(page).toHaveURL(new RegExp(`/mytodo/edit/${todoId}$`));
  await expect(page.getByRole('heading', { level: 1, name: '할 일 수정' })).toBeVisible();
  await expect(title).toHaveValue(TITLE);
  await expect(page.getByRole('textbox', { name: '메모' })).toHaveValue(MEMO);
  await expect(page.getByRole('textbox', { name: '영상 링크' })).toHaveValue(LINK);
  await expect(visibility).toHaveAttribute('aria-checked', 'true');
  await expectImagesLoaded(page, 'ul[aria-label="올려 둔 이미지"] img', 2);
  await title.fill(EDITED);
  await page.getByRole('button', { name: '이미지 1 삭제', exact: true }).click();
  await expect(page.getByText('삭제 예정')).toBeVisible();
  await expect(page.getByText('새 이미지를 업로드하면 기존 이미지는 대체됩니다.')).toBeVisible();
  await page.getByLabel('이미지 추가').setInputFiles([ORANGE]);
  await expectImagesLoaded(page, 'ul[aria-label="새로 올릴 이미지"] img', 1);
  // as the notice says: the new image replaces both saved ones
  await expect(page.getByText('새 이미지로 대체 예정')).toHaveCount(2);
  await expectNoAxeViolations(page);
  await screenshots(page, 'live-plan-memo-edit');

  const updated = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith(`/v1/my-dream/todo/${todoId}`));
  await page.getByRole('button', { name: '메모 수정하기' }).click();
  expect((await updated).status()).toBe(200);
  const done = page.getByRole('alertdialog', { name: '저장 완료' });
  await expect(done).toContainText('메모가 업데이트되었습니다.');
  // back on the list, the saved title shows at once, not the old one until the list's own refetch answers
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const groupPath = `**/v1/my-dream/todo-group/${todoGroupId}`;
  await page.route(groupPath, async (route) => {
    await held;
    await route.fallback();
  });
  await done.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/mytodo\/list$/);
  const list = page.getByRole('region', { name: '할 일 목록' });
  await expect(list.getByRole('checkbox', { name: EDITED, exact: true })).toBeVisible();
  await expect(list.getByRole('checkbox', { name: TITLE, exact: true })).toHaveCount(0);
  release();
  await page.unroute(groupPath);
  await expect(list.getByRole('checkbox', { name: EDITED, exact: true })).toBeVisible();

  const edited = await todoDetail(request, owner, todoId);
  expect(edited).toMatchObject({ title: EDITED, isPublic: true, memoText: MEMO, link: LINK });
  const imageIds = edited.images!.map((image) => image.imageId);
  expect(imageIds).toHaveLength(1);
  expect(imageIds).not.toContain(firstImage!.imageId);
  expect(imageIds).not.toContain(secondImage!.imageId);
  expect((await request.get(firstImage!.imageUrl)).status(), 'the replaced image is gone').toBe(404);
  expect((await request.get(secondImage!.imageUrl)).status(), 'the replaced image is gone').toBe(404);

  // view: everything read-only
  await page.getByRole('link', { name: `${EDITED} 메모 보기` }).click();
  await expect(page).toHaveURL(new RegExp(`/mytodo/memo/${todoId}$`));
  await expect(page.getByRole('heading', { level: 1, name: '메모 보기' })).toBeVisible();
  await expect(title).toHaveValue(EDITED);
  await expect(title).toHaveAttribute('readonly', '');
  const memo = page.getByRole('textbox', { name: '메모' });
  await expect(memo).toHaveValue(MEMO);
  await expect(memo).toHaveAttribute('readonly', '');
  await expect(page.getByText(`${MEMO.length}/5000`)).toBeVisible();
  await expect(visibility).toBeDisabled();
  await expect(visibility).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('textbox', { name: '영상 링크' })).toHaveCount(0);
  await expect(page.locator('iframe')).toHaveAttribute('src', new RegExp(`/embed/${VIDEO_ID}`));
  await expect(page.getByRole('button', { name: '영상 삭제' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /삭제/ })).toHaveCount(0);
  await expect(page.getByLabel('이미지 추가')).toHaveCount(0);
  await expectImagesLoaded(page, `img[alt^="${EDITED} 첨부 이미지"]`, 1);
  await expect(page.getByRole('button', { name: '메모 보기' })).toHaveCount(0); // no dead button in the view
  await expectNoAxeViolations(page);
  await screenshots(page, 'live-plan-memo-view');
  // the long title is shown whole, on a phone too (not cut off inside a one-line field)
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 740 });
    await expect
      .poll(() => title.evaluate((el) => Math.max(el.scrollWidth - el.clientWidth, el.scrollHeight - el.clientHeight)), `title clipped at ${width}px`)
      .toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  // another member reads it as a public memo
  const reader = await newMember(request, 'v');
  const { baseURL, locale, timezoneId } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, locale, timezoneId, viewport: { width: 1280, height: 900 } });
  try {
    const other = await context.newPage();
    await useSession(other, reader);
    await stubOutside(other);
    await other.goto(`/othertodo/memo/${todoId}`);
    await expect(other.getByRole('heading', { level: 1, name: EDITED })).toBeVisible();
    await expect(other.getByRole('region', { name: '메모 내용' })).toHaveText(MEMO);
    await expect(other.getByText(`${MEMO.length}/5000`)).toBeVisible();
    await expect(other.locator('iframe')).toHaveAttribute('src', new RegExp(`/embed/${VIDEO_ID}`));
    await expect(other.frameLocator('iframe').locator('body')).toContainText('YouTube player');
    await expect(other.getByRole('button', { name: '영상 삭제' })).toHaveCount(0);
    await expectImagesLoaded(other, `img[alt^="${EDITED} 사진"]`, 1);
    await expect(other.getByRole('textbox')).toHaveCount(0);
    await screenshots(other, 'othertodo-memo');

    // the owner makes it private again from the edit page (at once, no save): the reader is refused
    await page.goto(`/mytodo/edit/${todoId}`);
    const patched = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().endsWith(`/v1/my-dream/todo/${todoId}/public-state`));
    await visibility.click();
    expect((await patched).status()).toBe(200);
    await expect(visibility).toHaveAttribute('aria-checked', 'false');
    expect((await todoDetail(request, owner, todoId)).isPublic).toBe(false);
    expect(await apiStatus(request, `/v1/todo/${todoId}/memo`)).toEqual({ status: 400, code: 'TODO_MEMO_NOT_PUBLIC' });
    await other.reload();
    await expect(other.getByRole('alertdialog')).toContainText('공개되지 않은 투두 메모입니다.');
  } finally {
    await context.close();
  }

  // the to-do is still where it was in the owner's group
  expect((await groupTodos(request, owner, todoGroupId)).map((t) => t.todoId)).toContain(todoId);
});
