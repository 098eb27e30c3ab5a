import type { AnswerCache, Clock } from '../../core';

/**
 * The answer cache of a single process: a map with expiry times, bounded in size (the oldest entry
 * goes first). Several instances need the shared Redis adapter instead.
 */
export class MemoryAnswerCache implements AnswerCache {
  private readonly entries = new Map<string, { value: string; expires: number }>();

  constructor(private readonly clock: Clock, private readonly maxEntries = 10_000) {}

  async get(key: string): Promise<string | null> {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expires <= this.clock.now().getTime()) {
      this.entries.delete(key);
      return null;
    }
    return entry.value;
  }

  async set(key: string, value: string, ttlSeconds: number): Promise<void> {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, expires: this.clock.now().getTime() + ttlSeconds * 1000 });
  }
}
