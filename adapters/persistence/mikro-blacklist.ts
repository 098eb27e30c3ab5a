import type { MikroORM } from '@mikro-orm/core';
import type { Blacklist, BlacklistEntry, Clock } from '../../core';
import { BlacklistEntryRow } from './entities/blacklist-entry.entity';
import type { ImeiHasher } from './imei-hasher';

export interface BlacklistListing {
  imeiMasked: string;
  reason: string;
  source: string;
  addedAt: Date;
}

/** How often each instance re-reads the table, so entries added by another instance apply. */
export const BLACKLIST_REFRESH_MS = 15_000;

/**
 * The blacklist in the database, keyed by the IMEI's keyed hash, and held in memory for the check
 * path (a read per check would queue behind SQLite's single writer). Changes made here apply at
 * once; changes made by another instance apply within BLACKLIST_REFRESH_MS.
 */
export class MikroBlacklist implements Blacklist {
  private entries = new Map<string, BlacklistEntry>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly orm: MikroORM, private readonly hasher: ImeiHasher, private readonly clock: Clock) {}

  async find(imeiDigits: string): Promise<BlacklistEntry | null> {
    return this.entries.get(this.hasher.hash(imeiDigits)) ?? null;
  }

  /** Adds or replaces an entry; returns false when it replaced an existing one. */
  async add(imeiDigits: string, reason: string, source: string): Promise<boolean> {
    const em = this.orm.em.fork();
    const imeiHash = this.hasher.hash(imeiDigits);
    const existed = (await em.count(BlacklistEntryRow, { imeiHash })) > 0;
    const addedAt = this.clock.now();
    await em.upsert(BlacklistEntryRow, { imeiHash, imeiMasked: this.hasher.mask(imeiDigits), reason, source, addedAt });
    this.entries.set(imeiHash, { reason, source, addedAt });
    return !existed;
  }

  async remove(imeiDigits: string): Promise<boolean> {
    const imeiHash = this.hasher.hash(imeiDigits);
    this.entries.delete(imeiHash);
    return (await this.orm.em.fork().nativeDelete(BlacklistEntryRow, { imeiHash })) > 0;
  }

  async list(): Promise<BlacklistListing[]> {
    const rows = await this.orm.em.fork().find(BlacklistEntryRow, {}, { orderBy: { addedAt: 'desc' } });
    return rows.map(({ imeiMasked, reason, source, addedAt }) => ({ imeiMasked, reason, source, addedAt }));
  }

  async reload(): Promise<void> {
    const rows = await this.orm.em.fork().find(BlacklistEntryRow, {});
    this.entries = new Map(rows.map((r) => [r.imeiHash, { reason: r.reason, source: r.source, addedAt: r.addedAt }]));
  }

  /** Loads the table and keeps it fresh until `stop`. */
  async start(refreshMs = BLACKLIST_REFRESH_MS): Promise<void> {
    await this.reload();
    this.timer = setInterval(() => void this.reload().catch(() => undefined), refreshMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
