import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { MikroORM } from '@mikro-orm/core';
import type { Knex } from '@mikro-orm/knex';
import { isSqlite, knexOf } from './db-rows';

/** The record of applied migrations: MikroORM's table, so databases migrated before keep their history. */
const APPLIED_TABLE = 'mikro_orm_migrations';
/** Any constant: PostgreSQL processes starting together on a fresh database migrate one after the other. */
const MIGRATION_LOCK = 7_305_214;

/** The migrations this build carries, named by their files (sources under tests, JavaScript when built). */
function shippedMigrationNames(): string[] {
  return readdirSync(join(__dirname, 'migrations'))
    .map((file) => /^(Migration\d+\w*)\.(?:js|ts)$/.exec(file)?.[1])
    .filter((name): name is string => !!name);
}

async function appliedMigrationNames(knex: Knex): Promise<Set<string>> {
  const rows: { name: string }[] = await knex(APPLIED_TABLE).select('name');
  return new Set(rows.map((r) => r.name));
}

/** The applied migrations, none on a fresh database: one query on every start. */
const appliedBefore = (knex: Knex): Promise<Set<string>> => appliedMigrationNames(knex).catch(() => new Set<string>());

/**
 * Brings the schema up to date: every pending migration, in order, in one transaction, so a failed
 * migration leaves the database as it was. The migration classes load only when one is pending, and
 * the runner is this function: MikroORM's migrator brought its command-line stack along (some 300
 * modules, about 0.15 s of every first start) for what is a list, a transaction and a table.
 */
export async function migrateToLatest(orm: MikroORM): Promise<void> {
  const knex = knexOf(orm);
  const applied = await appliedBefore(knex);
  if (shippedMigrationNames().every((name) => applied.has(name))) return;
  const { MIGRATIONS } = await import('./migrations');
  await knex.transaction(async (trx) => {
    // SQLite transactions begin IMMEDIATE here (beginImmediately): another process waits its turn.
    if (!isSqlite(orm)) await trx.raw('select pg_advisory_xact_lock(?)', [MIGRATION_LOCK]);
    if (!(await trx.schema.hasTable(APPLIED_TABLE))) {
      await trx.schema.createTable(APPLIED_TABLE, (t) => {
        t.increments();
        t.string('name');
        t.datetime('executed_at').defaultTo(trx.fn.now());
      });
    }
    // Read again under the lock: another process may have migrated meanwhile.
    const done = await appliedMigrationNames(trx);
    for (const { name, class: Migration } of MIGRATIONS) {
      if (done.has(name)) continue;
      for (const sql of new Migration(trx).upStatements()) await trx.raw(sql);
      await trx(APPLIED_TABLE).insert({ name });
    }
  });
}
