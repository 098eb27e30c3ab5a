import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import request from 'supertest';
import { dbDateFormatter } from '../../adapters/persistence/db-date';
import { ManageAdmins } from '../../core';
import { toMs } from '../fixtures/database';
import { PIXEL_4 } from '../fixtures/imeis';
import { bearer, createKey } from '../fixtures/keys';
import { startSmtpPeer, type SmtpPeer } from '../fixtures/smtp-peer';
import { startTestApp } from '../fixtures/test-app';

const PUBLIC_URL = 'https://admin.bandwise.test';
const ADMIN = 'ops@example.com';

/** The sign-in link in a received mail, and its token. */
const linkIn = (text: string) => {
  const url = /https?:\/\/\S+\/admin\?token=\S+/.exec(text)?.[0];
  if (!url) throw new Error(`no sign-in link in:\n${text}`);
  return { url, token: new URL(url).searchParams.get('token')! };
};

describe('admin sign-in by e-mailed link, sessions and admin-only access', () => {
  let app: NestFastifyApplication;
  let smtp: SmtpPeer;
  let developerKey: string;
  const http = () => request(app.getHttpServer());
  const knex = () => (app.get(MikroORM).em as SqlEntityManager).getKnex();

  /** The whole sign-in as a person does it: ask for a link, read the mail, open the link. */
  const signIn = async (email = ADMIN): Promise<string> => {
    await http().post('/api/admin/send-temp-link').send({ email }).expect(200);
    const { token } = linkIn((await smtp.next(email)).text);
    const res = await http().post('/api/admin/verify-temp-token').send({ token });
    // Status and body together, so a refusal says why.
    expect({ status: res.status, body: res.body }).toMatchObject({ status: 200, body: { success: true } });
    return res.body.sessionToken as string;
  };

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    app = await startTestApp({ smtpUrl: smtp.url, publicUrl: PUBLIC_URL, mailFrom: 'Bandwise <signin@bandwise.test>', signInPerEmail: 50, signInPerAddress: 200, adminEmails: [ADMIN] });
    developerKey = await createKey(app, 'developer', 'dev@example.com');
    // Someone else's search, which only an admin may see.
    await http().post('/api/v1/check').set(bearer(developerKey)).send({ imei: PIXEL_4, network: 'T-Mobile' }).expect(200);
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('item 11: validate-email answers an admin and a stranger alike, and refuses only a malformed address', async () => {
    const admin = await http().post('/api/admin/validate-email').send({ email: 'OPS@example.com ' }).expect(200);
    const stranger = await http().post('/api/admin/validate-email').send({ email: 'Stranger@example.com' }).expect(200);
    expect(admin.body).toEqual({ success: true, email: ADMIN, message: expect.stringContaining('If this address belongs to an admin') });
    expect(stranger.body).toEqual({ ...admin.body, email: 'stranger@example.com' });
    const bad = await http().post('/api/admin/validate-email').send({ email: 'not-an-email' }).expect(400);
    expect(bad.body.error).toBe('Please enter a valid email address');
  });

  it('signs in through a real SMTP conversation: the mailed link, from the public URL, opens a session that sees all searches', async () => {
    await createKey(app, 'ops', ADMIN);
    // A forged Host header must not end up in the link.
    const sent = await http().post('/api/admin/send-temp-link').set('Host', 'evil.example').send({ email: ADMIN }).expect(200);
    expect(sent.body).toMatchObject({ success: true, email: ADMIN, expiresInMinutes: 15 });
    expect(sent.body.isDevMode).toBeUndefined();
    expect(sent.body.devNote).toBeUndefined();

    const mail = await smtp.next(ADMIN);
    expect(mail.from).toBe('signin@bandwise.test');
    expect(mail.headers.subject).toBe('Your Bandwise admin sign-in link');
    const { url, token } = linkIn(mail.text);
    expect(url.startsWith(`${PUBLIC_URL}/admin?token=bwl_`)).toBe(true);
    expect(mail.text).not.toContain('evil.example');
    expect(mail.text).toContain('expires in 15 minutes');

    // Only hashes are stored.
    const links = await knex()('magic_links').select();
    expect(JSON.stringify(links)).not.toContain(token);
    const row = links.find((l: { email: string; used_at: unknown }) => l.email === ADMIN && l.used_at === null) as { created_at: unknown; expires_at: unknown };
    expect(toMs(row.expires_at) - toMs(row.created_at)).toBe(15 * 60_000);

    const session = await http().post('/api/admin/verify-temp-token').send({ token }).expect(200);
    expect(session.body).toMatchObject({ success: true, email: ADMIN, sessionToken: expect.stringMatching(/^bws_[\w-]{43}$/) });
    expect(JSON.stringify(await knex()('admin_sessions').select())).not.toContain(session.body.sessionToken);
    const admin = bearer(session.body.sessionToken);

    expect((await http().get('/api/admin/session').set(admin).expect(200)).body).toMatchObject({ email: ADMIN });
    const stats = await http().get('/api/v1/stats').set(admin).expect(200);
    expect(stats.body.totalSearches).toBeGreaterThanOrEqual(1);
    expect(stats.body.popularDevices[0]).toMatchObject({ name: 'Google Pixel 4' });
    const recent = await http().get('/api/v1/recent-searches?limit=10').set(admin).expect(200);
    expect(recent.body.searches[0].device).toMatchObject({ make: 'Google', model: 'Pixel 4' });
    // The developer's key still sees only its own searches; a fresh key sees none.
    const fresh = await createKey(app, 'fresh', 'fresh@example.com');
    expect((await http().get('/api/v1/stats').set(bearer(fresh)).expect(200)).body.totalSearches).toBe(0);
  });

  it('refuses a link the second time, and after it has expired', async () => {
    await http().post('/api/admin/send-temp-link').send({ email: ADMIN }).expect(200);
    const { token } = linkIn((await smtp.next(ADMIN)).text);
    await http().post('/api/admin/verify-temp-token').send({ token }).expect(200);
    const reused = await http().post('/api/admin/verify-temp-token').send({ token }).expect(401);
    expect(reused.body).toMatchObject({ code: 'SIGN_IN_INVALID', error: expect.stringContaining('already used') });

    await http().post('/api/admin/send-temp-link').send({ email: ADMIN }).expect(200);
    const late = linkIn((await smtp.next(ADMIN)).text).token;
    // Sixteen minutes pass.
    await knex()('magic_links').whereNull('used_at').update({ expires_at: dbDateFormatter(app.get(MikroORM))(new Date(Date.now() - 60_000)) });
    await http().post('/api/admin/verify-temp-token').send({ token: late }).expect(401);
    await http().post('/api/admin/verify-temp-token').send({ token: 'bwl_' + 'x'.repeat(43) }).expect(401);
    for (const blank of ['', '   ']) {
      const res = await http().post('/api/admin/verify-temp-token').send({ token: blank }).expect(400);
      expect(res.body).toMatchObject({ code: 'INPUT_INVALID', error: expect.stringContaining('token must not be blank') });
    }
  });

  it('never creates a session from an e-mail address alone', async () => {
    const alone = await http().post('/api/admin/create-session').send({ email: ADMIN }).expect(401);
    expect(alone.body).toMatchObject({ code: 'SIGN_IN_INVALID', error: expect.stringContaining('an e-mail address alone is not enough') });
    expect(alone.body.sessionToken).toBeUndefined();

    await http().post('/api/admin/send-temp-link').send({ email: ADMIN }).expect(200);
    const { token } = linkIn((await smtp.next(ADMIN)).text);
    // Somebody else's address with this link: refused, and the link survives for its owner.
    await app.get(ManageAdmins).grant('other@example.com');
    await http().post('/api/admin/create-session').send({ email: 'other@example.com', token }).expect(401);
    const own = await http().post('/api/admin/create-session').send({ email: ADMIN, token }).expect(200);
    expect(own.body.sessionToken).toMatch(/^bws_/);
  });

  it('revokes the session on logout, at once', async () => {
    const token = await signIn();
    await http().get('/api/v1/stats').set(bearer(token)).expect(200);
    const out = await http().post('/api/admin/logout').send({ sessionToken: token }).expect(200);
    expect(out.body).toMatchObject({ success: true, revoked: true });
    const after = await http().get('/api/v1/stats').set(bearer(token)).expect(401);
    expect(after.body.error).toContain('expired or was revoked');
    await http().get('/api/admin/session').set(bearer(token)).expect(401);
  });

  it('keeps API keys and anonymous callers out of admin endpoints', async () => {
    await http().get('/api/admin/session').expect(401);
    await http().get('/api/admin/session').set(bearer(developerKey)).expect(403);
    for (const path of ['/api/messaging/email', '/api/messaging/sms', '/api/messaging/push']) {
      const anonymous = await http().post(path).send({}).expect(401);
      expect(anonymous.body.error).toContain('admin session is required');
      const keyed = await http().post(path).set(bearer(developerKey)).send({}).expect(403);
      expect(keyed.body.code).toBe('FORBIDDEN');
    }
    await http().get('/api/messaging/messages').set(bearer(developerKey)).expect(403);
    await http().get('/api/v1/stats').expect(401);
    // A key's stats are its own, not everyone's.
    const own = await http().get('/api/v1/stats').set(bearer(developerKey)).expect(200);
    const all = await http().get('/api/v1/stats').set(bearer(await signIn())).expect(200);
    expect(all.body.totalSearches).toBeGreaterThanOrEqual(own.body.totalSearches);
    await http().get('/api/v1/stats').set(bearer('bws_' + 'x'.repeat(43))).expect(401);
  });

  it('refuses an admin session on a route that takes an API key, with the documented 403', async () => {
    const res = await http().post('/api/v1/check').set(bearer(await signIn())).send({ imei: '352931103746525' }).expect(403);
    expect(res.body).toMatchObject({ success: false, code: 'FORBIDDEN', error: expect.stringContaining('needs an API key') });
  });

  it('item 1: a stranger who mints an API key for their own mailbox gets no admin sign-in, nor does the web app key', async () => {
    const strangerKey = await createKey(app, 'stranger', 'mallory@example.com');
    await createKey(app, 'Web browser', 'browser@bandwise.invalid');
    for (const email of ['mallory@example.com', 'browser@bandwise.invalid', 'dev@example.com']) {
      const res = await http().post('/api/admin/send-temp-link').send({ email }).expect(200);
      expect(res.body.devNote).toBeUndefined();
      expect(res.body.sessionToken).toBeUndefined();
    }
    // Nothing was mailed to them; the admin's own request, sent after theirs, has arrived.
    await http().post('/api/admin/send-temp-link').send({ email: ADMIN }).expect(200);
    expect((await smtp.next(ADMIN)).to).toContain(ADMIN);
    expect(smtp.mails.filter((m) => m.to.some((to) => to !== ADMIN && to !== 'temp@example.com'))).toEqual([]);
    await http().get('/api/admin/session').set(bearer(strangerKey)).expect(403);
    await http().get('/api/messaging/messages').set(bearer(strangerKey)).expect(403);
  });

  it('item 7: revoking an admin ends their open session at once, as does dropping the address from the list', async () => {
    await app.get(ManageAdmins).grant('temp@example.com');
    const temp = await signIn('temp@example.com');
    await http().get('/api/admin/session').set(bearer(temp)).expect(200);
    const revoked = await app.get(ManageAdmins).revoke('temp@example.com');
    expect(revoked).toMatchObject({ ok: true, value: { removed: true, sessionsEnded: 1 } });
    const after = await http().get('/api/messaging/messages').set(bearer(temp)).expect(401);
    expect(after.body.error).toContain('expired or was revoked');
    // Even without the revoke's clean-up, a session whose address left the list stops working.
    await app.get(ManageAdmins).grant('temp@example.com');
    const again = await signIn('temp@example.com');
    await app.get(ManageAdmins).grant('temp2@example.com');
    await knex()('admin_grants').where('email', 'temp@example.com').delete();
    await http().get('/api/admin/session').set(bearer(again)).expect(401);
  });

  it('item 12: a sign-in link opened while another admin session is live asks first, and the link survives the refusal', async () => {
    const mine = await signIn();
    await http().post('/api/admin/send-temp-link').send({ email: ADMIN }).expect(200);
    const { token } = linkIn((await smtp.next(ADMIN)).text);
    const asked = await http().post('/api/admin/verify-temp-token').set(bearer(mine)).send({ token }).expect(409);
    expect(asked.body).toMatchObject({ code: 'SESSION_ACTIVE', error: expect.stringContaining('replaceSession') });
    await http().get('/api/admin/session').set(bearer(mine)).expect(200);
    const replaced = await http().post('/api/admin/verify-temp-token').set(bearer(mine)).send({ token, replaceSession: true }).expect(200);
    await http().get('/api/admin/session').set(bearer(mine)).expect(401);
    await http().get('/api/admin/session').set(bearer(replaced.body.sessionToken)).expect(200);
  });

  it('item 7: an admin lists the active sessions and ends another one from the dashboard API', async () => {
    const mine = await signIn();
    const other = await signIn();
    const otherId = (await http().get('/api/admin/session').set(bearer(other)).expect(200)).body.sessionId as string;
    const listed = (await http().get('/api/admin/sessions').set(bearer(mine)).expect(200)).body as Array<{ id: string; email: string; current: boolean }>;
    expect(listed.find((s) => s.id === otherId)).toMatchObject({ email: ADMIN, current: false });
    expect(listed.filter((s) => s.current)).toHaveLength(1);
    await http().get('/api/admin/sessions').set(bearer(developerKey)).expect(403);
    await http().delete(`/api/admin/sessions/${otherId}`).set(bearer(developerKey)).expect(403);
    expect((await http().delete(`/api/admin/sessions/${otherId}`).set(bearer(mine)).expect(200)).body).toEqual({ success: true, id: otherId });
    await http().get('/api/admin/session').set(bearer(other)).expect(401);
    await http().delete(`/api/admin/sessions/${otherId}`).set(bearer(mine)).expect(404);
    // Not a session id at all: the same answer, naming where the ids are.
    const malformed = await http().delete('/api/admin/sessions/not-an-id').set(bearer(mine)).expect(404);
    expect(malformed.body).toMatchObject({ code: 'NOT_FOUND', error: 'No active session with this id: GET /api/admin/sessions lists them.' });
  });

  it('documents the admin session scheme in the OpenAPI document', async () => {
    const doc = (await http().get('/api/docs-json').expect(200)).body;
    expect(doc.components.securitySchemes['admin-session']).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/messaging/email'].post.security).toEqual([{ 'admin-session': [] }]);
    expect(doc.paths['/api/v1/stats'].get.security).toEqual(expect.arrayContaining([{ 'api-key': [] }, { 'admin-session': [] }]));
    for (const path of ['/api/admin/validate-email', '/api/admin/send-temp-link', '/api/admin/verify-temp-token', '/api/admin/create-session', '/api/admin/logout', '/api/analytics/demo']) {
      expect(doc.paths[path]).toBeDefined();
    }
  });
});
