import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { APP_PAGES } from '../../adapters/http/web-static';
import { ROOT, tempDir } from '../fixtures/paths';
import { startTestApp } from '../fixtures/test-app';

const INDEX = '<!doctype html><title>Bandwise</title><div id="root"></div>';

describe('web app pages and missing pages (real server, built app)', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    const webDir = tempDir('bandwise-web-');
    writeFileSync(join(webDir, 'index.html'), INDEX);
    writeFileSync(join(webDir, 'index.html.br'), brotliCompressSync(INDEX));
    writeFileSync(join(webDir, 'index.html.gz'), gzipSync(INDEX));
    app = await startTestApp({ webDir }, { importOsmocom: false });
  });
  afterAll(() => app.close());

  it('lists the same pages as the client router', () => {
    const router = readFileSync(join(ROOT, 'web', 'src', 'app', 'router.tsx'), 'utf8');
    const routed = [...router.matchAll(/path: '([^'*]+)'/g)].map((m) => m[1]);
    expect(new Set(routed)).toEqual(APP_PAGES);
  });

  it('answers every page of the app with the app, status 200, in any letter case and with a trailing slash', async () => {
    for (const path of [...APP_PAGES, '/admin/', '/Bulk-Check', '/admin?token=bwl_abc']) {
      const res = await request(app.getHttpServer()).get(path);
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      expect(res.text).toBe(INDEX);
    }
  });

  it('answers a path that is no page with the app (its "page not found" screen) and status 404', async () => {
    for (const path of ['/no-such-page', '/admin/settings', '/bulk-check/extra', '/index.htm', '/index.html.br', '/index.html.gz']) {
      const res = await request(app.getHttpServer()).get(path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toBe(INDEX);
    }
  });

  it.each(['bytes=99999999-', 'bytes=5-2', 'bytes=abc'])('answers a Range beyond a page (%s) with 416 or the whole page, never a server error', async (range) => {
    const res = await request(app.getHttpServer()).get('/').set('Range', range);
    expect([200, 416]).toContain(res.status);
    if (res.status === 416) {
      // The size of the copy sent (the gzip one here, as the test client accepts gzip).
      const size = /^bytes \*\/(\d+)$/.exec(res.headers['content-range'])?.[1];
      expect(size).toBeDefined();
      expect(res.body).toEqual({ success: false, code: 'REQUESTED_RANGE_NOT_SATISFIABLE', error: `The Range asked for lies outside the file (${size} bytes): ask for bytes within it, or send no Range header.` });
    } else expect(res.text).toBe(INDEX);
  });

  it('keeps the API error shape for missing API paths', async () => {
    const res = await request(app.getHttpServer()).get('/api/no-such-route');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
