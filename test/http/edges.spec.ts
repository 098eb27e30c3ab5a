import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { connect, type AddressInfo } from 'node:net';
import request from 'supertest';
import { IssueApiKey } from '../../core';
import { PIXEL_4 } from '../fixtures/imeis';
import { bearer, createKey } from '../fixtures/keys';
import { startTestApp } from '../fixtures/test-app';

describe('consistent edges (HTTP, real SQLite)', () => {
  let app: NestFastifyApplication;
  let key: string;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    app = await startTestApp();
    key = await createKey(app, 'edges');
  });
  afterAll(() => app.close());

  it('refuses an unknown query parameter on every documented operation, naming it and what the operation takes', async () => {
    const stats = await http().get('/api/v1/stats?verbose=1').set(bearer(key)).expect(400);
    expect(stats.body).toMatchObject({ code: 'INPUT_INVALID', error: expect.stringContaining('unknown query parameter verbose; it takes none') });
    const recent = await http().get('/api/v1/recent-searches?limt=5').set(bearer(key)).expect(400);
    expect(recent.body.error).toContain('unknown query parameter limt; it takes limit, cursor');
    await http().get('/api/health?x=1').expect(400);
  });

  it('refuses a query whose percent-escapes are not UTF-8, as it refuses such a path, instead of searching for them raw', async () => {
    for (const url of ['/api/devices?query=pix%ffel', '/api/geo/places?query=Par%ffis', '/api/voice/agents?language=e%ffn']) {
      const res = await http().get(url).expect(400);
      expect(res.body).toMatchObject({ code: 'INPUT_INVALID', error: expect.stringContaining('starts no UTF-8 escape') });
    }
    // An escaped percent sign and UTF-8 escapes are fine.
    expect((await http().get('/api/devices?query=100%25%20Pixel%C3%A9').expect(200)).body.total).toBe(0);
  });

  it('says a query parameter given twice is repeated, rather than of the wrong type', async () => {
    const res = await http().get('/api/v1/recent-searches?limit=2&limit=3').set(bearer(key)).expect(400);
    expect(res.body).toEqual({ success: false, code: 'INPUT_INVALID', error: 'Invalid request: query parameter limit is given more than once; give each parameter once.', details: ['query parameter limit is repeated'] });
  });

  it('takes whole-number query parameters in decimal digits only', async () => {
    for (const limit of ['0x10', '1e1', '%2010', '10.0']) {
      const res = await http().get(`/api/v1/recent-searches?limit=${limit}`).set(bearer(key)).expect(400);
      expect(res.body.error).toContain('limit must be an integer number');
    }
    await http().get('/api/devices?query=pixel&limit=0x3').expect(400);
    expect((await http().get('/api/geo/places?query=Paris&limit=0x5').expect(400)).body.error).toContain('limit must be a whole number');
    expect((await http().get('/api/devices?query=pixel&limit=3').expect(200)).body.items.length).toBeLessThanOrEqual(3);
    // A negative number is a number too: it is told the least value, as 0 is.
    for (const limit of ['-1', '0']) {
      const res = await http().get(`/api/v1/recent-searches?limit=${limit}`).set(bearer(key)).expect(400);
      expect(res.body.error).toContain('limit must not be less than 1');
    }
  });

  it('answers a wrong method on a known path with 405 and Allow, and unknown paths with a JSON 404', async () => {
    for (const method of ['put', 'delete'] as const) {
      const res = await http()[method]('/api/check').expect(405);
      expect(res.headers.allow).toBe('POST');
      expect(res.body).toMatchObject({ success: false, code: 'METHOD_NOT_ALLOWED' });
    }
    const trace = await http().trace('/api/v1/stats').expect(405);
    expect(trace.headers.allow).toBe('GET, HEAD');
    for (const path of ['/api/nothing-here', '/API/Nothing-Here', '/.well-known/oauth-authorization-server', '/.well-known/oauth-protected-resource']) {
      const res = await http().get(path).expect(404).expect('content-type', /json/);
      expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
      expect(res.headers['ratelimit-limit']).toBe('1000');
    }
  });

  it.each([
    ['post', '/api/docs'],
    ['post', '/api/docs-json'],
    ['delete', '/api/docs-yaml'],
    ['post', '/api/docs-json/'],
    ['post', '/api/DOCS'],
  ] as const)('answers %s %s (the API reference) with 405 and Allow: GET, HEAD, as other known paths', async (method, path) => {
    const res = await http()[method](path).expect(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.body).toEqual({ success: false, code: 'METHOD_NOT_ALLOWED', error: `${method.toUpperCase()} is not allowed on ${path}; use GET, HEAD.` });
    await http().get(path).expect(200);
  });

  it('answers a file below /api/docs that is not there with 404, whatever the method', async () => {
    for (const method of ['get', 'head', 'post'] as const) await http()[method]('/api/docs/nonexistent').expect(404);
  });

  it('answers requests refused before routing in the API error shape: an undecodable path, a path part too long, malformed HTTP', async () => {
    const badUrl = await http().get('/api/devices/%ff').expect(400);
    expect(badUrl.body).toEqual({ success: false, code: 'MALFORMED_PATH', error: expect.stringContaining('not UTF-8') });
    const long = 'a'.repeat(2000);
    const tooLong = await http().get(`/api/devices/${long}`).expect(404);
    expect(tooLong.body).toMatchObject({ code: 'NOT_FOUND', error: expect.stringContaining('longer than 1000 characters') });
    expect(JSON.stringify(tooLong.body)).not.toContain(long.slice(0, 300));
    const raw = await rawRequest('POST /api/check HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}');
    expect(raw).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(JSON.parse(raw.split('\r\n\r\n')[1])).toMatchObject({ success: false, code: 'MALFORMED_REQUEST' });
  });

  it('answers a path part over 1000 characters with the same 404 whatever the method, never as a malformed path', async () => {
    const long = 'a'.repeat(1001);
    for (const [method, path] of [['delete', '/api/admin/blacklist'], ['delete', '/api/admin/sessions'], ['post', '/api/admin/sessions'], ['put', '/api/devices'], ['patch', '/api/v1/search'], ['get', '/api/admin/blacklist']] as const) {
      const res = await http()[method](`${path}/${long}`).expect(404);
      expect(res.body).toEqual({ success: false, code: 'NOT_FOUND', error: 'Nothing here: a part of the path is longer than 1000 characters, and no id or name is that long.' });
    }
    // One character shorter, the router takes the parameter: an admin route asks for a session.
    await http().delete(`/api/admin/blacklist/${long.slice(1)}`).expect(401);
  });

  it('tells a URL too long (414) from headers too large (431)', async () => {
    const longUrl = await rawRequest(`GET /api/health?q=${'a'.repeat(70_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(longUrl).toMatch(/^HTTP\/1\.1 414 URI Too Long\r\n/);
    expect(JSON.parse(longUrl.split('\r\n\r\n')[1])).toMatchObject({ code: 'URL_TOO_LONG' });
    const bigHeaders = await rawRequest(`GET /api/health HTTP/1.1\r\nHost: x\r\nCookie: ${'c'.repeat(70_000)}\r\n\r\n`);
    expect(bigHeaders).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(bigHeaders.split('\r\n\r\n')[1])).toMatchObject({ code: 'HEADERS_TOO_LARGE' });
  });

  it('refuses a second Host, Content-Type or Content-Encoding with 400 naming it, instead of reading the first', async () => {
    const body = JSON.stringify({ imei: PIXEL_4 });
    for (const [headers, name] of [
      ['Host: x\r\nHost: evil.example', 'Host'],
      ['Host: x\r\nContent-Type: application/json\r\nContent-Type: text/plain', 'Content-Type'],
      ['Host: x\r\nContent-Type: application/json\r\nContent-Encoding: identity\r\ncontent-encoding: gzip', 'Content-Encoding'],
    ]) {
      const raw = await rawRequest(`POST /api/check HTTP/1.1\r\n${headers}\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`);
      expect(raw).toMatch(/^HTTP\/1\.1 400 /);
      expect(JSON.parse(raw.split('\r\n\r\n')[1])).toEqual({ success: false, code: 'INPUT_INVALID', error: `${name} is given more than once: send one ${name} header.` });
    }
  });

  /** Sends bytes as they are (no client library would send a broken request) and returns all that comes back. */
  async function rawRequest(text: string): Promise<string> {
    const server = app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      return await new Promise((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.end(text));
        let received = '';
        socket.on('data', (d) => (received += d.toString()));
        socket.on('close', () => resolve(received));
        socket.on('error', reject);
      });
    } finally {
      // Supertest listens on its own for each request; leave the server as it found it.
      await new Promise((resolve) => server.close(resolve));
    }
  }

  it('refuses a body that is not JSON with 415 and a null body with a clear 400', async () => {
    const text = await http().post('/api/check').set('content-type', 'text/plain').send(`imei=${PIXEL_4}`).expect(415);
    expect(text.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', error: expect.stringContaining('got text/plain') });
    const form = await http().post('/api/check').type('form').send({ imei: PIXEL_4 }).expect(415);
    expect(form.body.error).toContain('got application/x-www-form-urlencoded');
    // Routes match whatever the case of the path; so do the API's body rules and headers.
    const upper = await http().post('/API/Check').set('content-type', 'text/plain').send(`imei=${PIXEL_4}`).expect(415);
    expect(upper.headers['x-frame-options']).toBe('DENY');
    const nul = await http().post('/api/check').set('content-type', 'application/json').send('null').expect(400);
    expect(nul.body).toMatchObject({ code: 'INPUT_INVALID', error: 'The request body must be a JSON object; got null.' });
  });

  it('refuses a JSON array where an object belongs, and names only the type when a value has the wrong one', async () => {
    const list = await http().post('/api/check').send([{ imei: PIXEL_4 }]).expect(400);
    expect(list.body).toEqual({ success: false, code: 'INPUT_INVALID', error: 'The request body must be a JSON object; got an array.' });
    const keyed = await http().post('/api/v1/check').set(bearer(key)).send([]).expect(400);
    expect(keyed.body.error).toBe('The request body must be a JSON object; got an array.');
    const number = await http().post('/api/check').send({ imei: 352931100000009, network: ['T-Mobile'] }).expect(400);
    expect(number.body).toMatchObject({ code: 'INPUT_INVALID', details: ['imei must be a string', 'network must be a string'] });
    const named = await http().post('/api/generate-key').send({ email: 'a@b.co', name: 5 }).expect(400);
    expect(named.body.details).toEqual(['name must be a string']);
  });

  it('refuses a NUL character in any text of a body or query with 400 naming the field', async () => {
    const check = await http().post('/api/check').send({ imei: PIXEL_4, network: 'T-Mobile', location: 'Par\u0000is' }).expect(400);
    expect(check.body).toEqual({ success: false, code: 'INPUT_INVALID', error: 'location holds a NUL character (\\u0000), which no field takes. Remove it and send again.' });
    const keyName = await http().post('/api/generate-key').send({ email: 'nul@example.com', name: 'a\u0000b' }).expect(400);
    expect(keyName.body.error).toMatch(/^name holds a NUL character/);
    const query = await http().get('/api/devices?query=Pix%00el').expect(400);
    expect(query.body.error).toMatch(/^query parameter query holds a NUL character/);
    // Typed as text, a backslash followed by u0000 is six ordinary characters.
    await http().post('/api/check').send({ imei: PIXEL_4, network: 'T-Mobile', location: 'Paris \\u0000' }).expect(200);
  });

  it('reads a body labelled US-ASCII as the UTF-8 it is, and names the charset or encoding it refuses and what it takes', async () => {
    await http().post('/api/check').set('content-type', 'application/json; charset=us-ascii').send(JSON.stringify({ imei: PIXEL_4 })).expect(200);
    const latin = await http().post('/api/check').set('content-type', 'application/json; charset=latin1').send(JSON.stringify({ imei: PIXEL_4 })).expect(415);
    expect(latin.body).toMatchObject({ code: 'UNSUPPORTED_ENCODING', error: 'The request body\'s charset "latin1" is not supported: send UTF-8 JSON (charset=utf-8, or no charset).' });
    const compress = await http().post('/api/check').set('content-type', 'application/json').set('content-encoding', 'compress').send('{}').expect(415);
    expect(compress.body.error).toBe('The request body\'s Content-Encoding "compress" is not supported: send the body as it is, or compressed with gzip, deflate or br and named so in Content-Encoding.');
  });

  it('takes names of built-in object properties for the words they are, never for lookups', async () => {
    for (const word of ['__proto__', 'constructor', 'toString']) {
      const carriers = await http().post('/api/carriers').send({ location: word }).expect(404);
      expect(carriers.body.error).toContain(`No carriers are known for "${word}"`);
      const check = await http().post('/api/check').send({ imei: '352931103746525', network: 'T-Mobile', country: word }).expect(422);
      expect(check.body.code).toBe('COUNTRY_UNKNOWN');
      await http().post('/api/check').set('content-type', 'application/json').set('content-encoding', word).send('{}').expect(415);
      const field = await http().post('/api/check').set('content-type', 'application/json').send(`{"imei":"352931103746525","${word}":1}`).expect(400);
      expect(field.body.details).toEqual([`property ${word} should not exist`]);
    }
  });

  it('puts RateLimit-* headers on refusals too, and WWW-Authenticate on a 401', async () => {
    const missing = await http().get('/api/v1/stats').expect(401);
    expect(missing.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(missing.headers['ratelimit-limit']).toBe('1000');
    const invalid = await http().post('/api/v1/check').set(bearer(key)).send({ imei: PIXEL_4, bogus: 1 }).expect(400);
    expect(invalid.headers['ratelimit-limit']).toBe('100');
    const malformed = await http().post('/api/check').set('content-type', 'application/json').send('{"imei":').expect(400);
    expect(malformed.headers['ratelimit-remaining']).toMatch(/^\d+$/);
  });

  it('ignores a wrong or stale token on public operations', async () => {
    const check = await http().post('/api/check').set(bearer('bw_live_not-a-real-key')).send({ imei: PIXEL_4 }).expect(200);
    expect(check.body.success).toBe(true);
    const link = await http().post('/api/admin/send-temp-link').set(bearer('bws_expired-session')).send({ email: 'edges@example.com' }).expect(200);
    expect(link.body).toMatchObject({ success: true, email: 'edges@example.com' });
  });

  it('gives an unlimited key no made-up limit', async () => {
    const issued = await app.get(IssueApiKey).execute({ email: 'big@example.com', name: 'big', tier: 'enterprise' });
    if (!issued.ok) throw new Error(issued.error.message);
    const res = await http().get('/api/v1/stats').set(bearer(issued.value.apiKey)).expect(200);
    expect(res.headers['ratelimit-limit']).toBeUndefined();
  });

  it('pages recent searches with a cursor, without repeating or skipping one', async () => {
    for (let i = 0; i < 5; i++) await http().post('/api/v1/check').set(bearer(key)).send({ imei: PIXEL_4 }).expect(200);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: request.Response = await http().get(`/api/v1/recent-searches?limit=2${cursor ? `&cursor=${cursor}` : ''}`).set(bearer(key)).expect(200);
      expect(page.body.searches.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.searches.map((s: { id: string }) => s.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
    const bad = await http().get('/api/v1/recent-searches?cursor=bm9wZQ').set(bearer(key)).expect(400);
    expect(bad.body.error).toContain('cursor is not one this API gave out');
    // An edited cursor beyond the year 9999 names no position either (PostgreSQL cannot even compare it).
    const edited = Buffer.from(`253402300800000.${seen[0]}`).toString('base64url');
    expect((await http().get(`/api/v1/recent-searches?cursor=${edited}`).set(bearer(key)).expect(400)).body.code).toBe('INPUT_INVALID');
  });
});
