import type { OnModuleDestroy } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';

interface Window {
  hits: number;
  resetAt: number;
  blockedUntil: number;
}

/**
 * In-process rate-limit counters: one fixed window per caller, O(1) per request. (The throttler's
 * default storage keeps every hit's timestamp and filters the list on each request, which grows
 * costly at thousands of requests per hour from one address.) Counting is synchronous, so
 * concurrent requests cannot slip past the limit. Once over the limit, a caller waits for the
 * window to end.
 */
export class FixedWindowStorage implements ThrottlerStorage, OnModuleDestroy {
  private readonly windows = new Map<string, Window>();
  private readonly sweep = setInterval(() => this.evict(), 60_000);

  constructor() {
    this.sweep.unref();
  }

  async increment(key: string, ttl: number, limit: number, _blockDuration: number, throttlerName: string) {
    const now = Date.now();
    const id = `${throttlerName}:${key}`;
    let w = this.windows.get(id);
    if (!w || w.resetAt <= now) {
      w = { hits: 0, resetAt: now + ttl, blockedUntil: 0 };
      this.windows.set(id, w);
    }
    if (w.blockedUntil <= now) {
      w.hits++;
      if (w.hits > limit) w.blockedUntil = w.resetAt;
    }
    const isBlocked = w.blockedUntil > now;
    return {
      totalHits: w.hits,
      timeToExpire: Math.ceil((w.resetAt - now) / 1000),
      isBlocked,
      timeToBlockExpire: isBlocked ? Math.ceil((w.blockedUntil - now) / 1000) : 0,
    };
  }

  /**
   * Gives back one request counted in the caller's window (one refused as nothing a wait could
   * change, such as a bulk list larger than the tier ever takes). Never below zero, never lifts a
   * block, nothing once the window has ended. Returns the requests still counted.
   */
  async refund(key: string, throttlerName: string): Promise<number> {
    const now = Date.now();
    const w = this.windows.get(`${throttlerName}:${key}`);
    if (!w || w.resetAt <= now) return 0;
    if (w.hits > 0 && w.blockedUntil <= now) w.hits--;
    return w.hits;
  }

  onModuleDestroy(): void {
    clearInterval(this.sweep);
  }

  private evict(now = Date.now()): void {
    for (const [id, w] of this.windows) if (w.resetAt <= now) this.windows.delete(id);
  }
}
