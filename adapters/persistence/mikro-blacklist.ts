import { UniqueConstraintViolationException, type MikroORM } from '@mikro-orm/core';
import { blacklistChanges, type Blacklist, type BlacklistEntry, type BlacklistField, type BlacklistReport, type Clock } from '../../core';
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

/** What blocking an IMEI did: a new entry, or the fields it changed on the one there (none: nothing changed). */
export interface BlacklistAddOutcome {
  added: boolean;
  changed: BlacklistField[];
  /** The entry as stored afterwards. */
  entry: BlacklistListing;
}

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

  /**
   * Blocks an IMEI. A new entry takes `defaultSource` when the report names none; on an IMEI
   * already blocked only the fields the report gives change (see blacklistChanges), and the entry
   * keeps its first-reported date.
   */
  async add(imeiDigits: string, report: BlacklistReport, defaultSource: string): Promise<BlacklistAddOutcome> {
    const em = this.orm.em.fork();
    const imeiHash = this.hasher.hash(imeiDigits);
    const { reason, source = defaultSource, reasonPublic = false } = report;
    const row = { imeiHash, imeiMasked: this.hasher.mask(imeiDigits), reason, source, addedAt: this.clock.now(), reasonPublic };
    // The insert itself says whether the entry is new: of requests adding one IMEI at once, exactly
    // one is told so; each other one changes what it gives of the stored entry.
    try {
      await em.insert(BlacklistEntryRow, row);
      return await this.stored(imeiHash, true, []);
    } catch (e) {
      if (!(e instanceof UniqueConstraintViolationException)) throw e;
    }
    const before = await em.findOne(BlacklistEntryRow, { imeiHash });
    // Removed in the meantime: this report blocks it anew.
    if (!before) return this.add(imeiDigits, report, defaultSource);
    const changes = blacklistChanges(before, report);
    const changed = Object.keys(changes) as BlacklistField[];
    if (changed.length) await em.nativeUpdate(BlacklistEntryRow, { imeiHash }, changes);
    return this.stored(imeiHash, false, changed);
  }

  /** The entry as stored, kept in memory for checks, and other processes told when it changed. */
  private async stored(imeiHash: string, added: boolean, changed: BlacklistField[]): Promise<BlacklistAddOutcome> {
    const row = await this.orm.em.fork().findOneOrFail(BlacklistEntryRow, { imeiHash });
    this.entries.set(imeiHash, { reason: row.reason, source: row.source, addedAt: row.addedAt, reasonPublic: row.reasonPublic });
    if (added || changed.length) await this.versions.bump('blacklist');
    return { added, changed, entry: listing(row) };
  }

  /**
   * Adds or updates many entries in one transaction: all of them are stored, or (on any error)
   * none. An entry already there keeps its first-reported date and its reason's visibility, and
   * its source when the line names none (`source` undefined; a new entry then takes
   * `defaultSource`). Returns how many were new and how many were there already.
   */
  async addMany(entries: Array<{ imeiDigits: string; reason: string; source?: string }>, defaultSource: string): Promise<{ added: number; updated: number; unchanged: number }> {
    if (entries.length === 0) return { added: 0, updated: 0, unchanged: 0 };
    const addedAt = this.clock.now();
    const rows = new Map(
      entries.map((e) => {
        const imeiHash = this.hasher.hash(e.imeiDigits);
        const row = { imeiHash, imeiMasked: this.hasher.mask(e.imeiDigits), reason: e.reason, source: e.source ?? defaultSource, addedAt, reasonPublic: false };
        return [imeiHash, { row, sourceGiven: e.source !== undefined }] as const;
      }),
    );
    let existing = 0;
    let unchanged = 0;
    await this.orm.em.fork().transactional(async (em) => {
      const hashes = [...rows.keys()];
      for (let i = 0; i < hashes.length; i += 500) {
        const stored = await em.find(BlacklistEntryRow, { imeiHash: { $in: hashes.slice(i, i + 500) } }, { fields: ['imeiHash', 'reason', 'source'] });
        existing += stored.length;
        // A line that gives what is stored already (its source, where it gives one) changes nothing.
        unchanged += stored.filter((s) => {
          const given = rows.get(s.imeiHash)!;
          return given.row.reason === s.reason && (!given.sourceGiven || given.row.source === s.source);
        }).length;
      }
      for (const sourceGiven of [true, false]) {
        const batch = [...rows.values()].filter((r) => r.sourceGiven === sourceGiven).map((r) => r.row);
        const kept: Array<'addedAt' | 'reasonPublic' | 'source'> = sourceGiven ? ['addedAt', 'reasonPublic'] : ['addedAt', 'reasonPublic', 'source'];
        for (let i = 0; i < batch.length; i += 200) await em.upsertMany(BlacklistEntryRow, batch.slice(i, i + 200), { onConflictExcludeFields: kept });
      }
    });
    await this.reload();
    await this.versions.bump('blacklist');
    return { added: rows.size - existing, updated: existing - unchanged, unchanged };
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

  async reload(): Promise<void> {
    const rows = await this.orm.em.fork().find(BlacklistEntryRow, {});
    this.entries = new Map(rows.map((r) => [r.imeiHash, { reason: r.reason, source: r.source, addedAt: r.addedAt, reasonPublic: r.reasonPublic }]));
  }
}
