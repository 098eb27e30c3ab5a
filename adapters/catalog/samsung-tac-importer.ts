import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { ProgressFn } from './osmocom-tac-importer';
import { TacFileError } from './tac-file-error';
import type { ImportCounts, ImportedTac, TacUpserter } from './tac-import';

const BATCH = 2000;
/**
 * TACs the list's contributors used as placeholders (a typed pattern, not an allocation). They
 * would identify random phones, so they are left out at load time; the file stays as published.
 */
const PLACEHOLDER = /^(\d)\1{7}$|^12345678$|^12312312$|^87654321$/;

/**
 * Reads the Samsung TAC list (`tac,model,model2,...`: one TAC, then one or more Samsung model
 * codes). A TAC listed on several rows keeps every code, so sibling or conflicting codes reach
 * identification together. The file is small (under 0.5 MB), so it is parsed in one go.
 */
export class SamsungTacImporter {
  constructor(private readonly upserter: TacUpserter) {}

  async import(file: string, onProgress?: ProgressFn): Promise<ImportCounts & { rows: number }> {
    const text = readFileSync(file, 'utf8');
    const records = parse(text, { relax_column_count: true, skip_empty_lines: true, trim: true, info: true }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
    const [header, ...rows] = records;
    if (header?.record[0]?.toLowerCase() !== 'tac' || header.record[1]?.toLowerCase() !== 'model') {
      throw new TacFileError(`${file}, line 1: not a Samsung TAC list: the header must start with "tac,model"`);
    }
    const codesByTac = new Map<string, string[]>();
    for (const { record, info } of rows) {
      const [raw, ...cells] = record;
      // A spreadsheet dropped some TACs' leading zero; eight digits are restored only from seven.
      const tac = /^\d{7}$/.test(raw ?? '') ? `0${raw}` : raw;
      const codes = cells.filter(Boolean);
      if (!/^\d{8}$/.test(tac ?? '') || codes.length === 0) throw new TacFileError(`${file}, line ${info.lines}: expected an 8-digit TAC and at least one model code`);
      if (PLACEHOLDER.test(tac)) {
        this.upserter.counts.skipped++;
        continue;
      }
      const known = codesByTac.get(tac) ?? [];
      for (const code of codes) if (!known.includes(code)) known.push(code);
      codesByTac.set(tac, known);
    }
    const all: ImportedTac[] = [...codesByTac].map(([tac, [model, ...aka]]) => ({ tac, make: 'Samsung', model, aka }));
    for (let i = 0; i < all.length; i += BATCH) {
      await this.upserter.write(all.slice(i, i + BATCH));
      onProgress?.(Math.round((text.length * Math.min(all.length, i + BATCH)) / all.length), text.length);
    }
    await this.upserter.flush();
    return { ...this.upserter.counts, rows: rows.length };
  }
}
