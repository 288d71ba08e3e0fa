// This browser's side of Web Push (issue 23): the service worker is registered only here, when the member turns
// alerts on (never on an ordinary load), then the push key, the subscription and the test notice.
import { addPushSubscription, getPushKey } from '#generated/api/alerts/alerts.ts';
import { base64UrlToBytes } from '../../shared/alerts/push-support.ts';

export const SW_URL = '/sw.js';
export const TEST_NOTICE = '알림이 켜졌어요';

/** What came of asking: subscribed (and the test notice shown), the member said no (or closed the question), or the
 *  browser could not subscribe (no push service reachable, a failed request). */
export type DeviceResult = 'subscribed' | 'denied' | 'dismissed' | 'failed';

/** The permission as it stands, without asking. */
export const currentPermission = (): NotificationPermission | 'unsupported' =>
  'Notification' in window ? Notification.permission : 'unsupported';

/** Whether this browser already sends 새길's notifications here (a registration with a subscription). */
export async function isSubscribed(): Promise<boolean> {
  if (!('serviceWorker' in navigator) || currentPermission() !== 'granted') return false;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return Boolean(await registration?.pushManager.getSubscription());
}

/**
 * After the member's tap: `permission` is the question already put to the browser inside the tap (a browser asks only
 * from a tap). Then the worker, the key, the subscription sent to the server, and the test notice.
 */
export async function subscribeDevice(permission: Promise<NotificationPermission>): Promise<DeviceResult> {
  const answer = await permission;
  if (answer === 'denied') return 'denied';
  if (answer !== 'granted') return 'dismissed';
  try {
    const registration = await navigator.serviceWorker.register(SW_URL, { scope: '/', updateViaCache: 'none' });
    await navigator.serviceWorker.ready;
    const existing = await registration.pushManager.getSubscription();
    const subscription =
      existing ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: base64UrlToBytes((await getPushKey()).data.publicKey),
      }));
    const json = subscription.toJSON();
    await addPushSubscription({
      endpoint: json.endpoint ?? subscription.endpoint,
      expirationTime: json.expirationTime ?? null,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    });
    await registration.showNotification(TEST_NOTICE, {
      body: '매일 고른 시각에 새 공고를 이 휴대폰으로 알려 드릴게요.',
      icon: '/icons/saegil-192.png',
      lang: 'ko',
      tag: 'saegil-test',
    });
    return 'subscribed';
  } catch {
    return 'failed';
  }
}
