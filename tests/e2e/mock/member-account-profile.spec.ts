// /mypage: interest jobs, the profile image, 로그아웃 and 회원 탈퇴.
import { expect, test, type Page } from '../support/test.ts';
import { envelope, errorBody } from '../support/bodies.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { alertDialog, openAccount, userStore } from '../support/mypage.ts';
import { PNG_1PX as PNG } from '../support/png.ts';
import { answer, dropConnection, prefer } from '../support/routes.ts';

test.describe('interest jobs modal', () => {
  test('removes the checked jobs; axe', async ({ page }) => {
    await openAccount(page);
    await page.getByRole('button', { name: '관심 직업 변경' }).click();
    const dialog = page.getByRole('dialog', { name: '관심 직업' });
    await expect(dialog.getByRole('group', { name: '뺄 직업을 골라주세요' }).getByRole('checkbox')).toHaveCount(2);
    await expect(dialog.getByRole('button', { name: '선택한 직업 빼기' })).toBeDisabled();
    await dialog.getByRole('checkbox', { name: '요양보호사' }).check();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'test-results/screenshots/member-mypage-jobs-1280.png' });
    const request = page.waitForRequest((r) => r.url().includes('/v1/member/job') && r.method() === 'DELETE');
    await dialog.getByRole('button', { name: '선택한 직업 빼기 (1개)' }).click();
    expect((await request).postDataJSON()).toEqual({ jobIds: [1] });
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('list', { name: '담은 직업' }).getByRole('listitem')).toHaveText(['바리스타']);
  });

  test('a failure says 직업을 변경하는데 에러가 발생했습니다.', async ({ page }) => {
    await openAccount(page);
    await prefer(page, 'member/job', 'code=500, dynamic=false');
    await page.getByRole('button', { name: '관심 직업 변경' }).click();
    const dialog = page.getByRole('dialog', { name: '관심 직업' });
    await dialog.getByRole('checkbox', { name: '바리스타' }).check();
    await dialog.getByRole('button', { name: /선택한 직업 빼기/ }).click();
    await expect(dialog.getByRole('alert')).toContainText('직업을 변경하는데 에러가 발생했습니다.');
    await expect(dialog.getByRole('checkbox', { name: '바리스타' })).toBeChecked();
  });
});

test.describe('profile image', () => {
  test('upload shows the returned image at once, in the top bar too', async ({ page }) => {
    await openAccount(page, 'newMember');
    await prefer(page, 'member/profile', 'example=uploaded', 'POST');
    const request = page.waitForRequest((r) => r.url().includes('/v1/member/profile') && r.method() === 'POST');
    await page.getByLabel('프로필 사진 파일 고르기').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    expect((await request).headers()['content-type']).toContain('multipart/form-data');
    const url = '/images/Vq3kR8sLm2XwT9bYc1nE0g'; // the contract's `uploaded` example
    await expect(page.getByRole('img', { name: '내 프로필 사진' })).toHaveAttribute('src', url);
    await expect(page.getByRole('banner').locator('img')).toHaveAttribute('src', url);
    expect((await userStore(page)).userImage).toBe(url);
    await expect(page.getByRole('status').filter({ hasText: '프로필 사진을 바꿨어요.' })).toBeVisible();
  });

  test('an upload answer without a URL says so', async ({ page }) => {
    await openAccount(page, 'newMember');
    await answer(page, 'member/profile', envelope(''), { method: 'POST' });
    await page.getByLabel('프로필 사진 파일 고르기').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(alertDialog(page)).toContainText('업로드는 되었지만 이미지 URL을 받지 못했습니다.');
    await expect(page.getByRole('img', { name: '기본 프로필 사진' })).toBeVisible();
  });

  test('only jpeg, png or webp: checked before sending, and the server’s refusal is shown too', async ({ page }) => {
    await openAccount(page, 'newMember');
    await page.getByLabel('프로필 사진 파일 고르기').setInputFiles({ name: 'memo.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
    await expect(alertDialog(page)).toContainText('JPG, PNG, WEBP 이미지만 올릴 수 있습니다.');
    await alertDialog(page).getByRole('button', { name: '확인' }).click();
    await prefer(page, 'member/profile', 'code=415, dynamic=false', 'POST');
    await page.getByLabel('프로필 사진 파일 고르기').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(alertDialog(page)).toContainText('JPG, PNG, WEBP 이미지만 올릴 수 있습니다.');
  });

  test('delete after confirming; the default image comes back', async ({ page }) => {
    await openAccount(page);
    await prefer(page, 'member/profile', 'example=deleted', 'DELETE');
    await page.getByRole('button', { name: '사진 지우기' }).click();
    const confirm = page.getByRole('alertdialog', { name: '프로필 사진을 지울까요?' });
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: '지우기' }).click();
    await expect(page.getByRole('img', { name: '기본 프로필 사진' })).toBeVisible();
    expect((await userStore(page)).userImage).toBe('');
  });

  for (const [name, arrange, message] of [
    ['refused', (p: Page) => prefer(p, 'member/profile', 'code=500, dynamic=false', 'DELETE'), '이미지 삭제에 실패했습니다.'],
    ['a dropped connection', (p: Page) => dropConnection(p, 'member/profile', 'DELETE'), '이미지 삭제에 에러가 발생했습니다.'],
  ] as const) {
    test(`delete ${name} → ${message}`, async ({ page }) => {
      await openAccount(page);
      await arrange(page);
      await page.getByRole('button', { name: '사진 지우기' }).click();
      await page.getByRole('alertdialog', { name: '프로필 사진을 지울까요?' }).getByRole('button', { name: '지우기' }).click();
      await expect(page.getByRole('alertdialog', { name: '알림' })).toContainText(message);
      await expect(page.getByRole('img', { name: '내 프로필 사진' })).toBeVisible();
    });
  }
});

