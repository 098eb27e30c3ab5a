import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import fc from 'fast-check';
import request from 'supertest';
import { IssueApiKey } from '../../core';
import { startTestApp } from '../fixtures/test-app';

const INJECTIONS = ["' OR 1=1 --", '"; DROP TABLE searches; --', '<script>alert(1)</script>', '${7*7}', '../../etc/passwd', '\u0000', '=HYPERLINK("x")', '%00', '{{constructor.constructor("x")()}}'];

const deep = (depth: number): unknown => (depth === 0 ? 'x' : { a: deep(depth - 1) });

/** Bodies a careless or hostile client sends: wrong types, deep nesting, unicode, injection strings, huge values. */
const bodies = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(fc.constantFrom('imei', 'network', 'location', 'email', 'name', 'format', 'lat', 'lng', 'accepted', 'searchId', 'deviceInfo', 'token', 'language', 'voiceCount', '__proto__', 'constructor'), fc.oneof(fc.jsonValue(), fc.constantFrom(...INJECTIONS), fc.string({ unit: 'grapheme', maxLength: 300 }))),
  fc.integer({ min: 50, max: 2000 }).map(deep),
  fc.constantFrom('x'.repeat(150_000), '{"imei":', '[]', 'null', '"str"', '\ud800'),
);

const segments = fc.oneof(fc.uuid(), fc.constantFrom(...INJECTIONS).map(encodeURIComponent), fc.string({ maxLength: 40 }).map(encodeURIComponent));
const queries = fc.dictionary(fc.constantFrom('limit', 'format', 'language', 'lat', 'lng', 'x'), fc.oneof(fc.string({ maxLength: 50 }), fc.constantFrom(...INJECTIONS), fc.integer().map(String)));
const headers = fc.record({
  authorization: fc.oneof(fc.constant(undefined), fc.constantFrom('Bearer ', 'Bearer bw_live_nope', 'Basic abc', 'Bearer ' + 'x'.repeat(5000)), fc.string({ maxLength: 100 }).map((s) => 'Bearer ' + s.replace(/[^\x20-\x7e]/g, ''))),
  contentType: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1'),
});

describe('bad input on every endpoint (property-based)', () => {
  let app: NestFastifyApplication;
  let endpoints: Array<{ method: string; path: string }>;
  let enterpriseKey: string;

  beforeAll(async () => {
    app = await startTestApp({ anonRequestsPerHour: 1e9, keysPerHour: 1e9 });
    const doc = (await request(app.getHttpServer()).get('/api/docs-json')).body as { paths: Record<string, Record<string, unknown>> };
    endpoints = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((method) => ({ method, path })));
    // Valid voice requests synthesise speech; random bodies never are, but keep the run fast anyway.
    endpoints = endpoints.filter((e) => e.path !== '/api/voice/ussd-help' || e.method !== 'post');
    const issued = await app.get(IssueApiKey).execute({ email: 'fuzz@example.com', name: 'fuzz', tier: 'enterprise' });
    enterpriseKey = issued.ok ? issued.value.apiKey : '';
  });
  afterAll(() => app.close());

  /**
   * Rows in every table, so a refused request can be shown to have written nothing. Request
   * accounting (per-key usage counts, rate-limit violations) records every request by design;
   * job_locks is written by the scheduled jobs, whatever the requests.
   */
  async function rowCount(): Promise<number> {
    const orm = app.get(MikroORM);
    const knex = (orm.em as SqlEntityManager).getKnex();
    const tables: string[] = /sqlite/i.test(orm.em.getPlatform().constructor.name)
      ? (await knex('sqlite_master').where({ type: 'table' }).andWhereNot('name', 'like', 'sqlite_%').pluck('name'))
      : (await knex('information_schema.tables').where({ table_schema: 'public' }).pluck('table_name'));
    let total = 0;
    for (const t of tables.filter((name) => !/mikro_orm_migrations|settings|api_key_usage|rate_limit_violations|job_locks/.test(name))) total += Number((await knex(t).count({ n: '*' }).first())!.n);
    return total;
  }

  it('never answers 5xx, explains every 4xx, and writes nothing for a refused request', async () => {
    const checked = { requests: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(fc.nat(), bodies, segments, queries, headers, fc.boolean(), async (pick, body, segment, query, hdr, withKey) => {
        const { method, path } = endpoints[pick % endpoints.length];
        const url = path.replace(/\{[^}]+\}/g, segment) + '?' + new URLSearchParams(query as Record<string, string>).toString();
        const before = await rowCount();
        let req = request(app.getHttpServer())[method as 'post'](url).set('content-type', hdr.contentType);
        const auth = withKey ? `Bearer ${enterpriseKey}` : hdr.authorization;
        if (auth) req = req.set('authorization', auth);
        const res = await (typeof body === 'string' ? req.send(body) : req.send(JSON.stringify(body)));
        checked.requests++;
        const seen = { endpoint: `${method.toUpperCase()} ${url}`, status: res.status };
        expect(seen).toEqual({ ...seen, status: expect.any(Number) });
        expect(res.status < 500 ? seen : { ...seen, body: res.body }).toEqual(seen);
        if (res.status >= 400) {
          checked.refused++;
          expect({ ...seen, error: typeof res.body.error === 'string' && res.body.error.length > 5 }).toEqual({ ...seen, error: true });
          expect({ ...seen, rows: await rowCount() }).toEqual({ ...seen, rows: before });
        }
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 1500), seed: Number(process.env.FUZZ_SEED ?? 20261121) },
    );
    expect(checked.refused).toBeGreaterThan(checked.requests / 2);
  }, 600_000);
});
