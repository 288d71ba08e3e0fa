import { expect, test, type Locator, type Page } from '../support/test.ts';
import { expectLoginRefused, LOGIN_FAILED_MESSAGE, signUpForm, storedAccessToken, topBarProfile } from '../support/member-forms.ts';
import { DEMO, freshMember, logInThroughUi } from '../support/members.ts';
import { makePng } from '../support/png.ts';
import { expectToastShown, recordToasts } from '../support/toasts.ts';

/** The value next to a term of /mypage's description list (아이디, 닉네임, 거주지, ...). */
const accountValue = (page: Page, term: string) =>
  page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::*[1]');

const userStore = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('userStore') ?? 'null') as { state: Record<string, string> }).state);

const sessionKeys = (page: Page) =>
  page.evaluate(() => ['accessToken', 'refreshToken', 'nickname', 'memberId', 'userStore'].map((k) => localStorage.getItem(k)));

/** What the server itself says about the member right now (not what the page or localStorage remember). */
async function memberInfo(page: Page) {
  const response = await page.request.get('/v1/member/info', {
    headers: { Authorization: `Bearer ${await storedAccessToken(page)}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).data as {
    nickname: string;
    loginId: string;
    profileImage: string | null;
    regionName: string | null;
    birthDate: string;
    jobs: { jobId: number; jobName: string }[];
  };
}

/** The image has really loaded (the URL the server gave serves a picture). */
const loadedWidth = (image: Locator) =>
  image.evaluate((img) => (img as HTMLImageElement).complete ? (img as HTMLImageElement).naturalWidth : 0);

test('a member signs up, changes everything on /mypage, removes a job, logs out and in, and withdraws', async ({ page }) => {
  test.setTimeout(120_000);
  const member = freshMember('j', 'Journey!2026');
  const newPassword = 'Changed#2027';
  const renamed = freshMember('r').nickName;
  const form = signUpForm(page);
  await recordToasts(page);

  await test.step('sign-up step 1: the demo account’s id is taken, a new one is available', async () => {
    await page.goto('/signup');
    await form.loginId.fill(DEMO.loginId);
    await form.check.click();
    await expect(page.getByText('이미 사용 중인 아이디입니다.', { exact: true })).toBeVisible();
    await expect(form.loginId).toHaveAttribute('aria-invalid', 'true');

    await form.loginId.fill(member.loginId);
    await expect(page.getByText('이미 사용 중인 아이디입니다.', { exact: true })).toBeHidden(); // the check was reset
    await form.check.click();
    await expect(page.getByText('사용 가능한 아이디입니다', { exact: true })).toBeVisible();
    await form.password.fill(member.password);
    await form.passwordConfirm.fill(member.password);
    await expect(page.getByText('비밀번호가 일치합니다', { exact: true })).toBeVisible();
    await form.next.click();
    await expect(form.stepTwoTitle).toBeFocused();
  });

  await test.step('sign-up step 2: the demo nickname is taken, a new one is available; birth date, gender, region', async () => {
    await form.nickName.fill(DEMO.nickname);
    await form.check.click();
    await expect(page.getByText('이미 사용 중인 닉네임입니다.', { exact: true })).toBeVisible();
    await form.nickName.fill(member.nickName);
    await form.check.click();
    await expect(page.getByText('사용가능한 닉네임입니다', { exact: true })).toBeVisible();

    await form.birthDate.pressSequentially('19680517');
    await expect(form.birthDate).toHaveValue('1968 / 05 / 17');
    await page.getByRole('radio', { name: '여성' }).check();
    await form.region.click();
    const picker = page.getByRole('dialog', { name: '거주지 선택' });
    await picker.getByRole('radio', { name: '서울특별시' }).check();
    await picker.getByRole('button', { name: '종로구', exact: true }).click();
    await expect(picker).toBeHidden();
    await expect(form.region).toContainText('서울특별시 종로구');

    const request = page.waitForRequest((r) => r.url().endsWith('/v1/member/auth/sign-up'));
    const response = page.waitForResponse((r) => r.url().endsWith('/v1/member/auth/sign-up'));
    await form.submit.click();
    expect((await request).postDataJSON()).toEqual({
      loginId: member.loginId,
      password: member.password,
      nickName: member.nickName,
      birthDate: '1968/05/17',
      gender: 'FEMALE',
      regionCode: 11110,
    });
    expect((await response).status()).toBeLessThan(300);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status').filter({ hasText: '회원가입이 끝났어요' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: '아이디' })).toHaveValue(member.loginId);
  });

  await test.step('log in: tokens stored, nickname + 님 in the top bar', async () => {
    await logInThroughUi(page, member.loginId, member.password);
    await expect(page).toHaveURL(/\/$/);
    await expect(topBarProfile(page)).toHaveAccessibleName(`${member.nickName}님`);
    const [access, refresh, nickname, memberId, storedUser] = await sessionKeys(page);
    expect(access).toBeTruthy();
    expect(refresh).toBeTruthy();
    expect(nickname).toBe(member.nickName);
    expect(Number(memberId)).toBeGreaterThan(0);
    expect(JSON.parse(storedUser!).state).toEqual({ regionName: '서울특별시 종로구', nickname: member.nickName, userImage: '' });
  });

  await test.step('/mypage shows the new account', async () => {
    await topBarProfile(page).click();
    await expect(page).toHaveURL(/\/mypage$/);
    await expect(page.getByRole('heading', { level: 1, name: '내 정보' })).toBeVisible();
    await expect(accountValue(page, '닉네임')).toContainText(member.nickName);
    await expect(accountValue(page, '아이디')).toHaveText(member.loginId);
    await expect(accountValue(page, '거주지')).toContainText('서울특별시 종로구');
    await expect(accountValue(page, '생년월일')).toContainText('1968년 5월 17일');
    await expect(accountValue(page, '관심 직업')).toContainText('아직 담은 직업이 없어요');
    await expect(page.getByRole('img', { name: '기본 프로필 사진' })).toBeVisible();
  });

  await test.step('change the nickname: the top bar follows at once', async () => {
    await page.getByRole('button', { name: '닉네임 변경' }).click();
    const field = page.getByRole('textbox', { name: '새 닉네임' });
    await expect(field).toBeFocused();
    await field.fill(DEMO.nickname); // taken: the server's message, nothing changes
    await page.getByRole('button', { name: '저장' }).click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('이미 사용 중인 닉네임입니다.');
    await alert.getByRole('button', { name: '확인' }).click();
    await expect(topBarProfile(page)).toHaveAccessibleName(`${member.nickName}님`);

    await field.fill(renamed);
    await page.getByRole('button', { name: '저장' }).click();
    await expect(page.getByRole('status').filter({ hasText: '닉네임을 바꿨어요.' })).toBeVisible();
    await expect(accountValue(page, '닉네임')).toContainText(renamed);
    await expect(topBarProfile(page)).toHaveAccessibleName(`${renamed}님`);
    await expect(page.getByRole('button', { name: '닉네임 변경' })).toBeFocused();
  });

  await test.step('change the password, log out, the old one fails with the server’s message, the new one works', async () => {
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    const dialog = page.getByRole('dialog', { name: '비밀번호 변경' });
    await dialog.getByLabel('현재 비밀번호', { exact: true }).fill(member.password);
    await dialog.getByLabel('새 비밀번호', { exact: true }).fill(newPassword);
    await dialog.getByLabel('새 비밀번호 확인', { exact: true }).fill(newPassword);
    await expect(dialog.getByText('비밀번호가 일치합니다', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: '변경하기' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: '비밀번호를 바꿨어요.' })).toBeVisible();

    await page.getByRole('button', { name: '로그아웃' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: '로그인', exact: true })).toBeVisible();
    expect(await sessionKeys(page)).toEqual([null, null, null, null, null]);

    await expectLoginRefused(page, member.loginId, member.password, LOGIN_FAILED_MESSAGE);
    await logInThroughUi(page, member.loginId, newPassword);
    await expect(page).toHaveURL(/\/$/);
    await expect(topBarProfile(page)).toHaveAccessibleName(`${renamed}님`);
    await topBarProfile(page).click();
    await expect(accountValue(page, '닉네임')).toContainText(renamed);
  });

  await test.step('change the region through the picker', async () => {
    await page.getByRole('button', { name: '거주지 변경' }).click();
    const picker = page.getByRole('dialog', { name: '거주지 선택' });
    await expect(picker.getByRole('radio', { name: '서울특별시' })).toBeChecked();
    await expect(picker.getByRole('button', { name: '종로구', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await picker.getByRole('radio', { name: '부산광역시' }).check();
    await picker.getByRole('button', { name: '해운대구', exact: true }).click();
    await expect(picker).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: '거주지를 바꿨어요.' })).toBeVisible();
    await expect(accountValue(page, '거주지')).toContainText('부산광역시 해운대구');
    expect((await userStore(page)).regionName).toBe('부산광역시 해운대구');
  });

  let imageUrl = '';
  await test.step('upload a profile image: the page and the top bar show it', async () => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: '사진 올리기' }).click();
    await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: makePng(32) });
    await expect(page.getByRole('status').filter({ hasText: '프로필 사진을 바꿨어요.' })).toBeVisible();
    const image = page.getByRole('img', { name: '내 프로필 사진' });
    await expect(image).toHaveAttribute('src', /^\/images\/[A-Za-z0-9_-]{22}$/);
    imageUrl = (await image.getAttribute('src'))!;
    await expect.poll(() => loadedWidth(image)).toBe(32);
    // decorative (alt=""): the link's name already says whose profile it is
    const topBarImage = topBarProfile(page).locator('img');
    await expect(topBarImage).toHaveAttribute('src', imageUrl);
    await expect.poll(() => loadedWidth(topBarImage)).toBe(32);
    await expect(page.getByRole('button', { name: '사진 지우기' })).toBeVisible();
    expect((await userStore(page)).userImage).toBe(imageUrl);
  });

  await test.step('reload: every change was kept by the server', async () => {
    await page.reload();
    await expect(accountValue(page, '닉네임')).toContainText(renamed);
    await expect(accountValue(page, '거주지')).toContainText('부산광역시 해운대구');
    await expect(accountValue(page, '아이디')).toHaveText(member.loginId);
    const image = page.getByRole('img', { name: '내 프로필 사진' });
    await expect(image).toHaveAttribute('src', imageUrl);
    await expect.poll(() => loadedWidth(image)).toBe(32);
    await expect(topBarProfile(page)).toHaveAccessibleName(`${renamed}님`);
    await expect(topBarProfile(page).locator('img')).toHaveAttribute('src', imageUrl);
    const info = await memberInfo(page);
    expect(info).toMatchObject({
      nickname: renamed,
      loginId: member.loginId,
      profileImage: imageUrl,
      regionName: '부산광역시 해운대구',
      birthDate: '1968/05/17',
      jobs: [],
    });
    await page.screenshot({ path: 'test-results/screenshots/live-member-mypage-changed-1280.png' });
  });

  await test.step('remove a chosen job (saved first through the API)', async () => {
    const saved = await page.request.post('/v1/my-dream/job/1', {
      headers: { Authorization: `Bearer ${await storedAccessToken(page)}` },
    });
    expect(saved.ok(), `saving job 1 answered ${saved.status()}`).toBe(true);
    const { jobName } = (await saved.json()).data as { jobName: string };
    await page.reload();
    const jobs = page.getByRole('list', { name: '담은 직업' });
    await expect(jobs.getByRole('listitem')).toHaveText([jobName]);

    await page.getByRole('button', { name: '관심 직업 변경' }).click();
    const dialog = page.getByRole('dialog', { name: '관심 직업' });
    await expect(dialog.getByRole('button', { name: '선택한 직업 빼기' })).toBeDisabled();
    await dialog.getByRole('checkbox', { name: jobName }).check();
    await dialog.getByRole('button', { name: '선택한 직업 빼기 (1개)' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: '관심 직업을 바꿨어요.' })).toBeVisible();
    await expect(jobs).toBeHidden();
    await expect(accountValue(page, '관심 직업')).toContainText('아직 담은 직업이 없어요');
    await page.reload();
    await expect(accountValue(page, '관심 직업')).toContainText('아직 담은 직업이 없어요');
    expect((await memberInfo(page)).jobs).toEqual([]);
  });

  await test.step('delete the profile image: the default comes back, here and in the top bar, and stays', async () => {
    await page.getByRole('button', { name: '사진 지우기' }).click();
    const confirm = page.getByRole('alertdialog', { name: '프로필 사진을 지울까요?' });
    await confirm.getByRole('button', { name: '지우기' }).click();
    await expect(page.getByRole('img', { name: '기본 프로필 사진' })).toBeVisible();
    await expect(topBarProfile(page).locator('img')).not.toHaveAttribute('src', imageUrl);
    expect((await userStore(page)).userImage).toBe('');
    expect((await page.request.get(imageUrl)).status()).toBe(404); // the file is gone from the server too
    await page.reload();
    await expect(page.getByRole('img', { name: '기본 프로필 사진' })).toBeVisible();
    expect((await memberInfo(page)).profileImage).toBeNull();
  });

  await test.step('log out, log in again', async () => {
    await page.getByRole('button', { name: '로그아웃' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectToastShown(page, '로그아웃했어요.');
    await expect(page.getByRole('banner').getByRole('link', { name: '로그인', exact: true })).toBeVisible();
    expect(await sessionKeys(page)).toEqual([null, null, null, null, null]);

    await logInThroughUi(page, member.loginId, newPassword);
    await expect(page).toHaveURL(/\/$/);
    await expect(topBarProfile(page)).toHaveAccessibleName(`${renamed}님`);
  });

  await test.step('withdraw after confirming; the old login fails', async () => {
    await topBarProfile(page).click();
    await expect(page).toHaveURL(/\/mypage$/);
    await page.getByRole('button', { name: '회원 탈퇴' }).click();
    const confirm = page.getByRole('alertdialog', { name: '정말 탈퇴하시겠어요?' });
    await expect(confirm).toContainText('탈퇴하시면 이전의 기록들은 모두 삭제돼요');
    await expect(confirm.getByRole('button', { name: '취소' })).toBeFocused();
    await confirm.getByRole('button', { name: '탈퇴하기' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectToastShown(page, '탈퇴가 끝났어요');
    await expect(page.getByRole('banner').getByRole('link', { name: '로그인', exact: true })).toBeVisible();
    expect(await sessionKeys(page)).toEqual([null, null, null, null, null]);

    await expectLoginRefused(page, member.loginId, newPassword, LOGIN_FAILED_MESSAGE);
  });
});
