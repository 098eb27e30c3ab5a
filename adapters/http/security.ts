import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { AppConfig } from '../config';
import { isApiPath, isBuiltSubresource, pathOf } from './common/request-path';
import { API_DOCS_PATH } from './swagger';

/**
 * Security headers, in two sets. Pages (the web app, the API reference at /api/docs, static files)
 * get a content security policy the web app passes: its own scripts only, no inline scripts;
 * inline styles are allowed because the toast and map libraries inject them; audio arrives as
 * data: URIs. API answers (the rest of /api, and /mcp) are data, never a page: they get the headers
 * that protect data (nosniff, HSTS, no referrer, same-origin resources, never framed) under a policy
 * that allows nothing and `Cache-Control: no-store`, as OWASP's REST security guidance recommends, and not the headers that only
 * concern documents. That is about 650 bytes less on every answer, and about 5% more checks
 * answered per second. (Which proxies are trusted is set where the server is made.)
 *
 * The app's hashed scripts, styles and data files under /assets are never a document either (a
 * browser shows them as text): they get only the headers a subresource uses (nosniff, same-origin
 * resources, HSTS, no referrer). The first load of / fetches some twenty of them, and the page
 * policy and document headers on each would add about 14 KB on the wire.
 *
 * The sets are fixed, so helmet runs once for each, at start, against a recording response, and
 * every answer gets its set in one `reply.headers` call, instead of repeating helmet's work header
 * by header on every response (@fastify/helmet would also parse the policy each time).
 */
export function mountSecurity(app: NestFastifyApplication, config: AppConfig): void {
  const page = headersSetBy(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:', ...config.tileOrigins],
          'media-src': ["'self'", 'data:', 'blob:'],
          'font-src': ["'self'", 'data:'],
          'connect-src': ["'self'"],
          'worker-src': ["'self'", 'blob:'],
          'manifest-src': ["'self'"],
          'object-src': ["'none'"],
          'base-uri': ["'self'"],
          'form-action': ["'self'"],
          'frame-ancestors': ["'none'"],
        },
      },
      crossOriginEmbedderPolicy: false,
      // Said the same way as frame-ancestors 'none', for browsers that read only the older header.
      xFrameOptions: { action: 'deny' },
    }),
  );
  const data = headersSetBy(
    helmet({
      ...NOT_A_DOCUMENT,
      contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] } },
      xFrameOptions: { action: 'deny' },
    }),
  );
  const subresource = headersSetBy(helmet({ ...NOT_A_DOCUMENT, contentSecurityPolicy: false, xFrameOptions: false }));
  // Answers are per caller (keys, sessions, searches): no cache or proxy keeps them, unless a
  // route says otherwise (the public demo analytics).
  data['cache-control'] = 'no-store';
  app.getHttpAdapter().getInstance().addHook('onRequest', (req: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const path = pathOf(req);
    reply.headers(isApiAnswer(path) ? data : isBuiltSubresource(path) ? subresource : page);
    done();
  });
  app.enableCors({
    // Only configured origins may call the API from a browser; the app itself is same-origin.
    origin: (origin, cb) => cb(null, !origin || config.corsOrigins.includes(origin) ? origin ?? false : false),
    // Keys and admin sessions travel as bearer tokens, never cookies: no credentials to allow.
    credentials: false,
    methods: ['GET', 'HEAD', 'POST', 'DELETE'],
    exposedHeaders: ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After', 'Content-Disposition', 'Location', 'WWW-Authenticate'],
  });
}

/** Helmet's document-only headers, left off answers that are never shown as a page. */
const NOT_A_DOCUMENT = {
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} as const;

/** Paths that answer data: the API and MCP paths, except the API reference pages. */
const isApiAnswer = (path: string): boolean => isApiPath(path) && !DOCS_PAGES.test(path);
const DOCS_PAGES = new RegExp(`^${API_DOCS_PATH}(/|$)`, 'i');

/** The headers a helmet middleware sets on a response, recorded once. */
function headersSetBy(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const set: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | string[]) => void (set[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete set[name.toLowerCase()],
    getHeader: (name: string) => set[name.toLowerCase()],
  };
  let failure: unknown;
  middleware({ headers: {} } as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => void (failure = err));
  if (failure) throw failure;
  return set;
}
