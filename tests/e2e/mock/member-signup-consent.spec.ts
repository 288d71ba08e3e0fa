// /signup's consents (issue 21): 전체 동의 and each required and optional item apart, each readable in full at the
// largest text size; 가입하기 stops at a missing required consent; the versions shown are what is sent.
import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { consentBoxes } from '../support/member-forms.ts';
import { prefer } from '../support/routes.ts';
import { expectNoSidewaysScroll } from '../support/screens.ts';
import { availableEverywhere, fillStepTwo, finishStepOne } from '../support/signup-steps.ts';
import { keepRecoveryCode } from '../support/recovery-code.ts';

test('at 아주 크게 on a phone: a required consent missing stops 가입하기; each text opens readable; the choices are sent', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.addInitScript(() => localStorage.setItem('textSize', 'x-large'));
  await availableEverywhere(page);
  await prefer(page, 'member/auth/sign-up', 'example=signedUp');
  await finishStepOne(page);
  await fillStepTwo(page);
  const boxes = consentBoxes(page);
  await boxes.all.uncheck();
  await expect(boxes.terms).not.toBeChecked();

  let sent = 0;
  page.on('request', (r) => void (r.url().endsWith('/v1/member/auth/sign-up') && sent++));
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page.getByText('필수 항목(이용약관, 개인정보 수집·이용)에 동의해주세요.')).toBeVisible();
  await expect(boxes.all).toBeFocused();
  expect(sent).toBe(0);

  // the collection consent in full: items, purposes, retention, the right to refuse; 동의하고 닫기 ticks it
  await page.getByRole('button', { name: '개인정보 수집·이용 동의 보기' }).click();
  const text = page.getByRole('dialog', { name: '개인정보 수집·이용 동의' });
  for (const heading of ['모으는 항목', '쓰는 곳(목적)', '가지고 있는 기간', '동의하지 않을 권리'])
    await expect(text.getByRole('heading', { level: 3, name: heading })).toBeAttached();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await text.getByRole('button', { name: '동의하고 닫기' }).click();
  await expect(text).toBeHidden();
  await expect(boxes.privacy).toBeChecked();

  await page.getByRole('button', { name: '이용약관 동의 보기' }).click();
  await expect(page.getByRole('dialog', { name: '새길 이용약관' }).getByRole('heading', { name: '제1조 (목적)' })).toBeVisible();
  await page.keyboard.press('Escape');
  await boxes.terms.check();
  await expect(page.getByText('필수 항목(이용약관, 개인정보 수집·이용)에 동의해주세요.')).toBeHidden();
  await expectNoAxeViolations(page);

  const request = page.waitForRequest('**/v1/member/auth/sign-up');
  await page.getByRole('button', { name: '가입하기' }).click();
  expect((await request).postDataJSON().consents).toEqual({ terms: '2026-11-28', privacy: '2026-11-28', news: false });
  await keepRecoveryCode(page);
  await expect(page).toHaveURL(/\/login$/);
});
