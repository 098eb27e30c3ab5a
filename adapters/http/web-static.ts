import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join, sep } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';

/** Hashed build output: its name changes whenever its bytes do, so a browser may keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const ASSETS = `${sep}assets${sep}`;

/**
 * Serves the built web app beside the API; unknown non-API paths get index.html (client routing).
 * Files are sent as the brotli or gzip copy made at build time when the browser accepts it
 * (`Vary: Accept-Encoding`), hashed files under /assets are cached for good, everything else is
 * revalidated (`no-cache`), so a new build is picked up on the next load.
 */
export function mountWebApp(app: NestExpressApplication, webDir: string): void {
  const index = join(webDir, 'index.html');
  const built = existsSync(index);
  if (built) {
    app.use(
      expressStaticGzip(webDir, {
        enableBrotli: true,
        orderPreference: ['br', 'gzip'],
        index: false,
        serveStatic: {
          index: false,
          setHeaders: (res: ServerResponse, path: string) => res.setHeader('Cache-Control', path.includes(ASSETS) ? IMMUTABLE : 'no-cache'),
        },
      }),
    );
  }
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path.startsWith('/api') || req.path === '/mcp') return next();
    if (!built) {
      res.status(503).type('text').send('The web app is not built yet: run "npm run build", then restart.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}
