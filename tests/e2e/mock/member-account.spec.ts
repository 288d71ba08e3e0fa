import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { loginAs } from '../support/session.ts';
import { answer, dropConnection, errorBody, prefer, screenshots, serveExternalImages, TIMESTAMP } from './member-support.ts';
import { expectToastShown, recordToasts } from '../support/toasts.ts';

const REFRESHED_ACCESS =
  'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiIsImV4cCI6MTc5NTM0NzIwMH0.c2FlZ2lsLWFjY2Vzcy10b2tlbi0y';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAEhgHAhDdLmQAAAABJRU5ErkJggg==',
  'base64',
);

const row = (page: Page, label: string) => page.locator('.account-row').filter({ has: page.getByRole('term').filter({ hasText: label }) });
const topBarProfile = (page: Page) => page.getByRole('banner').getByRole('link', { name: /님$/ });
const userStore = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('userStore') ?? 'null')?.state);
const alertDialog = (page: Page) => page.getByRole('alertdialog');

async function openAccount(page: Page, example = 'memberInfo') {
  await loginAs(page);
  await serveExternalImages(page);
  await prefer(page, 'member/info', `example=${example}`, 'GET');
  await prefer(page, 'region/all', 'example=regions');
  await page.goto('/mypage');
  await expect(page.getByRole('heading', { level: 1, name: '내 정보' })).toBeVisible();
  // the heading shows while the member's data still loads: wait for the data itself
  await expect(page.getByRole('button', { name: '닉네임 변경' })).toBeVisible();
}

