import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { IssueSignInLink } from '../../core';
import { bearer, createKey } from '../fixtures/keys';
import { PIXEL_4 } from '../fixtures/imeis';
import { freePort } from '../fixtures/server-process';
import { startSmtpPeer, type SmtpPeer } from '../fixtures/smtp-peer';
import { startTestApp } from '../fixtures/test-app';

const ADMIN = 'oncall@example.com';

/** The mail server is down: the service keeps answering, says what it cannot do, and loses no message. */
describe('with the SMTP server down', () => {
  let app: NestFastifyApplication;
  let smtpPort: number;
  let smtp: SmtpPeer | undefined;
  let admin: Record<string, string>;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    smtpPort = await freePort();
    app = await startTestApp({
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      adminEmails: [ADMIN],
      messageRetryBaseMs: 200,
      jobs: { enabled: true, retryIntervalMs: 150, purgeIntervalMs: 60_000, retentionIntervalMs: 60_000 },
    } as never);
    await createKey(app, 'oncall', ADMIN);
    // Support staff hand out a link when mail cannot reach the admin (bandwise admin link).
    const link = await app.get(IssueSignInLink).execute({ email: ADMIN });
    const token = link.ok ? new URL(link.value.url).searchParams.get('token') : null;
    admin = bearer((await http().post('/api/admin/verify-temp-token').send({ token }).expect(200)).body.sessionToken);
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('keeps answering device checks', async () => {
    await http().post('/api/check').send({ imei: PIXEL_4 }).expect(200);
  });

  it('says clearly that the e-mail could not be sent yet, keeps it, and delivers it once the server is back', async () => {
    const res = await http().post('/api/messaging/email').set(admin).send({ email: 'customer@example.com', subject: 'Your SIM', body: 'Shipped today.' });
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ success: false, status: 'retrying', code: 'DELIVERY_FAILED' });
    expect(res.body.error.length).toBeGreaterThan(10);

    smtp = await startSmtpPeer(smtpPort);
    const mail = await smtp.next('customer@example.com', 15_000);
    expect(mail.text).toContain('Shipped today.');
    const log = (await http().get('/api/messaging/messages?limit=50').set(admin).expect(200)).body;
    expect(log.find((m: { id: string }) => m.id === res.body.messageId)).toMatchObject({ status: 'sent' });
  });
});
