// Issue 27's screens under Prism: /find-account (a new password with the login id and the recovery code), the code
// shown once with 복사 and 인쇄하기, and /mypage's 복구 코드 새로 만들기.
import { expect, test, type Page } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { openAccount } from '../support/mypage.ts';
import { KEPT_BUTTON, shownCode } from '../support/recovery-code.ts';
import { dropConnection, prefer, stubOutside } from '../support/routes.ts';
import { expectNoSidewaysScroll, screenshots, shot, tabTo } from '../support/screens.ts';
import { availableEverywhere, fillStepTwo, finishStepOne } from '../support/signup-steps.ts';

const RESET_CODE = 'W8FN-6GKT-2BQY-HM5R-7XPD'; // the contract's example answers
const SIZES = [
  ['normal', '보통'],
  ['large', '크게'],
  ['x-large', '아주 크게'],
] as const;

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const submit = (page: Page) => page.getByRole('button', { name: '새 비밀번호로 바꾸기' });

async function fillRecovery(page: Page, code = 'k7pq 3mxw 9htd r4ae n2jc') {
  await field(page, '아이디').fill('saegil2026');
  await field(page, '복구 코드').fill(code);
  await field(page, '새 비밀번호').fill('Saegil!2027');
  await field(page, '새 비밀번호 확인').fill('Saegil!2027');
}

async function openRecovery(page: Page) {
  await stubOutside(page);
  await page.goto('/find-account');
  await expect(page.getByRole('heading', { level: 1, name: '아이디·비밀번호 찾기' })).toBeVisible();
}

/** Counts window.print() calls instead of opening the browser's print dialog. */
async function countPrints(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { prints: number }).prints = 0;
    window.print = () => void (window as unknown as { prints: number }).prints++;
  });
  return () => page.evaluate(() => (window as unknown as { prints: number }).prints);
}

