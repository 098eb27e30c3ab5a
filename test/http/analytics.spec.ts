import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import request from 'supertest';
import { JobRunner } from '../../adapters/jobs/job-runner';
import type { DemoAnalytics } from '../../core';
import { dbDateFormatter } from '../../adapters/persistence/db-date';
import { imeiFor, PIXEL_4, UNKNOWN_TAC } from '../fixtures/imeis';
import { bearer, createKey } from '../fixtures/keys';
import { startTestApp } from '../fixtures/test-app';

const DAY = 86_400_000;

describe('demo analytics (aggregate, anonymised) and data retention', () => {
  let app: NestFastifyApplication;
  let demo: DemoAnalytics;
  let text: string;
  const http = () => request(app.getHttpServer());
  const knex = () => (app.get(MikroORM).em as SqlEntityManager).getKnex();

  beforeAll(async () => {
    app = await startTestApp();
    const acme = await createKey(app, 'Acme integration', 'acme@example.com');
    const busy = await createKey(app, 'Busy bot', 'busy@example.com');
    const check = (imei: string, location?: string) => http().post('/api/v1/check').set(bearer(acme)).send({ imei, network: 'T-Mobile', location });
    await check(PIXEL_4, 'Austin, TX').expect(200);
    await check(PIXEL_4, 'austin, texas').expect(200);
    await http().post('/api/v1/check').set(bearer(acme)).send({ imei: imeiFor('35657310'), network: 'EE', location: '221B Baker Street, London, UK' }).expect(200);
    await check(UNKNOWN_TAC, 'John Smith').expect(404);
    // A device the visitor named for an unknown TAC has no TAC row: its type comes from the catalog all the same.
    await http().post('/api/v1/check').set(bearer(acme)).send({ imei: UNKNOWN_TAC, network: 'T-Mobile', deviceId: 'google-pixel-4' }).expect(200);
    await http().post('/api/check').send({ imei: PIXEL_4, network: 'Telia', location: '54.6872,25.2797' }).expect(200);
    // An answer of "unknown" (calls on a plan derived from the public list) is neither compatible nor not.
    const undecided = await http().post('/api/check').send({ imei: PIXEL_4, network: 'Telstra', country: 'Australia' }).expect(200);
    expect(undecided.body.verdict).toBe('unknown');
    // The busy key uses its whole hourly allowance and one more.
    const answers = await Promise.all(Array.from({ length: 101 }, () => http().get('/api/v1/stats').set(bearer(busy))));
    expect(answers.filter((r) => r.status === 429)).toHaveLength(1);
    const res = await http().get('/api/analytics/demo').expect(200);
    // Cached by the browser only: the answer carries this caller's RateLimit-* headers.
    expect(res.headers['cache-control']).toBe('private, max-age=15');
    demo = res.body;
    text = res.text;
  });
  afterAll(() => app?.close());

  it('counts searches, users, keys and compatibility with the database', () => {
    expect(demo).toMatchObject({
      totalSearches: 7,
      totalUsers: 2,
      totalApiKeys: 2,
      // The unknown TAC and the "unknown" answer.
      compatibilityStats: { compatible: expect.any(Number), incompatible: expect.any(Number), unknown: 2 },
    });
    const c = demo.compatibilityStats;
    expect(c.compatible + c.incompatible + c.unknown).toBe(7);
    expect(demo.deviceTypes).toEqual([{ type: 'Smartphone', count: 6 }]);
    expect(demo.popularDevices[0]).toEqual({ brand: 'Google', model: 'Pixel 4', searches: 5 });
  });

  it('shows places only as city, region and country from the gazetteer', () => {
    expect(demo.locationStats).toEqual([
      { city: 'Austin', state: 'Texas', country: 'United States', searches: 2 },
      { city: 'Unknown', state: 'Unknown', country: 'United Kingdom', searches: 1 },
      { city: 'Vilnius', state: 'Vilnius', country: 'Lithuania', searches: 1 },
    ]);
    for (const secret of ['Baker', 'John Smith', '54.6872', PIXEL_4, PIXEL_4.slice(0, 8), 'acme@example.com', 'busy@example.com']) {
      expect(text).not.toContain(secret);
    }
  });

  it('item 18: reports API usage by rank, never by the key names their creators typed, with requests in the last hour and rate-limit violations', () => {
    expect(demo.apiUsageStats).toEqual([
      { apiKeyName: 'API key #1', totalRequests: 101, requestsLastHour: 101, rateLimitViolations: 1 },
      { apiKeyName: 'API key #2', totalRequests: 5, requestsLastHour: 5, rateLimitViolations: 0 },
    ]);
    for (const name of ['Busy bot', 'Acme integration']) expect(text).not.toContain(name);
  });

  it('lists the latest activity and the searches of the last 30 days', () => {
    const activity = demo.recentActivity;
    expect(activity.length).toBeLessThanOrEqual(8);
    expect(activity[0]).toMatchObject({ action: 'Device check', details: 'Google Pixel 4 on Telstra: compatibility unknown', location: 'Unknown' });
    expect(activity[1]).toMatchObject({ action: 'Device check', details: 'Google Pixel 4 on Telia Lietuva: compatible', location: 'Vilnius, Lithuania' });
    expect(activity).toContainEqual(expect.objectContaining({ action: 'Device check', details: 'Device not in the database', location: 'Unknown' }));
    expect(activity).toContainEqual(expect.objectContaining({ action: 'API key created', details: 'A developer created an API key' }));
    // Public: when to the hour only, so no single check can be told by its time.
    for (const a of activity) expect(a.timestamp).toMatch(/T\d\d:00:00\.000Z$/);
    const days = demo.searchesByDay;
    expect(days).toHaveLength(30);
    expect(days[29]).toEqual({ date: new Date().toISOString().slice(0, 10), searches: 7 });
  });

  it('deletes searches older than 12 months and purges expired sign-in links', async () => {
    const [row] = await knex()('searches').select().limit(1);
    const old = Date.now() - 366 * DAY;
    const at = (ms: number) => dbDateFormatter(app.get(MikroORM))(new Date(ms));
    await knex()('searches').insert({ ...row, id: '00000000-0000-4000-8000-0000000000aa', searched_at: at(old) });
    await knex()('magic_links').insert({ id: 'l1', token_hash: 'x'.repeat(64), email: 'acme@example.com', created_at: at(old), expires_at: at(old + 15 * 60_000), used_at: null });
    await app.get(JobRunner).run('search-retention');
    await app.get(JobRunner).run('purge-sign-in');
    expect(await knex()('searches').where('id', '00000000-0000-4000-8000-0000000000aa').first()).toBeUndefined();
    expect(Number((await knex()('searches').count({ n: '*' }).first())!.n)).toBe(7);
    expect(await knex()('magic_links').where('id', 'l1').first()).toBeUndefined();
  });
});
