import { expect, test } from '../support/test.ts';
import { ALL_CONSENTS, consentBoxes, signUpForm, topBarProfile } from '../support/member-forms.ts';
import { DEMO, freshMember } from '../support/members.ts';
import { tabTo } from '../support/screens.ts';
import { keepRecoveryCode } from '../support/recovery-code.ts';

test('the whole sign-up and then the login by keyboard alone, against the reference server', async ({ page }) => {
  test.setTimeout(90_000);
  const member = freshMember('k');
  const form = signUpForm(page);
  const kb = page.keyboard;

  await test.step('step 1: id with a real check (taken, then free), password, confirmation, 다음', async () => {
    await page.goto('/signup');
    await tabTo(page, form.loginId);
    await kb.type(DEMO.loginId);
    await kb.press('Tab'); // the clear-all button comes first
    await tabTo(page, form.check);
    await kb.press('Enter');
    await expect(page.getByText('이미 사용 중인 아이디입니다.', { exact: true })).toBeVisible();

    // back to the id field, empty it with its clear-all button, type a new id
    await tabTo(page, page.getByRole('button', { name: '아이디 지우기' }), { backwards: true });
    await kb.press('Enter');
    await expect(form.loginId).toBeFocused();
    await expect(form.loginId).toHaveValue('');
    await kb.type(member.loginId);
    await tabTo(page, form.check);
    await kb.press('Space');
    await expect(page.getByText('사용 가능한 아이디입니다', { exact: true })).toBeVisible();

    await tabTo(page, form.password);
    await kb.type(member.password);
    await tabTo(page, form.passwordConfirm);
    await kb.type(member.password);
    await expect(page.getByText('비밀번호가 일치합니다', { exact: true })).toBeVisible();
    await tabTo(page, form.next);
    await kb.press('Enter');
    await expect(form.stepTwoTitle).toBeFocused();
  });

  await test.step('step 2: nickname with a real check, birth date, gender by arrow keys, region picker', async () => {
    await tabTo(page, form.nickName);
    await kb.type(member.nickName);
    await tabTo(page, form.check);
    await kb.press('Enter');
    await expect(page.getByText('사용가능한 닉네임입니다', { exact: true })).toBeVisible();

    await tabTo(page, form.birthDate);
    await kb.type('19700305');
    await expect(form.birthDate).toHaveValue('1970 / 03 / 05');

    const female = page.getByRole('radio', { name: '여성' });
    const male = page.getByRole('radio', { name: '남성' });
    await tabTo(page, female);
    await kb.press('Space');
    await expect(female).toBeChecked();
    await kb.press('ArrowRight');
    await expect(male).toBeChecked();
    await expect(male).toBeFocused();

    await tabTo(page, form.region);
    await kb.press('Enter');
    const picker = page.getByRole('dialog', { name: '거주지 선택' });
    await expect(picker).toBeVisible();
    const all = picker.getByRole('radio', { name: '전체' });
    await tabTo(page, all);
    await expect(all).toBeChecked();
    await kb.press('ArrowDown'); // 서울특별시
    await kb.press('ArrowDown'); // the next city
    await kb.press('ArrowUp'); // back to 서울특별시
    await expect(picker.getByRole('radio', { name: '서울특별시' })).toBeChecked();
    await tabTo(page, picker.getByRole('button', { name: '종로구', exact: true }));
    await kb.press('ArrowDown'); // the district list is one Tab stop: the arrows move within it
    await expect(picker.getByRole('button', { name: '중구', exact: true })).toBeFocused();
    await kb.press('Enter');
    await expect(picker).toBeHidden();
    await expect(form.region).toBeFocused();
    await expect(form.region).toContainText('서울특별시 중구');

    const consents = consentBoxes(page);
    await tabTo(page, consents.all);
    await kb.press('Space');
    await expect(consents.privacy).toBeChecked();

    const response = page.waitForResponse((r) => r.url().endsWith('/v1/member/auth/sign-up'));
    await tabTo(page, form.submit);
    await kb.press('Enter');
    expect((await response).request().postDataJSON()).toMatchObject({
      loginId: member.loginId,
      nickName: member.nickName,
      birthDate: '1970/03/05',
      gender: 'MALE',
      regionCode: 11140,
      consents: ALL_CONSENTS,
    });
    await keepRecoveryCode(page, { keyboard: true });
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status').filter({ hasText: '회원가입이 끝났어요' })).toBeVisible();
  });

  await test.step('log in by keyboard and reach /mypage from the top bar', async () => {
    // the new id is filled in and focus waits in the password field
    await expect(page.getByRole('textbox', { name: '아이디' })).toHaveValue(member.loginId);
    await expect(page.getByLabel('비밀번호', { exact: true })).toBeFocused();
    await kb.type(member.password);
    await kb.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(topBarProfile(page)).toHaveAccessibleName(`${member.nickName}님`);

    await tabTo(page, topBarProfile(page));
    await kb.press('Enter');
    await expect(page).toHaveURL(/\/mypage$/);
    await expect(page.getByRole('heading', { level: 1, name: '내 정보' })).toBeVisible();
    await expect(page.getByText('서울특별시 중구', { exact: true })).toBeVisible();
  });
});
