import { BadRequestException, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { documentedQuery } from './served-document';

/**
 * One policy for query parameters on every documented operation: a parameter the document does
 * not list is refused with 400 INPUT_INVALID naming it (as unknown body fields are), so a typo
 * such as `limt=5` is never silently ignored.
 */
export class UnknownQueryInterceptor implements NestInterceptor {
  constructor(private readonly document: () => OpenAPIObject) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    const routePath = req.routeOptions.url;
    const known = typeof routePath === 'string' ? documentedQuery(this.document(), routePath, req.method) : null;
    const unknown = known ? Object.keys((req.query as Record<string, unknown> | undefined) ?? {}).filter((name) => !known.includes(name)) : [];
    if (unknown.length) {
      const takes = known!.length ? `it takes ${known!.join(', ')}` : 'it takes none';
      const details = unknown.map((name) => `query parameter ${name} is not known here`);
      throw new BadRequestException({ error: `Invalid request: unknown query parameter ${unknown.join(', ')}; ${takes}.`, code: 'INPUT_INVALID', details });
    }
    return next.handle();
  }
}
