import type { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import { GenerationIndex, ModelNumberIndex, normaliseDeviceName, type GenerationRecord, type DeviceModel, type DeviceRegistry, type TacNameMatch, type TacOrigin, type TacRecord } from '../../core';
import { CompactTacIndex, CompactTacIndexBuilder } from './compact-tac-index';

/** Devices indexed between two pauses of a reload (a few milliseconds of work). */
const YIELD_EVERY = 5000;

interface DeviceRow {
  make: string;
  model: string;
  origin: string;
  model_id: string | null;
  aka: string | null;
  /** The device's TACs, comma-separated. */
  tacs: string;
}

/**
 * The TAC registry held in memory for the check path. TACs live in a compact index (see
 * CompactTacIndex) so a million of them fit in a few tens of MB; curated models come from the
 * catalog files. The TACs are read on first use, or at start by servers (`ensureLoaded`), and
 * re-read after an import only where they were loaded: a CLI import never pays for a copy it
 * would not use.
 */
export class MikroDeviceRegistry implements DeviceRegistry {
  private index: CompactTacIndex = CompactTacIndex.empty;
  private loading: Promise<void> | null = null;
  private loaded = false;
  private readonly models: Map<string, DeviceModel>;
  private readonly numbers: ModelNumberIndex;
  private readonly generations: GenerationIndex;

  constructor(private readonly orm: MikroORM, catalog: DeviceModel[], generations: GenerationRecord[] = []) {
    this.models = new Map(catalog.map((m) => [m.id, m]));
    this.numbers = new ModelNumberIndex(catalog);
    this.generations = new GenerationIndex(generations);
  }

  async findGenerations(make: string, names: string[]): Promise<GenerationRecord | null> {
    return this.generations.find(make, names);
  }

  async modelNumberIndex(): Promise<ModelNumberIndex> {
    return this.numbers;
  }

  async findByTac(tac: string): Promise<TacRecord | null> {
    if (!this.loaded) await this.ensureLoaded();
    return this.index.find(tac);
  }

  /** Reads the TACs unless they are in memory already. */
  ensureLoaded(): Promise<void> {
    this.loading ??= this.reload().catch((e: unknown) => {
      this.loading = null;
      throw e;
    });
    return this.loading;
  }

  /** After data changed: re-reads the TACs if this process holds them, else leaves them for first use. */
  async refresh(): Promise<void> {
    if (this.loaded || this.loading) await this.reload();
  }

  async findModel(modelId: string): Promise<DeviceModel | null> {
    return this.models.get(modelId) ?? null;
  }

  async listModels(): Promise<DeviceModel[]> {
    return [...this.models.values()];
  }

  async tacCount(modelId: string): Promise<number> {
    await this.ensureLoaded();
    return this.index.tacCountsByModel().get(modelId) ?? 0;
  }

  async searchTacNames(query: string, limit: number): Promise<TacNameMatch[]> {
    const words = normaliseDeviceName(query).split(' ').filter(Boolean);
    if (words.length === 0) return [];
    await this.ensureLoaded();
    const found = new Map<string, TacNameMatch>();
    for (const d of this.index.devices) {
      // Each word starts a word of the name, as in the catalog search: "16" is no match for "A1660".
      const tokens = `${d.make.toLowerCase()} ${normaliseDeviceName(d.model)}`.split(' ');
      if (!words.every((w) => tokens.some((t) => t.startsWith(w)))) continue;
      const key = `${d.make.toLowerCase()}|${d.model.toLowerCase()}`;
      if (!found.has(key)) found.set(key, { make: d.make, model: d.model, origin: d.origin, modelId: d.modelId ?? null });
      if (found.size >= limit) break;
    }
    return [...found.values()];
  }

  get size(): number {
    return this.index.size;
  }

  /** TACs per origin, for /api/health. */
  get sizeByOrigin(): Record<string, number> {
    return this.index.countsByOrigin();
  }

  /**
   * Reads every TAC from the database, one row per distinct device with its TACs joined into one
   * text (a TAC list repeats each device for its TACs, so this reads about a tenth of the rows and
   * strings a row-per-TAC query would), then swaps the new index in.
   */
  async reload(): Promise<void> {
    const knex = (this.orm.em as SqlEntityManager).getKnex();
    const sqlite = /sqlite/i.test(this.orm.em.getPlatform().constructor.name);
    const joined = sqlite ? "group_concat(tac, ',')" : "string_agg(tac, ',')";
    const rows = (await knex
      .select('make', 'model', 'origin', 'model_id', 'aka', knex.raw(`${joined} as tacs`))
      .from('tac_entries')
      .groupBy('make', 'model', 'origin', 'model_id', 'aka')) as DeviceRow[];
    const builder = new CompactTacIndexBuilder();
    for (let i = 0; i < rows.length; i++) {
      const r = rows[i];
      const device = { make: r.make, model: r.model, origin: r.origin as TacOrigin, modelId: r.model_id ?? undefined, aka: r.aka ? r.aka.split('|') : undefined };
      for (const tac of r.tacs.split(',')) builder.add(tac, device);
      // A server reloads while it answers checks: let them through every few thousand devices.
      if (i % YIELD_EVERY === YIELD_EVERY - 1) await new Promise((resolve) => setImmediate(resolve));
    }
    this.index = builder.build();
    this.loaded = true;
  }
}
