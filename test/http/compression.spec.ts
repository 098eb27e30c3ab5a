import { mkdirSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { PIXEL_4 } from '../fixtures/imeis';
import { bearer, createKey } from '../fixtures/keys';
import { tempDir } from '../fixtures/paths';
import { startTestApp } from '../fixtures/test-app';

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One GET over a real socket, body left as sent (no client-side decompression). */
function rawGet(port: number, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

const SCRIPT = `console.log(${JSON.stringify('bandwise '.repeat(2000))});\n`;

/** A built web app as Vite and the precompress plugin leave it: a hashed script with its .br and .gz copies. */
function builtWebApp(): string {
  const dir = tempDir('bandwise-web-');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Bandwise</title><script type="module" src="/assets/index-Ab12Cd34.js"></script>');
  writeFileSync(join(dir, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
  writeFileSync(join(dir, 'assets', 'index-Ab12Cd34.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dir, 'assets', 'index-Ab12Cd34.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(dir, 'assets', 'logo-Ef56Gh78.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  return dir;
}

describe('compressed answers (real server on a socket, real SQLite)', () => {
  let app: NestFastifyApplication;
  let port: number;

  beforeAll(async () => {
    app = await startTestApp({ webDir: builtWebApp() });
    await app.listen(0, '127.0.0.1');
    port = (app.getHttpServer().address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  it('sends the brotli copy made at build time to a browser that accepts it, cached for good', async () => {
    const res = await rawGet(port, '/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy where brotli is not accepted, and the plain file where nothing is', async () => {
    const gz = await rawGet(port, '/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);
    const plain = await rawGet(port, '/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends scripts without the page policy and document headers, and keeps them on pages and SVG images', async () => {
    const script = await rawGet(port, '/assets/index-Ab12Cd34.js', { 'accept-encoding': 'br' });
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(script.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    for (const pageOnly of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'x-xss-protection']) {
      expect({ pageOnly, value: script.headers[pageOnly] }).toEqual({ pageOnly, value: undefined });
    }
    for (const path of ['/', '/assets/logo-Ef56Gh78.svg']) {
      const shown = await rawGet(port, path);
      expect({ path, status: shown.status }).toEqual({ path, status: 200 });
      expect(shown.headers['content-security-policy']).toContain("script-src 'self'");
      expect(shown.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('answers a script that is not there with a plain 404, not the app page without its policy', async () => {
    const missing = await rawGet(port, '/assets/index-Old00000.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^text\/plain/);
    expect(missing.body.toString()).toMatch(/earlier version of Bandwise\. Reload the page\./);
    expect(missing.body.toString()).not.toContain('<title>');
  });

  it('revalidates the app page on every load, so a new build is picked up', async () => {
    for (const path of ['/', '/analytics']) {
      const page = await rawGet(port, path, { 'accept-encoding': 'br, gzip' });
      expect(page.status).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body.toString()).toContain('/assets/index-Ab12Cd34.js');
    }
  });

  it('compresses a JSON answer over 1 KB and leaves a small one as it is', async () => {
    const big = await rawGet(port, '/api/voice/languages', { 'accept-encoding': 'gzip' });
    expect(big.status).toBe(200);
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(big.headers.vary).toMatch(/Accept-Encoding/i);
    const languages = JSON.parse(gunzipSync(big.body).toString()) as Record<string, unknown>;
    expect(JSON.stringify(languages).length).toBeGreaterThan(1024);
    expect(languages.lt).toMatchObject({ name: 'Lithuanian' });
    const br = await rawGet(port, '/api/voice/languages', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(languages);
    const small = await rawGet(port, '/api/health', { 'accept-encoding': 'gzip' });
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.length).toBeLessThan(1024);
  });

  it('streams the CSV and JSON exports compressed, every row intact', async () => {
    const key = await createKey(app, 'exporter');
    const checks = 80; // a free key allows 100 requests an hour, exports included
    for (let i = 0; i < checks; i++) {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/check`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...bearer(key) },
        body: JSON.stringify({ imei: PIXEL_4, network: 'T-Mobile' }),
      });
      expect(res.status).toBe(200);
    }
    const csv = await rawGet(port, '/api/v1/export?format=csv', { 'accept-encoding': 'gzip', ...bearer(key) });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-encoding']).toBe('gzip');
    expect(csv.headers['transfer-encoding']).toBe('chunked');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="imei_searches.csv"');
    const lines = gunzipSync(csv.body).toString().trim().split('\r\n');
    expect(lines).toHaveLength(checks + 1);
    expect(lines[1]).toContain('Pixel 4');
    const json = await rawGet(port, '/api/v1/export?format=json', { 'accept-encoding': 'br', ...bearer(key) });
    expect(json.headers['content-encoding']).toBe('br');
    const rows = JSON.parse(brotliDecompressSync(json.body).toString()) as Array<{ imei: string }>;
    expect(rows).toHaveLength(checks);
    expect(rows[0].imei).toMatch(/^35293110\*{6}\d$/);
  });
});
