import { apiJson } from '../../lib/request';

const auth = (sessionToken: string) => ({ headers: { Authorization: `Bearer ${sessionToken}` } });

/** Payloads of specification section 3. */
export interface SmsPayload {
  phoneNumber: string;
  message: string;
}
export interface EmailPayload {
  email: string;
  subject: string;
  body: string;
}
export interface PushPayload {
  /** The browser's push subscription as JSON text. */
  token: string;
  title: string;
  body: string;
  data?: Record<string, unknown>;
}

export interface MessageRecord {
  id: string;
  channel: 'email' | 'sms' | 'push';
  purpose: string;
  recipient: string;
  status: 'sending' | 'sent' | 'retrying' | 'failed';
  transport: string | null;
  attempts: number;
  error: string | null;
  createdAt: string;
  nextAttemptAt: string | null;
}

export interface OutboxEntry {
  id: number;
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  link: string | null;
  createdAt: string;
}

export const sendSms = (t: string, p: SmsPayload) => apiJson<{ success: true; transport: string }>('POST', '/api/messaging/sms', p, auth(t));
export const sendEmail = (t: string, p: EmailPayload) => apiJson<{ success: true; transport: string }>('POST', '/api/messaging/email', p, auth(t));
export const sendPush = (t: string, p: PushPayload) => apiJson<{ success: true }>('POST', '/api/messaging/push', p, auth(t));
export const fetchVapidKey = (t: string) => apiJson<{ publicKey: string }>('GET', '/api/messaging/push/public-key', undefined, auth(t));
export const saveSubscription = (t: string, subscription: unknown) =>
  apiJson<{ success: true; token: string }>('POST', '/api/messaging/push/subscriptions', { subscription }, auth(t));
export const fetchMessages = (t: string) => apiJson<MessageRecord[]>('GET', '/api/messaging/messages?limit=10', undefined, auth(t));
export const fetchOutbox = (t: string) => apiJson<OutboxEntry[]>('GET', '/api/messaging/outbox?limit=10', undefined, auth(t));

export interface MessagingStatus {
  email: string;
  sms: string;
  push: string;
  pushSubscriptions: number;
}
export const fetchMessagingStatus = (t: string) => apiJson<MessagingStatus>('GET', '/api/messaging/status', undefined, auth(t));
