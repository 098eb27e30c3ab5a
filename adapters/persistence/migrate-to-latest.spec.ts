import type { MikroORM } from '@mikro-orm/core';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../../test/fixtures/paths';
import { knexOf } from './db-rows';
import { migrateToLatest } from './migrate-to-latest';
import { connectDatabase, openDatabase } from './open-database';

const SHIPPED = readdirSync(join(__dirname, 'migrations'))
  .filter((f) => /^Migration\d+\w*\.ts$/.test(f))
  .map((f) => f.replace(/\.ts$/, ''))
  .sort();
const [LAST, BEFORE_LAST] = [SHIPPED[SHIPPED.length - 1], SHIPPED[SHIPPED.length - 2]];

/** Connected but not migrated, as a process finds the database before `migrateToLatest`. */
const connect = (dataDir: string) => connectDatabase({ dataDir, databaseUrl: null });

const applied = async (orm: MikroORM) => ((await knexOf(orm)('mikro_orm_migrations').orderBy('id').pluck('name')) as string[]);
const columns = async (orm: MikroORM, table: string) => Object.keys(await knexOf(orm)(table).columnInfo());

describe('migrateToLatest (SQLite)', () => {
  const dirs: string[] = [];
  const freshDir = () => {
    const dir = tempDir('bandwise-migrate-');
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('migrates a fresh database once, recording every shipped migration in order', async () => {
    const orm = await openDatabase({ dataDir: freshDir(), databaseUrl: null });
    try {
      expect(await applied(orm)).toEqual(SHIPPED);
      expect(await columns(orm, 'tac_observations')).toContain('phone_hash');
      await migrateToLatest(orm);
      expect(await applied(orm)).toEqual(SHIPPED);
    } finally {
      await orm.close();
    }
  });

  it('applies only what an older database lacks, and keeps its rows', async () => {
    const dir = freshDir();
    const older = await openDatabase({ dataDir: dir, databaseUrl: null });
    // The database as the build before the last migration left it, with a setting stored.
    await knexOf(older).raw('alter table tac_observations drop column phone_hash');
    await knexOf(older)('mikro_orm_migrations').where('name', LAST).delete();
    await knexOf(older)('settings').insert({ key: 'kept', value: 'yes' });
    await older.close();

    const orm = await openDatabase({ dataDir: dir, databaseUrl: null });
    try {
      expect(await applied(orm)).toEqual(SHIPPED);
      expect(await columns(orm, 'tac_observations')).toContain('phone_hash');
      expect(await knexOf(orm)('settings').where('key', 'kept').first('value')).toEqual({ value: 'yes' });
    } finally {
      await orm.close();
    }
  });

  it('leaves the database as it was when a pending migration fails', async () => {
    const dir = freshDir();
    const older = await openDatabase({ dataDir: dir, databaseUrl: null });
    // Two migrations pending: the first can run, the last fails (its column is already there).
    await knexOf(older).raw('alter table issue_reports drop column demo');
    await knexOf(older)('mikro_orm_migrations').whereIn('name', [BEFORE_LAST, LAST]).delete();
    await older.close();

    const orm = await connect(dir);
    try {
      await expect(migrateToLatest(orm)).rejects.toThrow(/duplicate column/i);
      expect(await applied(orm)).toEqual(SHIPPED.slice(0, -2));
      expect(await columns(orm, 'issue_reports')).not.toContain('demo');
    } finally {
      await orm.close();
    }
  });

  it('lets two processes start together on a fresh database: one migrates, the other finds it done', async () => {
    const dir = freshDir();
    const [a, b] = [await connect(dir), await connect(dir)];
    try {
      await Promise.all([migrateToLatest(a), migrateToLatest(b)]);
      expect(await applied(a)).toEqual(SHIPPED);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
