import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { ModelMatcher } from '../../core';
import { CoreModule } from '../core.module';
import { systemClock } from '../system-ports';
import { loadDeviceCatalog } from './load-catalog';
import { loadShippedTacs, SHIPPED_DIR } from './shipped-tacs';
import { tempDir } from '../../test/fixtures/paths';

describe('shipped TAC lists that fail to parse', () => {
  let ctx: INestApplicationContext;
  const load = (dir: string) => loadShippedTacs(ctx.get(MikroORM), new ModelMatcher(loadDeviceCatalog()), systemClock, undefined, dir);

  beforeAll(async () => {
    ctx = await NestFactory.createApplicationContext(CoreModule.forRoot({ dataDir: tempDir(), shippedTacs: false }), { logger: false });
  });
  afterAll(() => ctx.close());

  it('stops with the file name and line of a broken Samsung list, storing nothing of it', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'osmocom-tacdb.csv'), 'Osmocom TAC database under CC-BY-SA v3.0\ntac,name,name,contributor,comment,gsmarena,gsmarena,aka\n35293110,Google,Pixel 4,,,,,\n');
    writeFileSync(join(dir, 'samsung-tacs.csv'), 'tac,model,model2\n35397785,SM-S921U,SM-S921U1\nnot-a-tac,SM-X\n');
    await expect(load(dir)).rejects.toThrow(/^Shipped TAC file samsung-tacs\.csv could not be loaded: .*line 3: expected an 8-digit TAC/);
    const rows = await ctx.get(MikroORM).em.getConnection().execute("select tac, origin from tac_entries where origin in ('shipped-osmocom', 'samsung-tacs')");
    expect(rows).toEqual([{ tac: '35293110', origin: 'shipped-osmocom' }]);
  });

  it('stops with the line of an Osmocom file whose quoting is broken', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'osmocom-tacdb.csv'), 'Osmocom TAC database under CC-BY-SA v3.0\ntac,name,name,contributor,comment,gsmarena,gsmarena,aka\n35293110,Google,"Pixel 4,,,,,\n');
    copyFileSync(join(SHIPPED_DIR, 'samsung-tacs.csv'), join(dir, 'samsung-tacs.csv'));
    await expect(load(dir)).rejects.toThrow(/^Shipped TAC file osmocom-tacdb\.csv could not be loaded \(line \d+\)/);
  });
});
