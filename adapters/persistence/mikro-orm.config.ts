import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Options } from '@mikro-orm/core';
import { SqliteDriver } from '@mikro-orm/sqlite';
import type { AppConfig } from '../config';
import { ENTITY_SCHEMAS } from './entities';

type SqliteConnection = { run(sql: string, cb: (err: Error | null) => void): void };

/**
 * SQLite under the data directory by default; PostgreSQL when DATABASE_URL says so. The PostgreSQL
 * driver loads only then (about 0.2 s of every SQLite start otherwise).
 */
export async function ormOptions(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): Promise<Options> {
  const common = {
    entities: ENTITY_SCHEMAS,
    discovery: { warnWhenNoEntities: false },
    allowGlobalContext: false,
    debug: false,
  };
  if (config.databaseUrl && /^postgres(ql)?:\/\//.test(config.databaseUrl)) {
    const { PostgreSqlDriver } = await import('@mikro-orm/postgresql');
    return { ...common, driver: PostgreSqlDriver, clientUrl: config.databaseUrl, pool: { min: 0, max: 10 } };
  }
  if (config.databaseUrl) {
    throw new Error('DATABASE_URL must start with postgres:// or postgresql:// (leave it unset for SQLite)');
  }
  mkdirSync(config.dataDir, { recursive: true });
  return {
    ...common,
    driver: SqliteDriver,
    dbName: join(config.dataDir, 'bandwise.sqlite'),
    pool: {
      afterCreate: (conn: SqliteConnection, done: (err: Error | null, conn: SqliteConnection) => void) => {
        conn.run('PRAGMA journal_mode = WAL', (e1) => {
          if (e1) return done(e1, conn);
          conn.run('PRAGMA synchronous = NORMAL', (e2) => {
            if (e2) return done(e2, conn);
            // A CLI import beside a running server waits for the server's write (the shipped TAC
            // lists at start take seconds on a loaded machine) instead of failing as busy.
            conn.run('PRAGMA busy_timeout = 20000', (e3) => done(e3, conn));
          });
        });
      },
    },
  };
}
