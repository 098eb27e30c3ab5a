import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { loadConfig, type AppConfig } from '../config';
import { RequestActivity } from '../request-activity';
import { APP_CONFIG } from '../tokens';
import { AppModule } from './app.module';
import { BoundedExpressAdapter } from './bounded-express-adapter';
import { mountJsonBodies } from './common/body-parsing';
import { mountBulkBodies } from './bulk/bulk-bodies';
import { mountCompression } from './compression';
import { DomainErrorFilter } from './common/domain-error.filter';
import { validationPipe } from './common/validation';
import { mountSecurity } from './security';
import { mountSwagger } from './swagger';
import { mountWebApp } from './web-static';

/** Applies what every HTTP app needs (bodies, validation, errors, docs, web app); tests share it. */
export function configureApp(app: NestExpressApplication): NestExpressApplication {
  const config = app.get<AppConfig>(APP_CONFIG);
  trackRequests(app, app.get(RequestActivity));
  mountSecurity(app, config);
  mountCompression(app);
  mountBulkBodies(app);
  mountJsonBodies(app, config.bodyLimit);
  app.disable('x-powered-by');
  // API answers are fresh per request; hashing every JSON body for an ETag costs time for nothing.
  app.set('etag', false);
  app.useGlobalPipes(validationPipe);
  app.useGlobalFilters(new DomainErrorFilter());
  app.enableShutdownHooks();
  mountSwagger(app);
  mountWebApp(app, config.webDir);
  return app;
}

/** Tells background work when requests are in flight; the MCP event stream stays open for long and is not counted. */
function trackRequests(app: NestExpressApplication, activity: RequestActivity): void {
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'GET' && req.path === '/mcp') return next();
    activity.begin();
    res.once('close', () => activity.end());
    next();
  });
}

/** Builds the whole HTTP application; `main.ts` uses it. */
export async function createApp(overrides: Partial<AppConfig> = {}): Promise<NestExpressApplication> {
  const limits = overrides.server ?? loadConfig().server;
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(overrides), new BoundedExpressAdapter(limits), {
    bodyParser: false,
    logger: process.env.LOG_LEVEL === 'debug' ? ['debug', 'log', 'warn', 'error'] : ['log', 'warn', 'error'],
  });
  return configureApp(app);
}
