import type { MikroORM } from '@mikro-orm/core';
import { rmSync } from 'node:fs';
import { tempDir } from '../../test/fixtures/paths';
import { knexOf } from './db-rows';
import { openDatabase } from './open-database';

/** Two processes on one SQLite file, as the CLI beside a running server: each its own ORM and connection. */
describe('SQLite transactions beside another writer', () => {
  const dataDir = tempDir('bandwise-immediate-');
  let server: MikroORM;
  let cli: MikroORM;

  beforeAll(async () => {
    // Each opened as the server and the CLI open it (openDatabase: BEGIN IMMEDIATE, migrated).
    server = await openDatabase({ dataDir, databaseUrl: null });
    cli = await openDatabase({ dataDir, databaseUrl: null });
  });
  afterAll(async () => {
    await Promise.all([server?.close(), cli?.close()]);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a transaction that reads, then writes, finishes while the other writer waits for it (no SQLITE_BUSY)', async () => {
    let other: Promise<string> | undefined;
    const mine = await knexOf(cli).transaction(async (trx) => {
      const before = Number((await trx('settings').count({ n: '*' }).first())?.n);
      // The server writes while the CLI's transaction is open.
      other = knexOf(server)('settings').insert({ key: 'server-wrote', value: '1' }).then(() => 'committed');
      await new Promise((resolve) => setTimeout(resolve, 300));
      await trx('settings').insert({ key: 'cli-wrote', value: String(before) });
      return Promise.race([other, Promise.resolve('waiting')]);
    });
    expect(mine).toBe('waiting');
    expect(await other).toBe('committed');
    expect(await knexOf(server)('settings').whereIn('key', ['server-wrote', 'cli-wrote']).orderBy('key').pluck('key')).toEqual(['cli-wrote', 'server-wrote']);
  });
});
