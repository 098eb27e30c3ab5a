import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { ApiKeyUsage } from '../../persistence/api-key-usage';
import { apiKeyOf } from '../auth/principal';

/**
 * Counts each request an API key makes (after authentication and rate limiting let it through),
 * for the per-key usage analytics. The count is an in-memory increment; see ApiKeyUsage.
 */
@Injectable()
export class UsageInterceptor implements NestInterceptor {
  constructor(private readonly usage: ApiKeyUsage) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() === 'http') {
      const key = apiKeyOf(context.switchToHttp().getRequest<Request>());
      if (key) this.usage.count(key.id);
    }
    return next.handle();
  }
}
