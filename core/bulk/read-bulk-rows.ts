import { maskImei, parseImei } from '../imei/imei';
import { domainError } from '../shared/domain-error';
import { fail, ok, type Result } from '../shared/result';
import { MAX_BULK_ROWS, type BulkRowInput, type BulkRowResult } from './bulk-row';

/** A tokenised record of the uploaded file and the 1-based line it starts on. */
export interface BulkRecord {
  line: number;
  fields: string[];
}

/** The rows to check, and the rows refused before any check (kept in the report with their error). */
export interface BulkRows {
  rows: BulkRowInput[];
  invalid: BulkRowResult[];
}

type Field = 'imei' | 'carrier' | 'country' | 'modelNumber';

/** Header spellings met in fleet exports (MDM tools, carrier portals), best first. */
const HEADER_ALIASES: Record<Field, string[]> = {
  imei: ['imei', 'imei number', 'imei1', 'imei 1', 'device imei', 'imeisv', 'serial imei'],
  carrier: ['carrier', 'network', 'operator', 'target carrier', 'mobile operator'],
  country: ['country', 'carrier country', 'country name'],
  modelNumber: ['model number', 'modelnumber', 'model no', 'model', 'model code', 'device model'],
};

const normalise = (h: string): string => h.replace(/^\uFEFF/, '').trim().toLowerCase().replace(/[\s_.-]+/g, ' ');

/** A file without a header is a plain list: its first field already looks like an IMEI. */
const looksLikeImei = (field: string | undefined): boolean => /^[\d\s-]{14,}$/.test((field ?? '').trim());

/**
 * Turns the records of an uploaded list into rows: the header names the columns (no mapping
 * needed), or the file is a plain list of IMEIs. Refuses the whole file only when no IMEI column is
 * found or it is over the row limit; a row that is not an IMEI is kept with an error naming its line.
 */
export function readBulkRows(records: BulkRecord[]): Result<BulkRows> {
  const filled = records.filter((r) => r.fields.some((f) => f.trim() !== ''));
  if (filled.length === 0) return fail(domainError('INPUT_INVALID', 'The list is empty: send one IMEI per line, or a CSV file with an "imei" column.'));
  const hasHeader = !looksLikeImei(filled[0].fields[0]) && !filled[0].fields.some(looksLikeImei);
  const columns = hasHeader ? findColumns(filled[0].fields) : { imei: 0 };
  if (columns.imei === undefined) {
    return fail(domainError('INPUT_INVALID', `Line ${filled[0].line}: no IMEI column in the header (${filled[0].fields.join(', ')}). Name one column "imei", or send a plain list with one IMEI per line.`, { line: filled[0].line }));
  }
  const body = hasHeader ? filled.slice(1) : filled;
  if (body.length === 0) return fail(domainError('INPUT_INVALID', 'The list has a header but no rows.'));
  if (body.length > MAX_BULK_ROWS) {
    return fail(domainError('INPUT_INVALID', `The list has ${body.length} rows; one bulk check takes at most ${MAX_BULK_ROWS}. Split it into several jobs.`, { rows: body.length, max: MAX_BULK_ROWS }));
  }
  const result: BulkRows = { rows: [], invalid: [] };
  for (const record of body) {
    const at = (field: Field): string | undefined => {
      const i = columns[field];
      const value = i === undefined ? undefined : record.fields[i]?.trim();
      return value ? value : undefined;
    };
    const imei = at('imei') ?? '';
    const parsed = parseImei(imei, { allowImeisv: true });
    if (!parsed.ok) {
      const message = parsed.error.code === 'IMEI_REQUIRED' ? `"${maskedInput(imei)}" is not an IMEI: an IMEI is 15 digits (dial *#06# on the device).` : parsed.error.message;
      result.invalid.push(invalidRow(record.line, maskedInput(imei), parsed.error.code, `Line ${record.line}: ${message}`));
      continue;
    }
    result.rows.push({ line: record.line, imei: parsed.value.digits, carrier: at('carrier'), country: at('country'), modelNumber: at('modelNumber') });
  }
  return ok(result);
}

function findColumns(header: string[]): Partial<Record<Field, number>> {
  const names = header.map(normalise);
  const found: Partial<Record<Field, number>> = {};
  for (const field of Object.keys(HEADER_ALIASES) as Field[]) {
    const taken = new Set(Object.values(found));
    const index = HEADER_ALIASES[field].map((a) => names.indexOf(a)).find((i) => i >= 0 && !taken.has(i));
    if (index !== undefined) found[field] = index;
  }
  return found;
}

/** Input that is not an IMEI is still not echoed in full: long digit runs are masked like IMEIs. */
const maskedInput = (text: string): string => {
  const digits = text.replace(/\D+/g, '');
  return digits.length >= 15 ? maskImei(digits) : text.slice(0, 20);
};

/** A report row for input that could not be checked. */
export function invalidRow(line: number, imei: string, errorCode: string, error: string): BulkRowResult {
  return {
    line, imei, make: null, model: null, modelNumber: null, carrier: null, verdict: null, headline: error,
    fourG: null, fiveG: null, volte: null, wifiCalling: null, esim: null, reason: null, errorCode, error,
  };
}
