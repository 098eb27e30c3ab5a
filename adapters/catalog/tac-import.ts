import type { MikroORM } from '@mikro-orm/core';
import type { Knex } from '@mikro-orm/knex';
import type { Clock, ModelMatcher } from '../../core';
import { dbDateFormatter } from '../persistence/db-date';
import { isSqlite, knexOf } from '../persistence/db-rows';

/** A TAC row as an importer reads it, before matching and storage. */
export interface ImportedTac {
  tac: string;
  make: string;
  model: string;
  aka: string[];
  /** GSMA-style exports only: what the row says beyond brand and model. */
  deviceType?: string | null;
  radioInterface?: string | null;
  bands?: string | null;
  allocatedOn?: string | null;
}

export interface ImportCounts {
  added: number;
  changed: number;
  unchanged: number;
  skipped: number;
  /** The first rows a CSV import could not read, by line, with why (the count of all is in `skipped`). */
  unreadable?: Array<{ line: number; reason: string }>;
}

/** Rows per INSERT on PostgreSQL: 11 columns x 500 rows stays well under its bind limit. */
const CHUNK = 500;
const COLUMNS = ['tac', 'make', 'model', 'origin', 'model_id', 'aka', 'device_type', 'radio_interface', 'bands', 'allocated_on', 'updated_at'] as const;
const ON_CONFLICT = `on conflict (tac) do update set ${COLUMNS.slice(1).map((c) => `${c} = excluded.${c}`).join(', ')}`;
const ROW_PLACEHOLDERS = `(${COLUMNS.map(() => '?').join(', ')})`;
/**
 * PostgreSQL: a plain multi-row VALUES upsert. (The query builder would write a multi-row insert
 * as a UNION ALL of SELECTs, several times slower to parse.)
 */
const valuesUpsertSql = (rows: number): string =>
  `insert into tac_entries (${COLUMNS.join(', ')}) values ${Array(rows).fill(ROW_PLACEHOLDERS).join(', ')} ${ON_CONFLICT}`;
/**
 * SQLite: the whole batch as one JSON parameter, unpacked by json_each. The sqlite3 driver binds
 * parameters one by one on the main thread; for 11 per row that cost more than the insert itself
 * (about 0.3 s of the 22,500-row Osmocom list). `where true` tells the upsert from a join.
 */
const JSON_UPSERT_SQL =
  `insert into tac_entries (${COLUMNS.join(', ')}) select ${COLUMNS.map((_, i) => `value ->> ${i}`).join(', ')} ` +
  `from json_each(?) where true ${ON_CONFLICT}`;
/** Which row a load may replace: an operator's import beats shipped lists; the curated catalog beats all. */
const PRECEDENCE: Record<string, number> = { catalog: 4, osmocom: 3, csv: 3, 'samsung-tacs': 2, 'shipped-osmocom': 1 };

/** Origins a TAC load writes: the operator's imports and the lists shipped with Bandwise. */
export type LoadedTacOrigin = 'osmocom' | 'csv' | 'shipped-osmocom' | 'samsung-tacs';

/** Remembered name matches; TAC lists repeat a model's name for each of its TACs. */
const MATCH_MEMO_LIMIT = 50_000;

interface StoredRow {
  tac: string;
  make: string;
  model: string;
  origin: string;
  model_id: string | null;
  aka: string | null;
  device_type: string | null;
  radio_interface: string | null;
  bands: string | null;
  allocated_on: string | null;
}

type Comparable = Omit<StoredRow, 'tac'>;
const COMPARED: Array<keyof Comparable> = ['make', 'model', 'origin', 'model_id', 'aka', 'device_type', 'radio_interface', 'bands', 'allocated_on'];

/**
 * Upserts imported TACs in batches: new TACs are added, differing ones updated, curated catalog
 * TACs never overwritten, and a shipped list never overwrites an operator's import. Names are matched to catalog models so identified devices get bands.
 * Each batch is one transaction, so an interrupted import leaves whole batches, never half rows.
 */
