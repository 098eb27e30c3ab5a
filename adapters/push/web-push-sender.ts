import { Agent, globalAgent } from 'node:https';
import type { Delivery, OutgoingPush, PushSender } from '../../core';
import type { PushEndpointPolicy } from './push-endpoint-policy';
import type { VapidKeys } from './vapid-keys';
import { webPush } from './web-push-module';

/** What the service worker receives; it shows `title` (or the product's default) and `body`. */
export const pushPayload = (p: OutgoingPush): string => JSON.stringify({ title: p.title, body: p.body, data: p.data ?? {} });

/**
 * Web Push (RFC 8030) with VAPID (RFC 8292) and aes128gcm payload encryption (RFC 8291), through
 * the `web-push` library. 404 and 410 mean the subscription is gone; 429 and 5xx are retried.
 * Endpoints pass the policy before each send and again at connect time (the agent's `lookup`);
 * redirects are not followed. What the push service or the socket said stays here: answers and
 * the message log get a short generic cause.
 */
export class WebPushSender implements PushSender {
  readonly transport = 'webpush';

  constructor(private readonly keys: VapidKeys, private readonly subject: string, readonly policy: PushEndpointPolicy) {}

  get publicKey(): string {
    return this.keys.publicKey;
  }

  async send(push: OutgoingPush): Promise<Delivery> {
    const refused = this.policy.checkUrl(push.subscription.endpoint);
    if (refused) return { ok: false, transport: this.transport, error: `Push endpoint refused: ${refused}`, retryable: false };
    // A fresh agent per send, trusting what the global agent trusts, that connects only to public addresses.
    const agent = new Agent({ lookup: this.policy.lookup, ca: globalAgent.options.ca, keepAlive: false });
    try {
      const res = await webPush().sendNotification(push.subscription, pushPayload(push), {
        vapidDetails: { subject: this.subject, publicKey: this.keys.publicKey, privateKey: this.keys.privateKey },
        TTL: 24 * 60 * 60,
        timeout: 10_000,
        agent,
        contentEncoding: 'aes128gcm',
      });
      return { ok: true, transport: this.transport, providerId: String(res.headers?.location ?? '') || undefined };
    } catch (e) {
      if (e instanceof webPush().WebPushError) {
        const gone = e.statusCode === 404 || e.statusCode === 410;
        return {
          ok: false,
          transport: this.transport,
          error: gone ? 'The push subscription has expired or was removed' : `Push service refused the message (HTTP ${e.statusCode})`,
          retryable: e.statusCode === 429 || e.statusCode >= 500,
          gone,
        };
      }
      if ((e as { code?: string }).code === 'PUSH_ADDRESS_REFUSED') {
        return { ok: false, transport: this.transport, error: 'Push endpoint refused: the endpoint is not on a public address', retryable: false };
      }
      return { ok: false, transport: this.transport, error: 'Push service unreachable', retryable: true };
    } finally {
      agent.destroy();
    }
  }
}
