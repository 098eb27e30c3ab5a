import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { APP_PAGES } from '../../adapters/http/web-static';
import { ROOT, tempDir } from '../fixtures/paths';
import { startTestApp } from '../fixtures/test-app';

const INDEX = '<!doctype html><title>Bandwise</title><div id="root"></div>';
const ROBOTS = 'User-agent: *\nAllow: /\n';

describe('web app pages and missing pages (real server, built app)', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    const webDir = tempDir('bandwise-web-');
    writeFileSync(join(webDir, 'index.html'), INDEX);
    writeFileSync(join(webDir, 'robots.txt'), ROBOTS);
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

  it('sends /index.html to the home page at / (301, query kept), instead of the app on a path no page has', async () => {
    const res = await request(app.getHttpServer()).get('/index.html?lat=1').expect(301);
    expect(res.headers.location).toBe('/?lat=1');
    expect((await request(app.getHttpServer()).get('/index.html').expect(301)).headers.location).toBe('/');
  });

  it('ignores a Range on a page, found or not: the whole page, never a piece of it or a 416', async () => {
    for (const [path, status] of [['/', 200], ['/no-such-page', 404]] as const) {
      for (const range of ['bytes=0-9', 'bytes=99999999-']) {
        const res = await request(app.getHttpServer()).get(path).set('Range', range);
        expect({ path, range, status: res.status, contentRange: res.headers['content-range'] }).toEqual({ path, range, status, contentRange: undefined });
        expect(res.text).toBe(INDEX);
      }
    }
  });

  it('answers a Range beyond a file with 416 and Content-Range, and ignores a malformed one', async () => {
    const beyond = await request(app.getHttpServer()).get('/robots.txt').set('Accept-Encoding', 'identity').set('Range', 'bytes=99999999-');
    expect(beyond.status).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${ROBOTS.length}`);
    expect(beyond.body).toEqual({ success: false, code: 'REQUESTED_RANGE_NOT_SATISFIABLE', error: `The Range asked for lies outside the file (${ROBOTS.length} bytes): ask for bytes within it, or send no Range header.` });
    for (const range of ['bytes=abc', 'bytes=10-5', 'bytes=0-1,3-4']) {
      const whole = await request(app.getHttpServer()).get('/robots.txt').set('Accept-Encoding', 'identity').set('Range', range);
      expect({ range, status: whole.status, text: whole.text }).toEqual({ range, status: 200, text: ROBOTS });
    }
    const piece = await request(app.getHttpServer()).get('/robots.txt').set('Accept-Encoding', 'identity').set('Range', 'bytes=0-4');
    expect({ status: piece.status, text: piece.text }).toEqual({ status: 206, text: ROBOTS.slice(0, 5) });
  });

  it('keeps the API error shape for missing API paths, also where a base URL and a path were joined with two slashes', async () => {
    for (const path of ['/api/no-such-route', '//api/v1/stats', '//mcp']) {
      const res = await request(app.getHttpServer()).get(path);
      expect({ path, status: res.status, type: res.type }).toEqual({ path, status: 404, type: 'application/json' });
      expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });
});
