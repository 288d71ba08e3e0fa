// Issue 23's screens under Prism: /alerts (turning alerts on from a tap, this phone's notifications, an iPhone tab
// and a refusal explained, each choice saved at once).
import { expect, test, type Page } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { envelope } from '../support/bodies.ts';
import { answer, prefer, stubOutside } from '../support/routes.ts';
import { expectNoSidewaysScroll, shot } from '../support/screens.ts';
import { loginAs } from '../support/session.ts';

// 보통, 크게, 아주 크게
const SIZES = ['normal', 'large', 'x-large'] as const;
const OFF = { enabled: false, jobIds: [1], regionCodes: [11110], newPostings: true, closingScraps: true, digestHour: 9 };
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/e2e-test-subscription';

/** Settings answered from what the app last saved (Prism would answer its example every time). */
async function settingsServer(page: Page, first = OFF) {
  let current = first;
  const puts: (typeof OFF)[] = [];
  await answer(page, 'alerts/settings', (request) => {
    if (request.method() === 'PUT') {
      current = request.postDataJSON();
      puts.push(current);
    }
    return envelope(current);
  });
  return puts;
}

/**
 * A browser whose push service answers (headless Chromium has none): the worker registration, the subscription and
 * the notices shown are stand-ins that record what the app did; the permission question answers `answer`.
 */
async function fakePush(page: Page, permission: NotificationPermission) {
  await page.addInitScript(
    ([endpoint, permission]) => {
      const log = { asked: 0, registered: [] as string[], shown: [] as string[], subscribedWith: 0 };
      (window as unknown as { pushLog: typeof log }).pushLog = log;
      let state: NotificationPermission = 'default';
      Object.defineProperty(Notification, 'permission', { get: () => state });
      Notification.requestPermission = async () => {
        log.asked++;
        state = permission as NotificationPermission;
        return state;
      };
      let subscription: PushSubscription | null = null;
      const registration = {
        pushManager: {
          getSubscription: async () => subscription,
          subscribe: async (options: PushSubscriptionOptionsInit) => {
            log.subscribedWith = (options.applicationServerKey as Uint8Array).length;
            subscription = {
              endpoint,
              toJSON: () => ({
                endpoint,
                expirationTime: null,
                keys: {
                  p256dh: 'BLQELIDm-6b9Bl07YrEuXJ4BL_YBVQ0dvt9NQGGJxIQidJWHPNa9YrouvcQ9d7_MqzvGS9Alz60SZNCG3qfpk0E',
                  auth: '4vQK-SvRAN5eo-8ASlrwAg',
                },
              }),
            } as unknown as PushSubscription;
            return subscription;
          },
        },
        showNotification: async (title: string) => void log.shown.push(title),
      };
      const sw = navigator.serviceWorker;
      sw.register = async (url: string | URL) => {
        log.registered.push(String(url));
        return registration as unknown as ServiceWorkerRegistration;
      };
      sw.getRegistration = async () => (log.registered.length ? (registration as unknown as ServiceWorkerRegistration) : undefined);
      Object.defineProperty(sw, 'ready', { get: () => Promise.resolve(registration) });
    },
    [ENDPOINT, permission] as const,
  );
}

const pushLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { pushLog: { asked: number; registered: string[]; shown: string[]; subscribedWith: number } }).pushLog);

test.beforeEach(async ({ page }) => {
  await loginAs(page);
  await stubOutside(page);
  // saved jobs: 요양보호사 (1) and 바리스타 (18)
  await prefer(page, 'member/info', 'example=memberInfo', 'GET');
  await prefer(page, 'region/all', 'example=regions');
});

