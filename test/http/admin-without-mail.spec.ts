import { createServer, type AddressInfo, type Socket } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import request from 'supertest';
import { startTestApp } from '../fixtures/test-app';

describe('admin sign-in without a mail server', () => {
  const outboxOf = (app: NestFastifyApplication) => (app.get(MikroORM).em as SqlEntityManager).getKnex()('outbox').select();
  /** The outbox rows once `count` have arrived (links are handed over after the answer). */
  const waitForOutbox = async (app: NestFastifyApplication, count: number) => {
    for (let i = 0; i < 100; i++) {
      const rows = (await outboxOf(app)) as Array<{ body: string; link: string | null; recipient: string }>;
      if (rows.length >= count) return rows;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`fewer than ${count} outbox rows`);
  };

  it('item 3: DEV_SIGN_IN_LINKS=1 returns the link to a loopback caller only; the outbox keeps the mail with its token redacted', async () => {
    // One proxy hop is trusted, so X-Forwarded-For stands for a caller elsewhere on the network.
    const app = await startTestApp({ smtpUrl: null, production: false, publicUrl: 'http://localhost:5000', adminEmails: ['dev@example.com'], devSignInLinks: true, trustProxy: 1, signInPerEmail: 100 });
    const send = (email: string, from?: string) => {
      const call = request(app.getHttpServer()).post('/api/admin/send-temp-link');
      return (from ? call.set('X-Forwarded-For', from) : call).send({ email }).expect(200);
    };
    try {
      const remote = await send('dev@example.com', '203.0.113.7');
      expect(remote.body.devNote).toBeUndefined();
      expect(remote.body.isDevMode).toBeUndefined();
      // A proxy or tunnel on this machine connects from loopback for anyone: a forwarded request gets no link, whatever it names.
      expect((await send('dev@example.com', '127.0.0.1')).body.devNote).toBeUndefined();
      for (const [name, value] of [['Forwarded', 'for=203.0.113.7'], ['X-Real-IP', '203.0.113.7'], ['Via', '1.1 proxy'], ['X-Original-Forwarded-For', '203.0.113.7'], ['Client-IP', '203.0.113.7'], ['CF-Connecting-IP', '203.0.113.7'], ['Host', 'evil.example']]) {
        const proxied = await request(app.getHttpServer()).post('/api/admin/send-temp-link').set(name, value).send({ email: 'dev@example.com' }).expect(200);
        expect({ [name]: proxied.body.devNote }).toEqual({ [name]: undefined });
      }
      const local = await send('dev@example.com');
      expect(local.body).toMatchObject({ isDevMode: true, devNote: expect.stringMatching(/^http:\/\/localhost:5000\/admin\?token=bwl_/) });
      const token = new URL(local.body.devNote).searchParams.get('token')!;
      const kept = await waitForOutbox(app, 10);
      expect(kept.map((m) => m.recipient)).toEqual(Array(10).fill('dev@example.com'));
      for (const mail of kept) {
        expect(mail.body).toContain('/admin?token=bwl_[redacted]');
        expect(mail.link).toBe('http://localhost:5000/admin?token=bwl_[redacted]');
      }
      expect(JSON.stringify(kept)).not.toContain(token);
      await request(app.getHttpServer()).post('/api/admin/verify-temp-token').send({ token }).expect(200);
    } finally {
      await app.close();
    }
  });

  it('item 3: without DEV_SIGN_IN_LINKS development mode returns no link, even to loopback, and stores none usable', async () => {
    const app = await startTestApp({ smtpUrl: null, production: false, adminEmails: ['dev@example.com'] });
    try {
      const res = await request(app.getHttpServer()).post('/api/admin/send-temp-link').send({ email: 'dev@example.com' }).expect(200);
      expect(res.body.devNote).toBeUndefined();
      const [kept] = await waitForOutbox(app, 1);
      expect(kept.body).not.toMatch(/bwl_(?!\[redacted\])/);
    } finally {
      await app.close();
    }
  });

  it('item 11: an admin\'s answer does not wait for the mail server, so its timing matches a stranger\'s', async () => {
    // A mail server that accepts the connection and never speaks: a sender that waited would hang.
    const held: Socket[] = [];
    const silent = createServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as AddressInfo).port;
    const app = await startTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, adminEmails: ['ops@example.com'] });
    try {
      const timed = async (email: string) => {
        const started = Date.now();
        const res = await request(app.getHttpServer()).post('/api/admin/send-temp-link').send({ email }).expect(200);
        return { body: res.body, ms: Date.now() - started };
      };
      const admin = await timed('ops@example.com');
      const stranger = await timed('stranger@example.com');
      expect(stranger.body).toEqual({ ...admin.body, email: 'stranger@example.com' });
      expect(admin.ms).toBeLessThan(2_000);
      expect(stranger.ms).toBeLessThan(2_000);
      for (let i = 0; i < 100 && held.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
      expect(held).toHaveLength(1); // the admin's mail only, still waiting for the server
    } finally {
      for (const socket of held) socket.destroy();
      silent.close();
      await app.close();
    }
  });

  it('in production refuses sign-in with a clear message', async () => {
    const app = await startTestApp({ smtpUrl: null, production: true, adminEmails: ['prod@example.com'], devSignInLinks: true });
    try {
      // The first step says so too, rather than promising a link that cannot be sent.
      const checked = await request(app.getHttpServer()).post('/api/admin/validate-email').send({ email: 'prod@example.com' }).expect(503);
      expect(checked.body).toMatchObject({ code: 'MAIL_UNAVAILABLE', error: expect.stringContaining('SMTP_URL') });
      const res = await request(app.getHttpServer()).post('/api/admin/send-temp-link').send({ email: 'prod@example.com' }).expect(503);
      expect(res.body).toMatchObject({ code: 'MAIL_UNAVAILABLE', error: expect.stringContaining('SMTP_URL') });
      expect(res.body.devNote).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it('counts one press of Send Magic Link (validate, then send) once against the per-e-mail limit', async () => {
    const app = await startTestApp({ smtpUrl: null, signInPerEmail: 3, signInPerAddress: 20, adminEmails: ['a@example.com'] });
    const press = async () => {
      await request(app.getHttpServer()).post('/api/admin/validate-email').send({ email: 'a@example.com' }).expect(200);
      return request(app.getHttpServer()).post('/api/admin/send-temp-link').send({ email: 'a@example.com' });
    };
    try {
      for (let i = 0; i < 3; i++) expect((await press()).status).toBe(200);
      const fourth = await press();
      expect(fourth.status).toBe(429);
      expect(fourth.body.error).toContain('3 requests per 15 minutes for this e-mail address');
    } finally {
      await app.close();
    }
  });

  it('items 10 and 11: a stranger spending the sign-in allowance for an admin\'s address does not spend the admin\'s, and answers do not tell admins apart', async () => {
    const app = await startTestApp({ smtpUrl: null, signInPerEmail: 2, signInPerAddress: 5, adminEmails: ['a@example.com'], trustProxy: 1 });
    const post = (email: string, from: string) => request(app.getHttpServer()).post('/api/admin/send-temp-link').set('X-Forwarded-For', from).send({ email });
    try {
      const admin = await post('a@example.com', '203.0.113.9').expect(200);
      const stranger = await post('nobody@example.com', '203.0.113.9').expect(200);
      expect(stranger.body).toEqual({ ...admin.body, email: 'nobody@example.com' });
      await post('A@example.com', '203.0.113.9').expect(200);
      const limited = await post('a@example.com', '203.0.113.9').expect(429);
      expect(limited.body).toMatchObject({ code: 'RATE_LIMITED', error: expect.stringContaining('per 15 minutes for this e-mail address from this client') });
      // The admin, from their own address, still gets a link.
      await post('a@example.com', '198.51.100.4').expect(200);
      expect((await waitForOutbox(app, 3)).map((m) => m.recipient)).toEqual(['a@example.com', 'a@example.com', 'a@example.com']);
      // The stranger's own address still runs out after five calls, whatever the e-mail.
      const validate = () => request(app.getHttpServer()).post('/api/admin/validate-email').set('X-Forwarded-For', '203.0.113.9').send({ email: 'c@example.com' });
      const fifth = await validate();
      const byAddress = fifth.status === 429 ? fifth : await validate().expect(429);
      expect(byAddress.body.error).toContain('this client address');
    } finally {
      await app.close();
    }
  });
});
