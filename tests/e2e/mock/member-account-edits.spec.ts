// /mypage: changing the nickname, the password and the residence.
import { expect, test, type Page } from '../support/test.ts';
import { TIMESTAMP } from '../support/bodies.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { expectPasswordRules } from '../support/member-forms.ts';
import { topBarProfile } from '../support/member-forms.ts';
import { alertDialog, openAccount, openAccountAt, row, userStore } from '../support/mypage.ts';
import { answer, dropConnection, prefer } from '../support/routes.ts';

test.describe('nickname inline edit', () => {
  test.beforeEach(({ page }) => openAccountAt(page, '닉네임 변경'));

  test('saves, and the top bar, nickname key and userStore follow at once', async ({ page }) => {
    const field = page.getByRole('textbox', { name: '새 닉네임' });
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('새길맘');
    await expectNoAxeViolations(page);
    await field.fill('바리스타꿈');
    const request = page.waitForRequest((r) => r.url().includes('/v1/member/nickname'));
    await page.getByRole('button', { name: '저장' }).click();
    expect((await request).postDataJSON()).toEqual({ newNickName: '바리스타꿈' });
    await expect(row(page, '닉네임')).toContainText('바리스타꿈');
    await expect(page.getByRole('button', { name: '닉네임 변경' })).toBeFocused();
    await expect(topBarProfile(page)).toHaveAccessibleName('바리스타꿈님');
    expect(await page.evaluate(() => localStorage.getItem('nickname'))).toBe('바리스타꿈');
    expect((await userStore(page)).nickname).toBe('바리스타꿈');
  });

  test('blank → 닉네임을 입력해주세요., other rules inline, 취소 restores', async ({ page }) => {
    const field = page.getByRole('textbox', { name: '새 닉네임' });
    await field.fill('   ');
    await page.getByRole('button', { name: '저장' }).click();
    await expect(alertDialog(page)).toContainText('닉네임을 입력해주세요.');
    await alertDialog(page).getByRole('button', { name: '확인' }).click();
    await field.fill('새길!');
    await expect(page.getByText('특수문자를 없애주세요')).toBeVisible();
    await field.fill('가');
    await expect(page.getByText('2자 이상 8자 이내의 한글, 영문, 숫자만 입력해주세요.')).toBeVisible();
    await page.getByRole('button', { name: '취소' }).click();
    await expect(row(page, '닉네임')).toContainText('새길맘');
  });

  const failures: [string, (page: Page) => Promise<void>, string][] = [
    ['a taken nickname (409)', (p) => prefer(p, 'member/nickname', 'code=409, example=duplicateNickname'), '이미 사용 중인 닉네임입니다.'],
    ['a server error (500)', (p) => prefer(p, 'member/nickname', 'code=500, dynamic=false'), '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.'],
    ['success=false', (p) => answer(p, 'member/nickname', { success: false, timestamp: TIMESTAMP, data: null }), '닉네임 변경에 실패했습니다.'],
    ['a dropped connection', (p) => dropConnection(p, 'member/nickname'), '닉네임 변경 중 오류가 발생했습니다.'],
  ];
  for (const [name, arrange, message] of failures) {
    test(`${name} → ${message}`, async ({ page }) => {
      await arrange(page);
      await page.getByRole('textbox', { name: '새 닉네임' }).fill('바리스타꿈');
      await page.getByRole('button', { name: '저장' }).click();
      await expect(alertDialog(page)).toContainText(message);
      await alertDialog(page).getByRole('button', { name: '확인' }).click();
      await expect(page.getByRole('textbox', { name: '새 닉네임' })).toHaveValue('바리스타꿈'); // nothing lost
      await expect(topBarProfile(page)).toHaveAccessibleName('새길맘님');
    });
  }
});

