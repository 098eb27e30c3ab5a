import type { MikroORM } from '@mikro-orm/core';
import { rmSync } from 'node:fs';
import { ModelMatcher } from '../../core';
import { tempDir } from '../../test/fixtures/paths';
import { knexOf } from '../persistence/db-rows';
import { openDatabase } from '../persistence/open-database';
import { systemClock } from '../system-ports';
import { loadDeviceCatalog } from './load-catalog';
import { TacUpserter, type ImportedTac } from './tac-import';

const tac = (n: number, model = `Model ${n}`): ImportedTac => ({ tac: String(35000000 + n), make: 'Maker', model, aka: [] });
const batchOf = (from: number, count: number) => Array.from({ length: count }, (_, i) => tac(from + i));

/** The upserter on a real SQLite database: batches are stored one after the other while the next is prepared. */
describe('TacUpserter', () => {
  const dataDir = tempDir('bandwise-upsert-');
  const matcher = new ModelMatcher(loadDeviceCatalog());
  let orm: MikroORM;

  beforeAll(async () => {
    orm = await openDatabase({ dataDir, databaseUrl: null });
  });
  afterAll(async () => {
    await orm?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const stored = async (tacs: string[]) =>
    (await knexOf(orm)('tac_entries').whereIn('tac', tacs).orderBy('tac').select('tac', 'make', 'model', 'origin', 'model_id')) as Array<Record<string, string | null>>;

  it('stores every batch, matches names to catalog models, and counts a second load of the same rows as unchanged', async () => {
    const first = new TacUpserter(orm, matcher, 'osmocom', systemClock);
    for (let i = 0; i < 5; i++) await first.write(batchOf(i * 300, 300));
    await first.write([{ tac: '35999999', make: 'Google', model: 'Pixel 4', aka: [] }, tac(1)]);
    await first.flush();
    expect(first.counts).toEqual({ added: 1501, changed: 0, unchanged: 0, skipped: 1 });
    const [pixel] = await stored(['35999999']);
    expect(pixel).toMatchObject({ make: 'Google', model: 'Pixel 4', origin: 'osmocom' });
    expect(pixel.model_id).toBeTruthy();
    expect(await stored(['35000000', '35001499'])).toEqual([
      { tac: '35000000', make: 'Maker', model: 'Model 0', origin: 'osmocom', model_id: null },
      { tac: '35001499', make: 'Maker', model: 'Model 1499', origin: 'osmocom', model_id: null },
    ]);

    const again = new TacUpserter(orm, matcher, 'osmocom', systemClock);
    await again.write([...batchOf(0, 299), tac(299, 'Renamed')]);
    await again.flush();
    expect(again.counts).toEqual({ added: 0, changed: 1, unchanged: 299, skipped: 0 });
    expect((await stored(['35000299']))[0].model).toBe('Renamed');
  });

  it('never lets a shipped list overwrite an operator import', async () => {
    const shipped = new TacUpserter(orm, matcher, 'shipped-osmocom', systemClock);
    await shipped.write([tac(0, 'From the shipped list')]);
    await shipped.flush();
    expect(shipped.counts).toMatchObject({ skipped: 1, added: 0, changed: 0 });
    expect((await stored(['35000000']))[0].model).toBe('Model 0');
  });

  it('reports a batch the database refuses, and keeps the batches stored before it whole', async () => {
    const upserter = new TacUpserter(orm, matcher, 'csv', systemClock);
    // The database refuses one row of the second batch, once write has returned.
    await knexOf(orm).raw(`create trigger refuse_one before insert on tac_entries when new.tac = '35005199' begin select raise(abort, 'refused by the test'); end`);
    await upserter.write(batchOf(5000, 100));
    const refused = batchOf(5100, 100);
    await upserter.write(refused);
    await expect(upserter.flush()).rejects.toThrow('refused by the test');
    await knexOf(orm).raw('drop trigger refuse_one');
    expect(await stored(batchOf(5000, 100).map((t) => t.tac))).toHaveLength(100);
    expect(await stored(refused.map((t) => t.tac))).toHaveLength(0);
  });
});
