import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../../test/fixtures/paths';
import { OsmocomTacImporter } from './osmocom-tac-importer';
import { TacFileError } from './tac-file-error';
import type { ImportedTac, TacUpserter } from './tac-import';

/** Keeps what the importer hands over, batch by batch, as the registry's upserter would store it. */
function recordingUpserter(fail?: Error) {
  const batches: ImportedTac[][] = [];
  const upserter = {
    counts: { added: 0, changed: 0, unchanged: 0, skipped: 0 },
    write: async (batch: ImportedTac[]) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (fail) throw fail;
      batches.push(batch);
      upserter.counts.added += batch.length;
    },
    flush: async () => undefined,
  };
  return { upserter: upserter as unknown as TacUpserter, batches };
}

const HEADER = 'Osmocom TAC database under CC-BY-SA v3.0 (c) Harald Welte 2016\ntac,name,name,contributor,comment,gsmarena,gsmarena,aka\r\n';
const fileWith = (text: string) => {
  const file = join(tempDir('bandwise-osmocom-'), 'tacdb.csv');
  writeFileSync(file, text);
  return file;
};

describe('OsmocomTacImporter', () => {
  it('reads every row of a list larger than one batch, quoted names and blank lines included, in order', async () => {
    const rows = Array.from({ length: 4500 }, (_, i) => `${String(35000000 + i)},Maker ${i % 7}, Model ${i} ,someone,,,,`);
    rows[10] = '35000010,Nokia,6820,OsmoDevCon 2014,,,http://www.gsmarena.com/nokia-phones-1.php,"6820a, 6820i,NHL-9 (DCT-4)"';
    rows[11] = '3500001,Broken,Row,,,,,';
    rows.splice(20, 0, '', '   ');
    const { upserter, batches } = recordingUpserter();
    const progress: number[] = [];
    const counts = await new OsmocomTacImporter(upserter).import(fileWith(HEADER + rows.join('\r\n') + '\r\n'), (done) => progress.push(done));
    const all = batches.flat();
    expect(counts).toMatchObject({ rows: 4500, skipped: 1, added: 4499 });
    expect(all.map((t) => t.tac)).toEqual(Array.from({ length: 4500 }, (_, i) => String(35000000 + i)).filter((t) => t !== '35000011'));
    expect(all[10]).toEqual({ tac: '35000010', make: 'Nokia', model: '6820', aka: ['6820a', '6820i', 'NHL-9 (DCT-4)'] });
    expect(all[0]).toEqual({ tac: '35000000', make: 'Maker 0', model: 'Model 0', aka: [] });
    expect(batches.length).toBeGreaterThan(1);
    expect(progress[progress.length - 1]).toBeGreaterThan(0);
  });

  it('refuses a file whose second line is not the Osmocom header, and stores nothing', async () => {
    const { upserter, batches } = recordingUpserter();
    const file = fileWith('imei,brand,model\n35000000,Google,Pixel\n');
    await expect(new OsmocomTacImporter(upserter).import(file)).rejects.toThrow(new TacFileError(`${file} is not an Osmocom TAC CSV: line 2 must start with "tac"`));
    expect(batches).toEqual([]);
  });

  it('stops at an unclosed quote, naming its line, where Papa Parse alone would read on', async () => {
    const { upserter } = recordingUpserter();
    const file = fileWith(HEADER + '35000000,Google,Pixel 4,,,,,\r\n\r\n35000001,Google,"Pixel 5,,,,,\r\n35000002,Google,Pixel 6,,,,,\r\n');
    const refused = new OsmocomTacImporter(upserter).import(file);
    await expect(refused).rejects.toThrow(`${file}, line 5: Quoted field unterminated`);
    await expect(refused).rejects.toMatchObject({ line: 5 });
  });

  it('stops with the error of a write that failed', async () => {
    const rows = Array.from({ length: 2500 }, (_, i) => `${String(35000000 + i)},Maker,Model ${i},,,,,`);
    const { upserter } = recordingUpserter(new Error('disk full'));
    await expect(new OsmocomTacImporter(upserter).import(fileWith(HEADER + rows.join('\r\n')))).rejects.toThrow('disk full');
  });
});
