import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { Controller, HttpCode, Module, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';

/**
 * The floor under the check path: NestJS on Fastify with one route that answers a stored check
 * answer (ANSWER_FILE) and does nothing else: no validation, guards, interceptors, security
 * headers or database. No framework-built check can beat its figure on the same machine.
 */
const answer: unknown = JSON.parse(readFileSync(process.env.ANSWER_FILE!, 'utf8'));

@Controller('api')
class FloorController {
  @Post('check')
  @HttpCode(200)
  check(): unknown {
    return answer;
  }
}

@Module({ controllers: [FloorController] })
class FloorModule {}

void (async () => {
  const app = await NestFactory.create<NestFastifyApplication>(FloorModule, new FastifyAdapter(), { logger: false });
  app.enableShutdownHooks();
  await app.listen(Number(process.env.PORT ?? 5093), '127.0.0.1');
})();
