import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { loadConfig, type AppConfig } from '../config';
import { APP_CONFIG } from '../tokens';
import { AppModule } from './app.module';
import { BoundedExpressAdapter } from './bounded-express-adapter';
import { mountJsonBodies } from './common/body-parsing';
import { DomainErrorFilter } from './common/domain-error.filter';
import { validationPipe } from './common/validation';
import { mountSecurity } from './security';
import { mountSwagger } from './swagger';
import { mountWebApp } from './web-static';

/** Applies what every HTTP app needs (bodies, validation, errors, docs, web app); tests share it. */
export function configureApp(app: NestExpressApplication): NestExpressApplication {
  const config = app.get<AppConfig>(APP_CONFIG);
  mountSecurity(app, config);
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

/** Builds the whole HTTP application; `main.ts` uses it. */
export async function createApp(overrides: Partial<AppConfig> = {}): Promise<NestExpressApplication> {
  const limits = overrides.server ?? loadConfig().server;
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(overrides), new BoundedExpressAdapter(limits), {
    bodyParser: false,
    logger: process.env.LOG_LEVEL === 'debug' ? ['debug', 'log', 'warn', 'error'] : ['log', 'warn', 'error'],
  });
  return configureApp(app);
}
