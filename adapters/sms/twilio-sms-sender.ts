import type { Delivery, OutgoingSms, SmsSender } from '../../core';

export interface TwilioSettings {
  /** https://api.twilio.com, or any provider speaking the same REST API. */
  baseUrl: string;
  accountSid: string;
  authToken: string;
  from: string;
}

const TIMEOUT_MS = 10_000;

/**
 * SMS through a Twilio-compatible REST API: POST /2010-04-01/Accounts/{sid}/Messages.json with
 * To, From and Body, Basic authentication. 5xx, 429 and network failures are worth retrying;
 * other 4xx answers (a bad number, a blocked recipient) are not.
 */
export class TwilioSmsSender implements SmsSender {
  readonly transport = 'twilio';

  constructor(private readonly settings: TwilioSettings) {}

  async send(sms: OutgoingSms): Promise<Delivery> {
    const { baseUrl, accountSid, authToken, from } = this.settings;
    const url = `${baseUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
        },
        body: new URLSearchParams({ To: sms.to, From: from, Body: sms.body }).toString(),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (e) {
      return { ok: false, transport: this.transport, error: `SMS provider unreachable: ${(e as Error).message}`, retryable: true };
    }
    const text = await response.text().catch(() => '');
    let body: { sid?: string; message?: string } = {};
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      // Not JSON: the status says enough.
    }
    if (response.ok) return { ok: true, transport: this.transport, providerId: body.sid };
    const reason = (body.message ?? text).slice(0, 200) || response.statusText;
    return {
      ok: false,
      transport: this.transport,
      error: `SMS provider answered ${response.status}: ${reason}`,
      retryable: response.status >= 500 || response.status === 429,
    };
  }
}
