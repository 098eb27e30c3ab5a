import { UniqueConstraintViolationException, type MikroORM } from '@mikro-orm/core';
import type { Blacklist, BlacklistEntry, Clock } from '../../core';
import { BlacklistEntryRow } from './entities/blacklist-entry.entity';
import type { DataVersions } from './data-versions';
import type { ImeiHasher } from './imei-hasher';

export interface BlacklistListing {
  /** The entry's key: the IMEI's keyed hash, which removes it without the clear IMEI. */
  id: string;
  imeiMasked: string;
  reason: string;
  source: string;
  addedAt: Date;
  /** The reason is shown to whoever checks the IMEI (otherwise a fixed category is). */
  reasonPublic: boolean;
}

const listing = ({ imeiHash, imeiMasked, reason, source, addedAt, reasonPublic }: BlacklistEntryRow): BlacklistListing =>
  ({ id: imeiHash, imeiMasked, reason, source, addedAt, reasonPublic: Boolean(reasonPublic) });

/**
 * The blacklist in the database, keyed by the IMEI's keyed hash, and held in memory for the check
 * path (a read per check would queue behind SQLite's single writer). Changes made here apply at
 * once; changes made by another process reach this one through DataVersions.
 */
export class MikroBlacklist implements Blacklist {
  private entries = new Map<string, BlacklistEntry>();

  constructor(
    private readonly orm: MikroORM,
    private readonly hasher: ImeiHasher,
    private readonly clock: Clock,
    private readonly versions: DataVersions,
  ) {}

  async find(imeiDigits: string): Promise<BlacklistEntry | null> {
    // An empty list (the usual case) needs no keyed hash of the IMEI.
    if (this.entries.size === 0) return null;
    return this.entries.get(this.hasher.hash(imeiDigits)) ?? null;
  }

  /** Adds or replaces an entry; returns false when it replaced an existing one. */
  async add(imeiDigits: string, reason: string, source: string, reasonPublic = false): Promise<boolean> {
    const em = this.orm.em.fork();
    const imeiHash = this.hasher.hash(imeiDigits);
    const addedAt = this.clock.now();
    const row = { imeiHash, imeiMasked: this.hasher.mask(imeiDigits), reason, source, addedAt, reasonPublic };
    // The insert itself says whether the entry is new: of requests adding one IMEI at once, exactly
    // one is told so; each other one replaces the entry and is told it did.
    let added = true;
    try {
      await em.insert(BlacklistEntryRow, row);
    } catch (e) {
      if (!(e instanceof UniqueConstraintViolationException)) throw e;
      added = false;
      await em.upsert(BlacklistEntryRow, row);
    }
    this.entries.set(imeiHash, { reason, source, addedAt, reasonPublic });
    await this.versions.bump('blacklist');
    return added;
  }

  /**
   * Adds or replaces many entries in one transaction: all of them are stored, or (on any error)
   * none. Returns how many were new and how many replaced an entry.
   */
  async addMany(entries: Array<{ imeiDigits: string; reason: string; source: string }>): Promise<{ added: number; updated: number }> {
    if (entries.length === 0) return { added: 0, updated: 0 };
    const addedAt = this.clock.now();
    const rows = new Map(
      entries.map((e) => {
        const imeiHash = this.hasher.hash(e.imeiDigits);
        return [imeiHash, { imeiHash, imeiMasked: this.hasher.mask(e.imeiDigits), reason: e.reason, source: e.source, addedAt, reasonPublic: false }] as const;
      }),
    );
    let existing = 0;
    await this.orm.em.fork().transactional(async (em) => {
      const hashes = [...rows.keys()];
      for (let i = 0; i < hashes.length; i += 500) existing += await em.count(BlacklistEntryRow, { imeiHash: { $in: hashes.slice(i, i + 500) } });
      const all = [...rows.values()];
      for (let i = 0; i < all.length; i += 200) await em.upsertMany(BlacklistEntryRow, all.slice(i, i + 200));
    });
    for (const r of rows.values()) this.entries.set(r.imeiHash, { reason: r.reason, source: r.source, addedAt, reasonPublic: false });
    await this.versions.bump('blacklist');
    return { added: rows.size - existing, updated: existing };
  }

  async remove(imeiDigits: string): Promise<boolean> {
    return this.removeById(this.hasher.hash(imeiDigits));
  }

  /** Removes the entry listed with this id (see BlacklistListing). */
  async removeById(imeiHash: string): Promise<boolean> {
    this.entries.delete(imeiHash);
    const removed = (await this.orm.em.fork().nativeDelete(BlacklistEntryRow, { imeiHash })) > 0;
    if (removed) await this.versions.bump('blacklist');
    return removed;
  }

  async list(): Promise<BlacklistListing[]> {
    const rows = await this.orm.em.fork().find(BlacklistEntryRow, {}, { orderBy: { addedAt: 'desc' } });
    return rows.map(listing);
  }

  /** The stored entry of one IMEI, as the list shows it. */
  async entryFor(imeiDigits: string): Promise<BlacklistListing | null> {
    const row = await this.orm.em.fork().findOne(BlacklistEntryRow, { imeiHash: this.hasher.hash(imeiDigits) });
    return row ? listing(row) : null;
  }

  async reload(): Promise<void> {
    const rows = await this.orm.em.fork().find(BlacklistEntryRow, {});
    this.entries = new Map(rows.map((r) => [r.imeiHash, { reason: r.reason, source: r.source, addedAt: r.addedAt, reasonPublic: r.reasonPublic }]));
  }
}
