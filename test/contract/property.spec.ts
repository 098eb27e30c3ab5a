import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import fc from 'fast-check';
import request from 'supertest';
import { servedDocument } from '../../adapters/http/common/served-document';
import { IssueApiKey } from '../../core';
import { PIXEL_4 } from '../fixtures/imeis';
import { startTestApp } from '../fixtures/test-app';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Values a schema admits, mixed with values it does not: the server must answer both without a 5xx. */
function valueFor(doc: Json, schema: Json | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 3) return fc.jsonValue({ maxDepth: 1 });
  if (schema.$ref) return valueFor(doc, doc.components.schemas[schema.$ref.split('/').pop()], depth + 1);
  const alternatives = schema.oneOf ?? schema.anyOf ?? schema.allOf;
  if (alternatives) return fc.oneof(...alternatives.map((s: Json) => valueFor(doc, s, depth + 1)));
  const wrong = fc.oneof(fc.constant(null), fc.string({ maxLength: 8 }), fc.integer());
  let right: fc.Arbitrary<unknown>;
  if (schema.enum) right = fc.constantFrom(...schema.enum);
  else if (schema.type === 'integer') right = fc.integer({ min: (schema.minimum ?? -10) - 2, max: (schema.maximum ?? 1000) + 2 });
  else if (schema.type === 'number') right = fc.double({ min: (schema.minimum ?? -200) - 2, max: (schema.maximum ?? 200) + 2, noNaN: true });
  else if (schema.type === 'boolean') right = fc.boolean();
  else if (schema.type === 'array') right = fc.array(valueFor(doc, schema.items, depth + 1), { maxLength: 3 });
  else if (schema.type === 'object' || schema.properties) {
    const props = Object.entries((schema.properties ?? {}) as Record<string, Json>);
    right = fc.record(Object.fromEntries(props.map(([k, s]) => [k, valueFor(doc, s, depth + 1)])), { requiredKeys: schema.required ?? [] });
  } else if (schema.example !== undefined) right = fc.oneof(fc.constant(schema.example), fc.string({ maxLength: 20 }));
  else right = fc.oneof(fc.constant(PIXEL_4), fc.string({ maxLength: 20 }));
  return fc.oneof({ weight: 4, arbitrary: right }, { weight: 1, arbitrary: wrong });
}

describe('property-based pass over every documented operation (fast-check)', () => {
  let app: NestFastifyApplication;
  let key: string;

  beforeAll(async () => {
    app = await startTestApp();
    const issued = await app.get(IssueApiKey).execute({ email: 'property@example.com', name: 'property', tier: 'enterprise' });
    if (!issued.ok) throw new Error(issued.error.message);
    key = issued.value.apiKey;
  });
  // Closing checks every response seen against the document (status documented, body schema-valid).
  afterAll(() => app.close());

  it('answers generated requests to every operation without a 5xx', async () => {
    const doc = servedDocument(app) as Json;
    for (const [template, item] of Object.entries(doc.paths as Record<string, Json>)) {
      for (const [method, op] of Object.entries(item)) {
        const params = (op.parameters ?? []) as Json[];
        const query = params.filter((p) => p.in === 'query');
        const input = fc.record({
          path: fc.array(fc.oneof(fc.uuid(), fc.string({ minLength: 1, maxLength: 12 })), { minLength: 3, maxLength: 3 }),
          query: fc.record(Object.fromEntries(query.map((p) => [p.name, valueFor(doc, p.schema)])), { requiredKeys: [] }),
          body: valueFor(doc, op.requestBody?.content?.['application/json']?.schema),
          keyed: fc.boolean(),
        });
        // Speech synthesis and PDF rendering are slow: fewer runs there.
        const runs = /voice|pdf/.test(template) ? 3 : 12;
        await fc.assert(
          fc.asyncProperty(input, async ({ path, query: q, body, keyed }) => {
            let i = 0;
            const url = template.replace(/\{[^}]+\}/g, () => encodeURIComponent(path[i++]));
            const search = new URLSearchParams();
            for (const [k, v] of Object.entries(q)) if (v !== undefined) search.append(k, typeof v === 'string' ? v : JSON.stringify(v));
            let req = request(app.getHttpServer())[method as 'get'](`${url}${search.size ? `?${search}` : ''}`);
            if (keyed) req = req.set('Authorization', `Bearer ${key}`);
            const res = op.requestBody ? await req.set('content-type', 'application/json').send(JSON.stringify(body) ?? 'null') : await req;
            // A documented 5xx (a mail or speech service that is down) is an answer; any other is a crash.
            const documented = res.status >= 500 && res.status !== 500 && op.responses[String(res.status)];
            if (!documented) expect(`${method.toUpperCase()} ${template} -> ${res.status}`).not.toMatch(/-> 5\d\d$/);
          }),
          { numRuns: runs, seed: Number(process.env.FC_SEED ?? 20261123) },
        );
      }
    }
  }, 300_000);
});