test.describe('/mypage renders', () => {
  test('every part of the account; the top bar follows the server; axe; screenshots', async ({ page }) => {
    await openAccount(page);
    await expect(page).toHaveTitle('내 정보 | 새길');
    await expect(page.getByRole('img', { name: '내 프로필 사진' })).toHaveAttribute(
      'src',
      'https://api.saegil.kr/uploads/profile/42/8f3c2a1e.webp',
    );
    await expect(row(page, '닉네임')).toContainText('새길맘');
    await expect(row(page, '아이디')).toContainText('saegil2026');
    await expect(row(page, '아이디').getByRole('button')).toHaveCount(0); // read-only
    await expect(row(page, '비밀번호')).toContainText('••••••••');
    await expect(row(page, '거주지')).toContainText('서울특별시 종로구');
    await expect(row(page, '생년월일')).toContainText('1968년 5월 17일');
    await expect(page.getByRole('list', { name: '담은 직업' }).getByRole('listitem')).toHaveText(['요양보호사', '바리스타']);
    for (const name of ['닉네임 변경', '비밀번호 변경', '거주지 변경', '관심 직업 변경', '로그아웃', '회원 탈퇴']) {
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await expect(topBarProfile(page)).toHaveAccessibleName('새길맘님');
    expect(await userStore(page)).toEqual({
      nickname: '새길맘',
      regionName: '서울특별시 종로구',
      userImage: 'https://api.saegil.kr/uploads/profile/42/8f3c2a1e.webp',
    });
    await expectNoAxeViolations(page);
    await screenshots(page, 'member-mypage');
  });

  test('a member with no image and no jobs: the default image and an empty job list', async ({ page }) => {
    await openAccount(page, 'newMember');
    await expect(page.getByRole('img', { name: '기본 프로필 사진' })).toBeVisible();
    await expect(page.getByRole('button', { name: '사진 지우기' })).toHaveCount(0);
    await expect(row(page, '관심 직업')).toContainText('아직 담은 직업이 없어요');
    await page.getByRole('button', { name: '관심 직업 변경' }).click();
    const dialog = page.getByRole('dialog', { name: '관심 직업' });
    await expect(dialog).toContainText('아직 담은 직업이 없어요.');
    await expectNoAxeViolations(page);
  });

  test('shows at most the first 5 chosen jobs', async ({ page }) => {
    const jobs = ['요양보호사', '간호조무사', '보육교사', '사회복지사', '직업상담사', '심리상담사', '바리스타'].map(
      (jobName, i) => ({ jobId: i + 1, jobName }),
    );
    await loginAs(page);
    await answer(page, 'member/info', 200, {
      success: true,
      timestamp: TIMESTAMP,
      data: { nickname: '새길맘', loginId: 'saegil2026', profileImage: null, regionName: null, birthDate: '1968/05/17', gender: 'FEMALE', jobs },
    });
    await page.goto('/mypage');
    await expect(page.getByRole('list', { name: '담은 직업' }).getByRole('listitem')).toHaveText(jobs.slice(0, 5).map((j) => j.jobName));
    await expect(row(page, '거주지')).toContainText('아직 고르지 않았어요');
    await page.getByRole('button', { name: '관심 직업 변경' }).click();
    await expect(page.getByRole('dialog', { name: '관심 직업' }).getByRole('checkbox')).toHaveCount(7);
  });

  test('pending, then a refused load with its message and a way to try again', async ({ page }) => {
    await loginAs(page);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    await page.route('**/v1/member/info*', async (route) => {
      calls += 1;
      if (calls === 1) {
        await gate;
        return route.continue({ headers: { ...route.request().headers(), prefer: 'code=429, dynamic=false' } });
      }
      return route.continue({ headers: { ...route.request().headers(), prefer: 'example=memberInfo' } });
    });
    await page.goto('/mypage');
    await expect(page.getByRole('status').filter({ hasText: '내 정보를 불러오는 중이에요…' })).toBeVisible();
    release();
    const failure = page.getByRole('alert').filter({ hasText: '내 정보를 불러오지 못했어요.' });
    await expect(failure).toContainText('요청이 너무 많습니다. 잠시 후 다시 시도해주세요.');
    await expectNoAxeViolations(page);
    await failure.getByRole('button', { name: '다시 불러오기' }).click();
    await expect(row(page, '닉네임')).toContainText('새길맘');
  });
});

test.describe('session handling on /mypage', () => {
  test('TOKEN_EXPIRED: one refresh through /v1/member/auth/refresh, the new tokens stored, the call repeated', async ({ page }) => {
    await loginAs(page);
    await prefer(page, 'member/auth/refresh', 'example=refreshed');
    const infoAuth: string[] = [];
    await page.route('**/v1/member/info*', (route) => {
      infoAuth.push(route.request().headers().authorization ?? '');
      const prefer_ = infoAuth.length === 1 ? 'code=401, example=tokenExpired' : 'example=memberInfo';
      return route.continue({ headers: { ...route.request().headers(), prefer: prefer_ } });
    });
    const refresh = page.waitForRequest('**/v1/member/auth/refresh');
    await page.goto('/mypage');
    expect((await refresh).postDataJSON()).toEqual({ refreshToken: 'e2e-refresh-token' });
    await expect(row(page, '닉네임')).toContainText('새길맘');
    expect(infoAuth).toEqual(['Bearer e2e-access-token', `Bearer ${REFRESHED_ACCESS}`]);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBe(REFRESHED_ACCESS);
  });

  test('a refused refresh ends the session like 로그아웃 and goes to /', async ({ page }) => {
    await loginAs(page);
    await prefer(page, 'member/info', 'code=401, example=tokenExpired');
    await prefer(page, 'member/auth/refresh', 'code=401, example=tokenInvalid');
    await page.goto('/mypage');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('status').filter({ hasText: '로그인이 만료되었어요. 다시 로그인해주세요.' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: '로그인' })).toBeVisible();
    const left = await page.evaluate(() =>
      ['accessToken', 'refreshToken', 'nickname', 'memberId', 'userStore'].map((k) => localStorage.getItem(k)),
    );
    expect(left).toEqual([null, null, null, null, null]);
  });

  test('a token-requiring call without a stored token says 인증 토큰이 없습니다', async ({ page }) => {
    await openAccount(page);
    await page.evaluate(() => localStorage.removeItem('accessToken'));
    await page.getByRole('button', { name: '닉네임 변경' }).click();
    await page.getByRole('textbox', { name: '새 닉네임' }).fill('바리스타꿈');
    await page.getByRole('button', { name: '저장' }).click();
    await expect(alertDialog(page)).toContainText('인증 토큰이 없습니다. 로그인 후 다시 시도해주세요.');
  });
});

