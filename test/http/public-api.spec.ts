import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import SwaggerParser from '@apidevtools/swagger-parser';
import { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import request from 'supertest';
import { TacImportService } from '../../adapters/catalog/tac-import.service';
import { imeiFor, PIXEL_4 } from '../fixtures/imeis';
import { bearer, createKey } from '../fixtures/keys';
import { tempDir } from '../fixtures/paths';
import { startTestApp } from '../fixtures/test-app';

const FORMULA_IMEI = imeiFor('86000001');

describe('public API v1, export, policy and OpenAPI', () => {
  let app: NestFastifyApplication;
  let alice: string;
  let bob: string;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    app = await startTestApp();
    // A TAC list whose model name looks like a spreadsheet formula.
    const csv = join(tempDir(), 'formula.csv');
    writeFileSync(csv, 'test data\ntac,name,name,contributor,comment,gsmarena,gsmarena,aka\n86000001,Evil,"=HYPERLINK(""http://x"")",t,,,,\n');
    await app.get(TacImportService).importOsmocom(csv);
    alice = await createKey(app, 'alice');
    bob = await createKey(app, 'bob');
  });
  afterAll(() => app.close());

  it('checks through the keyed API and lets only the caller read the search back', async () => {
    const check = await http().post('/api/v1/check').set(bearer(alice)).send({ imei: PIXEL_4, network: 'Verizon' }).expect(200);
    expect(check.headers['ratelimit-limit']).toBe('100');
    const id = check.body.searchId;
    const own = await http().get(`/api/v1/search/${id}`).set(bearer(alice)).expect(200);
    expect(own.body).toMatchObject({ id, imei: `35293110******${PIXEL_4[14]}`, device: { make: 'Google', model: 'Pixel 4' }, carrier: 'Verizon', success: true });
    const foreign = await http().get(`/api/v1/search/${id}`).set(bearer(bob)).expect(404);
    expect(foreign.body.code).toBe('NOT_FOUND');
    await http().get('/api/v1/search/not-a-uuid').set(bearer(alice)).expect(404);
    // UUIDs compare without regard to letter case (RFC 9562).
    expect((await http().get(`/api/v1/search/${id.toUpperCase()}`).set(bearer(alice)).expect(200)).body.id).toBe(id);
  });

  it('lists recent searches and computes stats for the caller only', async () => {
    await http().post('/api/v1/check').set(bearer(alice)).send({ imei: PIXEL_4 }).expect(200);
    await http().post('/api/v1/check').set(bearer(alice)).send({ imei: imeiFor('99999901') }).expect(404);
    const recent = await http().get('/api/v1/recent-searches?limit=1').set(bearer(alice)).expect(200);
    expect(recent.body.searches).toHaveLength(1);
    expect(recent.body.searches[0]).toMatchObject({ device: { make: 'Google', model: 'Pixel 4', year: 2019 } });
    const stats = await http().get('/api/v1/stats').set(bearer(alice)).expect(200);
    expect(stats.body).toMatchObject({ totalSearches: 3, uniqueDevices: 1, apiCalls: 3, successRate: 66.7 });
    expect(stats.body.popularDevices[0]).toEqual({ name: 'Google Pixel 4', manufacturer: 'Google', searches: 2 });
    const empty = await http().get('/api/v1/stats').set(bearer(bob)).expect(200);
    expect(empty.body).toMatchObject({ totalSearches: 0, successRate: 0, popularDevices: [] });
    await http().get('/api/v1/recent-searches?limit=0').set(bearer(alice)).expect(400);
  });

  it('exports the caller’s searches as JSON and as CSV with formulas neutralised', async () => {
    await http().post('/api/v1/check').set(bearer(bob)).send({ imei: FORMULA_IMEI }).expect(200);
    const json = await http().get('/api/v1/export?format=json').set(bearer(bob)).expect(200);
    expect(json.headers['content-disposition']).toBe('attachment; filename="imei_searches.json"');
    const rows = JSON.parse(json.text);
    expect(rows).toHaveLength(1);
    expect(rows[0].imei).toMatch(/^86000001\*{6}\d$/);
    const csv = await http().get('/api/v1/export?format=csv').set(bearer(bob)).expect(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="imei_searches.csv"');
    const [header, line] = csv.text.trim().split('\r\n');
    expect(header).toBe('id,imei,make,model,year,carrier,success,errorCode,fourG,fiveG,volte,wifiCalling,inferred,location,searchedAt,channel');
    expect(line).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(csv.text).not.toContain(FORMULA_IMEI);
    await http().get('/api/v1/export?format=xml').set(bearer(bob)).expect(400);
  });

  it('marks in both exports which capabilities rest on the inference rule alone', async () => {
    const carol = await createKey(app, 'carol');
    // No source read states the US Galaxy S24's VoLTE or Wi-Fi calling; the Pixel 4's are stated.
    const s24 = await http().post('/api/v1/check').set(bearer(carol)).send({ imei: imeiFor('99999903'), modelNumber: 'SM-S921U', network: 'T-Mobile' }).expect(200);
    expect(s24.body.inferred).toEqual(['volte', 'wifiCalling']);
    const pixel = await http().post('/api/v1/check').set(bearer(carol)).send({ imei: PIXEL_4, network: 'T-Mobile' }).expect(200);
    expect(pixel.body.inferred).toEqual([]);
    const json = JSON.parse((await http().get('/api/v1/export?format=json').set(bearer(carol)).expect(200)).text);
    expect(Object.fromEntries(json.map((r: { id: string; inferred: string[] }) => [r.id, r.inferred]))).toEqual({ [s24.body.searchId]: ['volte', 'wifiCalling'], [pixel.body.searchId]: [] });
    const [header, ...lines] = (await http().get('/api/v1/export?format=csv').set(bearer(carol)).expect(200)).text.trim().split('\r\n');
    const column = header.split(',').indexOf('inferred');
    const cells = Object.fromEntries(lines.map((l) => l.split(',')).map((c) => [c[0], c[column]]));
    expect(cells).toEqual({ [s24.body.searchId]: 'volte wifiCalling', [pixel.body.searchId]: '' });
    expect((await http().get(`/api/v1/search/${s24.body.searchId}`).set(bearer(carol)).expect(200)).body.inferred).toEqual(['volte', 'wifiCalling']);
  });

  it('records the answer to the policy, and refuses an unknown search', async () => {
    const check = await http().post('/api/check').send({ imei: PIXEL_4 }).expect(200);
    const deviceInfo = { make: 'Google', model: 'Pixel 4', compatible: check.body.compatible };
    const res = await http().post('/api/policy/accept').send({ accepted: true, searchId: check.body.searchId, deviceInfo }).expect(200);
    expect(res.body).toMatchObject({ success: true, accepted: true, policyVersion: '2.0' });
    const missing = await http().post('/api/policy/accept').send({ accepted: true, searchId: '00000000-0000-4000-8000-000000000000', deviceInfo }).expect(404);
    expect(missing.body.code).toBe('NOT_FOUND');
    await http().post('/api/policy/accept').send({ accepted: 'yes', searchId: check.body.searchId, deviceInfo }).expect(400);
  });

  it("takes the answer for a search made under a key only with that key, and for another key's search answers as for no search", async () => {
    const owner = await createKey(app, 'policy-owner');
    const other = await createKey(app, 'policy-other');
    const check = await http().post('/api/check').set(bearer(owner)).send({ imei: PIXEL_4 }).expect(200);
    const body = { accepted: false, searchId: check.body.searchId, deviceInfo: { make: 'Google', model: 'Pixel 4', compatible: true } };
    expect((await http().post('/api/policy/accept').send(body).expect(404)).body.code).toBe('NOT_FOUND');
    await http().post('/api/policy/accept').set(bearer(other)).send(body).expect(404);
    await http().post('/api/policy/accept').set(bearer(owner)).send({ ...body, accepted: true }).expect(200);
  });

  it('keeps the first answer per search, with the search\'s own device, whatever later requests claim', async () => {
    const check = await http().post('/api/check').send({ imei: PIXEL_4 }).expect(200);
    const forged = { make: '<script>', model: '=1+1', compatible: !check.body.compatible };
    await http().post('/api/policy/accept').send({ accepted: true, searchId: check.body.searchId, deviceInfo: forged }).expect(200);
    const flipped = await http().post('/api/policy/accept').send({ accepted: false, searchId: check.body.searchId, deviceInfo: forged }).expect(409);
    expect(flipped.body).toMatchObject({ code: 'POLICY_ANSWERED', error: expect.stringContaining('already accepted') });
    await http().post('/api/policy/accept').send({ accepted: true, searchId: check.body.searchId, deviceInfo: forged }).expect(200);
    const rows = await (app.get(MikroORM).em as SqlEntityManager).getKnex()('policy_acceptances').where({ search_id: check.body.searchId });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ make: 'Google', model: 'Pixel 4' });
    expect(Boolean(rows[0].accepted)).toBe(true);
    expect(Boolean(rows[0].compatible)).toBe(check.body.compatible);
  });

  it('serves the policy PDF as a download whose text holds the policy sections', async () => {
    const res = await http().get('/api/generate-policy-pdf').buffer(true).parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    }).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"$/);
    const file = join(tempDir(), 'policy.pdf');
    writeFileSync(file, res.body as Buffer);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    for (const s of ['Bandwise Mobile Network Policy & Terms', 'Data Collection & Usage', 'Privacy Protection', 'Network Compatibility Notice', 'Data Retention', 'January 2025', '4, 7, 12', '2-24 hours']) {
      expect(text).toContain(s);
    }
  });

  it('prints non-Latin network names correctly in the PDF', async () => {
    const lt = await startTestApp({ networkName: 'Žalias Ryšys Мобайл', supportHours: 'Monday to Friday,\n 8:00-20:00.' });
    try {
      const res = await request(lt.getHttpServer()).get('/api/generate-policy-pdf').buffer(true).parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
      const file = join(tempDir(), 'policy-lt.pdf');
      writeFileSync(file, res.body as Buffer);
      const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
      expect(text).toContain('Žalias Ryšys Мобайл Network Policy');
      // The operator's support hours, stated in the policy when set (and nowhere made up when not).
      expect(text).toContain('Žalias Ryšys Мобайл customer support is available Monday to Friday, 8:00-20:00.');
      const policy = (await request(lt.getHttpServer()).get('/api/policy').expect(200)).body;
      expect(policy.sections.at(-1)).toEqual({ heading: 'Customer Support', paragraphs: ['Žalias Ryšys Мобайл customer support is available Monday to Friday, 8:00-20:00.'] });
      expect((await http().get('/api/policy').expect(200)).body.sections.map((s: { heading: string }) => s.heading)).not.toContain('Customer Support');
    } finally {
      await lt.close();
    }
  });

  it('publishes an OpenAPI document that validates, with the bearer scheme and rate-limit headers', async () => {
    const doc = (await http().get('/api/docs-json').expect(200)).body;
    await expect(SwaggerParser.validate(JSON.parse(JSON.stringify(doc)))).resolves.toBeTruthy();
    expect(doc.components.securitySchemes['api-key']).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const path of ['/api/v1/check', '/api/v1/search/{id}', '/api/v1/recent-searches', '/api/v1/stats', '/api/v1/export', '/api/generate-key', '/api/policy/accept', '/api/generate-policy-pdf']) {
      expect(doc.paths[path]).toBeDefined();
    }
    const stats = doc.paths['/api/v1/stats'].get;
    expect(stats.security).toEqual([{ 'api-key': [] }, { 'admin-session': [] }]);
    expect(doc.paths['/api/v1/check'].post.security).toEqual([{ 'api-key': [] }]);
    expect(Object.keys(stats.responses['200'].headers)).toEqual(['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset']);
    expect(stats.responses['429']).toBeDefined();
  });
});
