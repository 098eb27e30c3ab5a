import type Redis from 'ioredis';
import type { AnswerCache } from '../../core';

/**
 * The answer cache shared by all instances (REDIS_URL), with expiry kept by Redis. While Redis is
 * unreachable the local cache answers, so the service keeps working, only less shared.
 */
export class RedisAnswerCache implements AnswerCache {
  constructor(private readonly redis: Redis, private readonly local: AnswerCache, private readonly prefix = 'bandwise:answer:') {}

  async get(key: string): Promise<string | null> {
    try {
      return await this.redis.get(this.prefix + key);
    } catch {
      return this.local.get(key);
    }
  }

  async set(key: string, value: string, ttlSeconds: number): Promise<void> {
    try {
      await this.redis.set(this.prefix + key, value, 'EX', ttlSeconds);
    } catch {
      await this.local.set(key, value, ttlSeconds);
    }
  }
}
