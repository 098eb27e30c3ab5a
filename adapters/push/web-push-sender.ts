import { sendNotification, WebPushError } from 'web-push';
import type { Delivery, OutgoingPush, PushSender } from '../../core';
import type { VapidKeys } from './vapid-keys';

/** What the service worker receives; it shows `title` (or the product's default) and `body`. */
export const pushPayload = (p: OutgoingPush): string => JSON.stringify({ title: p.title, body: p.body, data: p.data ?? {} });

/**
 * Web Push (RFC 8030) with VAPID (RFC 8292) and aes128gcm payload encryption (RFC 8291), through
 * the `web-push` library. 404 and 410 mean the subscription is gone; 429 and 5xx are retried.
 */
export class WebPushSender implements PushSender {
  readonly transport = 'webpush';

  constructor(private readonly keys: VapidKeys, private readonly subject: string) {}

  get publicKey(): string {
    return this.keys.publicKey;
  }

  async send(push: OutgoingPush): Promise<Delivery> {
    try {
      const res = await sendNotification(push.subscription, pushPayload(push), {
        vapidDetails: { subject: this.subject, publicKey: this.keys.publicKey, privateKey: this.keys.privateKey },
        TTL: 24 * 60 * 60,
        timeout: 10_000,
        contentEncoding: 'aes128gcm',
      });
      return { ok: true, transport: this.transport, providerId: String(res.headers?.location ?? '') || undefined };
    } catch (e) {
      if (e instanceof WebPushError) {
        const gone = e.statusCode === 404 || e.statusCode === 410;
        return {
          ok: false,
          transport: this.transport,
          error: gone ? 'The push subscription has expired or was removed' : `The push service answered ${e.statusCode}: ${String(e.body || e.message).slice(0, 200)}`,
          retryable: e.statusCode === 429 || e.statusCode >= 500,
          gone,
        };
      }
      return { ok: false, transport: this.transport, error: `Push service unreachable: ${(e as Error).message}`, retryable: true };
    }
  }
}
