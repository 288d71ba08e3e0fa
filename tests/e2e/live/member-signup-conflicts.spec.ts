// A check is not a reservation: when someone else takes the id or nickname between 중복확인 and 가입하기, the real
// server refuses the sign-up and the screen says so in Korean, keeping everything typed.
import { expect, test, type Page } from '../support/test.ts';
import { signUpForm, signUpStepOne } from '../support/member-forms.ts';
import { freshMember, signUpThroughApi } from '../support/members.ts';

async function fillStepTwo(page: Page, nickName: string) {
  const form = signUpForm(page);
  await form.nickName.fill(nickName);
  await form.check.click();
  await expect(page.getByText('사용가능한 닉네임입니다', { exact: true })).toBeVisible();
  await form.birthDate.pressSequentially('19591231');
  await page.getByRole('radio', { name: '남성' }).check();
  await form.region.click();
  const picker = page.getByRole('dialog', { name: '거주지 선택' });
  await picker.getByRole('radio', { name: '대전광역시' }).check();
  await picker.getByRole('button', { name: '유성구', exact: true }).click();
  await expect(form.region).toContainText('대전광역시 유성구');
}

test('the nickname taken after its check: the server’s message, everything kept, a new nickname goes through', async ({ page }) => {
  const member = freshMember('n');
  const form = signUpForm(page);
  await signUpStepOne(page, member);
  await fillStepTwo(page, member.nickName);
  // someone else signs up with that nickname first
  await signUpThroughApi(page.request, { ...freshMember('o'), nickName: member.nickName });

  await form.submit.click();
  const alert = page.getByRole('alertdialog', { name: '회원가입하지 못했어요' });
  await expect(alert).toContainText('이미 사용 중인 닉네임입니다.');
  await alert.getByRole('button', { name: '확인' }).click();
  await expect(form.nickName).toHaveValue(member.nickName);
  await expect(form.birthDate).toHaveValue('1959 / 12 / 31');
  await expect(page.getByRole('radio', { name: '남성' })).toBeChecked();
  await expect(form.region).toContainText('대전광역시 유성구');
  await expect(page.getByText('이미 사용 중인 닉네임입니다.', { exact: true })).toBeVisible();

  await form.submit.click(); // the check reads 'unavailable' now, so 가입하기 stops at the nickname
  await expect(form.nickName).toBeFocused();
  const renamed = freshMember('n').nickName;
  await form.nickName.fill(renamed);
  await form.check.click();
  await expect(page.getByText('사용가능한 닉네임입니다', { exact: true })).toBeVisible();
  await form.submit.click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the id taken after its check: back to step 1 with the server’s message', async ({ page }) => {
  const member = freshMember('i');
  const form = signUpForm(page);
  await signUpStepOne(page, member);
  await fillStepTwo(page, member.nickName);
  await signUpThroughApi(page.request, { ...freshMember('o'), loginId: member.loginId });

  await form.submit.click();
  const alert = page.getByRole('alertdialog', { name: '회원가입하지 못했어요' });
  await expect(alert).toContainText('이미 사용 중인 아이디입니다.');
  await alert.getByRole('button', { name: '확인' }).click();
  await expect(form.stepOneTitle).toBeVisible();
  await expect(form.loginId).toHaveValue(member.loginId);
  await expect(page.getByText('이미 사용 중인 아이디입니다.', { exact: true })).toBeVisible();
  await expect(form.password).toHaveValue(member.password);
});
