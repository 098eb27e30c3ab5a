import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { MikroORM } from '@mikro-orm/core';
import { parse } from 'csv-parse/sync';
import request from 'supertest';
import { IssueApiKey } from '../../core';
import { knexOf } from '../../adapters/persistence/db-rows';
import { imeiFor, NOKIA_3110, PIXEL_4, UNKNOWN_TAC } from '../fixtures/imeis';
import { bearer, createKey, operatorKey } from '../fixtures/keys';
import { startTestApp } from '../fixtures/test-app';

describe('bulk checks over HTTP', () => {
  let app: NestFastifyApplication;
  let alice: string;
  let bob: string;
  const http = () => request(app.getHttpServer());

  /** Polls the job as a client would, until it is done. */
  async function finished(id: string, key: string): Promise<request.Response> {
    for (let i = 0; i < 100; i += 1) {
      const res = await http().get(`/api/v1/bulk-checks/${id}`).set(bearer(key)).expect(200);
      if (res.body.status === 'done') return res;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`bulk job ${id} did not finish`);
  }

  beforeAll(async () => {
    app = await startTestApp({ bulk: { retentionDays: 30, pollMs: 200, leaseMs: 5000 } });
    alice = await createKey(app, 'alice');
    bob = await createKey(app, 'bob');
  });
  afterAll(() => app.close());

  it('takes a CSV with its own header names, checks it in the background and reports every row', async () => {
    const csv = ['Device IMEI;Operator;Notes', `${PIXEL_4};Verizon;desk`, `${NOKIA_3110};;spare`, `${UNKNOWN_TAC};;lost?`, '12345;;typo', `${PIXEL_4};Nowhere Mobile;`].join('\n');
    const created = await http().post('/api/v1/bulk-checks?carrier=T-Mobile').set(bearer(alice)).set('Content-Type', 'text/csv').send(csv).expect(202);
    expect(created.headers.location).toBe(`/api/v1/bulk-checks/${created.body.id}`);
    // The row refused at upload (line 5) is in the report already: the job is running, never "queued" with rows checked.
    expect(created.body).toMatchObject({ totalRows: 5, checkedRows: 1, status: 'running', summary: { total: 1, invalid: 1 } });

    const done = await finished(created.body.id, alice);
    expect(done.body).toMatchObject({ totalRows: 5, checkedRows: 5, progress: 1, error: null });
    expect(done.body.summary).toMatchObject({ total: 5, invalid: 2 });
    expect(done.body.summary.byVerdict.unknown).toBeGreaterThanOrEqual(1);
    expect(done.body.summary.byModel.map((m: { model: string }) => m.model)).toContain('Pixel 4');

    const json = await http().get(`/api/v1/bulk-checks/${created.body.id}/results`).set(bearer(alice)).expect(200);
    const rows = json.body.rows as Array<Record<string, unknown>>;
    expect(rows.map((r) => r.line)).toEqual([2, 3, 4, 5, 6]);
    expect(rows[0]).toMatchObject({ imei: `35293110******${PIXEL_4[14]}`, make: 'Google', model: 'Pixel 4', carrier: 'Verizon', errorCode: null });
    expect(rows[0].verdict).toEqual(expect.any(String));
    expect(rows[0].headline).toContain('Verizon');
    expect(rows[1]).toMatchObject({ carrier: 'T-Mobile' });
    expect(rows[2]).toMatchObject({ verdict: 'unknown', errorCode: 'DEVICE_UNKNOWN' });
    expect(rows[3]).toMatchObject({ verdict: null, errorCode: 'IMEI_LENGTH', error: expect.stringMatching(/^Line 5: IMEI must be/) });
    expect(rows[4]).toMatchObject({ verdict: null, errorCode: 'CARRIER_UNKNOWN', error: expect.stringMatching(/^Line 6: Unknown carrier "Nowhere Mobile"/) });

    const csvReport = await http().get(`/api/v1/bulk-checks/${created.body.id}/results?format=csv`).set(bearer(alice)).expect(200);
    expect(csvReport.headers['content-type']).toContain('text/csv');
    const lines = csvReport.text.trim().split('\r\n');
    expect(lines[0]).toBe('line,imei,make,model,modelNumber,carrier,verdict,headline,fourG,fiveG,volte,wifiCalling,esim,reason,errorCode,error');
    expect(lines).toHaveLength(6);
    expect(csvReport.text).not.toContain(PIXEL_4);

    // Nothing in the bulk tables holds an IMEI in clear.
    const knex = knexOf(app.get(MikroORM));
    for (const table of ['bulk_jobs', 'bulk_input_chunks', 'bulk_results']) {
      expect(JSON.stringify(await knex(table).select())).not.toContain(PIXEL_4);
    }
    expect(Number((await knex('bulk_input_chunks').where('job_id', created.body.id).count({ n: '*' }))[0].n)).toBe(0);
  });

  it('shows a job only to the key that made it', async () => {
    const created = await http().post('/api/v1/bulk-checks').set(bearer(alice)).set('Content-Type', 'application/json').send([PIXEL_4, { imei: NOKIA_3110, carrier: 'AT&T' }]).expect(202);
    await http().get(`/api/v1/bulk-checks/${created.body.id}`).set(bearer(bob)).expect(404);
    await http().get(`/api/v1/bulk-checks/${created.body.id}/results`).set(bearer(bob)).expect(404);
    await http().get(`/api/v1/bulk-checks/${created.body.id}`).expect(401);
    await http().get('/api/v1/bulk-checks/not-a-uuid').set(bearer(alice)).expect(404);
    await http().post('/api/v1/bulk-checks').set('Content-Type', 'text/plain').send(PIXEL_4).expect(401);
    const done = await finished(created.body.id, alice);
    expect(done.body.summary.total).toBe(2);
  });

  it('takes a JSON list larger than the API-wide body limit, which still holds elsewhere', async () => {
    const padded = `[${' '.repeat(200 * 1024)}"${PIXEL_4}"]`; // 200 KB, over BODY_LIMIT's 100 KB
    // A pro key: a free key's upload is held to 100 KB (see below).
    const pro = await operatorKey(app, 'padded-pro', 'pro');
    const created = await http().post('/api/v1/bulk-checks').set(bearer(pro)).set('Content-Type', 'application/json').send(padded).expect(202);
    expect((await finished(created.body.id, pro)).body.summary.total).toBe(1);
    await http().post('/api/check').set('Content-Type', 'application/json').send(padded).expect(413);
  });

  it.each([
    ['a file type it cannot read', 'application/xml', '<imeis/>', 415, /Send the list as text\/csv/],
    ['a header without an IMEI column', 'text/csv', 'serial,owner\n1,Ann', 400, /^Line 1: no IMEI column in the header \(serial, owner\)/],
    ['an empty list', 'text/plain', '\n\n', 400, /The list is empty/],
    ['a JSON object instead of an array', 'application/json', '{"imei":"1"}', 400, /must be an array/],
  ])('refuses %s with a clear error', async (_name, type, body, status, message) => {
    const res = await http().post('/api/v1/bulk-checks').set(bearer(bob)).set('Content-Type', type).send(body).expect(status);
    expect(res.body.error).toMatch(message);
  });

  const keyIdOf = async (name: string) => (await knexOf(app.get(MikroORM))('api_keys').where({ name }).first()).id as string;
  const jobCount = async () => Number((await knexOf(app.get(MikroORM))('bulk_jobs').count({ n: '*' }))[0].n);

  it('refuses a list of more than 100,000 rows, naming the limit, and keeps no part of it', async () => {
    const key = await operatorKey(app, 'big', 'pro');
    const before = await jobCount();
    const body = Array.from({ length: 100_001 }, () => PIXEL_4).join('\n');
    const res = await http().post('/api/v1/bulk-checks').set(bearer(key)).set('Content-Type', 'text/plain').send(body).expect(400);
    expect(res.body.error).toMatch(/more than 100000 rows; one bulk check takes at most 100000/);
    expect(await jobCount()).toBe(before);
    expect(Number((await knexOf(app.get(MikroORM))('bulk_input_chunks').count({ n: '*' }))[0].n)).toBe(0);
  });

  it('refuses an unknown or ambiguous default carrier at once with 422, charging no rows and keeping no job', async () => {
    const key = await createKey(app, 'carrier-typo');
    const before = await jobCount();
    const unknown = await http().post('/api/v1/bulk-checks?carrier=Nope').set(bearer(key)).set('Content-Type', 'text/plain').send(`${PIXEL_4}\n`).expect(422);
    expect(unknown.body.code).toBe('CARRIER_UNKNOWN');
    const ambiguous = await http().post('/api/v1/bulk-checks?carrier=Vodafone').set(bearer(key)).set('Content-Type', 'text/plain').send(`${PIXEL_4}\n`).expect(422);
    expect(ambiguous.body.code).toBe('CARRIER_AMBIGUOUS');
    expect(await jobCount()).toBe(before);
    await http().post('/api/v1/bulk-checks?carrier=Vodafone&country=Germany').set(bearer(key)).set('Content-Type', 'text/plain').send(`${PIXEL_4}\n`).expect(202);
  });

  it('refuses an upload over 16 MB with 413 and keeps no job', async () => {
    const key = await operatorKey(app, 'huge', 'pro');
    const before = await jobCount();
    const body = `imei,notes\n${PIXEL_4},${'x'.repeat(17 * 1024 * 1024)}\n`;
    const res = await http().post('/api/v1/bulk-checks').set(bearer(key)).set('Content-Type', 'text/csv').send(body).expect(413);
    expect(res.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', error: expect.stringMatching(/larger than 16 MB/) });
    expect(await jobCount()).toBe(before);
  });

  it('forgets an upload whose client goes away half-way, and keeps taking others', async () => {
    const key = await createKey(app, 'flaky');
    const before = await jobCount();
    const server = app.getHttpServer().listen(0);
    try {
      const { port } = server.address() as AddressInfo;
      const half = Array.from({ length: 2000 }, () => PIXEL_4).join('\n');
      await new Promise<void>((resolve) => {
        const req = httpRequest({ port, method: 'POST', path: '/api/v1/bulk-checks', headers: { ...bearer(key), 'Content-Type': 'text/plain', 'Content-Length': String(half.length * 2) } });
        req.on('error', () => resolve());
        req.write(half, () => setTimeout(() => req.destroy(), 100));
      });
      await new Promise((r) => setTimeout(r, 300));
      expect(await jobCount()).toBe(before);
      await http().post('/api/v1/bulk-checks').set(bearer(key)).set('Content-Type', 'text/plain').send(PIXEL_4).expect(202);
    } finally {
      server.close();
    }
  });

  it('reads a gzip-compressed list, and a long list with bad rows spread through it, reporting every row in line order', async () => {
    const issued = await app.get(IssueApiKey).execute({ email: 'fleet@example.com', name: 'fleet', tier: 'enterprise' });
    if (!issued.ok) throw new Error(issued.error.message);
    const key = issued.value.apiKey;
    const lines = ['imei,carrier'];
    for (let i = 0; i < 2500; i += 1) lines.push(i % 500 === 7 ? 'not-an-imei,' : `${imeiFor('35293110', String(i).padStart(6, '0'))},${i % 2 ? 'Verizon' : ''}`);
    const created = await http().post('/api/v1/bulk-checks?carrier=T-Mobile').set(bearer(key)).set('Content-Type', 'text/csv').set('Content-Encoding', 'gzip')
      .send(gzipSync(lines.join('\r\n'))).expect(202);
    expect(created.body).toMatchObject({ totalRows: 2500, checkedRows: 5 });
    const done = await finished(created.body.id, key);
    expect(done.body.summary).toMatchObject({ total: 2500, invalid: 5 });
    const report = await http().get(`/api/v1/bulk-checks/${created.body.id}/results`).set(bearer(key)).expect(200);
    const rows = report.body.rows as Array<{ line: number; model: string | null; errorCode: string | null }>;
    expect(rows.map((r) => r.line)).toEqual(Array.from({ length: 2500 }, (_, i) => i + 2));
    expect(rows.filter((r) => r.errorCode === 'IMEI_CHARACTERS').map((r) => r.line)).toEqual([9, 509, 1009, 1509, 2009]);
    expect(rows.filter((r) => r.model === 'Pixel 4')).toHaveLength(2495);
  });

  it.each([
    [{ 'Content-Type': 'text/plain; charset=utf-16le' }, "The list's charset utf-16le is not supported; send it as UTF-8."],
    [{ 'Content-Type': 'text/csv', 'Content-Encoding': 'compress' }, 'Content-Encoding compress is not supported; send the list uncompressed, or as gzip, deflate or br.'],
  ])('refuses a list it could not read (%j) with 415 before a row is read or paid for', async (headers, error) => {
    const key = await createKey(app, 'encodings');
    let call = http().post('/api/v1/bulk-checks?carrier=T-Mobile').set(bearer(key));
    for (const [name, value] of Object.entries(headers)) call = call.set(name, value);
    const refused = await call.send(Buffer.from(imeiFor('35293110', '000001'))).expect(415);
    expect(refused.body).toEqual({ success: false, code: 'UNSUPPORTED_ENCODING', error });
    const after = await http().get('/api/v1/stats').set(bearer(key)).expect(200);
    expect(Number(after.headers['ratelimit-remaining'])).toBeGreaterThanOrEqual(98);
  });

  it('counts each row against a free key\'s hourly allowance', async () => {
    const key = await createKey(app, 'carol');
    const list = (n: number) => Array.from({ length: n }, (_, i) => imeiFor('35293110', String(i).padStart(6, '0'))).join('\n');
    const first = await http().post('/api/v1/bulk-checks').set(bearer(key)).set('Content-Type', 'text/plain').send(list(60)).expect(202);
    expect(Number(first.headers['ratelimit-remaining'])).toBe(100 - 60);
    const second = await http().post('/api/v1/bulk-checks').set(bearer(key)).set('Content-Type', 'text/plain').send(list(60)).expect(429);
    expect(second.body.code).toBe('RATE_LIMITED');
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
    // The refusal is recorded for the analytics, as every other 429 is.
    const violations = await knexOf(app.get(MikroORM))('rate_limit_violations').where({ path: '/api/v1/bulk-checks', api_key_id: await keyIdOf('carol') }).count({ n: '*' }).first();
    expect(Number(violations!.n)).toBe(1);
  });

  it('refuses a free key\'s list larger than its whole hourly allowance with 413, not a retryable 429, and counts nothing', async () => {
    const key = await operatorKey(app, 'dave', 'free');
    const before = await jobCount();
    const list = Array.from({ length: 150 }, (_, i) => imeiFor('35293110', String(i).padStart(6, '0')));
    for (const [type, body] of [['text/plain', list.join('\n')], ['application/json', list]] as const) {
      const tooBig = await http().post('/api/v1/bulk-checks').set(bearer(key)).set('Content-Type', type).send(body).expect(413);
      expect(tooBig.body).toMatchObject({ code: 'BULK_TOO_LARGE_FOR_TIER', error: expect.stringMatching(/at most 100 rows per hour, and this list has 150.*Split it into lists of at most 100 rows, or use a pro key/) });
      expect(tooBig.headers['retry-after']).toBeUndefined();
      expect(tooBig.headers['ratelimit-remaining']).toBe('100');
    }
    expect(await jobCount()).toBe(before);
    const after = await http().get('/api/v1/stats').set(bearer(key)).expect(200);
    expect(after.headers['ratelimit-remaining']).toBe('99');
    // Not a rate-limit violation: nothing was over a limit.
    const violations = await knexOf(app.get(MikroORM))('rate_limit_violations').where({ api_key_id: await keyIdOf('dave') }).count({ n: '*' }).first();
    expect(Number(violations!.n)).toBe(0);
    // The whole allowance is left for the list split in parts.
    const part = await http().post('/api/v1/bulk-checks').set(bearer(key)).set('Content-Type', 'text/plain').send(list.slice(0, 99).join('\n')).expect(202);
    expect(part.headers['ratelimit-remaining']).toBe('0');
  });

  it("cuts off a free key's upload larger than its rows could ever need (100 KB) as it arrives, counting nothing", async () => {
    const key = await operatorKey(app, 'frank', 'free');
    const before = await jobCount();
    // 200 KB of padding around two IMEIs: not read whole nor parsed before the refusal.
    const padding = ' '.repeat(200 * 1024);
    const bodies = [
      ['application/json', `[${padding}"${imeiFor('35293110', '000001')}"]`],
      ['text/plain', `${imeiFor('35293110', '000001')}\n${padding}\n${imeiFor('35293110', '000002')}`],
    ] as const;
    for (const [type, body] of bodies) {
      const tooBig = await http().post('/api/v1/bulk-checks').set(bearer(key)).set('Content-Type', type).send(body).expect(413);
      expect(tooBig.body).toMatchObject({ code: 'BULK_TOO_LARGE_FOR_TIER', error: expect.stringContaining('a list of 100 rows fits in 100 KB; this upload is larger') });
    }
    expect(await jobCount()).toBe(before);
    const after = await http().get('/api/v1/stats').set(bearer(key)).expect(200);
    expect(after.headers['ratelimit-remaining']).toBe('99');
    // A pro key's upload of the same size is taken.
    const pro = await operatorKey(app, 'frank-pro', 'pro');
    await http().post('/api/v1/bulk-checks').set(bearer(pro)).set('Content-Type', 'application/json').send(bodies[0][1]).expect(202);
  });

  it('writes a CSV report with one record per row, no formula armed even after a line break in what was sent', async () => {
    const key = await operatorKey(app, 'erin', 'free');
    const created = await http().post('/api/v1/bulk-checks').set(bearer(key)).set('Content-Type', 'application/json').send(['=1\n=2', 'a,b', '-3\r\n@SUM(A1)', PIXEL_4]).expect(202);
    await finished(created.body.id, key);
    const report = await http().get(`/api/v1/bulk-checks/${created.body.id}/results?format=csv`).set(bearer(key)).expect(200);
    const records = parse(report.text) as string[][];
    expect(records.map((r) => r[0])).toEqual(['line', '1', '2', '3', '4']);
    expect(records.every((r) => r.length === records[0].length)).toBe(true);
    const armed = records.flat().filter((cell) => cell.split(/\r\n|\r|\n/).some((part) => /^\s*[=+\-@\t]/.test(part)));
    expect(armed).toEqual([]);
    expect(records[1][1]).toBe("'=1 =2");
  });

  it('names a CSV record whose quoted cell spans lines by the line it starts on, in the report and its errors', async () => {
    const key = await operatorKey(app, 'frank', 'free');
    const csv = `imei,carrier\n"=1\n=2+3",T-Mobile\n${PIXEL_4},T-Mobile\n`;
    const created = await http().post('/api/v1/bulk-checks').set(bearer(key)).set('Content-Type', 'text/csv').send(csv).expect(202);
    await finished(created.body.id, key);
    const rows = (await http().get(`/api/v1/bulk-checks/${created.body.id}/results`).set(bearer(key)).expect(200)).body.rows as Array<{ line: number; error: string | null }>;
    expect(rows.map((r) => r.line)).toEqual([2, 4]);
    expect(rows[0].error).toMatch(/^Line 2: /);
    const unclosed = await http().post('/api/v1/bulk-checks').set(bearer(key)).set('Content-Type', 'text/csv').send(`imei\n${PIXEL_4}\n"${PIXEL_4}\n${PIXEL_4}\n`).expect(400);
    expect(unclosed.body.error).toMatch(/^Line 3: the file is not readable as CSV \(Quote Not Closed/);
  });
});
