import { expect, test, type Page, type Request } from '../support/test.ts';
import { todo, todoGroup } from '../support/plan-bodies.ts';
import { PNG_1PX } from '../support/png.ts';
import { answer, prefer } from '../support/routes.ts';
import { shot } from '../support/screens.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { loginAs } from '../support/session.ts';

const DETAIL = '**/v1/my-dream/todo/101';
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG_1PX });

/** The multipart fields of a request, by name (repeated names keep every value). */
function formFields(request: Request): Record<string, string[]> {
  const body = request.postDataBuffer()?.toString('latin1') ?? '';
  const fields: Record<string, string[]> = {};
  for (const part of body.split(/--[-\w]+\r\n/)) {
    const name = /name="([^"]+)"/.exec(part)?.[1];
    if (!name) continue;
    const value = part.split('\r\n\r\n').slice(1).join('\r\n\r\n').replace(/\r\n$/, '');
    (fields[name] ??= []).push(/filename="/.test(part) ? `file:${/filename="([^"]+)"/.exec(part)?.[1]}` : Buffer.from(value, 'latin1').toString('utf8'));
  }
  return fields;
}

async function member(page: Page) {
  await loginAs(page);
  // the contract's example images live on cdn.saegil.kr; give the browser a real picture for them
  await page.route('https://cdn.saegil.kr/**', (route) => route.fulfill({ contentType: 'image/png', body: PNG_1PX }));
}

test.describe('add (/mytodo/add/{todoGroupId})', () => {
  test('title rules, 공개 in the form, counter, one video link with player, staged images, 메모 저장하기 → saved → /mytodo', async ({ page }) => {
    await member(page);
    await page.goto('/mytodo/add/12');
    await expect(page.getByRole('heading', { level: 1, name: '할 일 추가' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '나의 할일 메뉴' }).getByRole('link', { name: '할일 목록' })).toHaveAttribute('aria-current', 'page');
    const title = page.getByRole('textbox', { name: '할일 제목' });
    await expect(title).toHaveAttribute('placeholder', '할일을 입력해주세요');
    const save = page.getByRole('button', { name: '메모 저장하기' });
    await expect(save).toBeDisabled();
    await title.fill('   ');
    await expect(page.getByText('할일 제목을 입력해주세요.')).toBeVisible();
    await expect(save).toBeDisabled();
    await title.fill('요양보호사 실습 기관 정하기');
    await expect(page.getByText('할일 제목을 입력해주세요.')).toHaveCount(0);
    await expect(save).toBeEnabled();

    let patched = false;
    page.on('request', (r) => r.method() === 'PATCH' && (patched = true));
    const visibility = page.getByRole('switch', { name: '공개' });
    await expect(visibility).toHaveAttribute('aria-checked', 'false');
    await visibility.click();
    await expect(visibility).toHaveAttribute('aria-checked', 'true');

    await page.getByRole('textbox', { name: '메모' }).fill('집에서 가까운 곳 두 군데를 비교하기');
    await expect(page.getByText('20/5000')).toBeVisible();

    const link = page.getByRole('textbox', { name: '영상 링크' });
    await link.fill('https://vimeo.com/123');
    // the rule shows while typing, before the field is left
    await expect(link).toBeFocused();
    await expect(page.getByText('유튜브 영상 링크(watch, shorts, youtu.be)만 하나 넣을 수 있어요.')).toBeVisible();
    await link.blur();
    await expect(page.getByRole('alert').filter({ hasText: '유튜브 영상 링크(watch, shorts, youtu.be)만 하나 넣을 수 있어요.' })).toBeVisible();
    await link.fill('https://youtu.be/dQw4w9WgXcQ');
    await expect(page.locator('iframe[title^="유튜브 영상"]')).toHaveAttribute('src', /\/embed\/dQw4w9WgXcQ$/);
    await expect(page.getByRole('link', { name: /브라우저에서 열기/ })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await page.getByRole('button', { name: '영상 삭제' }).click();
    await expect(link).toHaveValue('');
    await expect(link).toBeFocused();
    await expect(page.locator('iframe')).toHaveCount(0);
    await link.fill('https://www.youtube.com/shorts/dQw4w9WgXcQ');
    await expect(page.locator('iframe')).toHaveCount(1);

    // nothing to replace on the add page: the spec's notice is not shown there
    await expect(page.getByText('새 이미지를 업로드하면 기존 이미지는 대체됩니다.')).toHaveCount(0);
    await page.getByLabel('이미지 추가').setInputFiles([png('first.png'), png('second.png')]);
    await expect(page.getByRole('list', { name: '새로 올릴 이미지' }).getByRole('img')).toHaveCount(2);
    await page.getByLabel('이미지 추가').setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') }]);
    await expect(page.getByRole('alert').filter({ hasText: "'notes.txt' 파일은 올리지 못했어요: jpg, png, webp 이미지만 올릴 수 있어요." })).toBeVisible();
    // a text file renamed .png (and sent as image/png) is refused as soon as it is chosen, by its content
    await page.getByLabel('이미지 추가').setInputFiles([{ name: '메모.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') }]);
    await expect(page.getByRole('alert').filter({ hasText: "'메모.png' 파일은 올리지 못했어요" })).toBeVisible();
    await expect(page.getByRole('list', { name: '새로 올릴 이미지' }).getByRole('img')).toHaveCount(2);

    await expectNoAxeViolations(page);
    await shot(page, 'plan-memo-add-1280');
    await page.setViewportSize({ width: 360, height: 800 });
    await shot(page, 'plan-memo-add-360');
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    expect(patched).toBe(false); // add mode: 공개 goes with the form

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/v1/my-dream/todo-group/12', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await held;
      await route.continue();
    });
    const created = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/v1/my-dream/todo-group/12'));
    await page.getByRole('button', { name: '메모 저장하기' }).click();
    await expect(page.getByRole('button', { name: '저장 중...' })).toBeDisabled();
    release();
    expect(formFields(await created)).toEqual({
      todoTitle: ['요양보호사 실습 기관 정하기'],
      isPublic: ['true'],
      memoText: ['집에서 가까운 곳 두 군데를 비교하기'],
      link: ['https://www.youtube.com/shorts/dQw4w9WgXcQ'],
      images: ['file:first.png', 'file:second.png'],
    });
    const done = page.getByRole('alertdialog', { name: '저장 완료' });
    await expect(done).toContainText('메모가 저장되었습니다.');
    await expectNoAxeViolations(page);
    await done.getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/mytodo\/list$/);
  });

  test("a failed save says '메모 저장에 실패했습니다.' and keeps what was typed", async ({ page }) => {
    await member(page);
    await prefer(page, '**/v1/my-dream/todo-group/12', 'code=500, dynamic=false', 'POST');
    await page.goto('/mytodo/add/12');
    await page.getByRole('textbox', { name: '할일 제목' }).fill('필기시험 접수하기');
    await page.getByRole('textbox', { name: '메모' }).fill('12월 시험');
    await page.getByRole('button', { name: '메모 저장하기' }).click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('메모 저장에 실패했습니다.');
    await expect(alert).not.toContainText('500');
    await alert.getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/mytodo\/add\/12$/);
    await expect(page.getByRole('textbox', { name: '할일 제목' })).toHaveValue('필기시험 접수하기');
    await expect(page.getByRole('textbox', { name: '메모' })).toHaveValue('12월 시험');
  });

  test('the memo refuses a 5001st character, typed or pasted', async ({ page }) => {
    await member(page);
    await page.goto('/mytodo/add/12');
    const memo = page.getByRole('textbox', { name: '메모' });
    await memo.fill('가'.repeat(4998));
    await memo.press('End');
    await memo.pressSequentially('나다라');
    await expect(memo).toHaveValue('가'.repeat(4998) + '나다');
    await expect(page.getByText('5000/5000')).toBeVisible();

    await memo.fill('가'.repeat(4990));
    await memo.evaluate((el: HTMLTextAreaElement) => {
      el.setSelectionRange(el.value.length, el.value.length);
      const data = new DataTransfer();
      data.setData('text/plain', '0123456789ABCDEF');
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect(memo).toHaveValue('가'.repeat(4990) + '0123456789');
    await expect(page.getByText('메모는 5,000자까지 쓸 수 있어요. 넘는 부분은 넣지 않았어요.')).toBeVisible();
  });

  test('a non-numeric address explains itself', async ({ page }) => {
    await member(page);
    await page.goto('/mytodo/add/abc');
    await expect(page.getByRole('alert').filter({ hasText: '주소가 올바르지 않아요.' })).toBeVisible();
    await expect(page.getByRole('link', { name: '할 일 목록으로' })).toHaveAttribute('href', '/mytodo/list');
  });
});

test.describe('edit (/mytodo/edit/{todoId})', () => {
  test('filled from the server; 공개 is set at once; mark an image for deletion, add one; 메모 수정하기 → updated', async ({ page }) => {
    await member(page);
    await prefer(page, DETAIL, 'example=withMemo', 'GET');
    await page.goto('/mytodo/edit/101');
    await expect(page.getByRole('heading', { level: 1, name: '할 일 수정' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: '할일 제목' })).toHaveValue('요양보호사 교육기관 알아보기');
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
    await page.getByRole('textbox', { name: '할일 제목' }).fill('요양보호사 교육기관 등록하기');
    await page.getByRole('button', { name: '메모 수정하기' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('메모 업데이트에 실패했습니다.');
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    await expect(page.getByRole('textbox', { name: '할일 제목' })).toHaveValue('요양보호사 교육기관 등록하기');
  });

  test('a load failure in edit mode shows the reason with a retry', async ({ page }) => {
    await member(page);
    await prefer(page, DETAIL, 'code=404, dynamic=false', 'GET');
    await page.goto('/mytodo/edit/101');
    const alert = page.getByRole('alert').filter({ hasText: '메모를 불러올 수 없습니다: 투두 데이터를 찾을 수 없습니다.' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('button', { name: '다시 시도' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('view (/mytodo/memo/{todoId})', () => {
  test('everything read-only: no inputs to change, the player without delete, no dead 메모 보기 button', async ({ page }) => {
    await member(page);
    await prefer(page, DETAIL, 'example=withMemo', 'GET');
    await page.goto('/mytodo/memo/101');
    await expect(page.getByRole('heading', { level: 1, name: '메모 보기' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: '할일 제목' })).toHaveAttribute('readonly', '');
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
    await member(page);
    await prefer(page, '**/v1/my-dream/todo/102', 'example=titleOnly', 'GET');
    await page.goto('/mytodo/memo/102');
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
