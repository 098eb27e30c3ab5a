import { join } from 'node:path';
import { knex, type Knex } from '@mikro-orm/knex';
import { tempDir } from '../../test/fixtures/paths';
import { insertRows, type Row } from './bulk-rows';
import { RowAppender } from './row-appender';

const COLUMNS = ['id', 'name', 'count', 'share', 'flag', 'note'];
const rowsFrom = (start: number): Row[] =>
  Array.from({ length: 30 }, (_, i) => ({
    id: `r${start + i}`,
    name: i % 3 === 0 ? 'Pixel "4", XL' : i % 3 === 1 ? 'Łódź — 東京 😀' : '{"looks": ["like", "json"]}',
    count: start + i,
    share: (start + i) / 7,
    flag: i % 2 === 0,
    note: i % 4 === 0 ? null : `note ${i}`,
  }));
/** The same rows as the appender takes them: values in the order of its columns. */
const valuesOf = (rows: Row[]) => rows.map((row) => COLUMNS.map((c) => row[c]));

describe('RowAppender on SQLite', () => {
  let db: Knex;

  beforeEach(async () => {
    db = knex({ client: 'sqlite3', connection: { filename: join(tempDir(), 'rows.sqlite') }, useNullAsDefault: true });
    for (const table of ['appended', 'inserted']) {
      await db.schema.createTable(table, (t) => {
        t.string('id').primary();
        t.string('name');
        t.integer('count');
        t.double('share');
        t.boolean('flag');
        t.string('note').nullable();
      });
    }
  });

  it('stores each batch exactly as a multi-row insert does, values and types alike', async () => {
    const appender = new RowAppender(() => db, 'appended', COLUMNS);
    await appender.append(valuesOf(rowsFrom(0)));
    await appender.append(valuesOf(rowsFrom(30)));
    await appender.close();
    await insertRows(db, 'inserted', [...rowsFrom(0), ...rowsFrom(30)]);
    const read = (table: string) => db.raw(`select *, typeof(count) c, typeof(share) s, typeof(flag) f, typeof(note) n from ${table} order by id`);
    const appended = await read('appended');
    expect(appended).toHaveLength(60);
    expect(appended).toEqual(await read('inserted'));
    await db.destroy();
  });

  it('refuses a batch that breaks a constraint, storing none of it, and lets the database close afterwards', async () => {
    const appender = new RowAppender(() => db, 'appended', COLUMNS);
    await appender.append(valuesOf(rowsFrom(0)));
    await expect(appender.append(valuesOf([...rowsFrom(100), rowsFrom(0)[0]]))).rejects.toThrow(/UNIQUE/);
    expect(await db('appended').count({ n: '*' })).toEqual([{ n: 30 }]);
    await appender.close();
    // SQLite does not close a connection with a statement left open; the pool would only report it.
    const failures: unknown[] = [];
    (db.client as { pool: { on(event: string, listener: (id: number, e: unknown) => void): void } }).pool.on('destroyFail', (_id, e) => failures.push(e));
    await db.destroy();
    expect(failures).toEqual([]);
  });
});
