import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath, isBuiltSubresource, pathOf } from './common/request-path';

/** Hashed build output: its name changes whenever its bytes do, so a browser may keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const ASSETS = `${sep}assets${sep}`;
const PRECOMPRESSED = /\.(br|gz)$/i;
const NOT_BUILT = 'The web app is not built yet: run "npm run build", then restart.';
const NO_SUCH_FILE = 'No such file: the page that asked for it may be from an earlier version of Bandwise. Reload the page.';

/** Paths the web app never answers: the API, MCP and well-known URIs get the API's JSON 404 or 405. */
const notForTheApp = (path: string) => isApiPath(path) || /^\/\.well-known\//i.test(path);

/**
 * The web app's pages (web/src/app/router.tsx; test/http/web-pages.spec.ts keeps the two lists
 * alike). Any other path still gets the app, which shows its "page not found" screen, but with
 * status 404, so that links checkers, crawlers and scripts see a missing page as missing.
 */
export const APP_PAGES: ReadonlySet<string> = new Set(['/', '/admin', '/analytics', '/bulk-check', '/coverage-maps', '/coverage-api-docs', '/signup']);

/** As the client router matches: any letter case, trailing slashes ignored. */
const isAppPage = (path: string): boolean => APP_PAGES.has(path.toLowerCase().replace(/(.)\/+$/, '$1'));

/** One byte range, first byte not after the last: "bytes=0-99", "bytes=100-", "bytes=-500". */
function isOneRange(range: string | undefined): boolean {
  const m = /^bytes=(\d*)-(\d*)$/.exec(range ?? '');
  return !!m && (m[1] !== '' || m[2] !== '') && (m[1] === '' || m[2] === '' || Number(m[1]) <= Number(m[2]));
}

const dropRange = (req: FastifyRequest): void => {
  delete req.headers.range;
  delete req.raw.headers.range;
};

/** The file under `root` a URL path names, or null when there is none (or the path tries to leave `root`). */
async function fileUnder(root: string, path: string): Promise<string | null> {
  let relative: string;
  try {
    relative = decodeURIComponent(path);
  } catch {
    return null;
  }
  if (relative.includes('\0')) return null;
  const file = resolve(root, `.${relative}`);
  // The build-time brotli and gzip copies are how a file is sent, not files of their own.
  if (!file.startsWith(root + sep) || PRECOMPRESSED.test(file)) return null;
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? file.slice(root.length + 1) : null;
}

/**
 * Serves the built web app beside the API; its pages get index.html (client routing), as does any
 * other non-API path that names no file, with status 404.
 * Files are sent as the brotli or gzip copy made at build time when the browser accepts it
 * (`Vary: Accept-Encoding`), hashed files under /assets are cached for good, everything else is
 * revalidated (`no-cache`), so a new build is picked up on the next load.
 */
export async function mountWebApp(app: NestFastifyApplication, webDir: string): Promise<void> {
  const root = resolve(webDir);
  const built = existsSync(join(root, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root,
      serve: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply, path) => void reply.header('Cache-Control', path.includes(ASSETS) ? IMMUTABLE : 'no-cache'),
    });
  }
  // Files go out as they are on disk (or as their build-time brotli/gzip copy), never compressed again.
  app.getHttpAdapter().getInstance().get('/*', { compress: false }, async (req: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(req);
    if (notForTheApp(path)) return reply.callNotFound();
    if (!built) return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    // The home page has one address: its file name would open the app on a path no page has.
    if (path === '/index.html') return reply.redirect(`/${req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : ''}`, 301);
    const file = await fileUnder(root, path);
    // A Range is honoured on a file only, and only as one well-formed range; otherwise it is ignored (RFC 9110 14.2).
    if (!file || !isOneRange(req.headers.range)) dropRange(req);
    if (file) return reply.sendFile(file);
    // A script or style that is not there gets no page instead: its answer carries no page policy.
    if (isBuiltSubresource(path)) return reply.code(404).type('text/plain; charset=utf-8').send(NO_SUCH_FILE);
    return reply.code(isAppPage(path) ? 200 : 404).sendFile('index.html');
  });
}
