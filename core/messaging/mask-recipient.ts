import type { MessageChannel } from './channels';

/** a***@example.com: enough for an admin to tell recipients apart, not to harvest them. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** +1******0123: the first digit (the country code's, for international numbers) and the last four. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 6) return '***';
  const plus = phone.trim().startsWith('+') ? '+' : '';
  return `${plus}${digits[0]}${'*'.repeat(digits.length - 5)}${digits.slice(-4)}`;
}

/** push:fcm.googleapis.com/…a1b2: the push service and the end of the endpoint. */
export function maskEndpoint(endpoint: string): string {
  const host = /^https?:\/\/([^/?#]+)/i.exec(endpoint)?.[1] ?? 'unknown';
  return `push:${host}/…${endpoint.slice(-4)}`;
}

export function maskRecipient(channel: MessageChannel, recipient: string): string {
  if (channel === 'email') return maskEmail(recipient);
  if (channel === 'sms') return maskPhone(recipient);
  return maskEndpoint(recipient);
}
