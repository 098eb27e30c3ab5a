import { Logger } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';

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
}
