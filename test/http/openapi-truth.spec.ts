import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { bearer, operatorKey } from '../fixtures/keys';
import { startTestApp } from '../fixtures/test-app';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** What the served document says is what the server does: its examples are taken, its limits enforced. */
describe('the OpenAPI document tells the truth', () => {
  let app: NestFastifyApplication;
  let doc: Json;
  let key: string;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    app = await startTestApp();
    doc = (await http().get('/api/docs-json').expect(200)).body;
    key = await operatorKey(app, 'openapi-reader', 'enterprise');
  });
  afterAll(() => app.close());

  it('gives both check operations request examples the server accepts, the schema\'s own included (what "Try it out" sends)', async () => {
    const schemaExample = doc.components.schemas.CheckRequestDto.example;
    expect(Object.keys(schemaExample)).not.toEqual(expect.arrayContaining(['modelNumber', 'deviceId']));
    for (const path of ['/api/check', '/api/v1/check']) {
      const examples = Object.values(doc.paths[path].post.requestBody.content['application/json'].examples as Record<string, { value: object }>);
      expect(examples.length).toBeGreaterThanOrEqual(3);
      for (const body of [schemaExample, ...examples.map((e) => e.value)]) {
        const res = await http().post(path).set(bearer(key)).send(body);
        expect([path, body, res.status]).toEqual([path, body, 200]);
      }
    }
  });

  it('describes the bulk upload per media type, and refuses a JSON string saying what the endpoint takes', async () => {
    const content = doc.paths['/api/v1/bulk-checks'].post.requestBody.content;
    expect(content['application/json'].schema).toMatchObject({ type: 'array', minItems: 1, maxItems: 100000 });
    expect(content['text/csv'].schema.type).toBe('string');
    expect(content['text/plain'].schema.type).toBe('string');
    await http().post('/api/v1/bulk-checks').set(bearer(key)).send(content['application/json'].schema.example).expect(202);
    const text = await http().post('/api/v1/bulk-checks').set(bearer(key)).set('Content-Type', 'application/json').send('"352931100000009"').expect(400);
    expect(text.body).toEqual({
      success: false,
      code: 'INPUT_INVALID',
      error: 'The request body must be a JSON array of IMEIs, or of objects like {"imei": "...", "carrier": "..."}; a plain list goes as text/plain, one IMEI per line; got string.',
    });
    // Other operations still take an object.
    expect((await http().post('/api/check').set('Content-Type', 'application/json').send('"x"').expect(400)).body.error).toBe('The request body must be a JSON object; got string.');
  });

  it('marks a body optional where the server takes none, and types the place search parameters', async () => {
    expect(doc.paths['/api/carriers'].post.requestBody.required).toBe(false);
    expect(doc.paths['/api/admin/logout'].post.requestBody.required).toBe(false);
    await http().post('/api/carriers').expect(200);
    const params = Object.fromEntries((doc.paths['/api/geo/places'].get.parameters as Array<{ name: string; schema: object }>).map((p) => [p.name, p.schema]));
    expect(params).toMatchObject({ query: { type: 'string', minLength: 2, maxLength: 100 }, limit: { type: 'integer', minimum: 1, maximum: 10 } });
  });

  it('states the limits the coverage bodies inherit, as the server enforces them', async () => {
    for (const name of ['AnalyzeCoverageRequestDto', 'AnalyzeIssueRequestDto']) {
      const { properties } = doc.components.schemas[name];
      expect([name, properties.address.maxLength, properties.provider.maxLength]).toEqual([name, 200, 120]);
      expect(properties.lat).toMatchObject({ minimum: -90, maximum: 90 });
    }
    const long = await http().post('/api/coverage/analyze').set(bearer(key)).send({ lat: 40.75, lng: -73.99, address: 'a'.repeat(201) }).expect(400);
    expect(long.body.details).toEqual(['address must be shorter than or equal to 200 characters']);
  });

  it('documents the headers of key creation\'s 429, and which refusal carries Retry-After, as the server sends them', async () => {
    const refusal = doc.paths['/api/generate-key'].post.responses['429'];
    expect(Object.keys(refusal.headers).sort()).toEqual(['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After']);
    expect(refusal.headers['Retry-After'].description).toContain('RATE_LIMITED only');
    expect(refusal.description).toContain('KEY_LIMIT_REACHED does not');
    const limited = await startTestApp({ keysPerHour: 2, apiKeys: { ttlDays: 30, perEmail: 1, perAddress: 20 } }, { importOsmocom: false });
    try {
      const mint = (email: string) => request(limited.getHttpServer()).post('/api/generate-key').send({ email, name: 'k' });
      const created = await mint('first@example.com').expect(201);
      expect(Object.keys(doc.paths['/api/generate-key'].post.responses['201'].headers).sort()).toEqual(['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset']);
      expect([created.headers['ratelimit-limit'], created.headers['ratelimit-remaining']]).toEqual(['2', '1']);
      expect(doc.paths['/api/generate-key'].post.description).toContain('(IPv6: per /48)');
      const capped = await mint('first@example.com').expect(429);
      expect(capped.body.code).toBe('KEY_LIMIT_REACHED');
      expect(capped.headers['retry-after']).toBeUndefined();
      await mint('second@example.com').expect(201);
      const overHour = await mint('third@example.com').expect(429);
      expect(overHour.body.code).toBe('RATE_LIMITED');
      for (const res of [capped, overHour]) for (const name of ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset']) expect(res.headers[name.toLowerCase()]).toMatch(/^\d+$/);
      expect(overHour.headers['ratelimit-limit']).toBe('2');
      expect(Number(overHour.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('documents the refusals the HTTP server answers before an operation: 408, 414 and 431 on every operation, 405 in the description', async () => {
    for (const [path, item] of Object.entries(doc.paths as Record<string, Json>)) {
      for (const [method, op] of Object.entries(item)) expect([method, path, Object.keys(op.responses)]).toEqual([method, path, expect.arrayContaining(['408', '414', '431'])]);
    }
    expect(doc.info.description).toContain('405 `METHOD_NOT_ALLOWED`');
  });
});
