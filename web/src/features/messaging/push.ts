import { fetchVapidKey, saveSubscription } from './api';

/** The service worker that receives pushes (web/public/push-sw.js). */
const WORKER_URL = '/push-sw.js';
/** The title of a push that names none (specification section 4). */
export const DEFAULT_PUSH_TITLE = 'IMEI Device Checker';

export class PushPermissionDenied extends Error {}

const supported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Asks permission, registers the service worker, subscribes with the server's VAPID key and
 * stores the subscription on the server. Returns the token: the subscription as JSON text.
 */
export async function enablePush(sessionToken: string): Promise<string> {
  if (!supported()) throw new Error('Push notifications are not supported by this browser.');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionDenied('Notification permission was not granted.');
  const registration = await navigator.serviceWorker.register(WORKER_URL);
  await navigator.serviceWorker.ready;
  const { publicKey } = await fetchVapidKey(sessionToken);
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) }));
  const { token } = await saveSubscription(sessionToken, subscription.toJSON());
  return token;
}

/** The token of a subscription this browser already has (permission granted earlier), or null. */
export async function existingPushToken(): Promise<string | null> {
  if (!supported() || Notification.permission !== 'granted') return null;
  const registration = await navigator.serviceWorker.getRegistration(WORKER_URL);
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return null;
  const { endpoint, keys } = subscription.toJSON();
  return JSON.stringify({ endpoint, keys });
}

export interface ForegroundPush {
  title: string;
  body: string;
}

/** Calls `onPush` for each push the service worker hands to this visible page; returns the unsubscribe. */
export function onForegroundPush(onPush: (push: ForegroundPush) => void): () => void {
  if (!('serviceWorker' in navigator)) return () => undefined;
  const listener = (event: MessageEvent) => {
    const message = event.data as { type?: string; title?: string; body?: string } | null;
    if (message?.type !== 'bandwise-push') return;
    onPush({ title: message.title || DEFAULT_PUSH_TITLE, body: message.body ?? '' });
  };
  navigator.serviceWorker.addEventListener('message', listener);
  return () => navigator.serviceWorker.removeEventListener('message', listener);
}
