import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';

type Listener = (event: unknown) => void;

/** Runs the shipped push service worker in a worker-like scope on https://bandwise.test and clicks a notification. */
async function openedOnClick(url: unknown): Promise<string> {
  const listeners: Record<string, Listener> = {};
  const opened: string[] = [];
  const self = {
    location: new URL('https://bandwise.test/push-sw.js'),
    addEventListener: (type: string, listener: Listener) => void (listeners[type] = listener),
    clients: { openWindow: async (u: string) => void opened.push(u), matchAll: async () => [], claim: async () => undefined },
    registration: { showNotification: async () => undefined },
    skipWaiting: () => undefined,
  };
  runInNewContext(readFileSync(join(__dirname, '../../web/public/push-sw.js'), 'utf8'), { self, URL });
  let done: Promise<unknown> = Promise.resolve();
  listeners.notificationclick({ notification: { close: () => undefined, data: { url } }, waitUntil: (p: Promise<unknown>) => void (done = p) });
  await done;
  return opened[0];
}

/** Issue 14 item 14: a push notification cannot send the admin to another site. */
describe('push service worker opens only same-origin addresses', () => {
  it.each([
    ['/\\evil.example'], ['//evil.example'], ['https://evil.example/admin'], ['\\\\evil.example'], ['javascript:alert(1)'],
    [' //evil.example'], [42],
  ])('a click on a notification for %p opens the admin page, not the other site', async (url) => {
    expect(await openedOnClick(url)).toBe('/admin');
  });

  it.each([
    ['/admin?tab=push', '/admin?tab=push'],
    ['https://bandwise.test/check#result', '/check#result'],
    ['messages', '/messages'],
    ['https:evil.example', '/evil.example'],
  ])('a click for %p opens %p on this site', async (url, expected) => {
    expect(await openedOnClick(url)).toBe(expected);
  });
});
