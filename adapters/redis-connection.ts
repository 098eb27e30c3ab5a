import Redis from 'ioredis';

/**
 * A Redis client that fails fast instead of queueing commands while disconnected, so callers can
 * fall back at once when Redis is down.
 */
export function connectRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000, lazyConnect: false });
}
