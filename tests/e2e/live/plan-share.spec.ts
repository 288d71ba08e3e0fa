// Showing a plan through a read-only link (issue 22) against the reference server: the owner makes a link on
// /mytodo/list and hands it to the share sheet (stubbed: its payload is checked), a browser that never logged in opens
// it (roles, axe, 360 px at 아주 크게) and prints it (the PDF holds every to-do and its QR code opens the same link),
// the owner sees the visit and ends the link, and the same browser then sees the dead-link message. Where there is
// no share sheet, 링크 복사 and 문자 take its place.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { groupTodos, saveJob } from '../support/live-data.ts';
import { useSession } from '../support/members.ts';
import { expectNoSidewaysScroll, shot } from '../support/screens.ts';
import { expect, test, type Browser, type Page } from '../support/test.ts';

test.describe.configure({ timeout: 120_000 });

const LINK = /\/s#t=([A-Za-z0-9_-]{27})$/;
const TEXT_SIZES = [
  ['normal', '보통'],
  ['large', '크게'],
  ['x-large', '아주크게'],
] as const;

/** A browser context that has never logged in, at a phone's width, its text size chosen before the app starts. */
async function stranger(browser: Browser, baseURL: string, textSize = 'x-large') {
  const context = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul', viewport: { width: 360, height: 740 } });
  await context.addInitScript((size) => localStorage.setItem('textSize', size), textSize);
  return { context, page: await context.newPage() };
}

const openShareDialog = async (page: Page) => {
  await page.getByRole('button', { name: '가족·상담사에게 보여주기' }).click();
  const dialog = page.getByRole('dialog', { name: '계획 보여주기' });
  await expect(dialog).toBeVisible();
  return dialog;
};

