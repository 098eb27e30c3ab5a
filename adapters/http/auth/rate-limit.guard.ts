import { ExecutionContext, HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerGuard,
  type ThrottlerLimitDetail,
  type Resolvable,
  type ThrottlerModuleOptions,
  type ThrottlerRequest,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import type { FastifyReply as Response, FastifyRequest as Request } from 'fastify';
import { MikroViolationLog } from '../../persistence/mikro-violation-log';
import { mintingTracker } from './client-address';
import { recordViolation } from './record-violation';
import { markRateLimited } from '../common/rate-limit-stamp';
import { apiKeyOf } from './principal';
import { counterKey, isKeyMinting, judgeKeyMinting, ordinaryTracker } from './rate-limits';

/**
 * Limits per API key when one authenticated the request, otherwise per client address. Counting
 * is atomic in the throttler storage. Every answer carries RateLimit-* headers (an unlimited key's none); a refusal is a 429
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

  /**
   * Each throttler in turn, unless its `skipIf` says so. Limits are set per caller across all
   * routes in rate-limits.ts, so this reads no route decorators (@Throttle, @SkipThrottle): the base
   * guard looked each throttler's five of them up, and awaited each value, on every request.
   */
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await judgeKeyMinting(context);
    for (const throttler of this.throttlers) {
      if ((throttler.skipIf ?? this.commonOptions.skipIf)?.(context)) continue;
      const ttl = numberOf(context, throttler.ttl);
      await this.handleRequest({
        context,
        throttler,
        ttl,
        limit: numberOf(context, throttler.limit),
        blockDuration: numberOf(context, throttler.blockDuration ?? ttl),
        // Key minting counts per client address whatever token comes with it: a key of one's own
        // must not open a fresh allowance of keys.
        getTracker: isKeyMinting(context) ? mintingTracker : (throttler.getTracker ?? this.commonOptions.getTracker!),
        generateKey: throttler.generateKey ?? this.commonOptions.generateKey!,
      });
    }
    return true;
  }

  /** Counts the request; an unlimited key is not counted and gets no RateLimit-* headers (no made-up limit). */
  protected override async handleRequest(props: ThrottlerRequest): Promise<boolean> {
    const { req } = this.getRequestResponse(props.context);
    markRateLimited(req as Request);
    if (props.limit >= Number.MAX_SAFE_INTEGER) return true;
    return super.handleRequest(props);
  }

  protected override async getTracker(req: Record<string, unknown>): Promise<string> {
    return ordinaryTracker(req as unknown as Request);
  }

  /** The caller's counter (`counterKey`), shared with requests refused before this guard runs. */
  protected override generateKey(context: ExecutionContext, tracker: string, throttlerName: string): string {
    return counterKey(throttlerName, tracker, isKeyMinting(context));
  }

  protected override async throwThrottlingException(context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    const retryAfter = Math.max(1, detail.timeToBlockExpire);
    res.header('RateLimit-Limit', detail.limit);
    res.header('RateLimit-Remaining', 0);
    res.header('RateLimit-Reset', retryAfter);
    res.header('Retry-After', retryAfter);
    const key = apiKeyOf(req);
    // Recorded before answering, so the analytics count every refusal the client has seen.
    await recordViolation(this.violations, req, key?.id ?? null);
    const who = WHO[detail.tracker.split(':')[0]] ?? 'this client address';
    const window = detail.ttl >= 3_600_000 ? 'hour' : `${Math.round(detail.ttl / 60_000)} minutes`;
    // Key creation has its own allowance: say what was counted, so one key request does not read as "10 requests".
    const what = isKeyMinting(context) ? 'new API keys' : 'requests';
    throw new HttpException(
      { error: `Rate limit exceeded: ${detail.limit} ${what} per ${window} for ${who}. Retry after ${retryAfter} s (${waitText(retryAfter)}).`, code: 'RATE_LIMITED' },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}

/** A wait as a person reads it: "about 54 minutes", "40 seconds". */
const waitText = (seconds: number): string =>
  seconds < 90 ? `${seconds} seconds` : seconds < 5400 ? `about ${Math.round(seconds / 60)} minutes` : `about ${Math.round(seconds / 3600)} hours`;

/** Who a limit counted, by its tracker's prefix (what was counted, not what else the request carried). */
const WHO: Record<string, string> = { email: 'this e-mail address from this client', admin: 'this admin', key: 'this API key', ip: 'this client address' };

/** A throttler setting; ours are numbers or functions that answer at once. */
function numberOf(context: ExecutionContext, value: Resolvable<number>): number {
  const n = typeof value === 'function' ? value(context) : value;
  if (typeof n !== 'number') throw new Error('Rate-limit settings must be numbers, or functions returning one synchronously.');
  return n;
}
