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
  event.waitUntil(self.clients.openWindow(sameOriginUrl(event.notification.data && event.notification.data.url)));
});

/**
 * Only an address on this site: a notification must not open an arbitrary one. The URL is
 * resolved the way the browser would (so `/\evil.example`, `//evil.example` and absolute URLs
 * elsewhere are seen for what they are) and kept only when its origin is this worker's.
 */
function sameOriginUrl(wanted) {
  if (typeof wanted !== 'string' || wanted === '') return '/admin';
  try {
    const url = new URL(wanted, self.location.origin);
    return url.origin === self.location.origin ? url.pathname + url.search + url.hash : '/admin';
  } catch {
    return '/admin';
  }
}
