import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Test } from '@nestjs/testing';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { CoverageImportService } from '../../adapters/coverage/coverage-import.service';
import { AppModule } from '../../adapters/http/app.module';
import { CLOCK } from '../../adapters/tokens';
import { coverageExamples, EXAMPLE_KEY } from '../../core';
import { PENN, writeOutages, writeTowers } from '../fixtures/coverage-files';
import { bearer, createKey, operatorKey } from '../fixtures/keys';
import { tempDir } from '../fixtures/paths';
import { initApp } from '../fixtures/test-app';

const run = promisify(execFile);
const PIXEL = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

describe('coverage and issue analysis over HTTP (real SQLite)', () => {
  let app: NestFastifyApplication;
  let key: string;
  /** A second caller: a reporter's own earlier reports are never listed as similar to their next one. */
  let neighbour: string;
  let now = new Date('2026-11-21T12:00:00Z').getTime();
  const http = () => request(app.getHttpServer());
  const analyze = (body: object) => http().post('/api/coverage/analyze').set(bearer(key)).send(body);
  const report = (body: object, as = key) => http().post('/api/coverage/analyze-issue').set(bearer(as)).send(body);

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot({ dataDir: tempDir(), webDir: tempDir('bandwise-web-') })] })
      .overrideProvider(CLOCK)
      .useValue({ now: () => new Date(now) })
      .compile();
    app = await initApp(moduleRef);
    key = await createKey(app, 'coverage');
    neighbour = await operatorKey(app, 'neighbour');
  });
  afterAll(() => app.close());

  it('imports towers and outages, counting what changed, and re-imports without changes', async () => {
    const imports = app.get(CoverageImportService);
    const towers = writeTowers(new Date(now));
    expect(await imports.importTowers(towers)).toEqual({ rows: 8, added: 7, changed: 0, unchanged: 0, skipped: 1, problems: ['line 9: radio must be one of GSM, CDMA, UMTS, LTE, NR; got "WIMAX"'] });
    expect(await imports.importTowers(towers)).toMatchObject({ added: 0, changed: 0, unchanged: 7, skipped: 1 });
    const outages = writeOutages(new Date(now));
    expect(await imports.importOutages(outages)).toMatchObject({ rows: 4, added: 3, changed: 0, unchanged: 0, skipped: 1 });
    expect(await imports.importOutages(outages)).toMatchObject({ added: 0, changed: 0, unchanged: 3 });
  });

  it('rates the country\'s providers from the evidence within 10 km', async () => {
    const res = await analyze({ ...PENN, address: 'Penn Station' }).expect(200);
    expect(res.headers['x-cache']).toBe('miss');
    expect(res.headers['ratelimit-limit']).toBe('100');
    const data = res.body.data;
    expect(data).toMatchObject({ location: { ...PENN, address: 'Penn Station' }, country: 'United States', radius_km: 10, data_period: 'last 30 days (2026-10-22 to 2026-11-21)' });
    // Evidence is counted once for the area, though Verizon's outage also counts for its MVNOs.
    expect(data.area).toEqual({ towers: 6, outage_reports: 2, issue_reports: 0, recent_issues: 29 });
    const mobile = Object.fromEntries(data.mobile_providers.map((p: { provider: string }) => [p.provider, p]));
    expect(Object.keys(mobile)).toEqual(expect.arrayContaining(['AT&T', 'Verizon', 'T-Mobile', 'Visible']));
    expect(mobile.Verizon).toMatchObject({ recent_issues: 25, last_major_outage: new Date(now - 86_400_000).toISOString(), evidence: { towers: 4, technologies: { LTE: 3, NR: 1 }, outage_reports: 1 } });
    expect(mobile['T-Mobile']).toMatchObject({ recent_issues: 0, reliability_rating: 5, evidence: { towers: 2, technologies: { LTE: 1, GSM: 1 } } });
    expect(mobile['T-Mobile'].recommendation).toMatch(/^(excellent|good|fair|poor)$/);
    // Verizon's recent major outage lowers its score below what its towers alone would give.
    expect(mobile.Verizon.reliability_rating).toBeLessThan(5);
    // AT&T's only tower is in Boston: no evidence here, so no rating is made up.
    expect(mobile['AT&T']).toMatchObject({ coverage_score: null, reliability_rating: null, recommendation: null, confidence_score: 0, issue_summary: 'No reports in the last 30 days within 10 km.' });
    const xfinity = data.broadband_providers.find((p: { provider: string }) => p.provider === 'Xfinity (Comcast)');
    expect(xfinity).toMatchObject({ recent_issues: 4, recommendation: expect.any(String), evidence: { towers: 0, outage_reports: 1 } });
  });

  it('finds an earlier report as similar when it matches, and not an unrelated one', async () => {
    const first = await report({ ...PENN, address: 'Penn Station', issue_description: 'Calls keep dropping after one minute inside the station', user_agent: PIXEL, provider: 'Verizon' }).expect(200);
    expect(first.body.data).toMatchObject({ issue_classification: 'calls', similar_reports: [], analyzed_by: 'rules' });
    await report({ lat: PENN.lat + 0.01, lng: PENN.lng, address: 'Midtown', issue_description: 'Text messages arrive hours late', user_agent: PIXEL, provider: 'Verizon' }).expect(200);
    const third = await report({ lat: PENN.lat + 0.02, lng: PENN.lng, address: 'Midtown', issue_description: 'My calls are dropping every minute', user_agent: PIXEL, provider: 'Verizon' }, neighbour).expect(200);
    const data = third.body.data;
    expect(data.issue_classification).toBe('calls');
    expect(data.similar_reports).toEqual([{ category: 'calls', age: 'today', distance_band: '1-5 km', description: null }]);
    expect(data.similar_issues_summary).toMatch(/^1 similar report in the last 90 days within 100 km/);
    expect(data.recommendations.length).toBeGreaterThan(0);
    expect(data.confidence_score).toBeGreaterThan(0);
  });

  it('never serves a cached answer made before a report was filed; otherwise answers from the cache within 30 minutes', async () => {
    const verizon = (d: { mobile_providers: Array<{ provider: string; evidence: { issue_reports: number } }> }) => d.mobile_providers.find((p) => p.provider === 'Verizon')!;
    now += 29 * 60_000;
    // The answer cached before the three reports above would leave them out.
    const afterReports = await analyze({ ...PENN, address: 'Again' }).expect(200);
    expect(afterReports.headers['x-cache']).toBe('miss');
    expect(verizon(afterReports.body.data).evidence.issue_reports).toBe(3);
    const cached = await analyze({ ...PENN, address: 'Once more' }).expect(200);
    expect(cached.headers['x-cache']).toBe('hit');
    expect(cached.body.data.location.address).toBe('Once more');
    now += 31 * 60_000;
    const fresh = await analyze({ ...PENN }).expect(200);
    expect(fresh.headers['x-cache']).toBe('miss');
    expect(verizon(fresh.body.data).evidence.issue_reports).toBe(3);
    // Without an address the answer names the nearest known place.
    expect(fresh.body.data.location.address).toMatch(/^near .*United States$/);
  });

  it('refuses bad coordinates with a clear message, and callers without a key', async () => {
    const cases: Array<[object, RegExp]> = [
      [{ lat: 0, lng: 0 }, /No valid location set/],
      [{ lat: 'north', lng: 10 }, /lat must be a number/],
      [{ lat: 91, lng: 10 }, /lat must be between -90 and 90/],
      [{ lat: 40 }, /lng is required/],
      [{ ...PENN, radius_km: 500 }, /radius_km must be between 1 and 50/],
    ];
    for (const [body, message] of cases) {
      const res = await analyze(body).expect(400);
      expect(res.body).toMatchObject({ success: false, code: 'INPUT_INVALID', error: expect.stringMatching(message) });
    }
    const empty = await report({ ...PENN, issue_description: '   ' }).expect(400);
    expect(empty.body.error).toMatch(/issue_description must not be empty/);
    const unknown = await analyze({ ...PENN, provider: 'Nope Telecom' }).expect(422);
    expect(unknown.body.error).toMatch(/Unknown provider "Nope Telecom". Providers here: AT&T/);
    const anonymous = await http().post('/api/coverage/analyze').send(PENN).expect(401);
    expect(anonymous.body.code).toBe('UNAUTHORIZED');
  });

  it('publishes the formula in the OpenAPI description', async () => {
    const doc = (await http().get('/api/docs-json').expect(200)).body;
    const op = doc.paths['/api/coverage/analyze'].post;
    expect(op.description).toContain('coverage_score = round(infrastructure x reliability)');
    expect(op.security).toEqual([{ 'api-key': [] }]);
    expect(doc.paths['/api/coverage/analyze-issue'].post).toBeDefined();
  });

  it('runs the documented cURL, JavaScript and Python examples as written', async () => {
    await app.listen(0, '127.0.0.1');
    const { port } = app.getHttpServer().address() as { port: number };
    const examples = coverageExamples(`http://127.0.0.1:${port}`);
    const withKey = (code: string) => code.split(EXAMPLE_KEY).join(key);
    // The server runs in this process, so the examples run asynchronously.
    const curl = JSON.parse((await run('bash', ['-c', withKey(examples.curl)])).stdout);
    expect(curl.data.location.address).toBe('Penn Station, New York');
    const dir = tempDir();
    writeFileSync(join(dir, 'example.mjs'), withKey(examples.javascript));
    expect((await run('node', [join(dir, 'example.mjs')])).stdout).toMatch(/^Verizon: \d+ \((excellent|good|fair|poor)\)$/m);
    writeFileSync(join(dir, 'example.py'), withKey(examples.python));
    expect((await run('python3', [join(dir, 'example.py')])).stdout).toMatch(/^AT&T None None$/m);
  });
});