test('/alerts: 알림 켜기 asks the browser only then, subscribes with the push key and shows 알림이 켜졌어요; each choice saves; 모든 알림 끄기', async ({
  page,
}) => {
  const puts = await settingsServer(page);
  await fakePush(page, 'granted');
  const subscriptions: unknown[] = [];
  await answer(page, 'alerts/push-subscriptions', (request) => (subscriptions.push(request.postDataJSON()), envelope(null)), { method: 'POST' });
  await page.goto('/alerts');
  await expect(page.getByRole('heading', { level: 1, name: '새 공고 알림' })).toBeVisible();
  await expect(page.getByText('지금은 알림이 꺼져 있어요.', { exact: true })).toBeVisible();
  // the saved job (요양보호사, Prism's member) and the district, ticked as the settings say
  await expect(page.getByRole('checkbox', { name: '요양보호사' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: '바리스타' })).not.toBeChecked();
  await expect(page.getByRole('group', { name: '어느 지역의 공고를 알려 드릴까요?' }).getByRole('listitem')).toHaveText(['서울특별시 종로구빼기']);
  expect((await pushLog(page)).asked, 'nothing is asked before the tap').toBe(0);
  expect((await pushLog(page)).registered, 'no worker before the tap').toEqual([]);
  await expectNoAxeViolations(page);
  await shot(page, 'alerts-off-1280');

  await page.getByRole('button', { name: '알림 켜기' }).click();
  await expect(page.getByText('알림이 켜져 있어요. 매일 오전 9시에 알려 드려요.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '알림이 켜졌어요' })).toBeVisible();
  const log = await pushLog(page);
  expect(log).toMatchObject({ asked: 1, registered: ['/sw.js'], shown: ['알림이 켜졌어요'], subscribedWith: 65 });
  expect(subscriptions).toEqual([expect.objectContaining({ endpoint: ENDPOINT, keys: expect.objectContaining({ auth: '4vQK-SvRAN5eo-8ASlrwAg' }) })]);
  expect(puts.at(-1)).toEqual({ ...OFF, enabled: true });

  // each choice is saved at once, the rest of the settings kept
  await page.getByRole('checkbox', { name: '바리스타' }).check();
  await expect.poll(() => puts.at(-1)?.jobIds).toEqual([1, 18]);
  await page.getByRole('checkbox', { name: /마감 임박 스크랩/ }).uncheck();
  await expect.poll(() => puts.at(-1)).toEqual({ ...OFF, enabled: true, jobIds: [1, 18], closingScraps: false });
  await page.getByRole('combobox', { name: '몇 시에 알려 드릴까요?' }).click();
  await page.getByRole('option', { name: '오후 10시' }).click();
  await expect.poll(() => puts.at(-1)?.digestHour).toBe(22);
  await expect(page.getByText('밤 9시부터 아침 8시 전까지는 휴대폰을 울리지 않고 알림함에만 넣어 드려요.')).toBeVisible();
  // a district added with the region picker, another taken away
  await page.getByRole('button', { name: '지역 더하기' }).click();
  const picker = page.getByRole('dialog', { name: '알림 받을 지역 선택' });
  await picker.getByRole('radio', { name: '부산광역시' }).check();
  await picker.getByRole('button', { name: '해운대구' }).click();
  await expect.poll(() => puts.at(-1)?.regionCodes).toEqual([11110, 26350]);
  await page.getByRole('button', { name: '서울특별시 종로구 빼기' }).click();
  await expect.poll(() => puts.at(-1)?.regionCodes).toEqual([26350]);
  await expectNoAxeViolations(page);

  for (const size of SIZES) {
    await page.evaluate((s) => localStorage.setItem('textSize', s), size);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.reload();
    await expect(page.getByRole('button', { name: '모든 알림 끄기' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot(page, `alerts-on-360-${size}`);
  }
  await expectNoAxeViolations(page);
  // one tap stops everything
  await page.getByRole('button', { name: '모든 알림 끄기' }).click();
  await expect(page.getByText('지금은 알림이 꺼져 있어요.', { exact: true })).toBeVisible();
  expect(puts.at(-1)?.enabled).toBe(false);
});

/** An inbox of one alert with `count` postings (Prism's examples hold at most two). */
const inboxOf = (count: number) => {
  const items = Array.from({ length: count }, (_, i) => ({
    recruitId: String(49_200_000 + i),
    title: `요양보호사 채용 ${i + 1}`,
    companyName: '행복요양센터',
    locationName: '서울특별시 종로구',
    deadline: `D-${i + 2}`,
    url: `https://www.saramin.co.kr/zf_user/jobs/relay/view?rec_idx=${49_200_000 + i}`,
    isExample: false,
  }));
  const alert = { alertId: 7, kind: 'NEW_POSTINGS', createdAt: '2026-11-22T00:00:05.000Z', readAt: '2026-11-22T01:00:00.000Z', title: `새 공고 ${count}건`, body: '', items };
  const sort: unknown[] = [];
  return envelope({ totalElements: 1, totalPages: 1, size: 10, content: [alert], number: 0, numberOfElements: 1, first: true, last: true, empty: false, sort, pageable: { pageNumber: 0, pageSize: 10, offset: 0, paged: true, unpaged: false, sort } });
};

test('/alerts explains an iPhone tab (홈 화면에 추가) and a refused permission, and the 알림함 works anyway', async ({ page, browser }) => {
  await settingsServer(page);
  await fakePush(page, 'denied');
  await answer(page, 'alerts/inbox', inboxOf(5), { method: 'GET' });
  await page.goto('/alerts');
  // an alert shows its first three postings; 더 보기 brings the rest and the keyboard goes on at the fourth
  const alert = page.getByRole('article', { name: '새 공고 5건' });
  await expect(alert.getByRole('listitem')).toHaveCount(3);
  await alert.getByRole('button', { name: '공고 2건 더 보기' }).click();
  await expect(alert.getByRole('listitem')).toHaveCount(5);
  await expect(alert.getByRole('listitem').nth(3)).toBeFocused();
  await page.getByRole('button', { name: '알림 켜기' }).click();
  await expect(page.getByText('이 브라우저에서 새길의 알림이 막혀 있어요.')).toBeVisible();
  await expect(page.getByText('‘알림’을 ‘허용’으로 바꾼 다음, 이 화면을 새로 고쳐 주세요.')).toBeVisible();
  expect((await pushLog(page)).registered, 'no worker when the member said no').toEqual([]);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await shot(page, 'alerts-denied-360');

  // an iPhone's Safari tab: no question at all, the home screen explained
  const iphone = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    viewport: { width: 360, height: 740 },
    baseURL: new URL(page.url()).origin,
  });
  const phone = await iphone.newPage();
  await loginAs(phone);
  await stubOutside(phone);
  await settingsServer(phone, { ...OFF, enabled: true });
  await phone.goto('/alerts');
  await expect(phone.getByText('아이폰에서는 새길을 홈 화면에 추가해야 휴대폰 알림을 받을 수 있어요.')).toBeVisible();
  await expect(phone.getByText('‘홈 화면에 추가’를 고르고 ‘추가’를 누르세요.')).toBeVisible();
  await expect(phone.getByText('홈 화면에 추가하지 않아도 새 알림은 이 화면의 알림함에 모두 쌓여요.')).toBeVisible();
  // the screen that teaches 홈 화면에 추가 names the app's manifest and icon in <head>; other screens don't fetch them
  await expect(phone.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(phone.locator('head link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/saegil-192.png');
  expect(await (await phone.request.get('/manifest.webmanifest')).json()).toMatchObject({ display: 'standalone', start_url: '/' });
  await phone.getByRole('link', { name: '새길 홈으로' }).click();
  await expect(phone).toHaveURL(/\/$/);
  await expect(phone.locator('link[rel="manifest"]')).toHaveCount(0);
  await expect(phone.getByRole('button', { name: '이 휴대폰으로도 알림 받기' })).toHaveCount(0);
  await expectNoAxeViolations(phone);
  await shot(phone, 'alerts-iphone-360');
  await iphone.close();
});

test('알림함: the alerts as posting cards, marked read once shown; the top bar’s badge says the count and moves nothing as it comes; never for a visitor', async ({
  page,
  browser,
}) => {
  await settingsServer(page, { ...OFF, enabled: true });
  // the count is held until the bar's places have been measured: its arrival must move nothing
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let unread = 3;
  await page.route('**/v1/alerts/unread-count*', async (route) => {
    await held;
    await route.fulfill({ contentType: 'application/json', body: JSON.stringify(envelope({ unreadCount: unread })) });
  });
  const reads: unknown[] = [];
  await answer(page, 'alerts/inbox/read', (request) => {
    reads.push(request.postDataJSON());
    unread = 0;
    return envelope({ unreadCount: 0 });
  });
  await prefer(page, 'alerts/inbox', 'example=twoAlerts', 'GET');
  await page.goto('/jobfound');
  const bar = page.getByRole('banner');
  const inboxLink = bar.getByRole('link', { name: '알림', exact: true });
  await expect(inboxLink).toBeVisible();
  const places = () =>
    page.evaluate(() => [...document.querySelectorAll('.top-bar a, .top-bar button')].map((el) => JSON.stringify(el.getBoundingClientRect())));
  const before = await places();
  release();
  const badge = bar.getByRole('link', { name: '알림 3건 읽지 않음' });
  await expect(badge).toBeVisible();
  await expect(badge).toContainText('3');
  expect(await places(), 'the badge moved nothing in the top bar').toEqual(before);
  await shot(page, 'alerts-badge-1280', { fullPage: false });

  await badge.click();
  await expect(page).toHaveURL(/\/alerts$/);
  const inbox = page.getByRole('region', { name: '알림함' });
  const fresh = inbox.getByRole('article', { name: /새 공고 2건/ });
  await expect(fresh).toContainText('새 알림');
  await expect(fresh).toContainText('11월 22일 오전 9시');
  await expect(fresh).toContainText('D-14');
  await expect(fresh).toContainText('상시 채용');
  await expect(fresh.getByRole('link', { name: /주간보호센터 요양보호사 채용.*새 창에서 열림/ })).toHaveAttribute(
    'href',
    'https://www.saramin.co.kr/zf_user/jobs/relay/view?rec_idx=49123456',
  );
  await expect(inbox.getByRole('article', { name: /마감 임박 스크랩 1건/ })).toContainText('D-1');
  await expect.poll(() => reads).toEqual([{ alertIds: [42, 41] }]);
  await expect(bar.getByRole('link', { name: '알림', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'alerts-inbox-1280');
  for (const size of SIZES) {
    await page.evaluate((s) => localStorage.setItem('textSize', s), size);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.reload();
    await expect(inbox.getByRole('article').first()).toBeVisible();
    // at 크게 and 아주 크게 the bar folds into 메뉴, and 알림 is inside it
    if (size !== 'normal') await bar.getByRole('button', { name: '메뉴' }).click();
    await expect(bar.getByRole('link', { name: '알림', exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await inbox.scrollIntoViewIfNeeded();
    await shot(page, `alerts-inbox-360-${size}`, { fullPage: false });
  }
  await expectNoAxeViolations(page);
  // folded into 메뉴, the count is on the button
  unread = 5;
  await page.goto('/jobfound');
  await expect(bar.getByRole('button', { name: /^메뉴 \(알림 5건 읽지 않음\)$/ })).toBeVisible();
  await shot(page, 'alerts-menu-badge-360-x-large', { fullPage: false });

  // a visitor's bar has no 알림
  const visitor = await browser.newPage({ baseURL: new URL(page.url()).origin });
  await stubOutside(visitor);
  await visitor.goto('/jobfound');
  await expect(visitor.getByRole('banner').getByRole('link', { name: '로그인' })).toBeVisible();
  await expect(visitor.getByRole('banner').getByRole('link', { name: /알림/ })).toHaveCount(0);
  await visitor.close();
});

test('/jobsearch 새 공고 알림 받기 adds the searched job × district to the settings (the rest kept) and links to /alerts; a visitor logs in and comes back', async ({
  page,
  browser,
}) => {
  const puts = await settingsServer(page, { ...OFF, jobIds: [18], regionCodes: [26350], digestHour: 8 });
  await answer(page, 'job/list', envelope({ content: [{ jobId: 1, jobName: '요양보호사', jobDescription: '어르신을 돌보는 일', imageUrl: '/images/jobs/1.webp', todoGroupNum: 3 }], totalPages: 1, totalElements: 1, number: 0, size: 9 }));
  const search = '/jobsearch?job=요양보호사&location=서울특별시+종로구';
  await page.goto(search);
  await page.getByRole('button', { name: '새 공고 알림 받기' }).click();
  await expect(page.getByRole('status').filter({ hasText: '요양보호사 · 서울특별시 종로구의 새 공고를 매일 오전 8시에 알려 드릴게요.' })).toBeVisible();
  expect(puts).toEqual([{ ...OFF, enabled: true, jobIds: [18, 1], regionCodes: [26350, 11110], digestHour: 8 }]);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('button', { name: '새 공고 알림 받기' }).scrollIntoViewIfNeeded();
  await shot(page, 'jobsearch-alert-saved-360', { fullPage: false });
  await page.getByRole('link', { name: '알림 설정 보기' }).click();
  await expect(page).toHaveURL(/\/alerts$/);

  const visitor = await browser.newPage({ baseURL: new URL(page.url()).origin });
  await stubOutside(visitor);
  await prefer(visitor, 'member/auth/login', 'example=loggedIn');
  await visitor.goto(search);
  await visitor.getByRole('link', { name: '새 공고 알림 받기' }).click();
  await expect(visitor).toHaveURL(/\/login$/);
  await visitor.getByRole('textbox', { name: '아이디' }).fill('saegil2026');
  await visitor.getByLabel('비밀번호', { exact: true }).fill('Saegil!2026');
  await visitor.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(visitor).toHaveURL(/\/jobsearch\?job=/);
  await expect(visitor.getByRole('button', { name: '새 공고 알림 받기' })).toBeVisible();
  await visitor.close();
});
