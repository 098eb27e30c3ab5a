import { createReadStream, statSync } from 'node:fs';
import { parse } from 'csv-parse';
import { TacFileError } from './tac-file-error';
import type { ImportCounts, ImportedTac, TacUpserter } from './tac-import';

export type ProgressFn = (bytesRead: number, totalBytes: number) => void;

const BATCH = 2000;

/**
 * Streams the Osmocom TAC database CSV (line 1 licence, line 2 header:
 * tac,name,name,contributor,comment,gsmarena,gsmarena,aka) into the registry.
 */
export class OsmocomTacImporter {
  constructor(private readonly upserter: TacUpserter) {}

  async import(file: string, onProgress?: ProgressFn): Promise<ImportCounts & { rows: number }> {
    const total = statSync(file).size;
    const input = createReadStream(file);
    const parser = input.pipe(parse({ from_line: 2, relax_column_count: true, skip_empty_lines: true, trim: true }));
    let rows = 0;
    let header = true;
    let batch: ImportedTac[] = [];
    for await (const cells of parser as AsyncIterable<string[]>) {
      if (header) {
        header = false;
        if (cells[0]?.toLowerCase() !== 'tac') throw new TacFileError(`${file} is not an Osmocom TAC CSV: line 2 must start with "tac"`);
        continue;
      }
      rows++;
      const [tac, make, model, , , , , aka] = cells;
      if (!/^\d{8}$/.test(tac ?? '') || !make || !model) {
        this.upserter.counts.skipped++;
        continue;
      }
      batch.push({ tac, make, model, aka: splitAka(aka) });
      if (batch.length >= BATCH) {
        await this.upserter.write(batch);
        batch = [];
        onProgress?.(input.bytesRead, total);
      }
    }
    await this.upserter.write(batch);
    onProgress?.(total, total);
    return { ...this.upserter.counts, rows };
  }
}

const splitAka = (aka: string | undefined): string[] =>
  (aka ?? '').split(',').map((s) => s.trim()).filter(Boolean);
