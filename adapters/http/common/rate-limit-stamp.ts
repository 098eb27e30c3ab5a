import type { ThrottlerStorage } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { HOUR_MS } from '../auth/rate-limits';

const SEEN = Symbol('rate-limit-seen');

/** Marks a request the rate-limit guard has counted (headers set, or deliberately none for an unlimited key). */
export const markRateLimited = (req: Request): void => {
  (req as Request & { [SEEN]?: boolean })[SEEN] = true;
};
const wasRateLimited = (req: Request): boolean => (req as Request & { [SEEN]?: boolean })[SEEN] === true;

/**
 * Requests refused before the rate-limit guard ran (unreadable or non-JSON body, unknown path,
 * wrong method, failed authentication) count against the client address, like calls without a
 * key, and carry the same RateLimit-* headers: every API answer has them.
 */
export class RateLimitStamp {
  constructor(private readonly storage: ThrottlerStorage, private readonly anonPerHour: number) {}

  async stamp(req: Request, res: Response): Promise<void> {
    if (res.headersSent || wasRateLimited(req) || res.getHeader('RateLimit-Limit') !== undefined) return;
    markRateLimited(req);
    try {
      const limit = this.anonPerHour;
      const hit = await this.storage.increment(`default:all:ip:${req.ip ?? 'unknown'}`, HOUR_MS, limit, HOUR_MS, 'default');
      if (res.headersSent) return;
      res.setHeader('RateLimit-Limit', limit);
      res.setHeader('RateLimit-Remaining', Math.max(0, limit - hit.totalHits));
      res.setHeader('RateLimit-Reset', hit.timeToExpire);
    } catch {
      // The counters are unreachable: the answer goes out without the headers rather than not at all.
    }
  }
}
