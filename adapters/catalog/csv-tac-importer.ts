import { createReadStream, openSync, readSync, closeSync, statSync } from 'node:fs';
import { parse } from 'csv-parse';
import { collectGarbage } from './collect-garbage';
import { TacFileError } from './tac-file-error';
import { detectDelimiter, resolveColumns, type ColumnIndexes, type ColumnMapping } from './tac-csv-columns';
import type { ProgressFn } from './osmocom-tac-importer';
import type { ImportCounts, ImportedTac, TacUpserter } from './tac-import';

const BATCH = 1000;
/** Rows between full garbage collections (see collectGarbage). */
const GC_EVERY = 100_000;
/** Unreadable rows named in the answer; the rest are only counted. */
const NAMED_UNREADABLE = 10;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * Streams a GSMA-style TAC export (one header row, then one TAC per row) into the registry. The
 * columns come from the header, or from an explicit mapping; the delimiter is detected. Rows
 * without an 8-digit TAC, a brand or a name are skipped and counted, the first ten named by line
 * and reason.
 */
export class CsvTacImporter {
  constructor(private readonly upserter: TacUpserter) {}

  async import(file: string, mapping: ColumnMapping, onProgress?: ProgressFn): Promise<ImportCounts & { rows: number }> {
    const total = statSync(file).size;
    const input = createReadStream(file);
    const parser = input.pipe(
      parse({ delimiter: detectDelimiter(firstLine(file)), bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, trim: true, info: true }),
    );
    const unreadable: Array<{ line: number; reason: string }> = [];
    let columns: ColumnIndexes | null = null;
    let rows = 0;
    let batch: ImportedTac[] = [];
    let flushes = 0;
    for await (const { record: cells, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (!columns) {
        columns = resolveColumns(cells, mapping);
        continue;
      }
      rows++;
      const row = toImportedTac(cells, columns);
      if (typeof row === 'string') {
        this.upserter.counts.skipped++;
        if (unreadable.length < NAMED_UNREADABLE) unreadable.push({ line: info.lines, reason: row });
        continue;
      }
      batch.push(row);
      if (batch.length >= BATCH) {
        await this.upserter.write(batch);
        batch = [];
        onProgress?.(input.bytesRead, total);
        if (++flushes % (GC_EVERY / BATCH) === 0) collectGarbage();
      }
    }
    if (!columns) throw new TacFileError(`${file} is empty: a TAC CSV needs a header row`);
    await this.upserter.write(batch);
    await this.upserter.flush();
    onProgress?.(total, total);
    return { ...this.upserter.counts, rows, ...(unreadable.length ? { unreadable } : {}) };
  }
}

/** The row as a TAC, or why it is not one. */
function toImportedTac(cells: string[], c: ColumnIndexes): ImportedTac | string {
  const cell = (i: number | undefined): string => (i === undefined ? '' : (cells[i] ?? '').trim());
  const raw = cell(c.tac);
  // Spreadsheets drop a TAC's leading zero; eight digits are restored only from seven.
  const tac = /^\d{7}$/.test(raw) ? `0${raw}` : raw;
  const make = cell(c.brand);
  const name = cell(c.name);
  const modelName = cell(c.model);
  if (!/^\d{8}$/.test(tac)) return tac ? `TAC "${tac.slice(0, 20)}" is not 8 digits` : 'no TAC';
  if (!make) return `no brand for TAC ${tac}`;
  if (!name && !modelName) return `no model name for TAC ${tac}`;
  const model = name || modelName;
  return {
    tac,
    make: make.slice(0, 120),
    model: model.slice(0, 200),
    aka: modelName && modelName !== model ? [modelName] : [],
    deviceType: cell(c.type).slice(0, 60) || null,
    radioInterface: cell(c.radio).slice(0, 200) || null,
    bands: cell(c.bands) || null,
    allocatedOn: isoDate(cell(c.date)),
  };
}

/** Allocation dates come as 2019-10-15, 15-Oct-2019, 20191015 or 15/10/2019; kept as ISO when clear. */
export function isoDate(text: string): string | null {
  if (!text) return null;
  let m = /^(\d{4})-?(\d{2})-?(\d{2})/.exec(text);
  if (m) return `${m[1]}-${m[2]}-${m[3]}`;
  m = /^(\d{1,2})[- ]([a-z]{3})[a-z]*[- ](\d{4})$/i.exec(text);
  const month = m ? MONTHS.indexOf(m[2].toLowerCase()) + 1 : 0;
  if (m && month > 0) return `${m[3]}-${String(month).padStart(2, '0')}-${m[1].padStart(2, '0')}`;
  return text.slice(0, 20);
}

/** The first lines of a file (enough to tell its format and delimiter) without reading the rest. */
function firstLines(file: string): string[] {
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const read = readSync(fd, buffer, 0, buffer.length, 0);
    return buffer.subarray(0, read).toString('utf8').replace(/^\uFEFF/, '').split(/\r?\n/).slice(0, 2);
  } finally {
    closeSync(fd);
  }
}

const firstLine = (file: string): string => firstLines(file)[0] ?? '';

/**
 * The format of a TAC file: the Osmocom database starts with a licence line and has its
 * "tac,name,name,..." header on line 2; anything else is taken for a GSMA-style export.
 */
export function detectTacFormat(file: string): 'osmocom' | 'csv' {
  const [first = '', second = ''] = firstLines(file);
  return /^tac,name,name\b/i.test(second) && !/(^|[,;|\t])\s*"?tac"?\s*([,;|\t]|$)/i.test(first) ? 'osmocom' : 'csv';
}
