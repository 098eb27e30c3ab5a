import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { InjectThrottlerStorage, type ThrottlerStorage } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TIERS, type ApiKeyIdentity } from '../../../core';
import { MikroViolationLog } from '../../persistence/mikro-violation-log';
import { counterKey, HOUR_MS } from '../auth/rate-limits';
import type { Refunding } from '../auth/resilient-storage';
import { recordViolation } from '../auth/record-violation';

/**
 * Fair use of bulk checks. The free tier pays one request of its hourly allowance per row (the
 * request itself already paid one), so a free key runs small lists; pro and enterprise pay one per
 * job. Counted in the same throttler storage and under the same key as every other request, so the
 * count is atomic across instances (Redis when configured).
 */
@Injectable()
export class BulkAllowance {
  constructor(
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
    private readonly violations: MikroViolationLog,
  ) {}

  /**
   * Charges the rows, or refuses: a list larger than the tier ever takes with 413 (see tooLarge),
   * one larger than what is left of the hour with 429, recorded as the general limit does.
   */
  async charge(key: ApiKeyIdentity, rows: number, req: FastifyRequest, res: FastifyReply): Promise<void> {
    const limit = TIERS[key.tier].requestsPerHour;
    if (key.tier !== 'free' || limit === null) return;
    if (rows > limit) throw await this.tooLarge(key, rows, limit, res);
    try {
      await this.chargeRows(key, rows, limit, res);
    } catch (e) {
      await recordViolation(this.violations, req, key.id);
      throw e;
    }
  }

  /**
   * A list with more rows than the tier's whole hourly allowance: no wait makes it fit, so it is no
   * rate limit (no 429, no Retry-After) but 413, and the request the rate-limit guard counted is
   * given back, so the client that splits the list has its whole allowance for the parts.
   */
  private tooLarge(key: ApiKeyIdentity, rows: number, limit: number, res: FastifyReply): Promise<HttpException> {
    const message = `A free key checks at most ${limit} rows per hour, and this list has ${rows}, so it cannot be taken as it is (nothing was counted). Split it into lists of at most ${limit} rows, or use a pro key, which pays one request per job.`;
    return this.refused(key, message, res);
  }

  /**
   * A free key's list the tier never takes (too many rows, or too many bytes to hold them): 413
   * BULK_TOO_LARGE_FOR_TIER, with the request the rate-limit guard counted given back. Where the
   * storage cannot give it back, the message does not say that nothing was counted.
   */
  async refused(key: ApiKeyIdentity, message: string, res: FastifyReply): Promise<HttpException> {
    const left = await (this.storage as ThrottlerStorage & Refunding).refund?.(counterKey('default', `key:${key.id}`), 'default');
    const refunded = typeof left === 'number';
    if (refunded) res.header('RateLimit-Remaining', Math.max(0, (TIERS[key.tier].requestsPerHour ?? 0) - left));
    return new HttpException(
      { success: false, error: refunded ? message : message.replace(' (nothing was counted)', ''), code: 'BULK_TOO_LARGE_FOR_TIER' },
      HttpStatus.PAYLOAD_TOO_LARGE,
    );
  }

  private async chargeRows(key: ApiKeyIdentity, rows: number, limit: number, res: FastifyReply): Promise<void> {
    for (let i = 1; i < rows; i += 1) {
      const r = await this.storage.increment(counterKey('default', `key:${key.id}`), HOUR_MS, limit, HOUR_MS, 'default');
      res.header('RateLimit-Remaining', Math.max(0, limit - r.totalHits));
      if (r.isBlocked) {
        const retryAfter = Math.max(1, r.timeToBlockExpire);
        res.header('Retry-After', retryAfter);
        throw new HttpException(
          { success: false, error: `Rate limit exceeded: this list of ${rows} rows needs more than is left of the key's ${limit} rows per hour. Retry after ${retryAfter} s.`, code: 'RATE_LIMITED' },
          HttpStatus.TOO_MANY_REQUESTS,
        );
      }
    }
  }
}
