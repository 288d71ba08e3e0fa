// /signup step 2: the profile, and the whole sign-up sent to the server.
import { expect, test } from '../support/test.ts';
import { errorBody } from '../support/bodies.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { ALL_CONSENTS } from '../support/member-forms.ts';
import { answer, prefer } from '../support/routes.ts';
import { screenshots } from '../support/screens.ts';
import {
  availableEverywhere,
  birthField,
  checkButton,
  fillStepTwo,
  finishStepOne,
  idField,
  nicknameField,
  passwordField,
  regionButton,
} from '../support/signup-steps.ts';
import { keepRecoveryCode } from '../support/recovery-code.ts';

test.describe('/signup step 2 (profile)', () => {
  test.beforeEach(async ({ page }) => {
    // the page's clock, so a test can let seconds pass without waiting for them
    await page.clock.install();
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
      consents: ALL_CONSENTS,
    });
    // the recovery code once (Prism's example), kept before /login
    expect(await keepRecoveryCode(page)).toBe('K7PQ-3MXW-9HTD-R4AE-N2JC');
    await expect(page).toHaveURL(/\/login$/);
    // a notice that stays on the login form (not a toast that goes), with the new id filled in and the password next
    const notice = page.getByRole('status').filter({ hasText: '회원가입이 끝났어요. 새 아이디로 로그인해주세요.' });
    await expect(notice).toBeVisible();
    await expect(page.getByRole('textbox', { name: '아이디' })).toHaveValue('saegil2026');
    await expect(page.getByLabel('비밀번호', { exact: true })).toBeFocused();
    await page.clock.runFor(6000); // 6 s later: still there
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
    await answer(page, 'member/auth/sign-up', errorBody(409, 'DUPLICATE_LOGIN_ID', '이미 사용 중인 아이디입니다.'), { status: 409 });
    await page.getByRole('button', { name: '가입하기' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('이미 사용 중인 아이디입니다.');
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    await expect(page.getByRole('heading', { level: 2, name: '1단계: 계정 정보' })).toBeVisible();
    await expect(idField(page)).toHaveValue('saegil2026');
    await expect(page.getByText('이미 사용 중인 아이디입니다.')).toBeVisible();
  });
});