test.describe('/find-account', () => {
  test('/login links to it; every field says what is missing and focus goes to the first', async ({ page }) => {
    await stubOutside(page);
    await page.goto('/login');
    await page.getByRole('link', { name: '아이디·비밀번호 찾기' }).click();
    await expect(page).toHaveURL(/\/find-account$/);
    await expect(page).toHaveTitle('아이디·비밀번호 찾기 | 새길');
    let sent = false;
    page.on('request', (r) => (sent ||= r.url().includes('/password-reset')));
    await submit(page).click();
    for (const text of ['아이디를 입력해주세요.', '복구 코드를 입력해주세요.', '8자 이상 입력해주세요'])
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    await expect(field(page, '아이디')).toBeFocused();
    await fillRecovery(page, 'K7PQ-3MXW');
    await field(page, '새 비밀번호 확인').fill('Saegil!2028');
    await expect(page.getByText('비밀번호가 일치하지 않습니다', { exact: true })).toBeVisible();
    await submit(page).click();
    await expect(page.getByText('복구 코드 20자를 모두 입력해주세요.', { exact: true })).toBeVisible();
    await expect(field(page, '복구 코드')).toBeFocused();
    expect(sent).toBe(false);
    // someone without a code is told what they can do
    await expect(page.getByRole('heading', { level: 2, name: '복구 코드가 없으신가요?' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: '문의하기', exact: true })).toHaveAttribute('href', '/contact');
  });

  test('a reset sends the typed values, shows the new code once with 복사 and 인쇄하기, then /login with the id', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await prefer(page, 'member/auth/password-reset', 'example=reset');
    await openRecovery(page);
    await fillRecovery(page);
    const request = page.waitForRequest('**/v1/member/auth/password-reset');
    await submit(page).click();
    expect((await request).postDataJSON()).toEqual({ loginId: 'saegil2026', recoveryCode: 'k7pq 3mxw 9htd r4ae n2jc', newPassword: 'Saegil!2027' });

    await expect(page.getByRole('heading', { level: 2, name: '새 비밀번호로 바꿨어요. 새 복구 코드를 보관해주세요' })).toBeFocused();
    await expect(shownCode(page)).toHaveText(RESET_CODE);
    await expect(page.getByRole('definition').filter({ hasText: 'saegil2026' })).toBeVisible();
    await expect(page.getByRole('main').getByText('비밀번호를 잊었을 때 아이디와 이 코드로 새 비밀번호를 정할 수 있어요.')).toBeVisible();

    await page.getByRole('button', { name: '복사', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: '복구 코드를 복사했어요.' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(RESET_CODE);

    const prints = await countPrints(page);
    await page.getByRole('button', { name: '인쇄하기' }).click();
    expect(await prints()).toBe(1);
    // the printed page: the id and the code in large print, nothing of the app
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('button', { name: KEPT_BUTTON })).toBeHidden();
    const sheet = page.locator('.recovery-print');
    await expect(sheet).toBeVisible();
    await expect(sheet).toContainText('W8FN - 6GKT - 2BQY - HM5R - 7XPD');
    await expect(sheet).toContainText('saegil2026');
    expect(await sheet.locator('.recovery-print__code').evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(36);
    await shot(page, 'recovery-print');
    await page.emulateMedia({ media: 'screen' });

    await page.getByRole('button', { name: KEPT_BUTTON }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status').filter({ hasText: '비밀번호를 새로 정했어요. 새 비밀번호로 로그인해주세요.' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: '아이디' })).toHaveValue('saegil2026');
    await expect(page.getByLabel('비밀번호', { exact: true })).toBeFocused();
  });

  test('leaving the code before keeping it asks first', async ({ page }) => {
    await prefer(page, 'member/auth/password-reset', 'example=reset');
    await openRecovery(page);
    await fillRecovery(page);
    await submit(page).click();
    await expect(shownCode(page)).toHaveText(RESET_CODE);
    await page.getByRole('banner').getByRole('link', { name: '새길 홈으로' }).click();
    const ask = page.getByRole('alertdialog', { name: '복구 코드를 보관하셨나요?' });
    await expect(ask).toContainText('이 화면을 나가면 복구 코드를 다시 볼 수 없어요.');
    await expect(ask.getByRole('button', { name: '코드 다시 보기' })).toBeFocused();
    await ask.getByRole('button', { name: '코드 다시 보기' }).click();
    await expect(page).toHaveURL(/\/find-account$/);
    await expect(shownCode(page)).toHaveText(RESET_CODE);
  });

  for (const [name, prefer_, text] of [
    ['a wrong id or code', 'code=401, example=recoveryFailed', '아이디 또는 복구 코드가 일치하지 않습니다.\n아이디와 복구 코드를 다시 확인해주세요.'],
    ['too many tries', 'code=429, example=rateLimited', '여러 번 틀려서 잠시 막아 두었어요. 15분쯤 지난 뒤 다시 해주세요.'],
  ] as const)
    test(`${name}: a Korean alert, and everything typed stays`, async ({ page }) => {
      await prefer(page, 'member/auth/password-reset', prefer_);
      await openRecovery(page);
      await fillRecovery(page);
      await submit(page).click();
      const alert = page.getByRole('alertdialog', { name: '비밀번호를 바꾸지 못했어요' });
      for (const line of text.split('\n')) await expect(alert).toContainText(line);
      await expectNoAxeViolations(page);
      await alert.getByRole('button', { name: '확인' }).click();
      await expect(submit(page)).toBeFocused();
      await expect(field(page, '복구 코드')).toHaveValue('k7pq 3mxw 9htd r4ae n2jc');
    });

  test('no connection: a Korean alert', async ({ page }) => {
    await openRecovery(page);
    await dropConnection(page, 'member/auth/password-reset');
    await fillRecovery(page);
    await submit(page).click();
    await expect(page.getByRole('alertdialog', { name: '비밀번호를 바꾸지 못했어요' })).toContainText('네트워크 연결이 원활하지 않습니다.');
  });

  test('keyboard only: the form, the code, 복사 and 보관했어요', async ({ page }) => {
    await prefer(page, 'member/auth/password-reset', 'example=reset');
    await openRecovery(page);
    const kb = page.keyboard;
    await tabTo(page, field(page, '아이디'));
    await kb.type('saegil2026');
    await tabTo(page, field(page, '복구 코드'));
    await kb.type('K7PQ3MXW9HTDR4AEN2JC');
    await tabTo(page, field(page, '새 비밀번호'));
    await kb.type('Saegil!2027');
    await tabTo(page, field(page, '새 비밀번호 확인'));
    await kb.type('Saegil!2027');
    await kb.press('Enter');
    await expect(shownCode(page)).toHaveText(RESET_CODE);
    await expect(page.getByRole('heading', { level: 2, name: /새 복구 코드를 보관해주세요/ })).toBeFocused();
    await tabTo(page, page.getByRole('button', { name: '복사', exact: true }));
    await kb.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: /복구 코드를 복사했어요|복사하지 못했어요/ })).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: KEPT_BUTTON }));
    await kb.press('Enter');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('the code screens at every text size', () => {
  for (const [size, label] of SIZES)
    test(`${label}: /find-account, its code, the sign-up code and the /mypage dialog at 360 px (and 1280 at 보통); axe 0`, async ({ page }) => {
      await page.addInitScript((s) => localStorage.setItem('textSize', s), size);
      const widths = size === 'normal' ? [360, 1280] : [360];
      const shots = async (name: string, fullPage = true) => {
        for (const width of widths) {
          await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
          await page.evaluate(() => document.fonts.ready);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, `${name} at ${width}: sideways scroll`).toBeLessThanOrEqual(0);
          await shot(page, `${name}-${size}-${width}`, { fullPage });
        }
      };

      await prefer(page, 'member/auth/password-reset', 'example=reset');
      await openRecovery(page);
      await expectNoAxeViolations(page);
      await shots('recovery-form');
      await fillRecovery(page);
      await submit(page).click();
      await expect(shownCode(page)).toHaveText(RESET_CODE);
      await expectNoAxeViolations(page);
      await shots('recovery-code');
      // five groups of four, none broken across lines
      const groups = page.locator('.recovery-code__group');
      await expect(groups).toHaveText(['W8FN', '6GKT', '2BQY', 'HM5R', '7XPD'].map((g, i) => (i ? `-${g}` : g)));
      for (const group of await groups.all()) {
        const box = await group.boundingBox();
        const lineHeight = await group.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
        expect(box?.height ?? 0).toBeLessThan(lineHeight * 1.9);
      }

      await page.setViewportSize({ width: 360, height: 740 });
      await availableEverywhere(page);
      await prefer(page, 'member/auth/sign-up', 'example=signedUp');
      await finishStepOne(page);
      await fillStepTwo(page);
      await page.getByRole('button', { name: '가입하기' }).click();
      await expect(shownCode(page)).toHaveText('K7PQ-3MXW-9HTD-R4AE-N2JC');
      await expectNoAxeViolations(page);
      await shots('signup-code');
    });
});

