import { isEmail } from '../access/issue-api-key';
import { domainError, type DomainError } from '../shared/domain-error';
import { fail, ok, type Result } from '../shared/result';
import type { OutgoingEmail, OutgoingPush, OutgoingSms, PushSubscriptionJson } from './channels';

/** The messages of specification section 5, so the API and the web say the same thing. */
export const SMS_FIELDS_MESSAGE = 'Please provide both phone number and message.';
export const EMAIL_FIELDS_MESSAGE = 'Please provide email, subject, and body.';
export const PUSH_FIELDS_MESSAGE = 'FCM token, title, and body are required.';

const invalid = (message: string, details: string[]): Result<never, DomainError> =>
  fail(domainError('INPUT_INVALID', details.length ? `${message} ${details.join('; ')}.` : message, { details }));
const blank = (s: unknown): boolean => typeof s !== 'string' || s.trim() === '';

/**
 * +14155550123 or 0014155550123, with spaces, dashes, dots and brackets dropped: E.164 after that.
 * A number without its country code ("(512) 555-0100") is refused: which country it is in cannot be
 * known, and adding a plus would text a stranger abroad (+51 is Peru).
 */
export function normalisePhone(raw: string): string | null {
  const compact = raw.trim().replace(/[\s().-]/g, '').replace(/^00/, '+');
  return /^\+[1-9]\d{6,14}$/.test(compact) ? compact : null;
}

export function validateSms(input: { phoneNumber?: string; message?: string }): Result<OutgoingSms> {
  if (blank(input.phoneNumber) || blank(input.message)) return invalid(SMS_FIELDS_MESSAGE, []);
  const to = normalisePhone(input.phoneNumber!);
  const details: string[] = [];
  if (!to) details.push('phoneNumber must be an international number with its country code, such as +14155550123 (a US number: +1 and its ten digits)');
  if (input.message!.length > 1600) details.push('message must be at most 1600 characters');
  return details.length ? invalid('The SMS cannot be sent:', details) : ok({ to: to!, body: input.message!.trim() });
}

export function validateEmail(input: { email?: string; subject?: string; body?: string }): Result<OutgoingEmail> {
  if (blank(input.email) || blank(input.subject) || blank(input.body)) return invalid(EMAIL_FIELDS_MESSAGE, []);
  const to = input.email!.trim();
  const details: string[] = [];
  if (!isEmail(to)) details.push('email must be a valid e-mail address');
  if (/[\r\n]/.test(input.subject!) || input.subject!.length > 200) details.push('subject must be one line of at most 200 characters');
  if (input.body!.length > 20_000) details.push('body must be at most 20000 characters');
  return details.length ? invalid('The e-mail cannot be sent:', details) : ok({ to, subject: input.subject!.trim(), text: input.body! });
}

/** The specification's push 'token' is the browser's subscription, as JSON text or as an object. */
export function parsePushToken(token: unknown): PushSubscriptionJson | null {
  let value: unknown = token;
  if (typeof token === 'string') {
    try {
      value = JSON.parse(token);
    } catch {
      return null;
    }
  }
  const s = value as Partial<PushSubscriptionJson> | null;
  if (!s || typeof s.endpoint !== 'string' || !/^https:\/\/[^\s]+$/i.test(s.endpoint) || s.endpoint.length > 1000) return null;
  const { p256dh, auth } = s.keys ?? ({} as Partial<PushSubscriptionJson['keys']>);
  if (typeof p256dh !== 'string' || typeof auth !== 'string' || !/^[A-Za-z0-9_-]{80,100}=*$/.test(p256dh) || !/^[A-Za-z0-9_-]{16,30}=*$/.test(auth)) return null;
  return { endpoint: s.endpoint, keys: { p256dh, auth } };
}

export function validatePush(input: { token?: unknown; title?: string; body?: string; data?: unknown }): Result<OutgoingPush> {
  if (blank(input.title) || blank(input.body) || input.token === undefined || input.token === null || input.token === '') {
    return invalid(PUSH_FIELDS_MESSAGE, []);
  }
  const details: string[] = [];
  const subscription = parsePushToken(input.token);
  if (!subscription) details.push('token must be a push subscription (JSON with an https endpoint and keys p256dh and auth)');
  if (input.title!.length > 100) details.push('title must be at most 100 characters');
  if (input.body!.length > 1000) details.push('body must be at most 1000 characters');
  const data = input.data;
  if (data !== undefined && data !== null && (typeof data !== 'object' || Array.isArray(data))) details.push('data must be a JSON object');
  else if (data && JSON.stringify(data).length > 2000) details.push('data must be at most 2000 characters as JSON');
  if (details.length) return invalid('The push notification cannot be sent:', details);
  const push: OutgoingPush = { subscription: subscription!, title: input.title!.trim(), body: input.body!.trim() };
  return ok(data ? { ...push, data: data as Record<string, unknown> } : push);
}
