import { NestFactory } from '@nestjs/core';
import { ThrottlerStorage } from '@nestjs/throttler';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiKeyAuthenticator } from '../auth/api-key-authenticator';
import { loadConfig, type AppConfig } from '../config';
import { RequestActivity } from '../request-activity';
import { APP_CONFIG } from '../tokens';
import { AppModule } from './app.module';
import { boundedFastifyAdapter } from './bounded-fastify-adapter';
import { mountJsonBodies } from './common/body-parsing';
import { mountCompression } from './compression';
import { DomainErrorFilter } from './common/domain-error.filter';
import { RateLimitStamp } from './common/rate-limit-stamp';
import { servedDocument } from './common/served-document';
import { mountSingleHeaders } from './common/single-headers';
import { mountUnknownQueryCheck } from './common/unknown-query';
import { validationPipe } from './common/validation';
import { mountSecurity } from './security';
import { mountSwagger } from './swagger';
import { mountWebApp } from './web-static';

/** Applies what every HTTP app needs (bodies, validation, errors, docs, web app); tests share it. */
export async function configureApp(app: NestFastifyApplication): Promise<NestFastifyApplication> {
  const config = app.get<AppConfig>(APP_CONFIG);
  trackRequests(app, app.get(RequestActivity));
  const stamp = new RateLimitStamp(app.get(ThrottlerStorage, { strict: false }), config.anonRequestsPerHour);
  mountSecurity(app, config);
  mountSingleHeaders(app.getHttpAdapter().getInstance(), stamp);
  await mountCompression(app);
  const keys = app.get(ApiKeyAuthenticator);
  mountJsonBodies(app.getHttpAdapter().getInstance(), config.bodyLimit, stamp, async (token) => (await keys.check(token)).identity?.tier ?? null);
  app.useGlobalPipes(validationPipe);
  app.useGlobalFilters(new DomainErrorFilter(stamp, () => servedDocument(app)));
  mountUnknownQueryCheck(app.getHttpAdapter().getInstance(), () => servedDocument(app), stamp);
  app.enableShutdownHooks();
  mountSwagger(app);
  await mountWebApp(app, config.webDir);
  return app;
}

/** Tells background work when requests are in flight. */
function trackRequests(app: NestFastifyApplication, activity: RequestActivity): void {
  app.getHttpAdapter().getInstance().addHook('onRequest', (_req: FastifyRequest, reply: FastifyReply, done: () => void) => {
    activity.begin();
    reply.raw.once('close', () => activity.end());
    done();
  });
}

/** Builds the whole HTTP application; `main.ts` uses it. */
export async function createApp(overrides: Partial<AppConfig> = {}): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(overrides), boundedFastifyAdapter({ ...loadConfig(), ...overrides }), {
    bodyParser: false,
    // A start-up failure (a refused setting) reaches the CLI's error output, not a bare exit.
    abortOnError: false,
    logger: process.env.LOG_LEVEL === 'debug' ? ['debug', 'log', 'warn', 'error'] : ['log', 'warn', 'error'],
  });
  return configureApp(app);
}
