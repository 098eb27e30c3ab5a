import { Logger } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { Redis } from 'ioredis';

/**
 * Shared counters (Redis) with an in-process fallback: when Redis is unreachable the service keeps
 * answering, limiting per instance until Redis is back, and says so in the log.
 */
export class ResilientStorage implements ThrottlerStorage {
  private readonly logger = new Logger('RateLimits');
  private degraded = false;

  constructor(private readonly shared: ThrottlerStorage, private readonly local: ThrottlerStorage) {}

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string) {
    try {
      const record = await this.shared.increment(key, ttl, limit, blockDuration, throttlerName);
      if (this.degraded) this.logger.log('Redis is back: rate limits are shared again.');
      this.degraded = false;
      return record;
    } catch (e) {
      if (!this.degraded) this.logger.warn(`Redis unavailable (${(e as Error).message}): limiting per instance until it returns.`);
      this.degraded = true;
      return this.local.increment(key, ttl, limit, blockDuration, throttlerName);
    }
  }

  /**
   * Gives back one counted request where it was counted: in Redis, or in the in-process counters
   * while Redis is away. Returns the requests still counted, or null when that is not known.
   */
  async refund(key: string, throttlerName: string): Promise<number | null> {
    if (this.degraded) return refundIn(this.local, key, throttlerName);
    try {
      return await refundIn(this.shared, key, throttlerName);
    } catch {
      return null;
    }
  }
}

/** A counter store that can give back a request it counted (FixedWindowStorage, ResilientStorage): the requests still counted, or null when not known. */
export type Refunding = { refund?: (key: string, throttlerName: string) => Promise<number | null> };

/**
 * One hit back in @nest-lab/throttler-storage-redis's counter (its increment script keeps a
 * caller's hits under `{key:throttler}:hits`). DECR keeps the key's expiry; a key already gone
 * (the window ended) is left alone rather than made again without one.
 */
const REDIS_REFUND = "local hits = tonumber(redis.call('GET', KEYS[1])) if hits and hits > 0 then return redis.call('DECR', KEYS[1]) end return hits or 0";

/** A hit given back in `storage`: by its own refund, in its Redis counter, or not at all (null). */
async function refundIn(storage: ThrottlerStorage, key: string, throttlerName: string): Promise<number | null> {
  const s = storage as Refunding & { redis?: Pick<Redis, 'eval'> };
  if (s.refund) return s.refund(key, throttlerName);
  return s.redis ? Number(await s.redis.eval(REDIS_REFUND, 1, `{${key}:${throttlerName}}:hits`)) : null;
}
