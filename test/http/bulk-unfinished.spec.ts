import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MikroORM } from '@mikro-orm/core';
import request from 'supertest';
import { BulkCheckWorker } from '../../adapters/jobs/bulk-check-worker';
import { knexOf } from '../../adapters/persistence/db-rows';
import { imeiFor } from '../fixtures/imeis';
import { bearer, operatorKey } from '../fixtures/keys';
import { startTestApp } from '../fixtures/test-app';

describe('the report of a bulk check that is not finished', () => {
  let app: NestFastifyApplication;
  let key: string;
  const http = () => request(app.getHttpServer());
  const list = (n: number) => Array.from({ length: n }, (_, i) => imeiFor('35293110', String(i).padStart(6, '0'))).join('\n');
  const upload = async (rows: number) =>
    (await http().post('/api/v1/bulk-checks?carrier=T-Mobile').set(bearer(key)).set('Content-Type', 'text/plain').send(list(rows)).expect(202)).body.id as string;

  beforeAll(async () => {
    // The background runner waits an hour: a job stays queued until the test runs the worker itself.
    app = await startTestApp({ bulk: { retentionDays: 30, pollMs: 3_600_000, leaseMs: 5000 } });
    key = await operatorKey(app, 'fleet-owner', 'enterprise');
  });
  afterAll(() => app.close());

  it('refuses the CSV and the JSON report of a queued job with 409, saying what to poll, never a partial file', async () => {
    const id = await upload(30);
    for (const format of ['csv', 'json']) {
      const early = await http().get(`/api/v1/bulk-checks/${id}/results?format=${format}`).set(bearer(key)).expect(409);
      expect(early.headers['content-type']).toMatch(/^application\/json/);
      expect(early.headers['content-disposition']).toBeUndefined();
      expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);
      expect(early.body).toMatchObject({
        success: false,
        code: 'BULK_NOT_FINISHED',
        details: { status: 'queued', checkedRows: 0, totalRows: 30 },
        error: expect.stringContaining(`This bulk check is queued: 0 of 30 rows checked (0%). Its report is served once the job is done, never in part. Poll GET /api/v1/bulk-checks/${id} until status is "done"`),
      });
    }

    await app.get(BulkCheckWorker).runPending(async () => true);
    const status = await http().get(`/api/v1/bulk-checks/${id}`).set(bearer(key)).expect(200);
    expect(status.body).toMatchObject({ status: 'done', checkedRows: 30 });
    const csv = await http().get(`/api/v1/bulk-checks/${id}/results?format=csv`).set(bearer(key)).expect(200);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="bulk-check-${id}.csv"`);
    expect(csv.text.trim().split('\r\n')).toHaveLength(31);
    const json = await http().get(`/api/v1/bulk-checks/${id}/results`).set(bearer(key)).expect(200);
    expect(json.body).toMatchObject({ id, status: 'done' });
    expect(json.body.rows).toHaveLength(30);
  });

  it('never answers "queued" with rows checked: rows refused at upload make the job running from its 202 on', async () => {
    const created = await http().post('/api/v1/bulk-checks?carrier=T-Mobile').set(bearer(key)).set('Content-Type', 'text/plain').send(`${list(2)}\nnot-an-imei`).expect(202);
    expect(created.body).toMatchObject({ status: 'running', totalRows: 3, checkedRows: 1, summary: { total: 1, invalid: 1 } });
    const polled = await http().get(`/api/v1/bulk-checks/${created.body.id}`).set(bearer(key)).expect(200);
    expect(polled.body).toEqual(created.body);
    const early = await http().get(`/api/v1/bulk-checks/${created.body.id}/results`).set(bearer(key)).expect(409);
    expect(early.body.error).toMatch(/^This bulk check is running: 1 of 3 rows checked \(33%\)\./);
    // A list with nothing refused is queued until the worker takes it, with nothing checked.
    const clean = await http().post('/api/v1/bulk-checks?carrier=T-Mobile').set(bearer(key)).set('Content-Type', 'text/plain').send(list(2)).expect(202);
    expect(clean.body).toMatchObject({ status: 'queued', checkedRows: 0, summary: { total: 0 } });
  });

  it('says where a failed job stopped and that it resumes by itself', async () => {
    const id = await upload(5);
    await knexOf(app.get(MikroORM))('bulk_jobs').where({ id }).update({ status: 'failed', failed_line: 3, checked_rows: 2, error: 'database unreachable' });
    const res = await http().get(`/api/v1/bulk-checks/${id}/results?format=csv`).set(bearer(key)).expect(409);
    expect(res.body.details).toEqual({ status: 'failed', checkedRows: 2, totalRows: 5 });
    expect(res.body.error).toMatch(/^This bulk check stopped at line 3 with 2 of 5 rows checked \(40%\); it resumes by itself within seconds\. /);
  });

  it('documents the 409 for the report, and a report of status done only', async () => {
    const doc = (await http().get('/api/docs-json').expect(200)).body;
    const op = doc.paths['/api/v1/bulk-checks/{id}/results'].get;
    expect(op.responses['409'].description).toContain('BULK_NOT_FINISHED');
    expect(op.responses['409'].headers['Retry-After']).toBeDefined();
    expect(doc.components.schemas.BulkResultsDto.properties.status.enum).toEqual(['done']);
  });
});
