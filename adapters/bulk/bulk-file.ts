import { parse } from 'csv-parse/sync';
import { detectDelimiter } from '../catalog/tac-csv-columns';
import { domainError, fail, readBulkRows, MAX_BULK_ROWS, type BulkRecord, type BulkRows, type Result } from '../../core';

/**
 * Tokenises an uploaded CSV or plain list (delimiter found from the first line, as the TAC importer
 * does; quotes, BOM and ragged rows tolerated), keeping each record's line for error messages.
 */
export function readBulkCsv(text: string): Result<BulkRows> {
  const firstLine = text.slice(0, text.indexOf('\n') >>> 0).replace(/\r$/, '');
  let parsed: Array<{ record: string[]; info: { lines: number } }>;
  try {
    parsed = parse(text, {
      delimiter: detectDelimiter(firstLine), bom: true, info: true, relax_column_count: true, relax_quotes: true,
      skip_empty_lines: true, trim: true, to: MAX_BULK_ROWS + 2,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
  } catch (e) {
    const line = (e as { lines?: number }).lines;
    return fail(domainError('INPUT_INVALID', `${line ? `Line ${line}: ` : ''}the file is not readable as CSV (${(e as Error).message.split('\n')[0].slice(0, 120)}).`));
  }
  const records: BulkRecord[] = parsed.map((p) => ({ line: p.info.lines, fields: p.record }));
  const read = readBulkRows(records);
  if (read.ok || parsed.length < MAX_BULK_ROWS + 2) return read;
  return fail(domainError('INPUT_INVALID', `The list has more than ${MAX_BULK_ROWS} rows; one bulk check takes at most ${MAX_BULK_ROWS}. Split it into several jobs.`, { max: MAX_BULK_ROWS }));
}

/** One entry of a JSON upload: an IMEI, or an object with the IMEI and optional per-row settings. */
export type BulkJsonItem = string | { imei?: unknown; carrier?: unknown; country?: unknown; modelNumber?: unknown };

/** A JSON array upload, read like a CSV with the columns imei, carrier, country, modelNumber; items count from 1. */
export function readBulkJson(items: unknown): Result<BulkRows> {
  if (!Array.isArray(items)) return fail(domainError('INPUT_INVALID', 'The JSON body must be an array of IMEIs, or of objects like {"imei": "...", "carrier": "..."}.'));
  const str = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
  const records: BulkRecord[] = [{ line: 0, fields: ['imei', 'carrier', 'country', 'model number'] }];
  items.forEach((item: BulkJsonItem, i) => {
    const o = typeof item === 'object' && item !== null ? item : { imei: item };
    records.push({ line: i + 1, fields: [str(o.imei) || ' ', str(o.carrier), str(o.country), str(o.modelNumber)] });
  });
  return readBulkRows(records);
}
