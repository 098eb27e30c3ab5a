import helmet from '@fastify/helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '../config';

/**
 * Security headers with a content security policy the web app passes: its own scripts only, no
 * inline scripts; inline styles are allowed because the toast and map libraries inject them; audio
 * arrives as data: URIs. (Which proxies are trusted is set where the server is made.)
 */
export async function mountSecurity(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  await app.register(helmet, {
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
  app.enableCors({
    // Only configured origins may call the API from a browser; the app itself is same-origin.
    origin: (origin, cb) => cb(null, !origin || config.corsOrigins.includes(origin) ? origin ?? false : false),
    credentials: true,
    exposedHeaders: ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After', 'Content-Disposition'],
  });
}
