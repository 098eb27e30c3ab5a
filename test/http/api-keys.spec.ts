import { PIXEL_4 } from '../fixtures/imeis';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import request from 'supertest';
import { ApiKeyAuthenticator } from '../../adapters/auth/api-key-authenticator';
import { dbDateFormatter } from '../../adapters/persistence/db-date';
import { ApiKeyRow } from '../../adapters/persistence/entities/api-key.entity';
import { bearer, createKey } from '../fixtures/keys';
import { startTestApp } from '../fixtures/test-app';
import { INVISIBLE_IN_NAME } from '../../core';

describe('API keys and rate limits', () => {
  let app: NestFastifyApplication;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('creates a key shown once, stored only as a hash with e-mail, name, tier and time', async () => {
    const res = await http().post('/api/generate-key').send({ email: 'Dev@Example.com', name: 'My app' }).expect(201);
    expect(res.body).toMatchObject({ success: true, name: 'My app', email: 'dev@example.com', tier: { tier: 'free', requestsPerHour: 100, available: true } });
    expect(res.body.apiKey).toMatch(/^bw_live_[A-Za-z0-9_-]{43}$/);
    const rows = await app.get(MikroORM).em.fork().find(ApiKeyRow, { email: 'dev@example.com' });
    expect(rows).toHaveLength(1);
    expect(rows[0].keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows[0])).not.toContain(res.body.apiKey);
    expect(rows[0]).toMatchObject({ tier: 'free', name: 'My app', displayPrefix: res.body.apiKey.slice(0, 14) });
  });

  it.each<[Record<string, string>, string]>([
    [{ name: 'x' }, 'email is required'],
    [{ email: 'not-an-email', name: 'x' }, 'email must be a valid e-mail address'],
    [{ email: 'a@b.co' }, 'name is required'],
    [{ email: 'a@b.co', name: '' }, 'name is required'],
    ...['evil\u202eemanx\u001b[31m', 'a\u2028b', 'a\u200bb', 'a\ufeffb', 'a\u061cb', '\ud800'].map((name): [Record<string, string>, string] => [{ email: 'a@b.co', name }, INVISIBLE_IN_NAME]),
  ])('refuses %j, listing what is wrong in details', async (body, detail) => {
    const res = await http().post('/api/generate-key').send(body).expect(400);
    expect(res.body).toMatchObject({ success: false, code: 'INPUT_INVALID' });
    expect(res.body.details).toContain(detail);
  });

  it('refuses keyed endpoints without a key, with an unknown key, and with a revoked key', async () => {
    await http().get('/api/v1/stats').expect(401);
    const unknown = await http().get('/api/v1/stats').set(bearer('bw_live_' + 'x'.repeat(43))).expect(401);
    expect(unknown.body).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    const key = await createKey(app, 'to-revoke');
    await http().get('/api/v1/stats').set(bearer(key)).expect(200);
    // Any run of spaces may follow the scheme, in any letter case.
    await http().get('/api/v1/stats').set('Authorization', `bearer   ${key}`).expect(200);
    // Two Authorization headers are refused rather than one of them picked.
    const other = await createKey(app, 'second-header');
    const twice = await http().get('/api/v1/stats').set('Authorization', [`Bearer ${key}`, `Bearer ${other}`] as unknown as string).expect(400); // superagent sends each value of an array as its own header
    expect(twice.body).toMatchObject({ code: 'INPUT_INVALID', error: 'Authorization is given more than once: send one Authorization header.' });
    expect(await app.get(ApiKeyAuthenticator).revoke(key.slice(0, 14))).toBe(1);
    const revoked = await http().get('/api/v1/stats').set(bearer(key)).expect(401);
    expect(revoked.body.error).toBe('This API key was revoked: create a new one with POST /api/generate-key.');
    // A public operation still ignores it.
    await http().post('/api/check').set(bearer(key)).send({ imei: '352931103746525' }).expect(200);
  });

  it('lets 100 concurrent keyed requests through, refuses the 101st with 429 and headers, and leaves other keys alone', async () => {
    const key = await createKey(app, 'burst');
    const other = await createKey(app, 'other');
    const responses = await Promise.all(Array.from({ length: 101 }, () => http().get('/api/v1/stats').set(bearer(key))));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(100);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    const ok = responses.find((r) => r.status === 200)!;
    expect(ok.headers['ratelimit-limit']).toBe('100');
    expect(Number(ok.headers['ratelimit-remaining'])).toBeLessThan(100);
    expect(Number(ok.headers['ratelimit-reset'])).toBeGreaterThan(0);
    const refused = await http().get('/api/v1/stats').set(bearer(key)).expect(429);
    expect(refused.body).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    const knex = (app.get(MikroORM).em as SqlEntityManager).getKnex();
    expect(Number((await knex('rate_limit_violations').count({ n: '*' }).first())!.n)).toBeGreaterThanOrEqual(2);
    await http().get('/api/v1/stats').set(bearer(other)).expect(200);
    // A refused request whose path holds an IMEI is recorded under the route, and its client only as a keyed hash.
    await http().get(`/api/v1/search/${PIXEL_4}`).set(bearer(key)).expect(429);
    const recorded = await knex('rate_limit_violations').select('client', 'path');
    expect(recorded.map((r: { path: string }) => r.path)).toContain('/api/v1/search/:id');
    expect(JSON.stringify(recorded)).not.toContain(PIXEL_4);
    expect(JSON.stringify(recorded)).not.toContain('127.0.0.1');
  });

  it('never limits the health probe, which balancers call from one address', async () => {
    const limited = await startTestApp({ anonRequestsPerHour: 2 } as never);
    try {
      for (let i = 0; i < 2; i++) await request(limited.getHttpServer()).get('/api/site-config').expect(200);
      await request(limited.getHttpServer()).get('/api/site-config').expect(429);
      for (let i = 0; i < 5; i++) {
        const res = await request(limited.getHttpServer()).get('/api/health').expect(200);
        expect(res.headers['ratelimit-remaining']).toBeUndefined();
      }
    } finally {
      await limited.close();
    }
  });

  it('refuses failed authentication with 429 once the address has used its allowance, so keys and session tokens cannot be guessed unthrottled', async () => {
    const limited = await startTestApp({ anonRequestsPerHour: 2 } as never);
    try {
      const http = () => request(limited.getHttpServer());
      const guess = (token: string) => http().get('/api/v1/stats').set('Authorization', `Bearer ${token}`);
      await guess('bw_live_wrong1').expect(401);
      await guess('bw_live_wrong2').expect(401);
      const refused = await guess('bw_live_wrong3').expect(429);
      expect(refused.body).toMatchObject({ success: false, code: 'RATE_LIMITED' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      await http().get('/api/admin/session').set('Authorization', 'Bearer bws_guess').expect(429);
    } finally {
      await limited.close();
    }
  });

  it('limits key creation per client address', async () => {
    const limited = await startTestApp({ keysPerHour: 3 } as never);
    try {
      // Requests that could not make a key use none of the allowance: whatever the validation refuses
      // (a typo in the address, a field the endpoint does not take, a name too long) counts as an ordinary request.
      const refused = [{ email: 'typo@example', name: 'k' }, { email: 'r1@example.com', name: 'n', tier: 'pro' }, { email: 'r2@example.com', name: 'n'.repeat(101) }, { email: 'r3@example.com' }];
      for (const body of [...refused, ...refused]) {
        const res = await request(limited.getHttpServer()).post('/api/generate-key').send(body).expect(400);
        expect(res.headers['ratelimit-limit']).toBe('1000');
      }
      const keys: string[] = [];
      for (let i = 0; i < 3; i++) keys.push((await request(limited.getHttpServer()).post('/api/generate-key').send({ email: `k${i}@example.com`, name: 'k' }).expect(201)).body.apiKey);
      const res = await request(limited.getHttpServer()).post('/api/generate-key').send({ email: 'k9@example.com', name: 'k' }).expect(429);
      expect(res.body).toMatchObject({ code: 'RATE_LIMITED', error: expect.stringContaining('for this client address') });
      // A key of one's own sent along opens no fresh allowance: minting still counts by address.
      const keyed = await request(limited.getHttpServer()).post('/api/generate-key').set(bearer(keys[0])).send({ email: 'k8@example.com', name: 'k' }).expect(429);
      expect(keyed.body.error).toContain('for this client address');
    } finally {
      await limited.close();
    }
  });
});

describe('key creation refused by the live-key caps', () => {
  it('counts a KEY_LIMIT_REACHED refusal as an ordinary request, not against the allowance of new keys', async () => {
    const app = await startTestApp({ keysPerHour: 3, apiKeys: { ttlDays: 30, perEmail: 1, perAddress: 20 } });
    const mint = (email: string) => request(app.getHttpServer()).post('/api/generate-key').send({ email, name: 'k' });
    try {
      expect((await mint('capped@example.com').expect(201)).headers).toMatchObject({ 'ratelimit-limit': '3', 'ratelimit-remaining': '2' });
      for (let i = 0; i < 4; i++) {
        const refused = await mint('capped@example.com').expect(429);
        expect(refused.body.code).toBe('KEY_LIMIT_REACHED');
        expect(refused.headers['ratelimit-limit']).toBe('1000');
      }
      // Nothing was created by the four refusals: two of the three new keys are still there to make.
      expect((await mint('second@example.com').expect(201)).headers['ratelimit-remaining']).toBe('1');
      await mint('third@example.com').expect(201);
      expect((await mint('fourth@example.com').expect(429)).body.code).toBe('RATE_LIMITED');
    } finally {
      await app.close();
    }
  });
});

describe('one hourly allowance per key across all endpoints', () => {
  it('counts requests to different endpoints against the same 100', async () => {
    const app = await startTestApp();
    try {
      const key = await createKey(app, 'mixed');
      const paths = ['/api/v1/stats', '/api/v1/recent-searches', '/api/v1/export?format=json'];
      const statuses = await Promise.all(Array.from({ length: 101 }, (_, i) => request(app.getHttpServer()).get(paths[i % 3]).set(bearer(key)).then((r) => r.status)));
      expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});

describe('item 16: keys expire, and live keys are capped per e-mail address and per client network', () => {
  let app: NestFastifyApplication;
  const mint = (email: string, from: string) => request(app.getHttpServer()).post('/api/generate-key').set('X-Forwarded-For', from).send({ email, name: 'k' });

  beforeAll(async () => {
    app = await startTestApp({ trustProxy: 1, keysPerHour: 1e6, apiKeys: { ttlDays: 30, perEmail: 2, perAddress: 3 } });
  });
  afterAll(() => app.close());

  it('stops a key at its expiry date', async () => {
    const res = await mint('expiring@example.com', '192.0.2.10').expect(201);
    expect(Date.parse(res.body.expiresAt) - Date.parse(res.body.createdAt)).toBe(30 * 86_400_000);
    const knex = (app.get(MikroORM).em as SqlEntityManager).getKnex();
    // Thirty days pass (the key has not been used, so no answer of it is cached).
    const past = new Date(Date.now() - 1000);
    await knex('api_keys').where('display_prefix', res.body.displayPrefix).update({ expires_at: dbDateFormatter(app.get(MikroORM))(past) });
    const refused = await request(app.getHttpServer()).get('/api/v1/stats').set(bearer(res.body.apiKey)).expect(401);
    expect(refused.body).toMatchObject({ code: 'UNAUTHORIZED', error: 'This API key has expired: create a new one with POST /api/generate-key.' });
  });

  it('refuses a third live key for one address from one network, and a stranger cannot use up the owner\'s address', async () => {
    await mint('hoarder@example.com', '192.0.2.20').expect(201);
    await mint('hoarder@example.com', '192.0.2.20').expect(201);
    const refused = await mint('Hoarder@example.com', '192.0.2.20').expect(429);
    expect(refused.body).toMatchObject({ code: 'KEY_LIMIT_REACHED', error: expect.stringContaining('already holds 2 live API keys made from your network') });
    await mint('hoarder@example.com', '198.51.100.20').expect(201);
  });

  it('counts an IPv6 client by its /48, whatever address or /64 in it is used: one subscriber may hold the whole block', async () => {
    for (const host of ['8::1', '9::abcd', 'ffff::1:2']) await mint(`v6-${host.replace(/:/g, '')}@example.com`, `2001:db8:7:${host}`).expect(201);
    const refused = await mint('v6-other@example.com', '2001:db8:7:1234:9999::1').expect(429);
    expect(refused.body).toMatchObject({ code: 'KEY_LIMIT_REACHED', error: expect.stringContaining('Your network already created 3 live API keys') });
    await mint('v6-next@example.com', '2001:db8:8::1').expect(201);
  });

  it('holds both caps when the requests arrive all at once', async () => {
    const burst = await Promise.all(Array.from({ length: 8 }, () => mint('burst@example.com', '192.0.2.40').then((r) => r.status)));
    expect(burst.filter((s) => s === 201)).toHaveLength(2);
    const network = await Promise.all(Array.from({ length: 8 }, (_, i) => mint(`net-${i}@example.com`, '192.0.2.60').then((r) => r.status)));
    expect(network.filter((s) => s === 201)).toHaveLength(3);
  });

  it('does not cap the web app\'s own per-browser keys by their shared address', async () => {
    for (let i = 0; i < 3; i++) await mint('browser@bandwise.invalid', `198.51.100.${i + 1}`).expect(201);
  });
});
