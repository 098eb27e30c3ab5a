/**
 * The three ways the product reaches people. Each is a port with a real adapter (SMTP, an SMS
 * provider, Web Push) and, where nothing is configured, an outbox that keeps the message for the
 * admin to read, and says so.
 */
export type MessageChannel = 'email' | 'sms' | 'push';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  /** The one action the mail asks for (a sign-in link): an outbox logs it for the operator. */
  link?: string;
}

export interface OutgoingSms {
  /** E.164, e.g. +14155550123. */
  to: string;
  body: string;
}

/** A browser's push subscription, as `PushSubscription.toJSON()` gives it. */
export interface PushSubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface OutgoingPush {
  subscription: PushSubscriptionJson;
  title: string;
  body: string;
  data?: Record<string, unknown>;
}

/**
 * What a transport made of one attempt. `retryable` failures (network, 5xx, 429) are tried again
 * later; permanent ones (a refused address, a gone subscription) are not.
 */
export type Delivery =
  | { ok: true; transport: string; providerId?: string }
  | { ok: false; transport: string; error: string; retryable: boolean; /** The recipient no longer exists (an expired push subscription). */ gone?: boolean };

export interface Mailer {
  /** 'outbox' when no mail server is configured. */
  readonly transport: string;
  send(mail: OutgoingEmail): Promise<Delivery>;
}

export interface SmsSender {
  readonly transport: string;
  send(sms: OutgoingSms): Promise<Delivery>;
}

export interface PushSender {
  readonly transport: string;
  send(push: OutgoingPush): Promise<Delivery>;
}

/** The transport name every outbox adapter reports. */
export const OUTBOX_TRANSPORT = 'outbox';
