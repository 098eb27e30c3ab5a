import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { InjectThrottlerStorage, type ThrottlerStorage } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TIERS, type ApiKeyIdentity } from '../../../core';
import { MikroViolationLog } from '../../persistence/mikro-violation-log';
import { HOUR_MS } from '../auth/rate-limits';
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

  /** Charges the rows, or refuses with 429 and records the violation, as the general limit does. */
  async charge(key: ApiKeyIdentity, rows: number, req: FastifyRequest, res: FastifyReply): Promise<void> {
    try {
      await this.chargeRows(key, rows, res);
    } catch (e) {
      await recordViolation(this.violations, req, key.id);
      throw e;
    }
  }

  private async chargeRows(key: ApiKeyIdentity, rows: number, res: FastifyReply): Promise<void> {
    const limit = TIERS[key.tier].requestsPerHour;
    if (key.tier !== 'free' || limit === null) return;
    if (rows > limit) {
      throw new HttpException(
        { success: false, error: `The free tier checks at most ${limit} rows per hour; this list has ${rows}. Split it, or ask for a pro key (one request per job).`, code: 'BULK_TOO_LARGE_FOR_TIER' },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    for (let i = 1; i < rows; i += 1) {
      const r = await this.storage.increment(`default:all:key:${key.id}`, HOUR_MS, limit, HOUR_MS, 'default');
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
