// /mytodo/add/{todoGroupId}: a new to-do with its memo, video link and images.
import { expect, test, type Page } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { formFields, member, openMemo, png } from '../support/memo-form.ts';
import { memberWithTodos } from '../support/mytodo.ts';
import { prefer } from '../support/routes.ts';
import { shot } from '../support/screens.ts';

test.describe('add (/mytodo/add/{todoGroupId})', () => {
  test('title rules, 공개 in the form, counter, one video link with player, staged images, 메모 저장하기 → saved → /mytodo', async ({ page }) => {
    await member(page);
    await page.goto('/mytodo/add/12');
    await expect(page.getByRole('heading', { level: 1, name: '할 일 추가' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '나의 할 일 메뉴' }).getByRole('link', { name: '할 일 목록' })).toHaveAttribute('aria-current', 'page');
    const title = page.getByRole('textbox', { name: '할 일 제목' });
    await expect(title).toHaveAttribute('placeholder', '할 일을 입력해주세요');
    const save = page.getByRole('button', { name: '메모 저장하기' });
    await expect(save).toBeDisabled();
    await title.fill('   ');
    await expect(page.getByText('할 일 제목을 입력해주세요.')).toBeVisible();
    await expect(save).toBeDisabled();
    await title.fill('요양보호사 실습 기관 정하기');
    await expect(page.getByText('할 일 제목을 입력해주세요.')).toHaveCount(0);
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
    await page.getByRole('textbox', { name: '할 일 제목' }).fill('필기시험 접수하기');
    await page.getByRole('textbox', { name: '메모' }).fill('12월 시험');
    await page.getByRole('button', { name: '메모 저장하기' }).click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('메모 저장에 실패했습니다.');
    await expect(alert).not.toContainText('500');
    await alert.getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/mytodo\/add\/12$/);
    await expect(page.getByRole('textbox', { name: '할 일 제목' })).toHaveValue('필기시험 접수하기');
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

test.describe('leaving the form with unsaved text (360 px, 보통)', () => {
  const leave = (page: Page) => page.getByRole('alertdialog', { name: '저장하지 않고 나갈까요?' });
  test.beforeEach(async ({ page }) => page.setViewportSize({ width: 360, height: 800 }));

  test('add: 목록으로 and Back ask first when something was typed; 계속 쓰기 keeps it, 나가기 leaves', async ({ page }) => {
    await memberWithTodos(page);
    await page.goto('/mytodo/list');
    await page.getByRole('link', { name: '추가하기' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '할 일 추가' })).toBeVisible();
    // nothing typed: no question
    await page.getByRole('link', { name: '목록으로', exact: true }).click();
    await expect(page).toHaveURL(/\/mytodo\/list$/);
    await page.getByRole('link', { name: '추가하기' }).click();
    const title = page.getByRole('textbox', { name: /제목/ });
    await title.fill('요양보호사 실습 기관 정하기');

    await page.getByRole('link', { name: '목록으로', exact: true }).click();
    await expect(leave(page)).toContainText('나가면 지금 적은 내용은 사라져요.');
    await expect(leave(page).getByRole('button', { name: '계속 쓰기' })).toBeFocused();
    await expectNoAxeViolations(page);
    await shot(page, 'plan-memo-leave-unsaved-360', { fullPage: false });
    await leave(page).getByRole('button', { name: '계속 쓰기' }).click();
    await expect(leave(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/mytodo\/add\/\d+$/);
    await expect(title).toHaveValue('요양보호사 실습 기관 정하기');

    await page.goBack();
    await expect(leave(page)).toBeVisible();
    await leave(page).getByRole('button', { name: '나가기' }).click();
    await expect(page).toHaveURL(/\/mytodo\/list$/);
  });

  test('edit: a changed memo asks before a top bar tab leaves; unchanged it leaves at once', async ({ page }) => {
    await openMemo(page, '/mytodo/edit/101', 'example=withMemo');
    const memo = page.getByRole('textbox', { name: '메모' });
    await expect(memo).not.toHaveValue('');
    await page.getByRole('link', { name: '목록으로', exact: true }).click();
    await expect(page).toHaveURL(/\/mytodo\/list$/);
    await page.goBack();
    await memo.fill('실습 기관 두 곳에 전화해 보기');
    await page.getByRole('banner').getByRole('link', { name: '채용 정보' }).click();
    await expect(leave(page)).toBeVisible();
    await leave(page).getByRole('button', { name: '나가기' }).click();
    await expect(page).toHaveURL(/\/jobsearch/);
  });
});
