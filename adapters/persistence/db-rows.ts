import type { MikroORM } from '@mikro-orm/core';
import type { Knex, SqlEntityManager } from '@mikro-orm/knex';

/** The query builder of the ORM's connection, for adapters that speak SQL directly. */
export const knexOf = (orm: MikroORM): Knex => (orm.em as SqlEntityManager).getKnex();

/** A datetime column as read back: epoch milliseconds (SQLite, sometimes as text) or a Date (PostgreSQL). */
export function fromDbDate(value: unknown): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'number') return new Date(value);
  if (typeof value === 'string' && /^\d+$/.test(value)) return new Date(Number(value));
  return new Date(String(value));
}

export const fromDbDateOrNull = (value: unknown): Date | null => (value === null || value === undefined ? null : fromDbDate(value));

/** True on SQLite, where some aggregate SQL is spelled differently than on PostgreSQL. */
export const isSqlite = (orm: MikroORM): boolean => orm.config.get('driver')?.name === 'SqliteDriver' || /sqlite/i.test(orm.em.getPlatform().constructor.name);
