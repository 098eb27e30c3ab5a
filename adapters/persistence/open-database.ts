import { MikroORM } from '@mikro-orm/core';
import type { AppConfig } from '../config';
import { isSqlite, knexOf } from './db-rows';
import { migrateToLatest } from './migrate-to-latest';
import { ormOptions } from './mikro-orm.config';
import { beginImmediately } from './sqlite-immediate';

type DatabaseConfig = Pick<AppConfig, 'databaseUrl' | 'dataDir'>;

/** Connected, SQLite transactions beginning IMMEDIATE; the schema as it was found. */
export async function connectDatabase(config: DatabaseConfig): Promise<MikroORM> {
  const orm = await MikroORM.init(await ormOptions(config));
  if (isSqlite(orm)) beginImmediately(knexOf(orm));
  return orm;
}

/** The database as every process opens it: connected (`connectDatabase`), schema migrated. */
export async function openDatabase(config: DatabaseConfig): Promise<MikroORM> {
  const orm = await connectDatabase(config);
  await migrateToLatest(orm);
  return orm;
}