test.describe('/mypage 복구 코드 새로 만들기', () => {
  for (const [size, label] of SIZES)
    test(`the new code's dialog at ${label}, 360 px: the code in even rows, 보관했어요 reachable; axe 0`, async ({ page }) => {
      await page.addInitScript((s) => localStorage.setItem('textSize', s), size);
      await page.setViewportSize({ width: 360, height: 740 });
      await openAccount(page);
      await prefer(page, 'member/recovery-code', 'example=renewed');
      await page.getByRole('button', { name: '복구 코드 새로 만들기' }).click();
      const dialog = page.getByRole('alertdialog', { name: '복구 코드를 새로 만들까요?' });
      await shot(page, `mypage-recovery-confirm-${size}-360`, { fullPage: false });
      await dialog.getByLabel('현재 비밀번호', { exact: true }).fill('Saegil!2026');
      await dialog.getByRole('button', { name: '새로 만들기' }).click();
      await expect(shownCode(page)).toHaveText(RESET_CODE);
      await expectNoAxeViolations(page);
      await shot(page, `mypage-recovery-code-${size}-360`, { fullPage: false });
      const kept = page.getByRole('button', { name: '보관했어요' });
      await tabTo(page, kept);
      await expect(kept).toBeInViewport();
      await shot(page, `mypage-recovery-code-${size}-360-end`, { fullPage: false });
    });


  const renew = (page: Page) => page.getByRole('button', { name: '복구 코드 새로 만들기' });

  test('says the old code stops working, asks for the password, then shows the new code until 보관했어요', async ({ page }) => {
    await openAccount(page);
    await prefer(page, 'member/recovery-code', 'example=renewed');
    await renew(page).click();
    const dialog = page.getByRole('alertdialog', { name: '복구 코드를 새로 만들까요?' });
    await expect(dialog).toContainText('새로 만들면 지금 가진 복구 코드는 바로 쓸 수 없게 돼요.');
    await expect(dialog.getByLabel('현재 비밀번호', { exact: true })).toBeFocused();
    await dialog.getByRole('button', { name: '새로 만들기' }).click();
    await expect(dialog.getByText('현재 비밀번호를 입력해주세요.', { exact: true })).toBeVisible();
    await dialog.getByLabel('현재 비밀번호', { exact: true }).fill('Saegil!2026');
    const request = page.waitForRequest('**/v1/member/recovery-code');
    await dialog.getByRole('button', { name: '새로 만들기' }).click();
    expect((await request).postDataJSON()).toEqual({ currentPassword: 'Saegil!2026' });

    const shown = page.getByRole('alertdialog', { name: '새 복구 코드를 보관해주세요' });
    await expect(shownCode(page)).toHaveText(RESET_CODE);
    // focus stays in the dialog, on the new code (the form's button it was on is gone)
    expect(await shown.evaluate((el) => el.contains(document.activeElement) && document.activeElement !== document.body)).toBe(true);
    await expect(shown.getByRole('definition').filter({ hasText: 'saegil2026' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape'); // the code stays until the member says it is kept
    await expect(shown).toBeVisible();
    await shown.getByRole('button', { name: '보관했어요' }).click();
    await expect(shown).toBeHidden();
    await expect(renew(page)).toBeFocused();
  });

  test('a wrong password stays in the dialog at its field; 취소 closes', async ({ page }) => {
    await openAccount(page);
    await prefer(page, 'member/recovery-code', 'code=400, example=wrongPassword');
    await renew(page).click();
    const dialog = page.getByRole('alertdialog', { name: '복구 코드를 새로 만들까요?' });
    await dialog.getByLabel('현재 비밀번호', { exact: true }).fill('Wrong!2026');
    await dialog.getByRole('button', { name: '새로 만들기' }).click();
    await expect(dialog.getByText('현재 비밀번호가 일치하지 않습니다.', { exact: true })).toBeVisible();
    await expect(dialog.getByLabel('현재 비밀번호', { exact: true })).toBeFocused();
    await dialog.getByRole('button', { name: '취소' }).click();
    await expect(dialog).toBeHidden();
  });
});

test('/mypage nudges a member without a code (signed up before codes) to make one; the nudge goes once it is made', async ({ page }) => {
  await openAccount(page, 'withoutRecoveryCode');
  await prefer(page, 'member/recovery-code', 'example=renewed');
  const nudge = page.getByText('아직 복구 코드가 없어요. 비밀번호를 잊어도 계정을 되찾을 수 있게 지금 만들어 두세요.');
  await expect(nudge).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, 'mypage-recovery-nudge-normal');
  // a phone at 아주 크게: the nudge and its button stay readable, nothing scrolls sideways
  await page.evaluate(() => localStorage.setItem('textSize', 'x-large'));
  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await expect(nudge).toBeVisible();
  await expectNoSidewaysScroll(page);
  await nudge.scrollIntoViewIfNeeded();
  await shot(page, 'mypage-recovery-nudge-x-large-360', { fullPage: false });
  await page.getByRole('button', { name: '복구 코드 만들기', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: '복구 코드를 만들까요?' });
  await expect(dialog).toContainText('코드는 만든 뒤 한 번만 보여드려요.');
  await dialog.getByLabel('현재 비밀번호', { exact: true }).fill('Saegil!2026');
  await dialog.getByRole('button', { name: '새로 만들기' }).click();
  const shown = page.getByRole('alertdialog', { name: '새 복구 코드를 보관해주세요' });
  await expect(shownCode(page)).toHaveText(RESET_CODE);
  await shown.getByRole('button', { name: '보관했어요' }).click();
  await expect(nudge).toBeHidden();
  await expect(page.getByRole('button', { name: '복구 코드 새로 만들기' })).toBeVisible();
});
