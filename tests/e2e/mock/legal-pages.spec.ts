// The footer's pages (issues 21 and 25): 공지사항, 이용약관, 개인정보 처리방침 and 문의하기 are real links to real pages,
// and a member whose required consent is missing or outdated is asked again after login.
import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { prefer } from '../support/routes.ts';
import { loginAs } from '../support/session.ts';

test('the footer links to each page; the processing policy says what, why, how long, who and how to delete', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const pages: [name: string, path: string][] = [
    ['공지사항', '/notice'],
    ['이용약관', '/terms'],
    ['문의하기', '/contact'],
    ['개인정보 처리방침', '/privacy'],
  ];
  for (const [name, path] of pages) {
    await footer.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name === '이용약관' ? '새길 이용약관' : name);
  }
  for (const heading of ['누가 처리하나요', '무엇을 모으나요', '왜 모으나요', '얼마나 가지고 있나요', '다른 곳에 주거나 맡기나요', '회원의 권리와 행사 방법'])
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(heading) })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a member with an outdated consent is asked after login: each text readable, 동의하고 계속하기 records it', async ({ page }) => {
  await loginAs(page);
  await prefer(page, 'member/consent', 'example=outdated', 'GET');
  await prefer(page, 'member/consent', 'example=agreed', 'POST');
  await page.goto('/');
  const ask = page.getByRole('alertdialog', { name: '약관 동의를 부탁드려요' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: '개인정보 수집·이용 보기' }).click();
  const text = page.getByRole('dialog', { name: '개인정보 수집·이용 동의' });
  await expect(text.getByRole('heading', { name: '가지고 있는 기간' })).toBeVisible();
  await expectNoAxeViolations(page);
  await text.getByRole('button', { name: '닫기' }).first().click();
  await expect(text).toBeHidden();

  const request = page.waitForRequest((r) => r.url().endsWith('/v1/member/consent') && r.method() === 'POST');
  await ask.getByRole('button', { name: '동의하고 계속하기' }).click();
  expect((await request).postDataJSON()).toEqual({ terms: '2026-11-28', privacy: '2026-11-28' });
  await expect(ask).toBeHidden();
});
