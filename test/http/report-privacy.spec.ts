import { Test } from '@nestjs/testing';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import request from 'supertest';
import { CoverageImportService } from '../../adapters/coverage/coverage-import.service';
import { AppModule } from '../../adapters/http/app.module';
import { ScheduledWork } from '../../adapters/jobs/scheduled-work';
import { CLOCK } from '../../adapters/tokens';
import { PENN, writeTowers } from '../fixtures/coverage-files';
import { bearer, createKey, operatorKey } from '../fixtures/keys';
import { tempDir } from '../fixtures/paths';
import { initApp } from '../fixtures/test-app';

const DAY_MS = 86_400_000;
/** About `km` north of PENN. */
const north = (km: number) => ({ lat: PENN.lat + km / 111.2, lng: PENN.lng });

/** Issue 14 items 5 and 6: coverage ratings cannot be poisoned by one caller; others' reports do not leak. */
describe('issue reports: bounded weight per reporter, coarse similar reports, retention', () => {
  let app: NestFastifyApplication;
  let now = new Date('2026-11-21T12:00:00Z').getTime();
  const http = () => request(app.getHttpServer());
  const report = (key: string, body: object) => http().post('/api/coverage/analyze-issue').set(bearer(key)).send(body).expect(200);
  const tmobile = async (key: string) => {
    now += 31 * 60_000; // past the 30-minute answer cache
    const res = await http().post('/api/coverage/analyze').set(bearer(key)).send({ ...PENN, provider: 'T-Mobile' }).expect(200);
    return res.body.data.mobile_providers.find((p: { provider: string }) => p.provider === 'T-Mobile');
  };
  const rows = async () => Number((await (app.get(MikroORM).em as SqlEntityManager).getKnex()('issue_reports').count({ n: '*' }))[0].n);

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot({ dataDir: tempDir(), webDir: tempDir('bandwise-web-'), reportRetentionDays: 90, keysPerHour: 50 })] })
      .overrideProvider(CLOCK)
      .useValue({ now: () => new Date(now) })
      .compile();
    app = await initApp(moduleRef, { trustProxy: 1 });
    await app.get(CoverageImportService).importTowers(writeTowers(new Date(now)));
  });
  afterAll(() => app?.close());

  it('one key filing 100 outage reports moves a rating no more than one report does, and evidence counts one reporter', async () => {
    const [attacker, viewer] = [await createKey(app, 'poisoner'), await createKey(app, 'viewer')];
    const before = await tmobile(viewer);
    const outage = { ...PENN, provider: 'T-Mobile', issue_description: 'Total outage, no service at all, network down' };
    await report(attacker, outage);
    const afterOne = await tmobile(viewer);
    for (let i = 1; i < 100; i++) await report(attacker, outage);
    const afterHundred = await tmobile(viewer);
    expect(afterHundred.evidence).toMatchObject({ issue_reports: 100, issue_reporters: 1 });
    expect(afterHundred.coverage_score).toBe(afterOne.coverage_score);
    expect(afterHundred.coverage_score).toBeGreaterThanOrEqual(Math.floor(before.coverage_score * 0.75));
    expect(afterHundred.recommendation).toBe(afterOne.recommendation);

    // More free keys minted from the same address are the same reporter: they add nothing.
    for (const name of ['x', 'y']) await report(await createKey(app, `sybil-${name}`), outage);
    expect((await tmobile(viewer)).evidence).toMatchObject({ issue_reports: 102, issue_reporters: 1 });

    // Independent reporters still count: four residents on other networks with one report each lower it further.
    for (const n of [1, 2, 3, 4]) {
      await http().post('/api/coverage/analyze-issue').set(bearer(await createKey(app, `resident-${n}`))).set('X-Forwarded-For', `198.51.${100 + n}.7`).send(outage).expect(200);
    }
    const afterFive = await tmobile(viewer);
    expect(afterFive.evidence).toMatchObject({ issue_reports: 106, issue_reporters: 5 });
    expect(afterFive.coverage_score).toBeLessThan(afterHundred.coverage_score);
  });

  it('shows others\' reports only as category, age and distance band: no text, device, time or distance to trilaterate', async () => {
    const [victim, attacker] = [await operatorKey(app, 'victim'), await operatorKey(app, 'snoop')];
    const secret = 'My calls drop every evening at 14 Baker Lane, flat 3';
    const VICTIM_AT = north(30);
    await report(victim, { ...VICTIM_AT, issue_description: secret, user_agent: 'Pixel 7' });
    const answers = [];
    for (const probe of [north(30.3), north(33), { lat: VICTIM_AT.lat, lng: VICTIM_AT.lng + 0.05 }]) {
      answers.push((await report(attacker, { ...probe, issue_description: 'Calls drop every evening' })).body.data);
    }
    for (const a of answers) {
      const fromVictim = a.similar_reports.filter((s: { category: string }) => s.category === 'calls');
      expect(fromVictim.length).toBeGreaterThan(0);
      for (const s of a.similar_reports) {
        expect(Object.keys(s).sort()).toEqual(['age', 'category', 'description', 'distance_band']);
        expect(s.description).toBeNull();
      }
      const text = JSON.stringify(a);
      expect(text).not.toMatch(/Baker|Pixel|\d+\.\d+ km/);
      expect(a.similar_issues_summary).toMatch(/the closest is (under 1 km|1-5 km|5-20 km|20-100 km) away/);
    }
    expect(answers[0].similar_reports.map((s: { distance_band: string }) => s.distance_band)).toContain('under 1 km');
  });

  it('shows a report\'s text to others only when its reporter chose to publish it, and never lists a report as similar to itself', async () => {
    const [publisher, other] = [await operatorKey(app, 'publisher'), await operatorKey(app, 'other')];
    const FAR = { lat: 41.5, lng: -72.5 };
    const first = (await report(publisher, { ...FAR, issue_description: 'Mobile data stalls on the ferry pier', publish: true })).body.data;
    expect(first.similar_reports).toEqual([]);
    const second = (await report(other, { ...FAR, issue_description: 'Mobile data stalls near the pier' })).body.data;
    expect(second.similar_reports).toEqual([{ category: 'data', age: 'today', distance_band: 'under 1 km', description: 'Mobile data stalls on the ferry pier' }]);
    await http().post('/api/coverage/analyze-issue').set(bearer(other)).send({ ...FAR, issue_description: 'x data', publish: 'yes' }).expect(400);
  });

  it("keeps no IMEI, e-mail address or phone number a reporter typed: not in the database, not in what others read", async () => {
    const [publisher, other] = [await operatorKey(app, 'careless'), await operatorKey(app, 'neighbour')];
    const ISLAND = { lat: 44.5, lng: -68.2 };
    const typed = 'Calls drop on my phone IMEI 352931100000009, call me at +1 555 010 0100 or me@example.com';
    await report(publisher, { ...ISLAND, issue_description: typed, publish: true });
    const seen = (await report(other, { ...ISLAND, issue_description: 'Calls drop on my phone all day' })).body.data;
    const expected = 'Calls drop on my phone IMEI [IMEI removed], call me at [phone number removed] or [e-mail removed]';
    expect(seen.similar_reports.map((s: { description: string }) => s.description)).toContain(expected);
    const stored = await app.get(MikroORM).em.getConnection().execute("select description from issue_reports where description like 'Calls drop on my phone IMEI%'");
    expect(stored).toEqual([{ description: expected }]);
  });

  it('deletes reports older than the retention period when the retention job runs', async () => {
    const key = await createKey(app, 'late');
    const total = await rows();
    expect(total).toBeGreaterThan(100);
    now += 91 * DAY_MS;
    await report(key, { ...PENN, issue_description: 'Calls drop every evening' });
    expect(await app.get(ScheduledWork).applyRetention()).toMatch(new RegExp(`deleted ${total} issue report\\(s\\) older than 90 days`));
    expect(await rows()).toBe(1);
  });
});
