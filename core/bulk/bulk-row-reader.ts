import { maskImei, parseImei } from '../imei/imei';
import { domainError } from '../shared/domain-error';
import { nulRefusal } from '../shared/nul-text';
import { fail, ok, type Result } from '../shared/result';
import { MAX_BULK_ROWS, type BulkRowInput, type BulkRowResult } from './bulk-row';

/** A tokenised record of the uploaded file and the 1-based line it starts on. */
export interface BulkRecord {
  line: number;
  fields: string[];
}

/** What one record turned into: a row to check, a row refused before any check, or nothing (header, blank line). */
export type BulkReadStep = { row: BulkRowInput } | { invalid: BulkRowResult } | null;

type Field = 'imei' | 'carrier' | 'country' | 'modelNumber';

/** Header spellings met in fleet exports (MDM tools, carrier portals), best first. */
const HEADER_ALIASES: Record<Field, string[]> = {
  imei: ['imei', 'imei number', 'imei1', 'imei 1', 'device imei', 'imeisv', 'serial imei'],
  carrier: ['carrier', 'network', 'operator', 'target carrier', 'mobile operator'],
  country: ['country', 'carrier country', 'country name'],
  modelNumber: ['model number', 'modelnumber', 'model no', 'model', 'model code', 'device model'],
};

const normalise = (h: string): string => h.replace(/^\uFEFF/, '').trim().toLowerCase().replace(/[\s_.-]+/g, ' ');

/** A file without a header is a plain list: its first field already looks like an IMEI (mistyped or not; no header name holds ten digits). */
const looksLikeImei = (field: string | undefined): boolean => (field ?? '').replace(/\D+/g, '').length >= 10;

/**
 * Reads an uploaded list one record at a time, so a 100,000-row file is never held whole: the
 * first filled record is the header (columns found without mapping) or already an IMEI (a plain
 * list). Refuses the whole list only when no IMEI column is found, it is empty, or it goes over
 * the row limit; a row that is not an IMEI comes back as an invalid row naming its line.
 */
export class BulkRowReader {
  private columns: Partial<Record<Field, number>> | null = null;
  /** A plain list: one IMEI per line, no header to name other columns. */
  private plain = false;
  private rows = 0;

  /** Rows read so far (valid and invalid, header excluded). */
  get count(): number {
    return this.rows;
  }

  read(record: BulkRecord): Result<BulkReadStep> {
    if (!record.fields.some((f) => f.trim() !== '')) return ok(null);
    if (!this.columns) {
      const hasHeader = !looksLikeImei(record.fields[0]) && !record.fields.some(looksLikeImei);
      const columns = hasHeader ? findColumns(record.fields) : { imei: 0 };
      if (columns.imei === undefined) {
        return fail(domainError('INPUT_INVALID', `Line ${record.line}: no IMEI column in the header (${record.fields.join(', ')}). Name one column "imei", or send a plain list with one IMEI per line.`, { line: record.line }));
      }
      if (!hasHeader && record.fields.slice(1).some((f) => f.trim() !== '')) {
        // Without names the other columns would be dropped, and each row checked on the default carrier.
        return fail(domainError('INPUT_INVALID', `Line ${record.line}: the list has more than one column but no header row. Add a header naming them (imei, carrier, country, model number), or send one IMEI per line.`, { line: record.line }));
      }
      this.columns = columns;
      this.plain = !hasHeader;
      if (hasHeader) return ok(null);
    }
    const counted = this.countRow();
    return counted.ok ? ok(this.toStep(record, this.columns)) : counted;
  }

  /** A record the caller already knows is not a row to check (a JSON entry without an IMEI): counted and kept with its error. */
  refuse(line: number, error: string): Result<BulkReadStep> {
    const counted = this.countRow();
    return counted.ok ? ok({ invalid: invalidRow(line, '', 'INPUT_INVALID', `Line ${line}: ${error}`) }) : counted;
  }

  private countRow(): Result<null> {
    this.rows += 1;
    if (this.rows > MAX_BULK_ROWS) {
      return fail(domainError('INPUT_INVALID', `The list has more than ${MAX_BULK_ROWS} rows; one bulk check takes at most ${MAX_BULK_ROWS}. Split it into several jobs.`, { max: MAX_BULK_ROWS }));
    }
    return ok(null);
  }

  /** After the last record: the number of rows, or why the list holds none. */
  finish(): Result<number> {
    if (!this.columns) return fail(domainError('INPUT_INVALID', 'The list is empty: send one IMEI per line, or a CSV file with an "imei" column.'));
    if (this.rows === 0) return fail(domainError('INPUT_INVALID', 'The list holds no IMEI: send at least one, one per line after the header or one per JSON array entry.'));
    return ok(this.rows);
  }

  private toStep(record: BulkRecord, columns: Partial<Record<Field, number>>): BulkReadStep {
    if (this.plain && record.fields.slice(1).some((f) => f.trim() !== '')) {
      // Without a header nothing names the other columns: the row is not checked on the default carrier as if they were not there.
      return { invalid: invalidRow(record.line, maskedInput(record.fields[0] ?? ''), 'INPUT_INVALID', `Line ${record.line}: more than one column in a list without a header row. Add a header naming the columns (imei, carrier, country, model number), or give one IMEI per line.`) };
    }
    const nul = record.fields.findIndex((f) => f.includes('\0'));
    if (nul >= 0) return { invalid: invalidRow(record.line, '', 'INPUT_INVALID', `Line ${record.line}: ${nulRefusal(`column ${nul + 1}`)}`) };
    const at = (field: Field): string | undefined => {
      const i = columns[field];
      const value = i === undefined ? undefined : record.fields[i]?.trim();
      return value ? value : undefined;
    };
    const imei = at('imei') ?? '';
    const parsed = parseImei(imei, { allowImeisv: true });
    if (!parsed.ok) {
      const message = !/\d/.test(imei) ? `"${maskedInput(imei)}" is not an IMEI: an IMEI is 15 digits (dial *#06# on the device).` : parsed.error.message;
      return { invalid: invalidRow(record.line, maskedInput(imei), parsed.error.code, `Line ${record.line}: ${message}`) };
    }
    return { row: { line: record.line, imei: parsed.value.digits, carrier: at('carrier'), country: at('country'), modelNumber: at('modelNumber') } };
  }
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

/**
 * Input that is not an IMEI is still not echoed in full: digits beyond a TAC's eight (a 14-digit
 * IMEI without its check digit, a partial serial) are masked like an IMEI's.
 */
const maskedInput = (text: string): string => {
  const digits = text.replace(/\D+/g, '');
  return digits.length > 8 ? maskImei(digits) : text.slice(0, 20);
};

/** A report row for input that could not be checked. */
export function invalidRow(line: number, imei: string, errorCode: string, error: string): BulkRowResult {
  return {
    line, imei, make: null, model: null, modelNumber: null, carrier: null, verdict: null, headline: error,
    fourG: null, fiveG: null, volte: null, wifiCalling: null, esim: null, reason: null, errorCode, error,
  };
}
