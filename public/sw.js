// 새길's service worker (issue 23): shows the morning digest's notification and opens the 알림함 when it is tapped.
// It caches nothing: the app is always loaded from the network, so it can never serve a stale app.
// Registered only when a member turns alerts on (src/features/alerts/push-device.ts).
'use strict';

const INBOX = '/alerts';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** The push's payload ({title, body} in Korean, server/alerts/push.ts), or a plain notice when it cannot be read. */
function readPayload(data) {
  const fallback = { title: '새길 알림', body: '알림함에 새 알림이 있어요.' };
  if (!data) return fallback;
  try {
    const json = data.json();
    return {
      title: typeof json.title === 'string' && json.title ? json.title : fallback.title,
      body: typeof json.body === 'string' ? json.body : fallback.body,
      url: typeof json.url === 'string' && json.url.startsWith('/') ? json.url : INBOX,
    };
  } catch {
    return { title: fallback.title, body: data.text() || fallback.body };
  }
}

self.addEventListener('push', (event) => {
  const { title, body, url } = readPayload(event.data);
  const shown = self.registration.showNotification(title, {
    body,
    lang: 'ko',
    icon: '/icons/saegil-192.png',
    badge: '/icons/saegil-192.png',
    tag: 'saegil-digest',
    data: { url: url || INBOX },
  });
  try {
    event.waitUntil(shown);
  } catch {
    // an event not sent by the browser (a test's synthetic PushEvent) cannot be extended; the notice is shown anyway
  }
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || INBOX;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (!open) return self.clients.openWindow(url);
      // a window 새길 already has: brought forward and sent to the 알림함 (a new one if it cannot be)
      return open
        .focus()
        .then((w) => w.navigate(url))
        .catch(() => self.clients.openWindow(url));
    }),
  );
});
