import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { AppConfig } from '../config';

/**
 * Security headers with a content security policy the web app passes: its own scripts only, no
 * inline scripts; inline styles are allowed because the toast and map libraries inject them; audio
 * arrives as data: URIs. (Which proxies are trusted is set where the server is made.)
 *
 * Helmet's middleware is built once and runs on the Node response in one hook. (@fastify/helmet
 * builds it again on every request, parsing the policy each time: 4% of the check path's CPU in a
 * profile, against under 1% this way.)
 */
export function mountSecurity(app: NestFastifyApplication, config: AppConfig): void {
  const headers = helmet({
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
  });
  app.getHttpAdapter().getInstance().addHook('onRequest', (req: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
    headers(req.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
  app.enableCors({
    // Only configured origins may call the API from a browser; the app itself is same-origin.
    origin: (origin, cb) => cb(null, !origin || config.corsOrigins.includes(origin) ? origin ?? false : false),
    credentials: true,
    exposedHeaders: ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After', 'Content-Disposition'],
  });
}
