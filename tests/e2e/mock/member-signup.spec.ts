import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { answer, errorBody, prefer, screenshots } from './member-support.ts';

const idField = (page: Page) => page.getByRole('textbox', { name: '아이디' });
const passwordField = (page: Page) => page.getByLabel('비밀번호', { exact: true });
const confirmField = (page: Page) => page.getByLabel('비밀번호 확인', { exact: true });
const nicknameField = (page: Page) => page.getByRole('textbox', { name: '닉네임' });
const birthField = (page: Page) => page.getByRole('textbox', { name: '생년월일' });
const checkButton = (page: Page) => page.getByRole('button', { name: '중복확인' });
const regionButton = (page: Page) => page.getByRole('button', { name: /거주 지역/ });

async function availableEverywhere(page: Page) {
  await prefer(page, 'member/auth/check-id', 'example=available');
  await prefer(page, 'member/auth/check-nickname', 'example=available');
  await prefer(page, 'region/all', 'example=regions');
}

async function finishStepOne(page: Page) {
  await page.goto('/signup');
  await idField(page).fill('saegil2026');
  await checkButton(page).click();
  await expect(page.getByText('사용 가능한 아이디입니다')).toBeVisible();
  await passwordField(page).fill('Saegil!2026');
  await confirmField(page).fill('Saegil!2026');
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '2단계: 프로필 정보' })).toBeFocused();
}

async function fillStepTwo(page: Page) {
  await nicknameField(page).fill('새길맘');
  await checkButton(page).click();
  await expect(page.getByText('사용가능한 닉네임입니다')).toBeVisible();
  await birthField(page).pressSequentially('19680517');
  await page.getByRole('radio', { name: '여성' }).check();
  await regionButton(page).click();
  const picker = page.getByRole('dialog', { name: '거주지 선택' });
  await picker.getByRole('radio', { name: '서울특별시' }).check();
  await picker.getByRole('button', { name: '종로구' }).click();
  await expect(picker).toBeHidden();
}