test.describe('password change modal', () => {
  test.beforeEach(({ page }) => openAccountAt(page, '비밀번호 변경'));

  test('the sign-up rules on every change, the confirmation must match; success closes with a toast; axe', async ({ page }) => {
    const dialog = page.getByRole('dialog', { name: '비밀번호 변경' });
    await expect(dialog.getByText('8~16자/영문 대소문자,숫자,특수문자 조합')).toBeVisible();
    // the current password comes first and is required
    await dialog.getByRole('button', { name: '변경하기' }).click();
    await expect(dialog.getByText('현재 비밀번호를 입력해주세요.', { exact: true })).toBeVisible();
    await expect(dialog.getByLabel('현재 비밀번호', { exact: true })).toBeFocused();
    await dialog.getByLabel('현재 비밀번호', { exact: true }).fill('Saegil!2026');
    await expect(dialog.getByText('현재 비밀번호를 입력해주세요.', { exact: true })).toHaveCount(0);
    const password = dialog.getByLabel('새 비밀번호', { exact: true });
    await expectPasswordRules(password, dialog);
    await password.fill('Dream#2027');
    await dialog.getByLabel('새 비밀번호 확인', { exact: true }).fill('Dream#2028');
    await expect(dialog.getByText('비밀번호가 일치하지 않습니다')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'test-results/screenshots/member-mypage-password-1280.png' });
    await dialog.getByLabel('새 비밀번호 확인', { exact: true }).fill('Dream#2027');
    await expect(dialog.getByText('비밀번호가 일치합니다')).toBeVisible();
    const request = page.waitForRequest('**/v1/member/password');
    await dialog.getByRole('button', { name: '변경하기' }).click();
    expect((await request).postDataJSON()).toEqual({ currentPassword: 'Saegil!2026', newPassword: 'Dream#2027', newPasswordCheck: 'Dream#2027' });
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: '비밀번호를 바꿨어요.' })).toBeVisible();
    await expect(page.getByRole('button', { name: '비밀번호 변경' })).toBeFocused();
  });

  test('a refused change says 비밀번호 변경에 실패했습니다. and keeps the modal open', async ({ page }) => {
    await prefer(page, 'member/password', 'code=400, example=validationFailed, dynamic=false');
    const dialog = page.getByRole('dialog', { name: '비밀번호 변경' });
    await dialog.getByLabel('현재 비밀번호', { exact: true }).fill('Saegil!2026');
    await dialog.getByLabel('새 비밀번호', { exact: true }).fill('Dream#2027');
    await dialog.getByLabel('새 비밀번호 확인', { exact: true }).fill('Dream#2027');
    await dialog.getByRole('button', { name: '변경하기' }).click();
    await expect(dialog.getByRole('alert')).toContainText('비밀번호 변경에 실패했습니다.');
    await expect(dialog.getByLabel('새 비밀번호', { exact: true })).toHaveValue('Dream#2027');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: '비밀번호 변경' })).toBeFocused();
  });

  test('a wrong current password is shown at its field, which gets the focus', async ({ page }) => {
    await prefer(page, 'member/password', 'code=400, example=wrongPassword, dynamic=false');
    const dialog = page.getByRole('dialog', { name: '비밀번호 변경' });
    const current = dialog.getByLabel('현재 비밀번호', { exact: true });
    await current.fill('Wrong!2026');
    await dialog.getByLabel('새 비밀번호', { exact: true }).fill('Dream#2027');
    await dialog.getByLabel('새 비밀번호 확인', { exact: true }).fill('Dream#2027');
    await dialog.getByRole('button', { name: '변경하기' }).click();
    await expect(dialog.getByText('현재 비밀번호가 일치하지 않습니다.', { exact: true })).toBeVisible();
    await expect(current).toBeFocused();
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    // typing again clears the message
    await current.fill('Saegil!2026');
    await expect(dialog.getByText('현재 비밀번호가 일치하지 않습니다.', { exact: true })).toHaveCount(0);
  });
});

test.describe('residence change', () => {
  test('the picker opens on the current region; a new choice is saved and the userStore follows', async ({ page }) => {
    await openAccount(page);
    await prefer(page, 'member/region', 'example=changed');
    await page.getByRole('button', { name: '거주지 변경' }).click();
    const picker = page.getByRole('dialog', { name: '거주지 선택' });
    await expect(picker.getByRole('radio', { name: '서울특별시' })).toBeChecked();
    await expect(picker.getByRole('button', { name: '종로구' })).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(page);
    await picker.getByRole('radio', { name: '부산광역시' }).check();
    const request = page.waitForRequest('**/v1/member/region');
    await picker.getByRole('button', { name: '해운대구' }).click();
    expect((await request).postDataJSON()).toEqual({ newRegionCode: 26350 });
    await expect(row(page, '거주지')).toContainText('부산광역시 해운대구');
    expect((await userStore(page)).regionName).toBe('부산광역시 해운대구');
  });

  test('closing the picker without a new choice changes nothing', async ({ page }) => {
    await openAccount(page);
    let sent = false;
    page.on('request', (r) => (sent ||= r.url().includes('/v1/member/region')));
    await page.getByRole('button', { name: '거주지 변경' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: '거주지 변경' })).toBeFocused();
    expect(sent).toBe(false);
  });

  for (const [name, arrange, message] of [
    ['refused', (p: Page) => prefer(p, 'member/region', 'code=400, dynamic=false'), '거주지 변경에 실패했습니다.'],
    ['a dropped connection', (p: Page) => dropConnection(p, 'member/region'), '지역 변경 실패'],
  ] as const) {
    test(`${name} → ${message}`, async ({ page }) => {
      await openAccount(page);
      await arrange(page);
      await page.getByRole('button', { name: '거주지 변경' }).click();
      const picker = page.getByRole('dialog', { name: '거주지 선택' });
      await picker.getByRole('radio', { name: '부산광역시' }).check();
      await picker.getByRole('button', { name: '해운대구' }).click();
      await expect(alertDialog(page)).toContainText(message);
      await expect(row(page, '거주지')).toContainText('서울특별시 종로구');
    });
  }
});
