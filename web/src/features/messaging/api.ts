import { adminJson } from '../admin/admin-call';

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

export const sendSms = (t: string, p: SmsPayload) => adminJson<{ success: true; transport: string }>(t, 'POST', '/api/messaging/sms', p);
export const sendEmail = (t: string, p: EmailPayload) => adminJson<{ success: true; transport: string }>(t, 'POST', '/api/messaging/email', p);
export const sendPush = (t: string, p: PushPayload) => adminJson<{ success: true }>(t, 'POST', '/api/messaging/push', p);
export const fetchVapidKey = (t: string) => adminJson<{ publicKey: string }>(t, 'GET', '/api/messaging/push/public-key');
export const saveSubscription = (t: string, subscription: unknown) =>
  adminJson<{ success: true; token: string }>(t, 'POST', '/api/messaging/push/subscriptions', { subscription });
export const fetchMessages = (t: string) => adminJson<MessageRecord[]>(t, 'GET', '/api/messaging/messages?limit=10');
export const fetchOutbox = (t: string) => adminJson<OutboxEntry[]>(t, 'GET', '/api/messaging/outbox?limit=10');

export interface MessagingStatus {
  email: string;
  sms: string;
  push: string;
  pushSubscriptions: number;
}
export const fetchMessagingStatus = (t: string) => adminJson<MessagingStatus>(t, 'GET', '/api/messaging/status');
