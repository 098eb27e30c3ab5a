import { MikroORM } from '@mikro-orm/core';
import type { AppConfig } from '../config';
import { isSqlite, knexOf } from './db-rows';
import { migrateToLatest } from './migrate-to-latest';
import { ormOptions } from './mikro-orm.config';
import { beginImmediately } from './sqlite-immediate';

/** The database as every process opens it: connected, SQLite transactions beginning IMMEDIATE, schema migrated. */
export async function openDatabase(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): Promise<MikroORM> {
  const orm = await MikroORM.init(await ormOptions(config));
  if (isSqlite(orm)) beginImmediately(knexOf(orm));
  await migrateToLatest(orm);
  return orm;
}
