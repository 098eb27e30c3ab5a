import type { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import type { Clock, DeviceModel } from '../../core';
import { dbDateFormatter } from './db-date';

/** Curated TACs (only those a source gives) are written with origin 'catalog', over any import. */
export async function seedCatalogTacs(orm: MikroORM, catalog: DeviceModel[], clock: Clock): Promise<void> {
  const now = dbDateFormatter(orm)(clock.now());
  const rows = catalog.flatMap((m) =>
    m.tacs.map((tac) => ({ tac, make: m.make, model: m.model, origin: 'catalog', model_id: m.id, aka: null, updated_at: now })),
  );
  if (rows.length === 0) return;
  const knex = (orm.em as SqlEntityManager).getKnex();
  await knex('tac_entries').insert(rows).onConflict('tac').merge();
}
