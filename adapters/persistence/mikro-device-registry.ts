import type { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import type { DeviceModel, DeviceRegistry, TacOrigin, TacRecord } from '../../core';

interface TacRow {
  tac: string;
  make: string;
  model: string;
  origin: string;
  model_id: string | null;
}

/**
 * The TAC registry held in memory for the check path, loaded from the database at start and
 * reloaded after an import. Curated models come from the catalog files.
 */
export class MikroDeviceRegistry implements DeviceRegistry {
  private tacs = new Map<string, TacRecord>();
  private readonly models: Map<string, DeviceModel>;

  constructor(private readonly orm: MikroORM, catalog: DeviceModel[]) {
    this.models = new Map(catalog.map((m) => [m.id, m]));
  }

  async findByTac(tac: string): Promise<TacRecord | null> {
    return this.tacs.get(tac) ?? null;
  }

  async findModel(modelId: string): Promise<DeviceModel | null> {
    return this.models.get(modelId) ?? null;
  }

  get size(): number {
    return this.tacs.size;
  }

  /** Reads every TAC from the database into a fresh map, then swaps it in. */
  async reload(): Promise<void> {
    const knex = (this.orm.em as SqlEntityManager).getKnex();
    const rows = (await knex.select('tac', 'make', 'model', 'origin', 'model_id').from('tac_entries')) as TacRow[];
    const next = new Map<string, TacRecord>();
    for (const r of rows) {
      next.set(r.tac, { tac: r.tac, make: r.make, model: r.model, origin: r.origin as TacOrigin, modelId: r.model_id ?? undefined });
    }
    this.tacs = next;
  }
}
