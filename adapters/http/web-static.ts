import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';

/** Serves the built web app beside the API; unknown non-API paths get index.html (client routing). */
export function mountWebApp(app: NestExpressApplication, webDir: string): void {
  const index = join(webDir, 'index.html');
  const built = existsSync(index);
  if (built) app.use(express.static(webDir, { index: false, maxAge: '1h' }));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path.startsWith('/api') || req.path === '/mcp' || req.path.startsWith('/.well-known/')) return next();
    if (!built) {
      res.status(503).type('text').send('The web app is not built yet: run "npm run build", then restart.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}
