import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { lookup } from 'node:dns';
import request from 'supertest';
import { loadPushSettings, PushEndpointPolicy } from '../../adapters/push/push-endpoint-policy';
import { WebPushSender } from '../../adapters/push/web-push-sender';
import { signInByMail } from '../fixtures/admin-session';
import { startPushEndpoint, type PushEndpoint } from '../fixtures/push-endpoint';
import { startSmtpPeer, type SmtpPeer } from '../fixtures/smtp-peer';
import { startTestApp } from '../fixtures/test-app';

const ADMIN = 'ops@example.com';

/** Issue 14 item 2: the server must not become a request forgery tool through Web Push. */
describe('Web Push cannot reach internal addresses (SSRF)', () => {
  let app: NestFastifyApplication;
  let smtp: SmtpPeer;
  let receiver: PushEndpoint;
  let admin: Record<string, string>;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    [smtp, receiver] = await Promise.all([startSmtpPeer(), startPushEndpoint()]);
    // Default push settings: no private host allowed.
    app = await startTestApp({ smtpUrl: smtp.url, adminEmails: [ADMIN], jobs: { enabled: false, retryIntervalMs: 60_000, purgeIntervalMs: 60_000, retentionIntervalMs: 60_000 } });
    admin = await signInByMail(app, smtp, ADMIN);
  });
  afterAll(async () => {
    await app?.close();
    await Promise.all([smtp?.close(), receiver?.close()]);
  });

  const keys = () => receiver.subscription.keys;

  it.each([
    ['a loopback port', () => receiver.subscription.endpoint],
    ['cloud metadata', () => 'https://169.254.169.254/latest/meta-data/'],
    ['a private network', () => 'https://10.0.0.5/push'],
    ['CGNAT', () => 'https://100.64.1.1/push'],
    ['IPv6 loopback', () => 'https://[::1]/push'],
    ['IPv4-mapped IPv6', () => 'https://[::ffff:127.0.0.1]/push'],
    ['unique-local IPv6', () => 'https://[fd00::1]/push'],
    ['localhost by name', () => 'https://localhost/push'],
    ['a port other than 443', () => 'https://fcm.googleapis.com:8080/push'],
  ])('refuses a subscription on %s with 400 naming the field, and sends nothing', async (_what, endpoint) => {
    const subscription = { endpoint: endpoint(), keys: keys() };
    const res = await http().post('/api/messaging/push/subscriptions').set(admin).send({ subscription }).expect(400);
    expect(res.body).toMatchObject({ code: 'INPUT_INVALID', error: expect.stringContaining('subscription.endpoint') });
    const sent = await http().post('/api/messaging/push').set(admin).send({ token: subscription, title: 'T', body: 'B' }).expect(400);
    expect(sent.body.error).toContain('token.endpoint');
    expect(receiver.hits()).toBe(0);
    expect((await http().get('/api/messaging/status').set(admin).expect(200)).body.pushSubscriptions).toBe(0);
  });

  it('checks the address again at connect time: a name that resolved public and now points inside is refused', async () => {
    let answers = 0;
    // DNS rebinding: the first answer is public, every later one is the loopback receiver.
    const rebinding = ((_host: string, _o: object, cb: (e: Error | null, all: { address: string; family: number }[]) => void) =>
      cb(null, [{ address: answers++ === 0 ? '142.250.74.106' : '127.0.0.1', family: 4 }])) as unknown as typeof lookup;
    const port = Number(new URL(receiver.subscription.endpoint).port);
    const policy = new PushEndpointPolicy({ ...loadPushSettings({}), allowedPorts: [port] }, rebinding);
    const endpoint = `https://push.example.com:${port}/push/subscriber-1`;
    expect(await policy.check(endpoint)).toBeNull();
    const sender = new WebPushSender({ publicKey: (await http().get('/api/messaging/push/public-key').set(admin)).body.publicKey, privateKey: 'x'.repeat(43) }, 'mailto:ops@example.com', policy);
    const delivery = await sender.send({ subscription: { endpoint, keys: keys() }, title: 'T', body: 'B' });
    expect(delivery).toMatchObject({ ok: false, error: 'Push endpoint refused: the endpoint is not on a public address', retryable: false });
    expect(receiver.hits()).toBe(0);
  });
});
