import { parseCorsOrigins } from '../../adapters/config';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { PIXEL_4 } from '../fixtures/imeis';
import { bearer, createKey } from '../fixtures/keys';
import { startTestApp } from '../fixtures/test-app';

describe('security headers, CORS and refusals', () => {
  let app: NestFastifyApplication;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    app = await startTestApp({ corsOrigins: ['https://partner.example'] });
  });
  afterAll(() => app.close());

  it('sends the page security headers on pages, and data headers under a policy that allows nothing on API answers', async () => {
    const page = await http().get('/api/docs').expect(200);
    const csp = page.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');

    for (const res of [await http().get('/api/health').expect(200), await http().post('/api/check').send({ imei: PIXEL_4 }).expect(200)]) {
      expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['cache-control']).toBe('no-store');
      for (const shown of [page, res]) {
        expect(shown.headers['x-content-type-options']).toBe('nosniff');
        expect(shown.headers['referrer-policy']).toBe('no-referrer');
        expect(shown.headers['strict-transport-security']).toMatch(/max-age=\d+/);
        expect(shown.headers['x-powered-by']).toBeUndefined();
      }
    }
  });

  it('allows cross-origin calls only from configured origins', async () => {
    const allowed = await http().get('/api/health').set('Origin', 'https://partner.example').expect(200);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example');
    // A browser client may read every header the API documents: limits, the bulk job's Location, the 401's scheme.
    expect(allowed.headers['access-control-expose-headers']?.split(/,\s*/)).toEqual(expect.arrayContaining(['RateLimit-Remaining', 'Retry-After', 'Location', 'WWW-Authenticate']));
    const other = await http().get('/api/health').set('Origin', 'https://evil.example').expect(200);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await http().options('/api/v1/check').set('Origin', 'https://evil.example').set('Access-Control-Request-Method', 'POST');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const remove = await http().options('/api/admin/sessions/abc').set('Origin', 'https://partner.example').set('Access-Control-Request-Method', 'DELETE').expect(204);
    expect(remove.headers['access-control-allow-methods']).toContain('DELETE');
    // Bearer tokens only: no cookie credentials are allowed to a configured origin either.
    expect(remove.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('reads CORS_ORIGINS as origins browsers send, and refuses at start what is no origin', () => {
    expect(parseCorsOrigins('https://App.Example.com/, http://localhost:5173')).toEqual(['https://app.example.com', 'http://localhost:5173']);
    expect(() => parseCorsOrigins('*')).toThrow('CORS_ORIGINS=* is refused');
    expect(() => parseCorsOrigins('https://app.example.com/path')).toThrow('CORS_ORIGINS entry "https://app.example.com/path" is not an origin');
    expect(() => parseCorsOrigins('app.example.com')).toThrow('is not an origin');
  });

  it('lets no cache keep an answer that carries a secret', async () => {
    const created = await http().post('/api/generate-key').send({ email: 'cache@example.com', name: 'cache' }).expect(201);
    expect(created.body.apiKey).toMatch(/^bw_live_/);
    expect(created.headers['cache-control']).toBe('no-store');
    const stats = await http().get('/api/v1/stats').set(bearer(created.body.apiKey)).expect(200);
    expect(stats.headers['cache-control']).toBe('no-store');
  });

  it('refuses a keyed endpoint without a key, and a key reading another key’s search', async () => {
    await http().post('/api/v1/check').send({ imei: PIXEL_4 }).expect(401);
    const [owner, stranger] = [await createKey(app, 'owner'), await createKey(app, 'stranger')];
    const { body } = await http().post('/api/v1/check').set(bearer(owner)).send({ imei: PIXEL_4 }).expect(200);
    await http().get(`/api/v1/search/${body.searchId}`).set(bearer(stranger)).expect(404);
  });

  it('never shows internals: unknown routes and bad bodies answer in the API error shape without stack traces', async () => {
    const missing = await http().get('/api/no-such-thing').expect(404);
    expect(missing.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    const bad = await http().post('/api/check').set('content-type', 'application/json').send('{"imei": [}').expect(400);
    expect(JSON.stringify(bad.body)).not.toMatch(/at .+\.(js|ts):\d+|node_modules|SyntaxError/);
  });
});
