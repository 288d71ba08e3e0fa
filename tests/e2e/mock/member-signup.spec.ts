// /signup step 1: the account (id check, password rules, the draft).
import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { expectPasswordRules } from '../support/member-forms.ts';
import { prefer } from '../support/routes.ts';
import { screenshots } from '../support/screens.ts';
import { checkId, confirmField, idField, passwordField } from '../support/signup-steps.ts';

test.describe('/signup step 1 (account)', () => {
  test('renders the fields, hints and 다음; axe zero violations; screenshots', async ({ page }) => {
    await page.goto('/signup');
    await expect(page).toHaveTitle('회원가입 | 새길');
    await expect(page.getByRole('heading', { level: 1, name: '회원가입' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '1단계: 계정 정보' })).toBeVisible();
    await expect(page.getByText('4-20자/영문,숫자 조합')).toBeVisible();
    await expect(page.getByText('8~16자/영문 대소문자,숫자,특수문자 조합')).toBeVisible();
    await expect(idField(page)).toHaveAttribute('autocapitalize', 'none');
    await expectNoAxeViolations(page);
    await screenshots(page, 'member-signup-step1');
  });

  test('every id and password rule is checked on every change', async ({ page }) => {
    await page.goto('/signup');
    const id = idField(page);
    for (const [value, message] of [
      ['abc', '4자 이상 입력해주세요'],
      ['a'.repeat(21), '20자 이하로 입력해주세요'],
      ['saegil_26', '특수문자를 없애주세요'],
    ] as const) {
      await id.fill(value);
      await expect(page.getByText(message, { exact: true })).toBeVisible();
      await expect(id).toHaveAttribute('aria-invalid', 'true');
    }
    await id.fill('saegil26');
    await expect(id).not.toHaveAttribute('aria-invalid');

    const password = passwordField(page);
    await expectPasswordRules(password, page);
    await password.fill('Saegil!2026');
    await confirmField(page).fill('Saegil!2027');
    await expect(page.getByText('비밀번호가 일치하지 않습니다', { exact: true })).toBeVisible();
    await confirmField(page).fill('Saegil!2026');
    await expect(page.getByText('비밀번호가 일치합니다', { exact: true })).toBeVisible();
  });

  test('다음 without an id check asks for it and stays on step 1', async ({ page }) => {
    await page.goto('/signup');
    await idField(page).fill('saegil2026');
    await passwordField(page).fill('Saegil!2026');
    await confirmField(page).fill('Saegil!2026');
    await page.getByRole('button', { name: '다음' }).click();
    await expect(page.getByText('아이디 중복확인을 완료해주세요')).toBeVisible();
    await expect(idField(page)).toBeFocused();
    await expect(page.getByRole('heading', { level: 2, name: '1단계: 계정 정보' })).toBeVisible();
  });

  test('a duplicated id and a failed check both read as 이미 사용 중인 아이디입니다.', async ({ page }) => {
    await prefer(page, 'member/auth/check-id', 'example=duplicated');
    await page.goto('/signup');
    await checkId(page, 'saegil2026');
    await expect(page.getByText('이미 사용 중인 아이디입니다.')).toBeVisible();

    await page.unrouteAll();
    await prefer(page, 'member/auth/check-id', 'code=500, dynamic=false');
    await checkId(page, 'saegil2027');
    await expect(page.getByText('이미 사용 중인 아이디입니다.')).toBeVisible();
  });

  test('changing the id after an available check resets it', async ({ page }) => {
    await prefer(page, 'member/auth/check-id', 'example=available');
    await page.goto('/signup');
    await checkId(page, 'saegil2026');
    await expect(page.getByText('사용 가능한 아이디입니다')).toBeVisible();
    await idField(page).fill('saegil20261');
    await expect(page.getByText('사용 가능한 아이디입니다')).toBeHidden();
    await passwordField(page).fill('Saegil!2026');
    await confirmField(page).fill('Saegil!2026');
    await page.getByRole('button', { name: '다음' }).click();
    await expect(page.getByText('아이디 중복확인을 완료해주세요')).toBeVisible();
  });

  test('an invalid id is not sent for checking', async ({ page }) => {
    let checked = false;
    page.on('request', (r) => (checked ||= r.url().includes('/check-id')));
    await page.goto('/signup');
    await checkId(page, 'ab');
    await expect(page.getByText('4자 이상 입력해주세요')).toBeVisible();
    expect(checked).toBe(false);
  });

  test('the draft can be reset', async ({ page }) => {
    await page.goto('/signup');
    await idField(page).fill('saegil2026');
    await passwordField(page).fill('Saegil!2026');
    await page.getByRole('button', { name: '입력한 내용 모두 지우기' }).click();
    const confirm = page.getByRole('alertdialog', { name: '입력한 내용을 모두 지울까요?' });
    await expect(confirm.getByRole('button', { name: '취소' })).toBeFocused();
    await confirm.getByRole('button', { name: '모두 지우기' }).click();
    await expect(idField(page)).toHaveValue('');
    await expect(passwordField(page)).toHaveValue('');
  });
});
