// One member's whole life on the reference server: sign-up, /mypage changes, log out and in, withdrawal.
import { expect, test } from '../support/test.ts';
import {
  expectLoginRefused,
  LOGIN_FAILED_MESSAGE,
  signUpForm,
  storedAccessToken,
  topBarProfile,
} from '../support/member-forms.ts';
import {
  accountValue,
  expectNewAccountShown,
  loadedWidth,
  logInAsNewMember,
  memberInfo,
  sessionKeys,
  signUpAccount,
  signUpProfile,
  userStore,
} from '../support/member-journey.ts';
import { DEMO, freshMember, logInThroughUi } from '../support/members.ts';
import { makePng } from '../support/png.ts';
import { expectToastShown, recordToasts } from '../support/toasts.ts';

test('a member signs up, changes everything on /mypage, removes a job, logs out and in, and withdraws', async ({ page }) => {
  test.setTimeout(120_000);
  const member = freshMember('j', 'Journey!2026');
  const newPassword = 'Changed#2027';
  const renamed = freshMember('r').nickName;
  const form = signUpForm(page);
  await recordToasts(page);

  const journey = { page, form, member, renamed, newPassword };

  await test.step('sign-up step 1: the demo account’s id is taken, a new one is available', () => signUpAccount(journey));
  await test.step('sign-up step 2: the demo nickname is taken, a new one is available; birth date, gender, region', () => signUpProfile(journey));
  await test.step('log in: tokens stored, nickname + 님 in the top bar', () => logInAsNewMember(journey));
  await test.step('/mypage shows the new account', () => expectNewAccountShown(journey));

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
    await expect(confirm.getByLabel('현재 비밀번호', { exact: true })).toBeFocused();
    await confirm.getByLabel('현재 비밀번호', { exact: true }).fill(newPassword);
    await confirm.getByRole('button', { name: '탈퇴하기' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectToastShown(page, '탈퇴가 끝났어요');
    await expect(page.getByRole('banner').getByRole('link', { name: '로그인', exact: true })).toBeVisible();
    expect(await sessionKeys(page)).toEqual([null, null, null, null, null]);

    await expectLoginRefused(page, member.loginId, newPassword, LOGIN_FAILED_MESSAGE);
  });
});
