import type { MikroORM } from '@mikro-orm/core';

export type DbDate = number | string;

/**
 * A Date as the query builder must bind it, in the format MikroORM itself uses: epoch milliseconds
 * on SQLite, ISO 8601 on PostgreSQL. (Drivers recognise Date objects with `instanceof`, which fails
 * for dates made in another realm, such as a test sandbox.)
 */
export const dbDateFormatter = (orm: MikroORM): ((date: Date) => DbDate) =>
  orm.config.get('driver')?.name === 'SqliteDriver' || /sqlite/i.test(orm.em.getPlatform().constructor.name)
    ? (date) => date.getTime()
    : (date) => date.toISOString();