/** Presses Tab until `target` has focus: the keyboard-only way to reach a control. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${target} with Tab`);
}

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
    for (const [value, message] of [
      ['Ab1!', '8자 이상 입력해주세요'],
      ['Abcdefgh1!abcdefg', '16자 이하로 입력해주세요'],
      ['ABCDEFG1!', '소문자를 포함해주세요'],
      ['abcdefg1!', '대문자를 포함해주세요'],
      ['Abcdefgh!', '숫자를 포함해주세요'],
      ['Abcdefgh1', '특수문자를 포함해주세요'],
    ] as const) {
      await password.fill(value);
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
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
    await idField(page).fill('saegil2026');
    await checkButton(page).click();
    await expect(page.getByText('이미 사용 중인 아이디입니다.')).toBeVisible();

    await page.unrouteAll();
    await prefer(page, 'member/auth/check-id', 'code=500, dynamic=false');
    await idField(page).fill('saegil2027');
    await checkButton(page).click();
    await expect(page.getByText('이미 사용 중인 아이디입니다.')).toBeVisible();
  });

  test('changing the id after an available check resets it', async ({ page }) => {
    await prefer(page, 'member/auth/check-id', 'example=available');
    await page.goto('/signup');
    await idField(page).fill('saegil2026');
    await checkButton(page).click();
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
    await idField(page).fill('ab');
    await checkButton(page).click();
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

test.describe('/signup step 2 (profile)', () => {
  test.beforeEach(async ({ page }) => {
    await availableEverywhere(page);
    await finishStepOne(page);
  });

  test('renders nickname, birth date, gender and the required region with its hint; axe; screenshots', async ({ page }) => {
    await expect(page.getByText('2~8자 이내의 한글, 영문, 숫자')).toBeVisible();
    await expect(page.getByText('내 위치 기반으로 더 정확한 서비스가 제공돼요')).toBeVisible();
    await expect(regionButton(page)).toHaveAccessibleDescription(/내 위치 기반으로 더 정확한 서비스가 제공돼요/);
    await expect(nicknameField(page)).toHaveAttribute('maxlength', '8');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: '가입하기' }).click();
    await expect(page.getByText('닉네임 중복확인을 완료해주세요')).toBeHidden(); // the nickname rule comes first
    await expect(page.getByText('2자 이상 8자 이내의 한글, 영문, 숫자만 입력해주세요.')).toBeVisible();
    await expect(page.getByText('YYYY/MM/DD 형식으로 입력해주세요')).toBeVisible();
    await expect(page.getByText('성별을 선택해주세요.')).toBeVisible();
    await expect(page.getByText('거주 지역을 선택해주세요.')).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshots(page, 'member-signup-step2-errors');
  });

  test('nickname rules, the check messages and the missing check', async ({ page }) => {
    await nicknameField(page).fill('새길!');
    await expect(page.getByText('특수문자를 없애주세요')).toBeVisible();
    await nicknameField(page).fill('가');
    await expect(page.getByText('2자 이상 8자 이내의 한글, 영문, 숫자만 입력해주세요.')).toBeVisible();
    await nicknameField(page).fill('새길맘');
    await page.getByRole('button', { name: '가입하기' }).click();
    await expect(page.getByText('닉네임 중복확인을 완료해주세요')).toBeVisible();
    await expect(nicknameField(page)).toBeFocused();
    await checkButton(page).click();
    await expect(page.getByText('사용가능한 닉네임입니다')).toBeVisible();
    await nicknameField(page).fill('새길아빠');
    await expect(page.getByText('사용가능한 닉네임입니다')).toBeHidden();

    await page.unrouteAll();
    await prefer(page, 'member/auth/check-nickname', 'example=duplicated');
    await checkButton(page).click();
    await expect(page.getByText('이미 사용 중인 닉네임입니다.')).toBeVisible();
  });

  test('birth date: digits only, YYYY / MM / DD while typing, at most 8 digits, Backspace and paste', async ({ page }) => {
    const birth = birthField(page);
    await birth.pressSequentially('19a68');
    await expect(birth).toHaveValue('1968');
    await birth.pressSequentially('0517');
    await expect(birth).toHaveValue('1968 / 05 / 17');
    await birth.pressSequentially('99');
    await expect(birth).toHaveValue('1968 / 05 / 17');
    await birth.press('Backspace');
    await birth.press('Backspace');
    await expect(birth).toHaveValue('1968 / 05');
    await expect(page.getByText('YYYY/MM/DD 형식으로 입력해주세요')).toBeVisible();
    await birth.fill('');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate(() => navigator.clipboard.writeText('1970-12-03'));
    await birth.focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(birth).toHaveValue('1970 / 12 / 03');
    await expect(page.getByText('YYYY/MM/DD 형식으로 입력해주세요')).toBeHidden();
  });

  test('back from step 2 keeps step 1 (the 이전 button and the browser’s Back)', async ({ page }) => {
    await nicknameField(page).fill('새길맘');
    await page.getByRole('button', { name: '이전' }).click();
    await expect(page.getByRole('heading', { level: 2, name: '1단계: 계정 정보' })).toBeFocused();
    await expect(idField(page)).toHaveValue('saegil2026');
    await expect(passwordField(page)).toHaveValue('Saegil!2026');
    await expect(page.getByText('사용 가능한 아이디입니다')).toBeVisible();
    await page.getByRole('button', { name: '다음' }).click();
    await expect(nicknameField(page)).toHaveValue('새길맘');
    await page.goBack();
    await expect(idField(page)).toHaveValue('saegil2026');
  });

  test('the whole sign-up sends the trimmed values, YYYY/MM/DD and the region code, then goes to /login', async ({ page }) => {
    await prefer(page, 'member/auth/sign-up', 'example=signedUp');
    await fillStepTwo(page);
    await expect(regionButton(page)).toContainText('서울특별시 종로구');
    const request = page.waitForRequest('**/v1/member/auth/sign-up');
    await page.getByRole('button', { name: '가입하기' }).click();
    expect((await request).postDataJSON()).toEqual({
      loginId: 'saegil2026',
      password: 'Saegil!2026',
      nickName: '새길맘',
      birthDate: '1968/05/17',
      gender: 'FEMALE',
      regionCode: 11110,
    });
    await expect(page).toHaveURL(/\/login$/);
    // a notice that stays on the login form (not a toast that goes), with the new id filled in and the password next
    const notice = page.getByRole('status').filter({ hasText: '회원가입이 끝났어요. 새 아이디로 로그인해주세요.' });
    await expect(notice).toBeVisible();
    await expect(page.getByRole('textbox', { name: '아이디' })).toHaveValue('saegil2026');
    await expect(page.getByLabel('비밀번호', { exact: true })).toBeFocused();
    await page.waitForTimeout(6000);
    await expect(notice).toBeVisible();
  });

  test('a refused sign-up shows the server message and keeps everything typed', async ({ page }) => {
    await prefer(page, 'member/auth/sign-up', 'code=409, example=duplicateNickname');
    await fillStepTwo(page);
    await page.getByRole('button', { name: '가입하기' }).click();
    const alert = page.getByRole('alertdialog', { name: '회원가입하지 못했어요' });
    await expect(alert).toContainText('이미 사용 중인 닉네임입니다.');
    await expectNoAxeViolations(page);
    await alert.getByRole('button', { name: '확인' }).click();
    await expect(nicknameField(page)).toHaveValue('새길맘');
    await expect(birthField(page)).toHaveValue('1968 / 05 / 17');
    await expect(page.getByRole('radio', { name: '여성' })).toBeChecked();
    await expect(regionButton(page)).toContainText('서울특별시 종로구');
    await expect(page.getByText('이미 사용 중인 닉네임입니다.')).toBeVisible(); // the check is 'unavailable' now
  });

  test('a validation refusal lists the server’s field messages; a taken id sends the member back to step 1', async ({ page }) => {
    await prefer(page, 'member/auth/sign-up', 'code=400, dynamic=false');
    await fillStepTwo(page);
    await page.getByRole('button', { name: '가입하기' }).click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('입력한 내용을 다시 확인해주세요.');
    await expect(alert).toContainText('4자 이상 입력해주세요');
    await alert.getByRole('button', { name: '확인' }).click();

    await page.unrouteAll();
    await answer(page, 'member/auth/sign-up', 409, errorBody(409, 'DUPLICATE_LOGIN_ID', '이미 사용 중인 아이디입니다.'));
    await page.getByRole('button', { name: '가입하기' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('이미 사용 중인 아이디입니다.');
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    await expect(page.getByRole('heading', { level: 2, name: '1단계: 계정 정보' })).toBeVisible();
    await expect(idField(page)).toHaveValue('saegil2026');
    await expect(page.getByText('이미 사용 중인 아이디입니다.')).toBeVisible();
  });
});

