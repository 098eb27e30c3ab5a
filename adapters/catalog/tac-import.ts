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
}

export interface ImportCounts {
  added: number;
  changed: number;
  unchanged: number;
  skipped: number;
}

/** SQLite caps a compound SELECT at 500 terms, which is how knex writes a multi-row insert there. */
const CHUNK = 400;

interface StoredRow {
  tac: string;
  make: string;
  model: string;
  origin: string;
  model_id: string | null;
  aka: string | null;
}

/**
 * Upserts imported TACs in batches: new TACs are added, differing ones updated, curated catalog
 * TACs never overwritten. Names are matched to catalog models so identified devices get bands.
 */
export class TacUpserter {
  readonly counts: ImportCounts = { added: 0, changed: 0, unchanged: 0, skipped: 0 };
  /** A TAC listed twice in one file keeps its first row, so re-importing the file changes nothing. */
  private readonly seen = new Set<string>();

  constructor(
    private readonly orm: MikroORM,
    private readonly matcher: ModelMatcher,
    private readonly origin: 'osmocom' | 'csv',
    private readonly clock: Clock,
  ) {}

  async write(batch: ImportedTac[]): Promise<void> {
    if (batch.length === 0) return;
    const knex = (this.orm.em as SqlEntityManager).getKnex();
    const unique = new Map<string, ImportedTac>();
    for (const t of batch) {
      if (this.seen.has(t.tac)) {
        this.counts.skipped++;
        continue;
      }
      unique.set(t.tac, t);
      this.seen.add(t.tac);
    }
    const existing = new Map<string, StoredRow>();
    const rows = (await knex.select('*').from('tac_entries').whereIn('tac', [...unique.keys()])) as StoredRow[];
    rows.forEach((r) => existing.set(r.tac, r));
    const now = dbDateFormatter(this.orm)(this.clock.now());
    const upserts: Array<Record<string, unknown>> = [];
    for (const t of unique.values()) {
      const modelId = this.matcher.match(t.make, [t.model, ...t.aka])?.id ?? null;
      const aka = t.aka.length ? t.aka.join('|') : null;
      const old = existing.get(t.tac);
      if (old?.origin === 'catalog') { this.counts.skipped++; continue; }
      if (old && old.make === t.make && old.model === t.model && old.model_id === modelId && old.aka === aka && old.origin === this.origin) {
        this.counts.unchanged++;
        continue;
      }
      this.counts[old ? 'changed' : 'added']++;
      upserts.push({ tac: t.tac, make: t.make, model: t.model, origin: this.origin, model_id: modelId, aka, updated_at: now });
    }
    if (upserts.length) {
      await knex.transaction(async (trx) => {
        for (let i = 0; i < upserts.length; i += CHUNK) {
          await trx('tac_entries').insert(upserts.slice(i, i + CHUNK)).onConflict('tac').merge();
        }
      });
    }
  }
}
