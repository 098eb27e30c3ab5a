import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { AppConfig } from '../config';
import { APP_CONFIG } from '../tokens';
import { AppModule } from './app.module';
import { DomainErrorFilter } from './common/domain-error.filter';
import { validationPipe } from './common/validation';
import { mountSwagger } from './swagger';
import { mountWebApp } from './web-static';

/** Builds the whole HTTP application (API, docs, web app); `main.ts` and the tests share it. */
export async function createApp(overrides: Partial<AppConfig> = {}, logger = true): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(overrides), {
    bodyParser: false,
    logger: logger ? ['log', 'warn', 'error'] : false,
  });
  const config = app.get<AppConfig>(APP_CONFIG);
  app.useBodyParser('json', { limit: config.bodyLimit });
  app.disable('x-powered-by');
  app.useGlobalPipes(validationPipe);
  app.useGlobalFilters(new DomainErrorFilter());
  app.enableShutdownHooks();
  mountSwagger(app);
  mountWebApp(app, config.webDir);
  return app;
}