test.describe('nickname inline edit', () => {
  test.beforeEach(async ({ page }) => {
    await openAccount(page);
    await page.getByRole('button', { name: '닉네임 변경' }).click();
  });

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
    ['success=false', (p) => answer(p, 'member/nickname', 200, { success: false, timestamp: TIMESTAMP, data: null }), '닉네임 변경에 실패했습니다.'],
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
  test.beforeEach(async ({ page }) => {
    await openAccount(page);
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
  });

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
    for (const [value, message] of [
      ['Ab1!', '8자 이상 입력해주세요'],
      ['Abcdefgh1!abcdefg', '16자 이하로 입력해주세요'],
      ['ABCDEFG1!', '소문자를 포함해주세요'],
      ['abcdefg1!', '대문자를 포함해주세요'],
      ['Abcdefgh!', '숫자를 포함해주세요'],
      ['Abcdefgh1', '특수문자를 포함해주세요'],
    ] as const) {
      await password.fill(value);
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }
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
    await answer(page, 'member/profile', 200, { success: true, timestamp: TIMESTAMP, data: '' }, 'POST');
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

  test('로그아웃 ends the login on the server, clears the session and goes to /', async ({ page }) => {
    await recordToasts(page);
    await openAccount(page);
    const stored = await page.evaluate(() => localStorage.getItem('refreshToken'));
    const request = page.waitForRequest((r) => r.url().endsWith('/v1/member/auth/logout') && r.method() === 'POST');
    await page.getByRole('button', { name: '로그아웃' }).click();
    expect((await request).postDataJSON()).toEqual({ refreshToken: stored });
    await expect(page).toHaveURL(/\/$/);
    await expectToastShown(page, '로그아웃했어요.');
    await expect(page.getByText('로그인 후 이용 가능한 기능입니다.')).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: '로그인' })).toBeVisible();
    expect(await sessionKeys(page)).toEqual([null, null, null, null, null]);
  });

  test('로그아웃 still clears the session when the server call fails', async ({ page }) => {
    await recordToasts(page);
    await openAccount(page);
    await page.route('**/v1/member/auth/logout', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: '로그아웃' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectToastShown(page, '로그아웃했어요.');
    expect(await sessionKeys(page)).toEqual([null, null, null, null, null]);
  });

  test('회원 탈퇴 asks first, then clears the session and goes to /', async ({ page }) => {
    await recordToasts(page);
    await openAccount(page);
    await prefer(page, 'member/auth/withdraw', 'example=withdrawn');
    await page.getByRole('button', { name: '회원 탈퇴' }).click();
    const confirm = page.getByRole('alertdialog', { name: '정말 탈퇴하시겠어요?' });
    await expect(confirm).toContainText('탈퇴하시면 이전의 기록들은 모두 삭제돼요');
    await expect(confirm.getByRole('button', { name: '취소' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'test-results/screenshots/member-mypage-withdraw-1280.png' });
    await confirm.getByRole('button', { name: '취소' }).click();
    await expect(confirm).toBeHidden();
    await page.getByRole('button', { name: '회원 탈퇴' }).click();
    await confirm.getByRole('button', { name: '탈퇴하기' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectToastShown(page, '탈퇴가 끝났어요');
    expect(await sessionKeys(page)).toEqual([null, null, null, null, null]);
  });

  test('a failed withdrawal says 탈퇴에 실패했습니다. 다시 시도해주세요. and keeps the session', async ({ page }) => {
    await openAccount(page);
    await answer(page, 'member/auth/withdraw', 500, errorBody(500, 'INTERNAL_ERROR', '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.'));
    await page.getByRole('button', { name: '회원 탈퇴' }).click();
    await page.getByRole('alertdialog', { name: '정말 탈퇴하시겠어요?' }).getByRole('button', { name: '탈퇴하기' }).click();
    await expect(page.getByRole('alertdialog', { name: '알림' })).toContainText('탈퇴에 실패했습니다. 다시 시도해주세요.');
    await expect(page).toHaveURL(/\/mypage$/);
    expect((await sessionKeys(page))[0]).toBe('e2e-access-token');
  });
});
