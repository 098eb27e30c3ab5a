import { ExecutionContext, HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerGuard,
  type ThrottlerLimitDetail,
  type ThrottlerModuleOptions,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { MikroViolationLog } from '../../persistence/mikro-violation-log';
import { apiKeyOf } from './principal';

/**
 * Limits per API key when one authenticated the request, otherwise per client address. Counting
 * is atomic in the throttler storage. Every answer carries RateLimit-* headers; a refusal is a 429
 * with Retry-After, and is recorded for the analytics.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override headerPrefix = 'RateLimit';

  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    reflector: Reflector,
    private readonly violations: MikroViolationLog,
  ) {
    super(options, storage, reflector);
  }

  protected override async getTracker(req: Record<string, unknown>): Promise<string> {
    const key = apiKeyOf(req as unknown as Request);
    return key ? `key:${key.id}` : `ip:${(req as unknown as Request).ip ?? 'unknown'}`;
  }

  protected override async throwThrottlingException(context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    const retryAfter = Math.max(1, detail.timeToBlockExpire);
    res.setHeader('RateLimit-Limit', detail.limit);
    res.setHeader('RateLimit-Remaining', 0);
    res.setHeader('RateLimit-Reset', retryAfter);
    res.setHeader('Retry-After', retryAfter);
    const key = apiKeyOf(req);
    void this.violations
      .record({ apiKeyId: key?.id ?? null, client: req.ip ?? 'unknown', path: req.path, at: new Date() })
      .catch(() => undefined);
    const who = key ? 'this API key' : 'this client address';
    throw new HttpException(
      { error: `Rate limit exceeded: ${detail.limit} requests per hour for ${who}. Retry after ${retryAfter} s.`, code: 'RATE_LIMITED' },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }

}
