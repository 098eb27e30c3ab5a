import type { MikroORM } from '@mikro-orm/core';
import { knexOf } from './db-rows';

const MINUTE_MS = 60_000;

/**
 * Requests per API key and minute, for the analytics (total requests, requests in the last
 * hour). Counting is a map increment in memory; the counts are added to `api_key_usage` every
 * few seconds with an upsert that sums, so several instances add up and no request waits on it.
 */
export class ApiKeyUsage {
  private pending = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly orm: MikroORM, private readonly flushMs = 2000) {}

  count(apiKeyId: string, at = Date.now()): void {
    const key = `${apiKeyId}|${Math.floor(at / MINUTE_MS)}`;
    this.pending.set(key, (this.pending.get(key) ?? 0) + 1);
    if (!this.timer) {
      this.timer = setTimeout(() => void this.flush().catch(() => undefined), this.flushMs);
      this.timer.unref();
    }
  }

  /** Writes the counted requests; the analytics call it before reading, shutdown at the end. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.flushing = this.flushing.catch(() => undefined).then(async () => {
      const batch = this.pending;
      this.pending = new Map();
      if (batch.size === 0) return;
      const rows = [...batch].map(([key, requests]) => {
        const [api_key_id, minute] = key.split('|');
        return { api_key_id, minute: Number(minute), requests };
      });
      const knex = knexOf(this.orm);
      try {
        await knex.transaction(async (trx) => {
          for (let i = 0; i < rows.length; i += 100) {
            await trx('api_key_usage')
              .insert(rows.slice(i, i + 100))
              .onConflict(['api_key_id', 'minute'])
              .merge({ requests: knex.raw('api_key_usage.requests + excluded.requests') });
          }
        });
      } catch (e) {
        // Put the counts back so the next flush carries them.
        for (const [key, n] of batch) this.pending.set(key, (this.pending.get(key) ?? 0) + n);
        throw e;
      }
    });
    return this.flushing;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.flush().catch(() => undefined);
  }

  /** The minute number (epoch minutes) an hour before `now`: the start of "the last hour". */
  static hourAgo(now: Date): number {
    return Math.floor((now.getTime() - 60 * MINUTE_MS) / MINUTE_MS);
  }
}
