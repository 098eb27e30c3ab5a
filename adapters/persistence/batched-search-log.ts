import type { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import type { SearchLog, SearchRecord } from '../../core';
import { insertRows, type Row } from './bulk-rows';
import { dbDateFormatter } from './db-date';
import type { ImeiHasher } from './imei-hasher';

type SearchRow = Row;

interface Pending {
  row: SearchRow;
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
  private readonly dbDate: ReturnType<typeof dbDateFormatter>;

  constructor(
    private readonly orm: MikroORM,
    private readonly hasher: ImeiHasher,
    private readonly windowMs = 4,
    private readonly maxBatch = 500,
  ) {
    this.dbDate = dbDateFormatter(orm);
  }

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
        const rows = batch.map((p) => p.row);
        const knex = (this.orm.em as SqlEntityManager).getKnex();
        await knex.transaction((trx) => insertRows(trx, 'searches', rows));
        batch.forEach((p) => p.resolve());
      } catch (e) {
        batch.forEach((p) => p.reject(e));
      }
    });
    return this.flushing;
  }

  /** The `searches` row (column names of the initial migration). */
  private toRow(e: SearchRecord): SearchRow {
    return {
      id: e.id,
      imei_hash: this.hasher.hash(e.imeiDigits),
      imei_masked: this.hasher.mask(e.imeiDigits),
      tac: e.tac,
      make: e.make,
      model: e.model,
      release_year: e.releaseYear,
      carrier: e.carrier,
      success: e.success,
      error_code: e.errorCode,
      four_g: e.capabilities?.fourG ?? null,
      five_g: e.capabilities?.fiveG ?? null,
      volte: e.capabilities?.volte ?? null,
      wifi_calling: e.capabilities?.wifiCalling ?? null,
      compatible: e.compatible,
      verdict: e.verdict ?? null,
      location: e.location?.slice(0, 200) ?? null,
      channel: e.channel,
      api_key_id: e.apiKeyId,
      searched_at: this.dbDate(e.searchedAt),
    };
  }
}
