import { parseAdminList } from '../core';
import type { TwilioSettings } from './sms/twilio-sms-sender';

/** Settings of the admin area, messaging and scheduled jobs; part of AppConfig. */
export interface AdminSettings {
  /** ADMIN_EMAILS: admins fixed by the operator's environment (besides `bandwise admin grant`). */
  adminEmails: string[];
  /** Where the web app is reached from outside; sign-in links are built from it, never from a Host header. */
  publicUrl: string;
  adminSessionHours: number;
  /** DEV_SIGN_IN_LINKS=1: development only, sign-in links are returned to callers on loopback. */
  devSignInLinks: boolean;
  /** smtp://user:pass@host:port (or smtps://); null keeps mail in the outbox. */
  smtpUrl: string | null;
  mailFrom: string;
  /** A Twilio-compatible SMS provider; null keeps SMS in the outbox. */
  sms: TwilioSettings | null;
  /** The VAPID contact (mailto: or https:) push services may use to reach the operator. */
  vapidSubject: string;
  /** First wait before a failed message is retried (then 4x per attempt). */
  messageRetryBaseMs: number;
  jobs: { enabled: boolean; retryIntervalMs: number; purgeIntervalMs: number; retentionIntervalMs: number };
  /** Sign-in calls per 15 minutes from one client address, and for one e-mail address. */
  signInPerAddress: number;
  signInPerEmail: number;
  /** Requests per hour for one admin (the dashboard polls every 10 seconds). */
  adminRequestsPerHour: number;
}

const num = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(n) && n > 0 ? n : fallback;
};

function publicUrlOf(env: NodeJS.ProcessEnv, port: number): string {
  const raw = env.PUBLIC_URL?.trim();
  if (!raw) return `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL such as https://bandwise.example.com, got "${raw}"`);
  }
  if (!/^https?:$/.test(url.protocol)) throw new Error(`PUBLIC_URL must start with http:// or https://, got "${raw}"`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

function smsOf(env: NodeJS.ProcessEnv): TwilioSettings | null {
  const accountSid = env.SMS_ACCOUNT_SID ?? env.TWILIO_ACCOUNT_SID;
  const authToken = env.SMS_AUTH_TOKEN ?? env.TWILIO_AUTH_TOKEN;
  const from = env.SMS_FROM ?? env.TWILIO_FROM;
  if (!accountSid) return null;
  if (!authToken || !from) throw new Error('SMS_ACCOUNT_SID is set: SMS_AUTH_TOKEN and SMS_FROM are needed too');
  return { baseUrl: env.SMS_PROVIDER_URL?.trim() || 'https://api.twilio.com', accountSid, authToken, from };
}

export function loadAdminSettings(env: NodeJS.ProcessEnv, port: number): AdminSettings {
  const mailFrom = env.MAIL_FROM?.trim() || 'Bandwise <no-reply@bandwise.invalid>';
  const fromAddress = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return {
    adminEmails: parseAdminList(env.ADMIN_EMAILS),
    publicUrl: publicUrlOf(env, port),
    adminSessionHours: num(env.ADMIN_SESSION_HOURS, 24),
    devSignInLinks: env.DEV_SIGN_IN_LINKS === '1',
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom,
    sms: smsOf(env),
    vapidSubject: env.VAPID_SUBJECT?.trim() || `mailto:${fromAddress}`,
    messageRetryBaseMs: num(env.MESSAGE_RETRY_BASE_MS, 60_000),
    jobs: {
      enabled: env.JOBS !== 'off',
      retryIntervalMs: num(env.JOB_RETRY_INTERVAL_MS, 30_000),
      purgeIntervalMs: num(env.JOB_PURGE_INTERVAL_MS, 15 * 60_000),
      retentionIntervalMs: num(env.JOB_RETENTION_INTERVAL_MS, 6 * 3_600_000),
    },
    signInPerAddress: num(env.RATE_LIMIT_SIGN_IN_PER_ADDRESS, 20),
    signInPerEmail: num(env.RATE_LIMIT_SIGN_IN_PER_EMAIL, 5),
    adminRequestsPerHour: num(env.RATE_LIMIT_ADMIN_PER_HOUR, 5000),
  };
}
