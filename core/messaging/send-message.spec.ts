import { counterRandom, MovableClock } from '../testing/admin-fakes';
import { FakeMessageLog, FakePushSubscriptions, ScriptedTransport } from '../testing/messaging-fakes';
import { maskEmail, maskEndpoint, maskPhone } from './mask-recipient';
import { MessageDispatcher } from './message-dispatcher';
import { RetryMessages } from './retry-messages';
import { MAX_ATTEMPTS, nextAttemptAt } from './retry-policy';
import { SendMessage } from './send-message';
import { normalisePhone, parsePushToken } from './validate-message';

const BASE = 1000;
const down = { ok: false as const, error: 'Service unavailable', retryable: true };

function setup(smsScript: Array<typeof down | { ok: false; error: string; retryable: false; gone?: boolean }> = []) {
  const clock = new MovableClock(Date.parse('2026-11-21T10:00:00Z'));
  const log = new FakeMessageLog();
  const sms = new ScriptedTransport('twilio', smsScript);
  const push = new ScriptedTransport('webpush', smsScript);
  const subscriptions = new FakePushSubscriptions();
  const dispatcher = new MessageDispatcher({ mailer: new ScriptedTransport('smtp'), sms, push, log, clock, random: counterRandom(), retryBaseMs: BASE });
  return { clock, log, sms, subscriptions, send: new SendMessage({ dispatcher, subscriptions, clock }), retry: new RetryMessages({ log, dispatcher, clock }) };
}

describe('sending and retrying messages', () => {
  it.each([
    [1, 1000], [2, 4000], [3, 16000], [5, 256000],
  ])('waits base x 4^(n-1) after %i failed attempt(s)', (attempts, wait) => {
    const now = new Date(0);
    expect(nextAttemptAt(now, attempts, BASE)!.getTime()).toBe(wait);
  });

  it('gives up after the last attempt and caps the wait', () => {
    expect(nextAttemptAt(new Date(0), MAX_ATTEMPTS, BASE)).toBeNull();
    expect(nextAttemptAt(new Date(0), 5, 3_600_000)!.getTime()).toBe(6 * 3_600_000);
  });

  it('records a failed SMS as retrying, then sent when the retry is due, and erases the content', async () => {
    const { send, retry, log, clock, sms } = setup([down]);
    const r = await send.execute({ channel: 'sms', phoneNumber: '+14155550123', message: 'Hi' }, 'ops@example.com');
    expect(r).toMatchObject({ ok: false, error: { code: 'DELIVERY_FAILED', details: { status: 'retrying' } } });
    const [record] = [...log.records.values()];
    expect(record).toMatchObject({ status: 'retrying', attempts: 1, recipient: '+1******0123', error: 'Service unavailable' });
    expect(record.payload).toContain('+14155550123');

    expect(await retry.execute()).toEqual({ attempted: 0, sent: 0, failed: 0 });
    clock.advance(BASE);
    expect(await retry.execute()).toEqual({ attempted: 1, sent: 1, failed: 0 });
    expect(log.records.get(record.id)).toMatchObject({ status: 'sent', attempts: 2, payload: null, error: null, nextAttemptAt: null });
    expect(sms.sent).toHaveLength(2);
  });

  it('marks a message failed after the last attempt', async () => {
    const { send, retry, log, clock } = setup(Array(MAX_ATTEMPTS).fill(down));
    await send.execute({ channel: 'sms', phoneNumber: '+14155550123', message: 'Hi' }, null);
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      clock.advance(10 * 3_600_000);
      await retry.execute();
    }
    expect([...log.records.values()][0]).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, payload: null });
  });

  it('forgets a push subscription that is gone', async () => {
    const { send, subscriptions } = setup([{ ok: false, error: 'gone', retryable: false, gone: true }]);
    const token = { endpoint: 'https://push.example/abc', keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) } };
    const r = await send.execute({ channel: 'push', token: JSON.stringify(token), title: 'T', body: 'B' }, null);
    expect(r).toMatchObject({ ok: false, error: { details: { status: 'failed' } } });
    expect(await subscriptions.count()).toBe(0);
  });

  it.each([
    ['+1 (415) 555-0123', '+14155550123'],
    ['00 370 612 34567', '+37061234567'],
    // Without a country code the number's country is unknown: a plus would make (512) a Peruvian +51.
    ['370 612 34567', null],
    ['(512) 555-0100', null],
    ['555-0100', null],
    ['12', null],
    ['+0123456789', null],
  ])('normalises the phone number %j', (raw, expected) => expect(normalisePhone(raw)).toBe(expected));

  it.each([
    [{ endpoint: 'http://push.example/a', keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) } }, false],
    [{ endpoint: 'https://push.example/a', keys: { p256dh: 'short', auth: 'a'.repeat(22) } }, false],
    ['{not json', false],
    [{ endpoint: 'https://push.example/a', keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) } }, true],
  ])('accepts only real push subscriptions as tokens: %j', (token, valid) => expect(parsePushToken(token) !== null).toBe(valid));

  it('masks recipients', () => {
    expect(maskEmail('customer@example.com')).toBe('c***@example.com');
    expect(maskPhone('+37061234567')).toBe('+3******4567');
    expect(maskEndpoint('https://fcm.googleapis.com/fcm/send/abcd1234')).toBe('push:fcm.googleapis.com/…1234');
  });
});
