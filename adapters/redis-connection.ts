import type Redis from 'ioredis';
import { lazyModule } from './lazy-module';

const ioredis = lazyModule(() => require('ioredis') as typeof import('ioredis'));

/**
 * A Redis client that fails fast instead of queueing commands while disconnected, so callers can
 * fall back at once when Redis is down.
 */
export function connectRedis(url: string): Redis {
  const Client = ioredis().Redis;
  return new Client(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000, lazyConnect: false });
}
