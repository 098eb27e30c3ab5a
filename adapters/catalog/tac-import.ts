import type { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import type { Clock, ModelMatcher } from '../../core';
import { dbDateFormatter } from '../persistence/db-date';

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

/** Rows per INSERT: 11 columns x 500 rows stays well under SQLite's and PostgreSQL's bind limits. */
const CHUNK = 500;
const COLUMNS = ['tac', 'make', 'model', 'origin', 'model_id', 'aka', 'device_type', 'radio_interface', 'bands', 'allocated_on', 'updated_at'] as const;
const ROW_PLACEHOLDERS = `(${COLUMNS.map(() => '?').join(', ')})`;
/**
 * A plain multi-row VALUES upsert, valid on SQLite and PostgreSQL. (The query builder writes
 * multi-row inserts for SQLite as a UNION ALL of SELECTs, several times slower to parse.)
 */
const upsertSql = (rows: number): string =>
  `insert into tac_entries (${COLUMNS.join(', ')}) values ${Array(rows).fill(ROW_PLACEHOLDERS).join(', ')} ` +
  `on conflict (tac) do update set ${COLUMNS.slice(1).map((c) => `${c} = excluded.${c}`).join(', ')}`;
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

  constructor(
    private readonly orm: MikroORM,
    private readonly matcher: ModelMatcher,
    private readonly origin: LoadedTacOrigin,
    private readonly clock: Clock,
  ) {}

  async write(batch: ImportedTac[]): Promise<void> {
    if (batch.length === 0) return;
    const knex = (this.orm.em as SqlEntityManager).getKnex();
    const unique: ImportedTac[] = [];
    for (const t of batch) {
      if (this.markSeen(t.tac)) unique.push(t);
      else this.counts.skipped++;
    }
    if (unique.length === 0) return;
    const existing = new Map<string, StoredRow>();
    for (let i = 0; i < unique.length; i += 5000) {
      const tacs = unique.slice(i, i + 5000).map((t) => t.tac);
      const rows = (await knex.select(['tac', ...COMPARED]).from('tac_entries').whereIn('tac', tacs)) as StoredRow[];
      for (const r of rows) existing.set(r.tac, r);
    }
    const now = dbDateFormatter(this.orm)(this.clock.now());
    const upserts: Array<Array<string | number | null>> = [];
    for (const t of unique) {
      const old = existing.get(t.tac);
      if (old && (PRECEDENCE[old.origin] ?? 0) > PRECEDENCE[this.origin]) {
        this.counts.skipped++;
        continue;
      }
      const row = this.toRow(t);
      if (old && COMPARED.every((k) => (old[k] ?? null) === row[k])) {
        this.counts.unchanged++;
        continue;
      }
      this.counts[old ? 'changed' : 'added']++;
      upserts.push([t.tac, row.make, row.model, row.origin, row.model_id, row.aka, row.device_type, row.radio_interface, row.bands, row.allocated_on, now]);
    }
    if (upserts.length) {
      await knex.transaction(async (trx) => {
        for (let i = 0; i < upserts.length; i += CHUNK) {
          const chunk = upserts.slice(i, i + CHUNK);
          await trx.raw(upsertSql(chunk.length), chunk.flat());
        }
      });
    }
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
