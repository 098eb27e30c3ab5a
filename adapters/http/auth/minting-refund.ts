import { Inject, Injectable } from '@nestjs/common';
import { InjectThrottlerStorage, type ThrottlerStorage } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import { APP_CONFIG } from '../../tokens';
import { clearRateLimitHeaders, setRateLimitHeaders } from '../common/rate-limit-stamp';
import { mintingTracker } from './client-address';
import { counterKey, HOUR_MS, ordinaryLimit, ordinaryTracker } from './rate-limits';
import type { Refunding } from './resilient-storage';

/**
 * A key request whose body passed validation is counted against key minting before the use case
 * runs; when the use case then creates nothing (the e-mail address or the network already holds
 * the most live keys, a name of blanks), the request is moved to the counter every other request
 * uses, so only keys made use up the allowance of new keys.
 */
@Injectable()
export class MintingRefund {
  constructor(
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async countAsOrdinary(req: FastifyRequest, res: FastifyReply): Promise<void> {
    const minting = counterKey('default', mintingTracker(req as unknown as Record<string, unknown>), true);
    const left = await (this.storage as ThrottlerStorage & Refunding).refund?.(minting, 'default');
    // A store that cannot give the hit back keeps it where it is: the request is counted once, not twice.
    if (typeof left !== 'number') return;
    const limit = ordinaryLimit(req, this.config);
    if (limit >= Number.MAX_SAFE_INTEGER) {
      // An unlimited key is not counted, and its answers carry no RateLimit-* headers.
      clearRateLimitHeaders(res);
      return;
    }
    setRateLimitHeaders(res, limit, await this.storage.increment(counterKey('default', ordinaryTracker(req)), HOUR_MS, limit, HOUR_MS, 'default'));
  }
}
