// A check is not a reservation: when someone else takes the id or nickname between 중복확인 and 가입하기, the real
// server refuses the sign-up and the screen says so in Korean, keeping everything typed.
import { expect, test, type Page } from '../support/test.ts';
import { agreeToAll, signUpForm, signUpStepOne } from '../support/member-forms.ts';
import { freshMember, signUpThroughApi } from '../support/members.ts';
import { keepRecoveryCode } from '../support/recovery-code.ts';

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
  await agreeToAll(page);
}

/** Steps 1 and 2 filled, then someone else signs up with the same `taken` first: 가입하기 is refused with `message`. */
async function refusedAtSubmit(page: Page, mark: string, taken: 'nickName' | 'loginId', message: string) {
  const member = freshMember(mark);
  const form = signUpForm(page);
  await signUpStepOne(page, member);
  await fillStepTwo(page, member.nickName);
  await signUpThroughApi(page.request, { ...freshMember('o'), [taken]: member[taken] });
  await form.submit.click();
  const alert = page.getByRole('alertdialog', { name: '회원가입하지 못했어요' });
  await expect(alert).toContainText(message);
  await alert.getByRole('button', { name: '확인' }).click();
  return { member, form };
}

test('the nickname taken after its check: the server’s message, everything kept, a new nickname goes through', async ({ page }) => {
  // someone else signs up with that nickname first
  const { member, form } = await refusedAtSubmit(page, 'n', 'nickName', '이미 사용 중인 닉네임입니다.');
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
  await keepRecoveryCode(page);
  await expect(page).toHaveURL(/\/login$/);
});

test('the id taken after its check: back to step 1 with the server’s message', async ({ page }) => {
  const { member, form } = await refusedAtSubmit(page, 'i', 'loginId', '이미 사용 중인 아이디입니다.');
  await expect(form.stepOneTitle).toBeVisible();
  await expect(form.loginId).toHaveValue(member.loginId);
  await expect(page.getByText('이미 사용 중인 아이디입니다.', { exact: true })).toBeVisible();
  await expect(form.password).toHaveValue(member.password);
});
