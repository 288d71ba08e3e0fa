// Issue 23 against the reference server: a member turns alerts on at /alerts (the permission granted to the browser),
// the server's own round (ALERTS_EVERY=1m in playwright.config.ts) puts a closing scrap in the 알림함, the top bar
// says the count, and the service worker shows a push's Korean title. Headless Chromium reaches no push service, so
// the subscription is added through the API, and the push is a synthetic PushEvent in the worker.
import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { apiData, bearer, useSession } from '../support/members.ts';
import type { Posting } from '../support/live-data.ts';
import { stubOutside } from '../support/routes.ts';
import { expectNoSidewaysScroll, shot, tabTo } from '../support/screens.ts';

test('alerts: 알림 켜기 by keyboard registers the worker, the round fills 알림함 and the badge, a push shows its Korean title', async ({
  page,
  context,
  request,
  member,
}) => {
  test.setTimeout(200_000);
  await stubOutside(page);
  // a posting with its own deadline 1 or 3 days away, scrapped: the member's next round reminds of it
  let closing: Posting | undefined;
  for (let pageNum = 0; pageNum < 10 && !closing; pageNum++) {
    const list = await apiData<{ job: Posting[] }>(request, `/v1/recruit/list?count=50&pageNum=${pageNum}`);
    closing = list.job.find((p) => p.closeType === '접수마감일' && (p.deadline === 'D-1' || p.deadline === 'D-3'));
  }
  expect(closing, 'a seeded posting closing in 1 or 3 days').toBeDefined();
  const scrapped = await request.post(`/v1/scrap/recruit/${closing!.id}`, { headers: bearer(member) });
  expect(scrapped.status(), await scrapped.text()).toBe(200);

  await context.grantPermissions(['notifications']);
  await useSession(page, member);
  await page.goto('/alerts');
  await expect(page.getByRole('heading', { level: 1, name: '새 공고 알림' })).toBeVisible();
  expect(context.serviceWorkers(), 'no worker before the member asks').toHaveLength(0);
  const on = page.getByRole('button', { name: '알림 켜기' });
  // the settings were made on first open: saved jobs, district, both kinds, 9시; alerts are on by default, so
  // stop them all first, then turn them on again with the keyboard
  await page.getByRole('button', { name: '모든 알림 끄기' }).click();
  // 알림 켜기 is busy (and ignores a press) until that save has answered
  await expect(on).not.toHaveAttribute('aria-busy');
  await tabTo(page, on);
  const worker = context.waitForEvent('serviceworker');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^알림이 켜져 있어요\./)).toBeVisible();
  // no push service here: subscribing fails and says so in Korean (a phone gets 알림이 켜졌어요)
  await expect(page.getByRole('status').filter({ hasText: /알림이 켜졌어요|알림을 보낼 준비를 하지 못했어요/ })).toBeVisible();
  const sw = await worker;
  expect(new URL(sw.url()).pathname).toBe('/sw.js');

  // the subscription as a phone's browser would send it, and the hour set to 0시 so the next round is the member's
  const subscribe = await request.post('/v1/alerts/push-subscriptions', {
    headers: bearer(member),
    data: {
      endpoint: `https://push.invalid/saegil-e2e/${member.memberId}`,
      expirationTime: null,
      keys: { p256dh: 'BLQELIDm-6b9Bl07YrEuXJ4BL_YBVQ0dvt9NQGGJxIQidJWHPNa9YrouvcQ9d7_MqzvGS9Alz60SZNCG3qfpk0E', auth: '4vQK-SvRAN5eo-8ASlrwAg' },
    },
  });
  expect(subscribe.status(), await subscribe.text()).toBe(200);
  const settings = await apiData<Record<string, unknown>>(request, '/v1/alerts/settings', member);
  const saved = await request.put('/v1/alerts/settings', { headers: bearer(member), data: { ...settings, enabled: true, digestHour: 0 } });
  expect(saved.status(), await saved.text()).toBe(200);

  // the server's next round (every minute) makes the member's alert
  await expect
    .poll(async () => (await apiData<{ unreadCount: number }>(request, '/v1/alerts/unread-count', member)).unreadCount, {
      timeout: 150_000,
      intervals: [5_000],
    })
    .toBe(1);

  await page.goto('/jobfound');
  const badge = page.getByRole('banner').getByRole('link', { name: '알림 1건 읽지 않음' });
  await expect(badge).toBeVisible();
  await badge.click();
  const alert = page.getByRole('region', { name: '알림함' }).getByRole('article', { name: /마감 임박 스크랩 1건/ });
  await expect(alert).toContainText(closing!.title);
  await expect(alert).toContainText(closing!.deadline);
  await expect(page.getByRole('banner').getByRole('link', { name: '알림', exact: true })).toBeVisible();
  expect((await apiData<{ unreadCount: number }>(request, '/v1/alerts/unread-count', member)).unreadCount).toBe(0);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoSidewaysScroll(page);
  await shot(page, 'alerts-live-inbox-360');

  // a push as the server sends it: the worker shows its Korean title and body
  const shown = await sw.evaluate(async () => {
    // the worker's own global: its registration and PushEvent (not in the page's DOM types)
    const scope = self as unknown as EventTarget & {
      registration: ServiceWorkerRegistration;
      PushEvent: new (type: string, init: { data: string }) => Event;
    };
    const data = JSON.stringify({ title: '새길 알림', body: '마감 임박 스크랩 1건', url: '/alerts' });
    scope.dispatchEvent(new scope.PushEvent('push', { data }));
    for (let i = 0; i < 50; i++) {
      const notes = await scope.registration.getNotifications({ tag: 'saegil-digest' });
      if (notes.length) return notes.map((n) => ({ title: n.title, body: n.body }));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return [];
  });
  expect(shown).toEqual([{ title: '새길 알림', body: '마감 임박 스크랩 1건' }]);
});