test('the whole sign-up by keyboard alone', async ({ page }) => {
  await availableEverywhere(page);
  await prefer(page, 'member/auth/sign-up', 'example=signedUp');
  await page.goto('/signup');
  const kb = page.keyboard;

  await tabTo(page, idField(page));
  await kb.type('saegil2026');
  await tabTo(page, checkButton(page));
  await kb.press('Enter');
  await expect(page.getByText('사용 가능한 아이디입니다')).toBeVisible();
  await tabTo(page, passwordField(page));
  await kb.type('Saegil!2026');
  await tabTo(page, confirmField(page));
  await kb.type('Saegil!2026');
  await tabTo(page, page.getByRole('button', { name: '다음' }));
  await kb.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: '2단계: 프로필 정보' })).toBeFocused();

  await tabTo(page, nicknameField(page));
  await kb.type('새길맘');
  await tabTo(page, checkButton(page));
  await kb.press('Space');
  await expect(page.getByText('사용가능한 닉네임입니다')).toBeVisible();
  await tabTo(page, birthField(page));
  await kb.type('19680517');
  await expect(birthField(page)).toHaveValue('1968 / 05 / 17');
  await tabTo(page, page.getByRole('radio', { name: '여성' }));
  await kb.press('Space');
  await expect(page.getByRole('radio', { name: '여성' })).toBeChecked();
  await tabTo(page, regionButton(page));
  await kb.press('Enter');

  const picker = page.getByRole('dialog', { name: '거주지 선택' });
  await expect(picker).toBeVisible();
  await tabTo(page, picker.getByRole('radio', { name: '전체' }));
  await kb.press('ArrowDown'); // 서울특별시
  await expect(picker.getByRole('radio', { name: '서울특별시' })).toBeChecked();
  await kb.press('Tab');
  await expect(picker.getByRole('button', { name: '종로구' })).toBeFocused();
  await kb.press('Enter');
  await expect(picker).toBeHidden();
  await expect(regionButton(page)).toBeFocused();
  await expect(regionButton(page)).toContainText('서울특별시 종로구');

  await tabTo(page, page.getByRole('button', { name: '가입하기' }));
  await kb.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
});
