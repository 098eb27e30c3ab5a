import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import request from 'supertest';
import { MikroJobLock } from '../../adapters/persistence/mikro-job-lock';
import { signInByMail } from '../fixtures/admin-session';
import { startPushEndpoint, type PushEndpoint } from '../fixtures/push-endpoint';
import { startSmsProvider, type SmsProvider } from '../fixtures/sms-provider';
import { startSmtpPeer, type SmtpPeer } from '../fixtures/smtp-peer';
import { startTestApp } from '../fixtures/test-app';

const ADMIN = 'ops@example.com';
const VAPID_SUBJECT = 'mailto:ops@bandwise.test';

/** Polls until `check` passes (the retry job runs on its own schedule). */
async function eventually(check: () => Promise<void>, timeoutMs = 8000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (e) {
      if (Date.now() > deadline) throw e;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

describe('messaging centre: e-mail, SMS through a provider, Web Push, retries', () => {
  let app: NestFastifyApplication;
  let smtp: SmtpPeer;
  let sms: SmsProvider;
  let push: PushEndpoint;
  let admin: Record<string, string>;
  const http = () => request(app.getHttpServer());
  const knex = () => (app.get(MikroORM).em as SqlEntityManager).getKnex();
  const logEntry = async (id: string) => (await http().get('/api/messaging/messages?limit=200').set(admin).expect(200)).body.find((m: { id: string }) => m.id === id);

  beforeAll(async () => {
    [smtp, sms, push] = await Promise.all([startSmtpPeer(), startSmsProvider(), startPushEndpoint()]);
    app = await startTestApp({
      smtpUrl: smtp.url,
      sms: { baseUrl: sms.baseUrl, accountSid: sms.accountSid, authToken: sms.authToken, from: '+15005550006' },
      vapidSubject: VAPID_SUBJECT,
      adminEmails: [ADMIN],
      // Test only: the local push receiver listens on 127.0.0.1 (PUSH_ALLOW_PRIVATE_HOSTS).
      push: { allowedHosts: [], allowedPorts: [443], allowPrivateHosts: ['127.0.0.1'] },
      messageRetryBaseMs: 300,
      jobs: { enabled: true, retryIntervalMs: 150, purgeIntervalMs: 60_000, retentionIntervalMs: 60_000 },
    });
    admin = await signInByMail(app, smtp, ADMIN);
  });
  afterAll(async () => {
    await app?.close();
    await Promise.all([smtp?.close(), sms?.close(), push?.close()]);
  });

  it('sends an e-mail over SMTP and records it with the recipient masked', async () => {
    const res = await http().post('/api/messaging/email').set(admin).send({ email: 'customer@example.com', subject: 'Your device check', body: 'Your Pixel 4 works with 5G. Ünïcödé too.' }).expect(200);
    expect(res.body).toMatchObject({ success: true, message: 'Email notification sent successfully.', status: 'sent', transport: 'smtp', recipient: 'c***@example.com' });
    const mail = await smtp.next('customer@example.com');
    expect(mail.headers.subject).toBe('Your device check');
    expect(mail.text).toContain('Your Pixel 4 works with 5G. Ünïcödé too.');
    expect(await logEntry(res.body.id)).toMatchObject({ channel: 'email', recipient: 'c***@example.com', status: 'sent', attempts: 1, error: null, sentBy: ADMIN });
    const [row] = await knex()('messages').where('id', res.body.id).select('payload');
    expect(row.payload).toBeNull();
  });

  it.each([
    ['sms', { phoneNumber: '+14155550123' }, 'Please provide both phone number and message.'],
    ['email', { email: 'a@b.co', subject: 'Hi' }, 'Please provide email, subject, and body.'],
    ['push', { title: 'Hi', body: 'There' }, 'FCM token, title, and body are required.'],
  ])('refuses an incomplete %s with the message of the specification', async (channel, body, message) => {
    const res = await http().post(`/api/messaging/${channel}`).set(admin).send(body).expect(400);
    expect(res.body).toMatchObject({ code: 'INPUT_INVALID', error: message });
  });

  it.each(['(512) 555-0100', '555-0100'])('refuses the number %j without its country code, queueing nothing, rather than guess a country', async (phoneNumber) => {
    const before = await knex()('messages').count({ n: '*' }).first();
    const res = await http().post('/api/messaging/sms').set(admin).send({ phoneNumber, message: 'Hello' }).expect(400);
    expect(res.body).toMatchObject({ code: 'INPUT_INVALID', error: expect.stringContaining('phoneNumber must be an international number with its country code, such as +14155550123') });
    expect(await knex()('messages').count({ n: '*' }).first()).toEqual(before);
  });

  it('sends an SMS through the Twilio-compatible provider', async () => {
    const res = await http().post('/api/messaging/sms').set(admin).send({ phoneNumber: '+1 (415) 555-0123', message: 'Your SIM is on its way.' }).expect(200);
    expect(res.body).toMatchObject({ success: true, message: 'SMS notification sent successfully.', transport: 'twilio', recipient: '+1******0123' });
    expect(sms.sent.at(-1)).toEqual({ to: '+14155550123', from: '+15005550006', body: 'Your SIM is on its way.' });
  });

  it('retries an SMS the provider failed, with backoff, and records both attempts', async () => {
    sms.failNext(503);
    const before = sms.attempts;
    const res = await http().post('/api/messaging/sms').set(admin).send({ phoneNumber: '+14155550199', message: 'Second try works.' }).expect(502);
    expect(res.body).toMatchObject({ code: 'DELIVERY_FAILED', status: 'retrying', error: expect.stringContaining('503') });
    expect(new Date(res.body.nextAttemptAt).getTime()).toBeGreaterThan(Date.now());
    expect(await logEntry(res.body.messageId)).toMatchObject({ status: 'retrying', attempts: 1, error: expect.stringContaining('Service unavailable') });

    await eventually(async () => expect(await logEntry(res.body.messageId)).toMatchObject({ status: 'sent', attempts: 2, error: null, nextAttemptAt: null }));
    expect(sms.attempts - before).toBe(2);
    // The second attempt waited for the backoff.
    expect(sms.arrivals.at(-1)!).toBeGreaterThanOrEqual(new Date(res.body.nextAttemptAt).getTime());
    expect(sms.sent.at(-1)).toMatchObject({ to: '+14155550199', body: 'Second try works.' });
    const [row] = await knex()('messages').where('id', res.body.messageId).select('payload');
    expect(row.payload).toBeNull();
  });

  it('does not retry what the provider refused for good', async () => {
    sms.failNext(400);
    const res = await http().post('/api/messaging/sms').set(admin).send({ phoneNumber: '+14155550100', message: 'No such number.' }).expect(502);
    expect(res.body).toMatchObject({ status: 'failed', nextAttemptAt: null });
    await new Promise((r) => setTimeout(r, 700));
    expect(await logEntry(res.body.messageId)).toMatchObject({ status: 'failed', attempts: 1, error: expect.stringContaining('400') });
  });

  it('delivers a Web Push the push service can verify (VAPID) and the subscriber can decrypt', async () => {
    const { publicKey } = (await http().get('/api/messaging/push/public-key').set(admin).expect(200)).body;
    const { token } = (await http().post('/api/messaging/push/subscriptions').set(admin).send({ subscription: push.subscription }).expect(200)).body;
    expect(JSON.parse(token)).toEqual(push.subscription);

    const res = await http().post('/api/messaging/push').set(admin).send({ token, title: 'Network notice', body: 'Maintenance tonight.', data: { url: '/admin' } }).expect(200);
    expect(res.body).toMatchObject({ success: true, message: 'Push notification sent successfully.', transport: 'webpush', recipient: expect.stringMatching(/^push:127\.0\.0\.1:\d+\/…/) });
    const [received] = push.received;
    expect(received.payload).toEqual({ title: 'Network notice', body: 'Maintenance tonight.', data: { url: '/admin' } });
    expect(received.vapidKey).toBe(publicKey);
    expect(received.claims.aud).toBe(new URL(push.subscription.endpoint).origin);
    expect(received.claims.sub).toBe(VAPID_SUBJECT);
    expect(received.claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(received.encoding).toBe('aes128gcm');

    // The VAPID keys were generated once and are kept.
    const [stored] = await knex()('settings').where('key', 'vapid_keys').select('value');
    expect(JSON.parse(stored.value).publicKey).toBe(publicKey);
  });

  it('refuses push data that is not JSON, and forgets a subscription the push service says is gone', async () => {
    await http().post('/api/messaging/push').set(admin).send({ token: push.subscription, title: 'T', body: 'B', data: 'not json' }).expect(400);
    const status = async () => (await http().get('/api/messaging/status').set(admin).expect(200)).body;
    expect(await status()).toMatchObject({ email: 'smtp', sms: 'twilio', push: 'webpush', pushSubscriptions: 1 });
    push.failNext(410);
    const res = await http().post('/api/messaging/push').set(admin).send({ token: push.subscription, title: 'T', body: 'B' }).expect(502);
    expect(res.body).toMatchObject({ status: 'failed', error: expect.stringContaining('expired') });
    expect((await status()).pushSubscriptions).toBe(0);
  });

  it('keeps the push service\'s answer and socket errors out of the answer and the message log', async () => {
    push.failNext(500);
    const refused = await http().post('/api/messaging/push').set(admin).send({ token: push.subscription, title: 'T', body: 'B' }).expect(502);
    expect(refused.body.error).toContain('Push service refused the message (HTTP 500).');
    expect(JSON.stringify(refused.body)).not.toContain('push service says no');
    const closedPort = { ...push.subscription, endpoint: 'https://127.0.0.1:9/push/nobody' };
    const unreachable = await http().post('/api/messaging/push').set(admin).send({ token: closedPort, title: 'T', body: 'B' }).expect(502);
    expect(unreachable.body.error).toContain('Push service unreachable.');
    const logged = JSON.stringify([await logEntry(refused.body.messageId), await logEntry(unreachable.body.messageId)]);
    expect(logged).not.toMatch(/says no|ECONNREFUSED|connect|openssl/i);
  });

  it('runs each job on one instance at a time (a lease in job_locks)', async () => {
    const orm = app.get(MikroORM);
    const a = new MikroJobLock(orm, 'instance-a');
    const b = new MikroJobLock(orm, 'instance-b');
    const now = Date.now();
    const results = await Promise.all([a.acquire('test-job', 1000, now), b.acquire('test-job', 1000, now)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const [winner, loser] = results[0] ? [a, b] : [b, a];
    expect(await loser.acquire('test-job', 1000, now + 500)).toBe(false);
    expect(await winner.acquire('test-job', 1000, now + 500)).toBe(true);
    expect(await loser.acquire('test-job', 1000, now + 1600)).toBe(true);
  });
});

describe('messaging centre: a channel without a provider', () => {
  let app: NestFastifyApplication;
  let smtp: SmtpPeer;
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('says an SMS was kept in the outbox, not sent, when no SMS provider is configured', async () => {
    smtp = await startSmtpPeer();
    app = await startTestApp({ smtpUrl: smtp.url, adminEmails: [ADMIN] });
    const admin = await signInByMail(app, smtp, ADMIN);
    const res = await request(app.getHttpServer()).post('/api/messaging/sms').set(admin).send({ phoneNumber: '+14155550123', message: 'Hello' }).expect(200);
    expect(res.body).toMatchObject({ success: true, transport: 'outbox', message: expect.stringContaining('kept in the outbox: no SMS provider is configured') });
    expect(res.body.message).not.toContain('sent successfully');
  });
});
