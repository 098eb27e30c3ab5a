import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { parseImei } from '../../core';
import type { MikroBlacklist } from '../persistence/mikro-blacklist';

/** A line the import refused, with what is wrong in words a person can act on. */
export interface BlacklistCsvProblem {
  line: number;
  imei: string;
  error: string;
}

export interface BlacklistImportResult {
  rows: number;
  added: number;
  updated: number;
  /** IMEIs already blocked with the reason (and source, where the line gives one) the line gives. */
  unchanged: number;
  /** Refused lines; when there are any, nothing was written. */
  invalid: BlacklistCsvProblem[];
}

const COLUMNS = ['imei', 'reason', 'source'] as const;

/** The CSV parser's complaint in words a person can act on (the file is refused as a whole). */
function csvProblem(e: CsvError): string {
  if (e.code === 'CSV_QUOTE_NOT_CLOSED') return 'a quoted field is never closed: the file ends inside quotes (check for a stray ")';
  if (e.code === 'INVALID_OPENING_QUOTE' || e.code === 'CSV_INVALID_CLOSING_QUOTE') return 'a quote appears inside a field that is not quoted, or after a closing quote; wrap the field in quotes and double the quotes inside it';
  return 'the file is not valid CSV';
}
const DEFAULT_SOURCE = 'csv import';

/**
 * Imports blocked IMEIs from CSV (columns imei, reason, source; a header row is optional, and
 * when present may order them freely). Every line is checked first: one invalid IMEI or missing
 * reason refuses the whole file, listing each bad line, so a file is never half applied. IMEIs
 * are normalised as the check normalises them, so "35-209900-176148-1" blocks 352099001761481.
 * An IMEI already blocked keeps its first-reported date, and its source when the line has none.
 */
export class BlacklistCsvImport {
  constructor(private readonly blacklist: MikroBlacklist) {}

  importFile(file: string): Promise<BlacklistImportResult> {
    return this.import(createReadStream(file));
  }

  importText(csv: string): Promise<BlacklistImportResult> {
    return this.import(Readable.from([csv]));
  }

  private async import(input: Readable): Promise<BlacklistImportResult> {
    const parser = input.pipe(parse({ bom: true, info: true, relax_column_count: true, skip_empty_lines: true, trim: true }));
    // Each IMEI's entry and the line it came from; a file names an IMEI once.
    const entries = new Map<string, { line: number; imeiDigits: string; reason: string; source?: string }>();
    const invalid: BlacklistCsvProblem[] = [];
    let order: number[] = [0, 1, 2];
    let first = true;
    let rows = 0;
    try {
      for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
        if (first && /^imei$/i.test(record[0] ?? '')) {
          first = false;
          order = COLUMNS.map((c) => record.findIndex((h) => h.trim().toLowerCase() === c));
          continue;
        }
        first = false;
        rows++;
        const [imei, reason, source] = order.map((i) => (i >= 0 ? (record[i] ?? '').trim() : ''));
        const problem = this.check(imei, reason);
        if (problem) {
          invalid.push({ line: info.lines, imei, error: problem });
          continue;
        }
        const parsed = parseImei(imei);
        if (!parsed.ok) continue;
        const entry = { imeiDigits: parsed.value.digits, reason: reason.slice(0, 500), source: source ? source.slice(0, 200) : undefined };
        const earlier = entries.get(entry.imeiDigits);
        if (!earlier) entries.set(entry.imeiDigits, { line: info.lines, ...entry });
        else if (earlier.reason !== entry.reason || earlier.source !== entry.source) {
          invalid.push({ line: info.lines, imei, error: `this IMEI is on line ${earlier.line} too, with another reason or source: keep one line per IMEI` });
        }
      }
    } catch (e) {
      if (!(e instanceof CsvError)) throw e;
      invalid.push({ line: (e as CsvError & { lines?: number }).lines ?? rows + 1, imei: '', error: csvProblem(e) });
    }
    if (invalid.length > 0) return { rows, added: 0, updated: 0, unchanged: 0, invalid };
    return { rows, ...(await this.blacklist.addMany([...entries.values()], DEFAULT_SOURCE)), invalid };
  }

  private check(imei: string, reason: string): string | null {
    const parsed = parseImei(imei);
    if (!parsed.ok) return parsed.error.message;
    if (!reason) return 'a reason is required (the record of why it is blocked; visitors see it only when the entry is public)';
    return null;
  }
}
