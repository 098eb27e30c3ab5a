/* global self */
/*
 * Bandwise push service worker. A push for a page the admin is looking at is handed to that page,
 * which shows it as a toast for five seconds; otherwise it becomes a system notification.
 */
const DEFAULT_TITLE = 'IMEI Device Checker';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { body: event.data ? event.data.text() : '' };
  }
  const title = payload.title || DEFAULT_TITLE;
  const body = payload.body || '';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const visible = windows.filter((w) => w.visibilityState === 'visible');
      if (visible.length > 0) {
        visible.forEach((w) => w.postMessage({ type: 'bandwise-push', title, body, data: payload.data || {} }));
        return undefined;
      }
      return self.registration.showNotification(title, { body, data: payload.data || {} });
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const wanted = event.notification.data && event.notification.data.url;
  // Only a path on this site: a notification must not open an arbitrary address.
  const url = typeof wanted === 'string' && wanted.startsWith('/') && !wanted.startsWith('//') ? wanted : '/admin';
  event.waitUntil(self.clients.openWindow(url));
});
