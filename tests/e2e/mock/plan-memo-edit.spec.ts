// /mytodo/edit/{todoId} and /mytodo/memo/{todoId}: a to-do's memo changed, and read-only.
import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { DETAIL, formFields, member, openMemo, png } from '../support/memo-form.ts';
import { todo, todoGroup } from '../support/plan-bodies.ts';
import { answer, prefer } from '../support/routes.ts';
import { shot } from '../support/screens.ts';

test.describe('edit (/mytodo/edit/{todoId})', () => {
  test('filled from the server; 공개 is set at once; mark an image for deletion, add one; 메모 수정하기 → updated', async ({ page }) => {
    await openMemo(page, '/mytodo/edit/101', 'example=withMemo');
    await expect(page.getByRole('heading', { level: 1, name: '할 일 수정' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: '할 일 제목' })).toHaveValue('요양보호사 교육기관 알아보기');
    await expect(page.getByRole('textbox', { name: '메모' })).toHaveValue(/종로 교육원/);
    await expect(page.getByRole('textbox', { name: '영상 링크' })).toHaveValue('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await expect(page.locator('iframe')).toHaveCount(1);

    const visibility = page.getByRole('switch', { name: '공개' });
    await expect(visibility).toHaveAttribute('aria-checked', 'true');
    const patched = page.waitForRequest((r) => r.method() === 'PATCH');
    await visibility.click();
    const patch = await patched;
    expect(new URL(patch.url()).pathname).toBe('/v1/my-dream/todo/101/public-state');
    expect(patch.postDataJSON()).toEqual({ isPublic: false });
    await expect(visibility).toHaveAttribute('aria-checked', 'false');

    await page.getByRole('button', { name: '이미지 1 삭제' }).click();
    await expect(page.getByText('삭제 예정')).toBeVisible();
    await expect(page.getByRole('button', { name: '이미지 1 삭제 취소' })).toBeVisible();
    // on edit, with images to replace, the notice shows and holds: a new image replaces the saved ones
    await expect(page.getByText('새 이미지를 업로드하면 기존 이미지는 대체됩니다.')).toBeVisible();
    await page.getByLabel('이미지 추가').setInputFiles([png('new.png')]);
    await expect(page.getByText('새 이미지로 대체 예정')).toBeVisible();
    await expect(page.getByRole('button', { name: '이미지 1 삭제 취소' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shot(page, 'plan-memo-edit-1280');

    const updated = page.waitForRequest((r) => r.method() === 'PUT');
    await page.getByRole('button', { name: '메모 수정하기' }).click();
    const fields = formFields(await updated);
    expect(fields).toMatchObject({
      todoTitle: ['요양보호사 교육기관 알아보기'],
      isPublic: ['false'],
      link: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
      newImages: ['file:new.png'],
      deleteImages: ['501'],
    });
    expect(fields.memoText?.[0]).toMatch(/종로 교육원/);
    const done = page.getByRole('alertdialog');
    await expect(done).toContainText('메모가 업데이트되었습니다.');
    await done.getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/mytodo\/list$/);
  });

  test("a failed update says '메모 업데이트에 실패했습니다.'; a failed 공개 change goes back and says so", async ({ page }) => {
    await member(page);
    await prefer(page, DETAIL, 'example=withMemo', 'GET');
    await prefer(page, DETAIL, 'code=500, dynamic=false', 'PUT');
    await prefer(page, `${DETAIL}/public-state`, 'code=500, dynamic=false', 'PATCH');
    await page.goto('/mytodo/edit/101');
    const visibility = page.getByRole('switch', { name: '공개' });
    await visibility.click();
    await expect(page.getByRole('alert').filter({ hasText: '공개 설정을 바꾸지 못했어요. 다시 시도해주세요.' })).toBeVisible();
    await expect(visibility).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('textbox', { name: '할 일 제목' }).fill('요양보호사 교육기관 등록하기');
    await page.getByRole('button', { name: '메모 수정하기' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('메모 업데이트에 실패했습니다.');
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    await expect(page.getByRole('textbox', { name: '할 일 제목' })).toHaveValue('요양보호사 교육기관 등록하기');
  });

  test('a load failure in edit mode shows the reason with a retry', async ({ page }) => {
    await openMemo(page, '/mytodo/edit/101', 'code=404, dynamic=false');
    const alert = page.getByRole('alert').filter({ hasText: '메모를 불러올 수 없습니다: 투두 데이터를 찾을 수 없습니다.' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('button', { name: '다시 시도' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('view (/mytodo/memo/{todoId})', () => {
  test('everything read-only: no inputs to change, the player without delete, no dead 메모 보기 button', async ({ page }) => {
    await openMemo(page, '/mytodo/memo/101', 'example=withMemo');
    await expect(page.getByRole('heading', { level: 1, name: '메모 보기' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: '할 일 제목' })).toHaveAttribute('readonly', '');
    await expect(page.getByRole('textbox', { name: '메모' })).toHaveAttribute('readonly', '');
    await expect(page.getByText(/\d+\/5000/)).toBeVisible();
    await expect(page.getByRole('switch', { name: '공개' })).toBeDisabled();
    await expect(page.getByRole('textbox', { name: '영상 링크' })).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveCount(1);
    await expect(page.getByRole('button', { name: '영상 삭제' })).toHaveCount(0);
    await expect(page.getByRole('img', { name: /첨부 이미지 1/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /삭제/ })).toHaveCount(0);
    await expect(page.getByLabel('이미지 추가')).toHaveCount(0);
    await expect(page.getByRole('button', { name: '메모 보기' })).toHaveCount(0); // no dead button in the view
    await expect(page.getByRole('link', { name: '수정하기' })).toHaveAttribute('href', '/mytodo/edit/101');
    await expectNoAxeViolations(page);
    await shot(page, 'plan-memo-view-1280');
    await page.setViewportSize({ width: 360, height: 800 });
    await shot(page, 'plan-memo-view-360');
  });

  test("no images: '첨부된 이미지가 없어요'", async ({ page }) => {
    await openMemo(page, '/mytodo/memo/102', 'example=titleOnly', '**/v1/my-dream/todo/102');
    await expect(page.getByText('첨부된 이미지가 없어요')).toBeVisible();
    await expect(page.getByText('연결된 영상이 없어요')).toBeVisible();
  });

  test("a load failure says '메모를 불러올 수 없습니다: …' and goes back", async ({ page }) => {
    await member(page);
    await prefer(page, '**/v1/my-dream/todo/jobs', 'example=twoJobs');
    await prefer(page, '**/v1/my-dream/todo', 'example=withTodos');
    await answer(page, '**/v1/my-dream/todo-group/12', todoGroup(12, '요양보호사', [todo(101, '교육기관 알아보기', { isMemoExist: true })]), {
      method: 'GET',
    });
    await prefer(page, DETAIL, 'code=404, dynamic=false', 'GET');
    await page.goto('/mytodo/list');
    await page.getByRole('link', { name: '교육기관 알아보기 메모 보기' }).click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('메모를 불러올 수 없습니다: 투두 데이터를 찾을 수 없습니다.');
    await expectNoAxeViolations(page);
    await shot(page, 'plan-memo-view-failed-1280', { fullPage: false });
    await alert.getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/mytodo\/list$/);
  });

  test('a memo that is not public is refused with the spec’s words', async ({ page }) => {
    await member(page);
    await answer(
      page,
      DETAIL,
      { success: false, timestamp: '2026-11-22T09:30:00.000Z', statusCode: 400, code: 'TODO_MEMO_NOT_PUBLIC', message: 'x' },
      { status: 400, method: 'GET' },
    );
    await page.goto('/mytodo/memo/101');
    await expect(page.getByRole('alertdialog')).toContainText('메모를 불러올 수 없습니다: 공개되지 않은 투두 메모입니다.');
  });
});
