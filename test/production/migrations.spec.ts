import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { knexOf } from '../../adapters/persistence/db-rows';
import { migrateToLatest } from '../../adapters/persistence/migrate-to-latest';
import { connectDatabase } from '../../adapters/persistence/open-database';
import { testDatabaseUrl } from '../fixtures/database';

const SHIPPED = readdirSync(join(__dirname, '..', '..', 'adapters', 'persistence', 'migrations'))
  .filter((f) => /^Migration\d+\w*\.ts$/.test(f))
  .map((f) => f.replace(/\.ts$/, ''))
  .sort();

/** Instances behind a load balancer start together on a fresh PostgreSQL database. */
describe('migrations on PostgreSQL', () => {
  it('run once when three processes start together on a fresh database, and every table is made', async () => {
    const databaseUrl = (await testDatabaseUrl())!;
    const orms = await Promise.all([1, 2, 3].map(() => connectDatabase({ databaseUrl, dataDir: '' })));
    try {
      await Promise.all(orms.map((orm) => migrateToLatest(orm)));
      const knex = knexOf(orms[0]);
      expect(await knex('mikro_orm_migrations').orderBy('id').pluck('name')).toEqual(SHIPPED);
      expect(Object.keys(await knex('tac_observations').columnInfo())).toContain('phone_hash');
      expect(Object.keys(await knex('issue_reports').columnInfo())).toContain('demo');
    } finally {
      await Promise.all(orms.map((orm) => orm.close()));
    }
  });
});
