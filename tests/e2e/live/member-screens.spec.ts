// axe (WCAG 2.2 A/AA) and screenshots at 1280 and 360 px of every member screen, served by the reference server.
import { expect, test } from '../support/test.ts';
import { signUpForm, signUpStepOne, storedAccessToken, topBarProfile } from '../support/member-forms.ts';
import { freshMember, logInThroughUi, signUpThroughApi } from '../support/members.ts';
import { screenshots } from '../support/screens.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';

test('/login: axe and screenshots', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: '로그인 이미지' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, 'live-member-login');
});

test('/signup both steps (with real checks): axe and screenshots', async ({ page }) => {
  const member = freshMember('s');
  const form = signUpForm(page);
  await page.goto('/signup');
  await expect(form.stepOneTitle).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, 'live-member-signup-step1');

  await signUpStepOne(page, member);
  await form.nickName.fill(member.nickName);
  await form.check.click();
  await expect(page.getByText('사용가능한 닉네임입니다', { exact: true })).toBeVisible();
  await form.birthDate.pressSequentially('19680517');
  await page.getByRole('radio', { name: '여성' }).check();
  await expectNoAxeViolations(page);
  await screenshots(page, 'live-member-signup-step2');

  await form.region.click();
  const picker = page.getByRole('dialog', { name: '거주지 선택' });
  await picker.getByRole('radio', { name: '서울특별시' }).check();
  await expectNoAxeViolations(page);
  await screenshots(page, 'live-member-region-picker', { fullPage: false });
  await picker.getByRole('button', { name: '종로구', exact: true }).click();
  await expect(form.region).toContainText('서울특별시 종로구');
  await expectNoAxeViolations(page);
});

test('/mypage of a member with a chosen job: axe and screenshots', async ({ page }) => {
  const member = freshMember('m');
  await signUpThroughApi(page.request, member);
  await logInThroughUi(page, member.loginId, member.password);
  await expect(topBarProfile(page)).toBeVisible();
  const saved = await page.request.post('/v1/my-dream/job/1', {
    headers: { Authorization: `Bearer ${await storedAccessToken(page)}` },
  });
  expect(saved.ok()).toBe(true);
  await topBarProfile(page).click();
  await expect(page.getByRole('list', { name: '담은 직업' }).getByRole('listitem')).toHaveCount(1);
  await expectNoAxeViolations(page);
  await screenshots(page, 'live-member-mypage');

  await page.getByRole('button', { name: '관심 직업 변경' }).click();
  await expect(page.getByRole('dialog', { name: '관심 직업' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(page.getByRole('dialog', { name: '비밀번호 변경' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: '회원 탈퇴' }).click();
  await expect(page.getByRole('alertdialog', { name: '정말 탈퇴하시겠어요?' })).toBeVisible();
  await expectNoAxeViolations(page);
});
