import type { MikroORM } from '@mikro-orm/core';
import type { SearchLog, SearchRecord } from '../../core';
import { Search } from './entities/search.entity';
import type { ImeiHasher } from './imei-hasher';

interface Pending {
  row: Search;
  resolve: () => void;
  reject: (e: unknown) => void;
}

/**
 * Group commit: rows queue up and are written in one transaction every few milliseconds; each
 * `record` resolves after its batch has committed, so an answered search is never lost.
 */
export class BatchedSearchLog implements SearchLog {
  private queue: Pending[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly orm: MikroORM,
    private readonly hasher: ImeiHasher,
    private readonly windowMs = 4,
    private readonly maxBatch = 500,
  ) {}

  record(entry: SearchRecord): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ row: this.toRow(entry), resolve, reject });
      if (this.queue.length >= this.maxBatch) this.schedule(0);
      else this.schedule(this.windowMs);
    });
  }

  /** Writes whatever is queued; used on shutdown. */
  async drain(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flush();
  }

  private schedule(delay: number): void {
    if (this.timer && delay > 0) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, delay);
  }

  private flush(): Promise<void> {
    // Batches are written one after another, in order.
    this.flushing = this.flushing.then(async () => {
      const batch = this.queue;
      this.queue = [];
      if (batch.length === 0) return;
      try {
        await this.orm.em.fork().transactional((em) => em.insertMany(Search, batch.map((p) => p.row)));
        batch.forEach((p) => p.resolve());
      } catch (e) {
        batch.forEach((p) => p.reject(e));
      }
    });
    return this.flushing;
  }

  private toRow(e: SearchRecord): Search {
    return Object.assign(new Search(), {
      id: e.id,
      imeiHash: this.hasher.hash(e.imeiDigits),
      imeiMasked: this.hasher.mask(e.imeiDigits),
      tac: e.tac,
      make: e.make,
      model: e.model,
      releaseYear: e.releaseYear,
      carrier: e.carrier,
      success: e.success,
      errorCode: e.errorCode,
      fourG: e.capabilities?.fourG ?? null,
      fiveG: e.capabilities?.fiveG ?? null,
      volte: e.capabilities?.volte ?? null,
      wifiCalling: e.capabilities?.wifiCalling ?? null,
      compatible: e.compatible,
      location: e.location?.slice(0, 200) ?? null,
      channel: e.channel,
      apiKeyId: e.apiKeyId,
      searchedAt: e.searchedAt,
    });
  }
}
