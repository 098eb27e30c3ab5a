import type { ThrottlerStorage } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addressTracker } from '../auth/client-address';
import { counterKey, HOUR_MS } from '../auth/rate-limits';

const SEEN = Symbol('rate-limit-seen');

/** Marks a request the rate-limit guard has counted (headers set, or deliberately none for an unlimited key). */
export const markRateLimited = (req: FastifyRequest): void => {
  (req as FastifyRequest & { [SEEN]?: boolean })[SEEN] = true;
};
const wasRateLimited = (req: FastifyRequest): boolean => (req as FastifyRequest & { [SEEN]?: boolean })[SEEN] === true;

/** The RateLimit-* headers of a request counted in a window of `limit`. */
export function setRateLimitHeaders(res: FastifyReply, limit: number, hit: { totalHits: number; timeToExpire: number }): void {
  res.header('RateLimit-Limit', limit);
  res.header('RateLimit-Remaining', Math.max(0, limit - hit.totalHits));
  res.header('RateLimit-Reset', hit.timeToExpire);
}

/** Takes the RateLimit-* headers off a request that turns out not to be counted (an unlimited key). */
export function clearRateLimitHeaders(res: FastifyReply): void {
  for (const name of ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset']) res.removeHeader(name);
}

/**
 * Requests refused before the rate-limit guard ran (unreadable or non-JSON body, unknown path,
 * wrong method, failed authentication) count against the client address, like calls without a
 * key, and carry the same RateLimit-* headers: every API answer has them.
 */
export class RateLimitStamp {
  constructor(private readonly storage: ThrottlerStorage, private readonly anonPerHour: number) {}

  /** Counts and stamps the request; the seconds until the window resets when it went over the allowance, else null. */
  async stamp(req: FastifyRequest, res: FastifyReply): Promise<number | null> {
    if (res.sent || wasRateLimited(req) || res.getHeader('RateLimit-Limit') !== undefined) return null;
    markRateLimited(req);
    try {
      const limit = this.anonPerHour;
      // The guard's own counter for this address (an IPv6 client's /64, a mapped IPv4 address as IPv4).
      const hit = await this.storage.increment(counterKey('default', addressTracker(req as unknown as Record<string, unknown>)), HOUR_MS, limit, HOUR_MS, 'default');
      if (res.sent) return null;
      setRateLimitHeaders(res, limit, hit);
      return hit.totalHits > limit ? Math.max(1, hit.timeToExpire) : null;
    } catch {
      // The counters are unreachable: the answer goes out without the headers rather than not at all.
      return null;
    }
  }
}