export class TacUpserter {
  readonly counts: ImportCounts = { added: 0, changed: 0, unchanged: 0, skipped: 0 };
  /**
   * TACs already met in this file, one bit per possible TAC (12.5 MB): a TAC listed twice keeps its
   * first row, so re-importing the file changes nothing. A Set of a million strings would need far more.
   */
  private readonly seen = new Uint8Array(100_000_000 / 8);
  private readonly matches = new Map<string, string | null>();
  private readonly sqlite: boolean;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly orm: MikroORM,
    private readonly matcher: ModelMatcher,
    private readonly origin: LoadedTacOrigin,
    private readonly clock: Clock,
  ) {
    this.sqlite = isSqlite(orm);
  }

  /**
   * Takes a batch: its names are matched at once, while the database may still be storing the
   * batch before, and it is stored once that one is. Resolves as soon as the batch is on its way,
   * so a reader parses the next one meanwhile; `flush` waits for the last and throws what failed.
   */
  async write(batch: ImportedTac[]): Promise<void> {
    const rows = this.prepare(batch);
    await this.writing;
    this.writing = this.store(rows);
    this.writing.catch(() => undefined); // thrown by the next write or by flush
  }

  /** Waits until every batch written is stored; throws the failure of the last one. */
  async flush(): Promise<void> {
    await this.writing;
  }

  /** The batch's TACs met for the first time in this load, with the row each would store. */
  private prepare(batch: ImportedTac[]): Array<[string, Comparable]> {
    const rows: Array<[string, Comparable]> = [];
    for (const t of batch) {
      if (this.markSeen(t.tac)) rows.push([t.tac, this.toRow(t)]);
      else this.counts.skipped++;
    }
    return rows;
  }

  private async store(rows: Array<[string, Comparable]>): Promise<void> {
    if (rows.length === 0) return;
    const knex = knexOf(this.orm);
    const existing = await this.stored(knex, rows.map(([tac]) => tac));
    const now = dbDateFormatter(this.orm)(this.clock.now());
    const upserts: Array<Array<string | number | null>> = [];
    for (const [tac, row] of rows) {
      const old = existing.get(tac);
      if (old && (PRECEDENCE[old.origin] ?? 0) > PRECEDENCE[this.origin]) {
        this.counts.skipped++;
        continue;
      }
      if (old && COMPARED.every((k) => (old[k] ?? null) === row[k])) {
        this.counts.unchanged++;
        continue;
      }
      this.counts[old ? 'changed' : 'added']++;
      upserts.push([tac, row.make, row.model, row.origin, row.model_id, row.aka, row.device_type, row.radio_interface, row.bands, row.allocated_on, now]);
    }
    if (upserts.length === 0) return;
    await knex.transaction(async (trx) => {
      if (this.sqlite) return void (await trx.raw(JSON_UPSERT_SQL, [JSON.stringify(upserts)]));
      for (let i = 0; i < upserts.length; i += CHUNK) {
        const chunk = upserts.slice(i, i + CHUNK);
        await trx.raw(valuesUpsertSql(chunk.length), chunk.flat());
      }
    });
  }

  /** The stored rows of these TACs, by TAC (on SQLite the list goes as one JSON parameter, as above). */
  private async stored(knex: Knex, tacs: string[]): Promise<Map<string, StoredRow>> {
    const existing = new Map<string, StoredRow>();
    for (let i = 0; i < tacs.length; i += 5000) {
      const some = tacs.slice(i, i + 5000);
      const query = knex.select(['tac', ...COMPARED]).from('tac_entries');
      const rows = (await (this.sqlite
        ? query.whereRaw('tac in (select value from json_each(?))', [JSON.stringify(some)])
        : query.whereIn('tac', some))) as StoredRow[];
      for (const r of rows) existing.set(r.tac, r);
    }
    return existing;
  }

  private toRow(t: ImportedTac): Comparable {
    return {
      make: t.make,
      model: t.model,
      origin: this.origin,
      model_id: this.matchModel(t),
      aka: t.aka.length ? t.aka.join('|') : null,
      device_type: t.deviceType || null,
      radio_interface: t.radioInterface || null,
      bands: t.bands || null,
      allocated_on: t.allocatedOn || null,
    };
  }

  private matchModel(t: ImportedTac): string | null {
    const key = `${t.make}\u0001${t.model}\u0001${t.aka.join('\u0001')}`;
    const memo = this.matches.get(key);
    if (memo !== undefined) return memo;
    const id = this.matcher.match(t.make, [t.model, ...t.aka])?.id ?? null;
    if (this.matches.size >= MATCH_MEMO_LIMIT) this.matches.clear();
    this.matches.set(key, id);
    return id;
  }

  /** True the first time a TAC is met in this import. */
  private markSeen(tac: string): boolean {
    const n = Number(tac);
    const byte = n >>> 3;
    const bit = 1 << (n & 7);
    if (this.seen[byte] & bit) return false;
    this.seen[byte] |= bit;
    return true;
  }
}
