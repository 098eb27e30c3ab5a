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

/** The blacklist in the database, keyed by the IMEI's keyed hash. */
export class MikroBlacklist implements Blacklist {
  constructor(private readonly orm: MikroORM, private readonly hasher: ImeiHasher, private readonly clock: Clock) {}

  async find(imeiDigits: string): Promise<BlacklistEntry | null> {
    const row = await this.orm.em.fork().findOne(BlacklistEntryRow, { imeiHash: this.hasher.hash(imeiDigits) });
    return row ? { reason: row.reason, source: row.source, addedAt: row.addedAt } : null;
  }

  /** Adds or replaces an entry; returns false when it replaced an existing one. */
  async add(imeiDigits: string, reason: string, source: string): Promise<boolean> {
    const em = this.orm.em.fork();
    const imeiHash = this.hasher.hash(imeiDigits);
    const existed = (await em.count(BlacklistEntryRow, { imeiHash })) > 0;
    await em.upsert(BlacklistEntryRow, {
      imeiHash, imeiMasked: this.hasher.mask(imeiDigits), reason, source, addedAt: this.clock.now(),
    });
    return !existed;
  }

  async remove(imeiDigits: string): Promise<boolean> {
    return (await this.orm.em.fork().nativeDelete(BlacklistEntryRow, { imeiHash: this.hasher.hash(imeiDigits) })) > 0;
  }

  async list(): Promise<BlacklistListing[]> {
    const rows = await this.orm.em.fork().find(BlacklistEntryRow, {}, { orderBy: { addedAt: 'desc' } });
    return rows.map(({ imeiMasked, reason, source, addedAt }) => ({ imeiMasked, reason, source, addedAt }));
  }
}
