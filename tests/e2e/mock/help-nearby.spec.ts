// 가까운 도움 받기 on home and the job page (issue 24): the member's district or a visitor's choice, the cards with
// their 기준일, source and 전화 걸기, and the section's loading, empty and error states; 360 px at three text sizes
// and 1280, keyboard, axe.
import type { Page } from '../support/test.ts';
import { expect, test } from '../support/test.ts';
import { answer, prefer, queryOf } from '../support/routes.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { expectNoSidewaysScroll, nextFrames, passBy, shot, tabTo } from '../support/screens.ts';
import { loginAs } from '../support/session.ts';

const help = (page: Page) => page.getByRole('region', { name: '가까운 도움 받기' });
const SIZES = ['normal', 'large', 'x-large'] as const;

test.use({ noInternet: true });

test('a member sees the places of their district on home: kind, services, address, hours, 기준일, 출처 and 전화 걸기; 360 px × 3 sizes and 1280, keyboard, axe 0, nothing above moves', async ({ page }) => {
  await loginAs(page); // 서울특별시 종로구
  await prefer(page, 'help/nearby', 'example=yangcheon');
  // the places come after the screen's own content has settled, as on a slow line
  await page.route('**/v1/help/nearby*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    return route.fallback();
  });
  await page.addInitScript(() => {
    const shifts: string[] = ((window as unknown as { shifts: string[] }).shifts = []);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node; previousRect: DOMRect; currentRect: DOMRect }[] })[])
        if (!entry.hadRecentInput) shifts.push(`${entry.value.toFixed(4)} ${entry.sources.map((s) => `${(s.node as Element | undefined)?.className ?? s.node?.nodeName} ${s.previousRect.y}->${s.currentRect.y}`).join(', ')}`);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const asked = page.waitForRequest((r) => r.url().includes('/v1/help/nearby'));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(page.getByRole('region', { name: /최신 채용/ }).getByRole('link').first()).toBeVisible();
  await passBy(page, help(page));
  expect(queryOf(await asked)).toEqual({ regionCode: '11110' });
  await expect(help(page).getByRole('status')).toContainText('가까운 곳을 찾는 중이에요');
  const shiftsBefore = await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts.length);

  const section = help(page);
  await expect(section).toContainText('서울특별시 종로구에서 찾아갈 수 있는 곳');
  const card = section.getByRole('article', { name: '양천시니어클럽' });
  await expect(card).toContainText('시니어클럽 · 어르신 일자리');
  await expect(card).toContainText('시장형 일자리 · 공익형 일자리 · 사회서비스형 일자리 · 맞춤형 직업교육');
  await expect(card).toContainText('서울 양천구 신목로 46, 1층');
  await expect(card).toContainText('운영 시간확인하지 못했어요');
  await expect(card).toContainText('기준일 2019.05.29');
  const source = card.getByRole('link', { name: /^출처/ });
  await expect(source).toHaveAttribute('href', 'https://newsis.com/view/?id=NISX20190529_0000665529&cID=10801&pID=14000');
  await expect(source).toHaveAttribute('target', '_blank');
  const call = card.getByRole('link', { name: /전화 걸기/ });
  await expect(call).toHaveAttribute('href', 'tel:02-2602-9988');
  // a place without a sourced number says so plainly, with no link
  // a place that does not serve the district comes after the ones that do, under its own line
  await expect(section.getByText('같은 시·도의 다른 곳')).toBeVisible();
  const other = section.getByRole('article', { name: '서울강서고용복지+센터' });
  await expect(other.getByRole('link', { name: /전화 걸기/ })).toHaveCount(0);
  await expect(other).toContainText('전화번호는 아직 확인하지 못했어요');
  // the section loads last and keeps its room: nothing on the page moved when its cards came
  expect(await page.evaluate((n) => (window as unknown as { shifts: string[] }).shifts.slice(n), shiftsBefore)).toEqual([]);

  await tabTo(page, call);
  await expect(call).toBeFocused();
  await expectNoAxeViolations(page);

  // 정보가 틀렸어요: a reason is asked for; too many reports say so in Korean; then the server's confirmation
  const reports: unknown[] = [];
  await page.route('**/v1/help/places/*/reports', (route) => {
    reports.push(route.request().postDataJSON());
    const headers = { ...route.request().headers(), ...(reports.length === 1 ? { prefer: 'code=429' } : {}) };
    return route.continue({ headers });
  });
  await card.getByRole('button', { name: /정보가 틀렸어요/ }).click();
  const dialog = page.getByRole('dialog', { name: '정보가 틀렸어요' });
  await expect(dialog).toContainText('양천시니어클럽');
  await dialog.getByRole('button', { name: '보내기' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('무엇이 틀렸는지 하나 골라 주세요.');
  expect(reports).toEqual([]);
  await dialog.getByRole('radio', { name: '전화번호가 틀렸어요' }).check();
  await dialog.getByLabel(/맞는 정보나 하고 싶은 말/).fill('  전화하니 다른 곳이 받아요. ');
  await expectNoAxeViolations(page);
  await shot(page, 'help-report-dialog-normal-1280', { fullPage: false });
  await dialog.getByRole('button', { name: '보내기' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('요청이 너무 많습니다. 잠시 후 다시 시도해주세요.');
  await dialog.getByRole('button', { name: '보내기' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('status')).toHaveText('알려 주셔서 고마워요. 출처를 다시 확인해서 고칠게요.');
  expect(reports).toEqual([
    { reason: 'WRONG_PHONE', note: '전화하니 다른 곳이 받아요.' },
    { reason: 'WRONG_PHONE', note: '전화하니 다른 곳이 받아요.' },
  ]);
  await expect(card.getByRole('button', { name: /정보가 틀렸어요/ })).toHaveCount(0);
  await section.scrollIntoViewIfNeeded();
  await shot(page, 'help-home-member-normal-1280', { fullPage: false });

  await page.setViewportSize({ width: 360, height: 740 });
  for (const size of SIZES) {
    await page.evaluate((s) => localStorage.setItem('textSize', s), size);
    await page.reload();
    await passBy(page, help(page));
    await expect(call).toBeVisible();
    await expectNoSidewaysScroll(page);
    const box = await call.boundingBox();
    expect(box?.height ?? 0, 'a large call button').toBeGreaterThanOrEqual(48);
    await card.scrollIntoViewIfNeeded();
    await shot(page, `help-home-member-${size}-360`, { fullPage: false });
  }
  // the report dialog on a phone at 아주 크게: every reason and 보내기 reachable, nothing sideways; Esc closes it
  await card.getByRole('button', { name: /정보가 틀렸어요/ }).click();
  await expect(dialog.getByRole('radio', { name: '문을 닫았어요' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot(page, 'help-report-dialog-x-large-360', { fullPage: false });
  await dialog.getByRole('button', { name: '보내기' }).scrollIntoViewIfNeeded();
  await expect(dialog.getByRole('button', { name: '보내기' })).toBeInViewport();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectNoAxeViolations(page);
});

test('a visitor on a job page chooses a district in the picker; loading, an error with 다시 시도, and a district with no place offering the picker again', async ({ page }) => {
  // the answer first: routes added later are asked first, so the counting route below falls back to it
  await answer(page, 'help/nearby', (request) => ({
    success: true,
    timestamp: '2026-11-28T09:30:00.000Z',
    data: { regionCode: Number(queryOf(request).regionCode), regionName: '부산광역시 해운대구', places: [] },
  }));
  const regionCodes: string[] = [];
  let calls = 0;
  await page.route('**/v1/help/nearby*', async (route) => {
    regionCodes.push(queryOf(route.request()).regionCode ?? '');
    calls += 1;
    if (calls <= 2) return route.abort('connectionfailed'); // the first ask and its one retry
    await new Promise((resolve) => setTimeout(resolve, 800)); // long enough to see the loading line
    return route.fallback();
  });
  await prefer(page, 'region/all', 'example=regions');
  const helpCode: string[] = [];
  page.on('request', (request) => /NearbyHelpSection-[\w-]+\.js$/.test(request.url()) && helpCode.push(request.url()));
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/jobinfo/1');
  const section = help(page);
  // a phone's first screen of the page does not load the section: neither its code nor its call
  await expect(page.getByRole('region', { name: /채용 공고$/ }).getByRole('link').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await nextFrames(page);
  expect(helpCode).toEqual([]);
  await passBy(page, section);
  expect(helpCode).toHaveLength(1);
  await expect(section).toContainText('사는 곳(시·군·구)을 고르면 가까운 고용센터와 상담 기관을 알려 드려요.');
  expect(regionCodes).toEqual([]); // a visitor is asked first

  const pick = section.getByRole('button', { name: '지역 고르기' });
  await tabTo(page, pick);
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: '지역 선택' });
  await picker.getByRole('radio', { name: '부산광역시' }).check();
  await picker.getByRole('button', { name: '해운대구' }).click();
  await expect(picker).toBeHidden();

  await expect(section.getByRole('alert')).toContainText('도움 받을 곳을 불러오지 못했어요.');
  await expectNoAxeViolations(page);
  await section.getByRole('button', { name: '다시 시도' }).click();
  await expect(section.getByRole('status')).toContainText('가까운 곳을 찾는 중이에요');
  await expect(section).toContainText('부산광역시 해운대구에서 찾아갈 곳은 아직 확인하지 못했어요. 다른 지역을 골라 보세요.');
  expect(regionCodes).toEqual(['26350', '26350', '26350']);
  await expect(section.getByRole('button', { name: '다른 지역 고르기' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await section.scrollIntoViewIfNeeded();
  await shot(page, 'help-jobinfo-visitor-none-360', { fullPage: false });
});