test('the owner shares a plan; a stranger opens and prints it; the owner ends the link and it is dead on reload', async ({
  page,
  request,
  member,
  browser,
  baseURL,
}) => {
  const todoGroupId = await saveJob(request, member, '바리스타');
  const todos = await groupTodos(request, member, todoGroupId);
  expect(todos.length, 'a saved job comes with starter to-dos').toBeGreaterThanOrEqual(4);
  await useSession(page, member);
  // the share sheet, stubbed: it records what it was given
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { sharedPayloads: shared });
    Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: async (data: ShareData) => void shared.push(data) });
  });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/mytodo/list');
  await expect(page.getByRole('combobox', { name: '직업 선택' })).toHaveText(/바리스타/);
  const dialog = await openShareDialog(page);
  await dialog.getByRole('checkbox', { name: '비공개 할 일도 보여주기' }).check();
  await dialog.getByRole('radio', { name: '7일' }).check();
  await expectNoAxeViolations(page);
  const created = page.waitForResponse((r) => r.url().endsWith(`/v1/my-dream/todo-group/${todoGroupId}/shares`));
  await dialog.getByRole('button', { name: '링크 만들기' }).click();
  const answer = await created;
  expect(answer.status()).toBe(201);
  expect(answer.request().postDataJSON()).toEqual({ includePrivate: true, includeMemos: false, expiresInDays: 7 });
  await expect(dialog.getByRole('status')).toContainText('링크를 만들었어요.');
  const url = await dialog.getByRole('textbox', { name: '만든 링크' }).inputValue();
  expect(url).toMatch(LINK);
  expect(new URL(url).origin).toBe(new URL(baseURL!).origin);
  const token = LINK.exec(url)![1]!;
  // the share sheet was called once, with a Korean title and text and the link
  await expect.poll(() => page.evaluate(() => (window as unknown as { sharedPayloads: ShareData[] }).sharedPayloads)).toEqual([
    {
      title: `${member.nickName}님의 바리스타 준비 계획 (새길)`,
      text: `${member.nickName}님의 바리스타 준비 계획을 보여드려요. 가입하지 않아도 열어 볼 수 있어요.`,
      url,
    },
  ]);
  await expect(dialog.getByRole('button', { name: '보내기' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: '링크 복사' })).toHaveCount(0);
  await dialog.getByRole('button', { name: '확인' }).click();
  const links = page.getByRole('region', { name: '보여주기 링크' });
  await expect(links.getByRole('listitem')).toHaveCount(1);
  await expect(links.getByRole('listitem')).toContainText(`링크 ${token.slice(0, 4)}…`);
  await expect(links.getByRole('listitem')).toContainText('아직 아무도 열어 보지 않았어요');

  // a browser with no login opens the link at 360 px and 아주 크게
  const { context, page: visitor } = await stranger(browser, baseURL!);
  const sent: { url: string; shareToken?: string; referer?: string }[] = [];
  visitor.on('request', (r) => sent.push({ url: r.url(), shareToken: r.headers()['x-share-token'], referer: r.headers()['referer'] }));
  await visitor.goto(`/s#t=${token}`);
  await expect(visitor.getByRole('heading', { level: 1, name: `${member.nickName}님의 계획` })).toBeVisible();
  const facts = visitor.getByRole('term');
  await expect(facts).toHaveText(['준비하는 직업', '준비한 지', '한 일']);
  await expect(visitor.getByRole('definition')).toHaveText(['바리스타', '1일째', `${todos.length}개 중 0개 완료`]);
  const shown = visitor.getByRole('region', { name: '할 일 목록' }).getByRole('listitem');
  await expect(shown).toHaveText(todos.map((t) => new RegExp(`진행 중: ${t.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)));
  await expect(visitor.getByRole('checkbox')).toHaveCount(0);
  await expect(visitor.getByRole('link', { name: '새길 둘러보기' })).toHaveAttribute('href', '/');
  await expectNoAxeViolations(visitor);
  await expectNoSidewaysScroll(visitor);
  await shot(visitor, 'live-plan-share-s-360-아주크게');
  // the token went only into the header of GET /v1/shared-plan: no address, no Referer holds it
  expect(sent.filter((r) => r.shareToken).map((r) => new URL(r.url).pathname)).toEqual(['/v1/shared-plan']);
  expect(sent.filter((r) => r.shareToken === token)).toHaveLength(1);
  expect(sent.filter((r) => r.url.includes(token) || r.referer?.includes(token))).toEqual([]);

  // 인쇄하기: the A4 print view, then the PDF the browser's own "PDF로 저장" would make
  await visitor.emulateMedia({ media: 'print' });
  await expect(visitor.getByRole('img', { name: '이 계획을 여는 QR 코드' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: '인쇄하기' })).toBeHidden();
  await expect(visitor.getByRole('banner')).toBeHidden();
  // large print: no visible text under 16 pt (21.33 px)
  const smallest = await visitor.evaluate(() => {
    const sizes: number[] = [];
    const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // visually hidden words (1 px boxes) are for screen readers, not for paper
      if (!node.textContent?.trim() || !parent?.checkVisibility() || parent.getBoundingClientRect().width <= 1) continue;
      sizes.push(parseFloat(getComputedStyle(parent).fontSize));
    }
    return Math.min(...sizes);
  });
  expect(smallest, 'the smallest printed text in px').toBeGreaterThanOrEqual(21.3);
  await shot(visitor, 'live-plan-share-print-360');
  await visitor.emulateMedia({ media: null }); // page.pdf() prints with the print styles, as the browser's own 인쇄
  const dir = mkdtempSync(join(tmpdir(), 'saegil-print-'));
  const pdf = join(dir, 'plan.pdf');
  writeFileSync(pdf, await visitor.pdf({ format: 'A4', printBackground: true }));
  const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  for (const todo of todos) expect(text, 'the printed page holds every shared to-do').toContain(todo.title.replace(/\s+/g, ' '));
  expect(text).toContain(`${member.nickName}님의 계획`);
  expect(text).not.toContain('인쇄하기');
  execFileSync('pdftoppm', ['-r', '150', '-png', pdf, join(dir, 'page')]);
  // zbarimg answers 4 for a page without a code: each page alone, the codes of all of them together
  const pages = readdirSync(dir).filter((f) => f.startsWith('page') && f.endsWith('.png'));
  expect(pages.length).toBeGreaterThan(0);
  const decoded = pages.flatMap((f) => spawnSync('zbarimg', ['-q', '--raw', join(dir, f)], { encoding: 'utf8' }).stdout.split('\n')).filter(Boolean);
  expect(decoded, 'the printed QR code opens the same link').toEqual([url]);

  // the owner sees the visit, then ends the link (confirm step)
  const views = sent.filter((r) => r.shareToken === token).length;
  await page.reload();
  await expect(links.getByRole('listitem')).toContainText(`${views}번 봄`);
  await expect(links.getByRole('listitem')).toContainText('마지막으로 본 날');
  await links.getByRole('button', { name: /^링크 끊기/ }).click();
  const confirm = page.getByRole('alertdialog', { name: '이 링크를 끊을까요?' });
  await expect(confirm).toContainText(`링크 ${token.slice(0, 4)}…`);
  const ended = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().includes('/v1/my-dream/shares/'));
  await confirm.getByRole('button', { name: '링크 끊기' }).click();
  expect((await ended).status()).toBe(200);
  await expect(links).toHaveCount(0);

  // the same browser reloads: the link is dead
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name: '이 링크는 더 이상 쓸 수 없어요' })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: `${member.nickName}님의 계획` })).toHaveCount(0);
  await expectNoAxeViolations(visitor);
  await shot(visitor, 'live-plan-share-dead-360-아주크게');
  await context.close();
});

test('without a share sheet the dialog offers 링크 복사 and 문자; screenshots of the dialog, /s and the print view', async ({
  page,
  request,
  member,
  browser,
  baseURL,
  context,
}) => {
  await saveJob(request, member, '바리스타');
  await useSession(page, member);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
  });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/mytodo/list');
  let dialog = await openShareDialog(page);
  for (const [size, name] of TEXT_SIZES) {
    await page.evaluate((s) => localStorage.setItem('textSize', s), size);
    await page.reload();
    dialog = await openShareDialog(page);
    await expectNoSidewaysScroll(page);
    await shot(page, `live-plan-share-dialog-360-${name}`, { fullPage: false });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, 'live-plan-share-dialog-1280', { fullPage: false });
  await dialog.getByRole('checkbox', { name: '비공개 할 일도 보여주기' }).check();
  await dialog.getByRole('checkbox', { name: '메모와 사진도 보여주기' }).check();
  await dialog.getByRole('button', { name: '링크 만들기' }).click();
  await expect(dialog.getByRole('status')).toContainText('링크를 만들었어요.');
  await expect(dialog.getByRole('button', { name: '보내기' })).toHaveCount(0);
  const url = await dialog.getByRole('textbox', { name: '만든 링크' }).inputValue();
  expect(url).toMatch(LINK);
  await dialog.getByRole('button', { name: '링크 복사' }).click();
  await expect(dialog.getByText('링크를 복사했어요.', { exact: false })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  const sms = dialog.getByRole('link', { name: '문자로 보내기' });
  const href = (await sms.getAttribute('href'))!;
  expect(href.startsWith('sms:?&body=')).toBe(true);
  expect(decodeURIComponent(href.slice('sms:?&body='.length))).toContain(url);
  await expectNoAxeViolations(page);
  await shot(page, 'live-plan-share-dialog-made-1280', { fullPage: false });
  await page.setViewportSize({ width: 360, height: 740 });
  await shot(page, 'live-plan-share-dialog-made-360', { fullPage: false });

  // /s at each text size (360 px) and at 1280, then the print view
  const path = new URL(url).pathname + new URL(url).hash;
  for (const [size, name] of TEXT_SIZES) {
    const { context: other, page: visitor } = await stranger(browser, baseURL!, size);
    await visitor.goto(path);
    await expect(visitor.getByRole('heading', { level: 1, name: `${member.nickName}님의 계획` })).toBeVisible();
    await expectNoSidewaysScroll(visitor);
    await shot(visitor, `live-plan-share-s-360-${name}`);
    if (size === 'normal') {
      await visitor.setViewportSize({ width: 1280, height: 900 });
      await shot(visitor, 'live-plan-share-s-1280');
      await visitor.emulateMedia({ media: 'print' });
      await shot(visitor, 'live-plan-share-print-1280');
    }
    await other.close();
  }
});