test.describe('로그아웃 and 회원 탈퇴', () => {
  const sessionKeys = (page: Page) =>
    page.evaluate(() => ['accessToken', 'refreshToken', 'nickname', 'memberId', 'userStore'].map((k) => localStorage.getItem(k)));

  test('로그아웃 ends the login on the server, clears the session and goes to /', async ({ page, toasts }) => {
    await openAccount(page);
    const stored = await page.evaluate(() => localStorage.getItem('refreshToken'));
    const request = page.waitForRequest((r) => r.url().endsWith('/v1/member/auth/logout') && r.method() === 'POST');
    await page.getByRole('button', { name: '로그아웃' }).click();
    expect((await request).postDataJSON()).toEqual({ refreshToken: stored });
    await expect(page).toHaveURL(/\/$/);
    await toasts.expectShown('로그아웃했어요.');
    await expect(page.getByText('로그인 후 이용 가능한 기능입니다.')).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: '로그인' })).toBeVisible();
    expect(await sessionKeys(page)).toEqual([null, null, null, null, null]);
  });

  test('로그아웃 still clears the session when the server call fails', async ({ page, toasts }) => {
    await openAccount(page);
    await page.route('**/v1/member/auth/logout', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: '로그아웃' }).click();
    await expect(page).toHaveURL(/\/$/);
    await toasts.expectShown('로그아웃했어요.');
    expect(await sessionKeys(page)).toEqual([null, null, null, null, null]);
  });

  const withdrawDialog = (page: Page) => page.getByRole('alertdialog', { name: '정말 탈퇴하시겠어요?' });

  test('회원 탈퇴 asks first with the current password, sends it, then clears the session and goes to /', async ({ page, toasts }) => {
    await openAccount(page);
    await prefer(page, 'member/auth/withdraw', 'example=withdrawn');
    await page.getByRole('button', { name: '회원 탈퇴' }).click();
    const confirm = withdrawDialog(page);
    await expect(confirm).toContainText('탈퇴하시면 이전의 기록들은 모두 삭제돼요');
    await expect(confirm.getByLabel('현재 비밀번호', { exact: true })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'test-results/screenshots/member-mypage-withdraw-1280.png' });
    await confirm.getByRole('button', { name: '취소' }).click();
    await expect(confirm).toBeHidden();
    await page.getByRole('button', { name: '회원 탈퇴' }).click();
    await confirm.getByLabel('현재 비밀번호', { exact: true }).fill('Saegil!2026');
    const sent = page.waitForRequest('**/v1/member/auth/withdraw');
    await confirm.getByRole('button', { name: '탈퇴하기' }).click();
    expect((await sent).postDataJSON()).toEqual({ currentPassword: 'Saegil!2026' });
    await expect(page).toHaveURL(/\/$/);
    await toasts.expectShown('탈퇴가 끝났어요');
    expect(await sessionKeys(page)).toEqual([null, null, null, null, null]);
  });

  test('at 360 px: an empty or wrong current password is said at its field, the dialog stays and nothing is erased', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await openAccount(page);
    await prefer(page, 'member/auth/withdraw', 'code=400, example=wrongPassword');
    await page.getByRole('button', { name: '회원 탈퇴' }).click();
    const confirm = withdrawDialog(page);
    const password = confirm.getByLabel('현재 비밀번호', { exact: true });
    let sent = 0;
    page.on('request', (request) => void (request.url().endsWith('/v1/member/auth/withdraw') && (sent += 1)));
    await confirm.getByRole('button', { name: '탈퇴하기' }).click();
    await expect(confirm.getByText('현재 비밀번호를 입력해주세요.', { exact: true })).toBeVisible();
    expect(sent).toBe(0);
    await password.fill('Wrong!2026');
    await confirm.getByRole('button', { name: '탈퇴하기' }).click();
    await expect(confirm.getByText('현재 비밀번호가 일치하지 않습니다.', { exact: true })).toBeVisible();
    await expect(password).toBeFocused();
    await expect(page).toHaveURL(/\/mypage$/);
    expect((await sessionKeys(page))[0]).toBe('e2e-access-token');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'test-results/screenshots/member-mypage-withdraw-wrong-360.png' });
  });

  test('a failed withdrawal says 탈퇴에 실패했습니다. 다시 시도해주세요. and keeps the session', async ({ page }) => {
    await openAccount(page);
    await answer(page, 'member/auth/withdraw', errorBody(500, 'INTERNAL_ERROR', '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.'), {
      status: 500,
    });
    await page.getByRole('button', { name: '회원 탈퇴' }).click();
    await withdrawDialog(page).getByLabel('현재 비밀번호', { exact: true }).fill('Saegil!2026');
    await withdrawDialog(page).getByRole('button', { name: '탈퇴하기' }).click();
    await expect(page.getByRole('alertdialog', { name: '알림' })).toContainText('탈퇴에 실패했습니다. 다시 시도해주세요.');
    await expect(page).toHaveURL(/\/mypage$/);
    expect((await sessionKeys(page))[0]).toBe('e2e-access-token');
  });
});
