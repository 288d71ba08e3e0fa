// Journey, part 5: saved-search alerts (issue 23): settings with their defaults, the Web Push key and subscriptions,
// the 알림함 and its unread count. The digest round itself runs inside the server (server/alerts tests).
import { PUSH_SUBSCRIPTION } from '../../support/requests.ts';
import { MISSING_ID, data } from './kit.ts';
import type { Journey } from './kit.ts';
import type { Accounts } from './accounts.ts';
import type { Catalogue } from './catalogue.ts';
import type { Todos } from './todos.ts';

export async function alerts(journey: Journey & Accounts & Catalogue & Todos) {
  const { v, expectTrue, tokenA, tokenB, jobId } = journey;
  const defaults = data(await v.call('getAlertSettings', { token: tokenA, expect: 200 }));
  expectTrue(
    defaults?.enabled === true && defaults?.newPostings === true && defaults?.closingScraps === true && defaults?.digestHour === 9,
    'first open: on, both kinds, 9시',
  );
  expectTrue(Array.isArray(defaults?.jobIds) && defaults.jobIds.includes(jobId), 'first open: the member’s saved jobs');
  expectTrue(Array.isArray(defaults?.regionCodes) && defaults.regionCodes.length === 1, 'first open: the member’s district');
  const wanted = { enabled: true, jobIds: [jobId], regionCodes: [11110, 11140], newPostings: true, closingScraps: false, digestHour: 8 };
  const saved = data(await v.call('updateAlertSettings', { token: tokenA, json: wanted, expect: 200 }));
  expectTrue(JSON.stringify(saved) === JSON.stringify(wanted), 'the saved settings come back as sent');
  const again = data(await v.call('getAlertSettings', { token: tokenA, expect: 200 }));
  expectTrue(JSON.stringify(again) === JSON.stringify(wanted), 'the settings are kept');
  await v.call('updateAlertSettings', { token: tokenA, json: { ...wanted, jobIds: [MISSING_ID] }, expect: 400, code: 'VALIDATION_FAILED' });
  await v.call('updateAlertSettings', { token: tokenA, json: { ...wanted, regionCodes: [99999] }, expect: 400, code: 'VALIDATION_FAILED' });
  await v.call('updateAlertSettings', { token: tokenA, json: { ...wanted, digestHour: 24 }, expect: 400, code: 'VALIDATION_FAILED' });
  await v.call('updateAlertSettings', { token: tokenA, json: { enabled: false }, expect: 400, code: 'VALIDATION_FAILED' });
  const key = data(await v.call('getPushKey', { token: tokenA, expect: 200 }));
  expectTrue(/^[A-Za-z0-9_-]{87}$/.test(String(key?.publicKey)) && atob(String(key?.publicKey).replace(/-/g, '+').replace(/_/g, '/') + '=').charCodeAt(0) === 4, 'the VAPID key is an uncompressed P-256 point');
  const keyB = data(await v.call('getPushKey', { token: tokenB, expect: 200 }));
  expectTrue(keyB?.publicKey === key?.publicKey, 'one VAPID key for every member');
  const endpoint = `${PUSH_SUBSCRIPTION.endpoint}-${journey.stamp}`;
  await v.call('addPushSubscription', { token: tokenA, json: { ...PUSH_SUBSCRIPTION, endpoint }, expect: 200 });
  await v.call('addPushSubscription', { token: tokenA, json: { ...PUSH_SUBSCRIPTION, endpoint }, expect: 200 });
  await v.call('addPushSubscription', { token: tokenA, json: { ...PUSH_SUBSCRIPTION, endpoint: 'http://push.example/x' }, expect: 400, code: 'VALIDATION_FAILED' });
  await v.call('addPushSubscription', { token: tokenA, json: { endpoint, keys: { p256dh: 'short', auth: 'x' } }, expect: 400, code: 'VALIDATION_FAILED' });
  await v.call('removePushSubscription', { token: tokenB, json: { endpoint }, expect: 200 });
  await v.call('removePushSubscription', { token: tokenA, json: { endpoint }, expect: 200 });
  await v.call('removePushSubscription', { token: tokenA, json: {}, expect: 400, code: 'VALIDATION_FAILED' });
  const inbox = data(await v.call('getAlertInbox', { token: tokenA, query: { pageNum: '0' }, expect: 200 }));
  expectTrue(inbox?.size === 10 && inbox?.number === 0 && Array.isArray(inbox?.content), 'the 알림함 is a page of 10');
  await v.call('getAlertInbox', { token: tokenA, query: { pageNum: '-1' }, expect: 400, code: 'VALIDATION_FAILED' });
  const count = data(await v.call('getAlertUnreadCount', { token: tokenA, expect: 200 }));
  expectTrue(count?.unreadCount === inbox?.content.filter((a: { readAt: string | null }) => a.readAt === null).length, 'the unread count matches the 알림함');
  const read = data(await v.call('markAlertsRead', { token: tokenB, json: { alertIds: [MISSING_ID] }, expect: 200 }));
  expectTrue(read?.unreadCount === 0, 'marking an alert that is not mine changes nothing');
  await v.call('markAlertsRead', { token: tokenA, json: { alertIds: [] }, expect: 400, code: 'VALIDATION_FAILED' });
}
