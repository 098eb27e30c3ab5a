import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { MikroORM } from '@mikro-orm/core';

/** MikroORM's own record of applied migrations (its default table name). */
const APPLIED_TABLE = 'mikro_orm_migrations';

/** The migrations this build carries, named by their files (sources under tests, JavaScript when built). */
function shippedMigrationNames(): string[] {
  return readdirSync(join(__dirname, 'migrations'))
    .map((file) => /^(Migration\d+\w*)\.(?:js|ts)$/.exec(file)?.[1])
    .filter((name): name is string => !!name);
}

async function appliedMigrationNames(orm: MikroORM): Promise<Set<string>> {
  try {
    const rows: { name: string }[] = await orm.em.getConnection().execute(`select name from ${APPLIED_TABLE}`);
    return new Set(rows.map((r) => r.name));
  } catch {
    return new Set(); // a fresh database: the table does not exist yet
  }
}

/**
 * Brings the schema up to date. The migrator and the migration classes (about a second of module
 * loading) are loaded only when a migration is pending, so an up-to-date database, which is every
 * start but the first after an upgrade, opens without them.
 */
export async function migrateToLatest(orm: MikroORM): Promise<void> {
  const applied = await appliedMigrationNames(orm);
  if (shippedMigrationNames().every((name) => applied.has(name))) return;
  const { MIGRATIONS } = await import('./migrations');
  orm.config.set('migrations', { ...orm.config.get('migrations'), migrationsList: MIGRATIONS });
  await orm.migrator.up();
}
