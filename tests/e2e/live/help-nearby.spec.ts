// 가까운 도움 받기 against the reference server (issue 24): a member living in 마포구 sees the places of their district
// on home, each card's 전화 걸기 is the number its source gave (a card whose source gave none says so instead) and
// sends 정보가 틀렸어요; a visitor on a job page chooses 부산 해운대구 in the picker and reaches 전화 걸기 by keyboard.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { logIn, signUpThroughApi, freshMember, useSession } from '../support/members.ts';
import { expectNoSidewaysScroll, passBy, shot, tabTo } from '../support/screens.ts';
import { expect, test, type Locator, type Page } from '../support/test.ts';

const FACTS_DIR = join(import.meta.dirname, '../../../server/seed/facts');

/** The sourced phone of every help place, by its name (the facts the server answers from). */
function sourcedPhones(): Map<string, string | undefined> {
  const phones = new Map<string, string | undefined>();
  for (const file of readdirSync(FACTS_DIR).filter((name) => name.endsWith('.json'))) {
    const json = JSON.parse(readFileSync(join(FACTS_DIR, file), 'utf8')) as { type: string; facts: { name: string; phone?: string }[] };
    if (json.type === 'help-places') for (const place of json.facts) phones.set(place.name, place.phone);
  }
  return phones;
}

const help = (page: Page) => page.getByRole('region', { name: '가까운 도움 받기' });

/** Every card shown (after 더 보기): its 전화 걸기 is tel:<the sourced number>, or it says there is none. The calls. */
async function checkCalls(section: Locator): Promise<Locator[]> {
  const more = section.getByRole('button', { name: /곳 더 보기/ });
  if (await more.isVisible()) await more.click();
  const phones = sourcedPhones();
  const cards = await section.getByRole('article').all();
  expect(cards.length).toBeGreaterThan(0);
  const calls: Locator[] = [];
  for (const card of cards) {
    const name = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
    expect(phones.has(name), `${name} is a sourced place`).toBe(true);
    const phone = phones.get(name);
    const call = card.getByRole('link', { name: /전화 걸기/ });
    await expect(card).toContainText(/기준일 \d{4}\.\d{2}\.\d{2}/);
    if (phone) {
      await expect(call, name).toHaveAttribute('href', `tel:${phone}`);
      calls.push(call);
    } else {
      await expect(call, name).toHaveCount(0);
      await expect(card, name).toContainText('전화번호는 아직 확인하지 못했어요');
    }
  }
  return calls;
}

test('a member in 마포구 sees its places on home, each 전화 걸기 the sourced number, and sends 정보가 틀렸어요', async ({ page, request }) => {
  const values = freshMember('h');
  await signUpThroughApi(request, values, 11440);
  const member = await logIn(request, values.loginId, values.password);
  await useSession(page, member);
  await page.goto('/');
  const section = help(page);
  await passBy(page, section);
  await expect(section).toContainText('서울특별시 마포구에서 찾아갈 수 있는 곳');
  // the district's own 고용센터 comes first
  const first = section.getByRole('article').first();
  await expect(first.getByRole('heading', { level: 3 })).toHaveText('서울서부고용복지+센터');
  await expect(first).toContainText('고용센터');
  const calls = await checkCalls(section);
  for (const call of calls) await expect(call).toBeVisible();

  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/v1/help/places/seoul-seobu-employment/reports'));
  await first.getByRole('button', { name: /정보가 틀렸어요/ }).click();
  const dialog = page.getByRole('dialog', { name: '정보가 틀렸어요' });
  await dialog.getByRole('radio', { name: '운영 시간이 틀렸어요' }).check();
  await dialog.getByLabel(/맞는 정보나 하고 싶은 말/).fill('토요일에는 문을 닫아요.');
  await dialog.getByRole('button', { name: '보내기' }).click();
  const request_ = await sent;
  expect(request_.postDataJSON()).toEqual({ reason: 'WRONG_HOURS', note: '토요일에는 문을 닫아요.' });
  expect(request_.headers().authorization).toMatch(/^Bearer /); // kept as the member's report
  await expect(dialog).toBeHidden();
  await expect(first.getByRole('status')).toHaveText('알려 주셔서 고마워요. 출처를 다시 확인해서 고칠게요.');
  await expectNoAxeViolations(page);
});

test('a visitor on a job page chooses 부산 해운대구 and reaches 전화 걸기 by keyboard; 360 px at 아주 크게', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('textSize', 'x-large'));
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/jobinfo/1');
  const section = help(page);
  await passBy(page, section);
  const pick = section.getByRole('button', { name: '지역 고르기' });
  await tabTo(page, pick, { limit: 120 });
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: '지역 선택' });
  await picker.getByRole('radio', { name: '부산광역시' }).check();
  await picker.getByRole('button', { name: '해운대구', exact: true }).click();
  await expect(section).toContainText('부산광역시 해운대구에서 찾아갈 수 있는 곳');
  // the places that serve 해운대구 come first
  await expect(section.getByRole('article').first()).toContainText('해운대');
  const calls = await checkCalls(section);
  expect(calls.length, 'a place of 부산 with a sourced phone').toBeGreaterThan(0);
  await tabTo(page, calls[0]!, { limit: 200 });
  await expect(calls[0]!).toBeFocused();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await shot(page, 'live-help-visitor-haeundae-x-large-360', { fullPage: false });
  // the choice stays for the tab: home shows the same district
  await page.goto('/');
  await passBy(page, help(page));
  await expect(help(page)).toContainText('부산광역시 해운대구에서 찾아갈 수 있는 곳');
});
