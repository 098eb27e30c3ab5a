import { stringify } from 'csv-stringify/sync';
import { BULK_COLUMNS, type BulkRowResult } from '../../core';
import { neutraliseFormula } from '../export/export-rows';

/** The report's CSV header: the row fields in order. */
export const BULK_CSV_HEADER: string[] = [...BULK_COLUMNS];

/** Control characters and Unicode line separators, each run of them shown as one space. */
const BREAKS = /[\p{Cc}\u2028\u2029]+/gu;

/** A formula trigger behind leading blanks (spaces, NBSP): not every spreadsheet reads those as text. */
const HIDDEN_FORMULA = /^\s+[=+\-@]/;

/**
 * A report cell as safe text. Rows echo what was uploaded (the IMEI cell, a model number, the error
 * quoting the input), and a line break there split a record into two spreadsheet rows, the second
 * starting with a formula no apostrophe guarded. So control characters become spaces (a report
 * cell is one line), and then formulas are neutralised as in the search export.
 */
export const bulkCsvCell = (text: string): string => {
  const flat = text.replace(BREAKS, ' ');
  return HIDDEN_FORMULA.test(flat) ? `'${flat}` : neutraliseFormula(flat);
};

/** One report row as CSV cells (empty for none; one line each, formulas neutralised for spreadsheets). */
export const bulkCsvRow = (r: BulkRowResult): string[] =>
  BULK_COLUMNS.map((c) => {
    const v = r[c];
    return v === null || v === undefined ? '' : bulkCsvCell(String(v));
  });

/**
 * RFC 4180 records. A cell holding any line break is quoted, whatever bulkCsvCell lets through:
 * csv-stringify by itself quotes only one holding the whole record delimiter (CRLF).
 */
const CSV_OPTIONS = { record_delimiter: '\r\n', quoted_match: /[\r\n]/ };

/**
 * A page of report rows as CSV text (with the header line first when asked). A page at a time
 * through csv-stringify's synchronous form: its stream form, a record per write, allocated about
 * 14 bytes for every byte of a 100,000-row report, and kept the heap growing while it streamed.
 */
export const bulkCsvText = (rows: BulkRowResult[], header = false): string =>
  stringify(header ? [BULK_CSV_HEADER, ...rows.map(bulkCsvRow)] : rows.map(bulkCsvRow), CSV_OPTIONS);

/** A report as CSV text, a page at a time (the header alone for a job without rows). */
export async function* bulkCsvReport(pages: AsyncIterable<BulkRowResult[]>): AsyncGenerator<string> {
  let first = true;
  for await (const page of pages) {
    yield bulkCsvText(page, first);
    first = false;
  }
  if (first) yield bulkCsvText([], true);
}

/** A report as one JSON document, `{id, status, rows: [...]}`, a page at a time. */
export async function* bulkJsonReport(head: { id: string; status: string }, pages: AsyncIterable<BulkRowResult[]>): AsyncGenerator<string> {
  yield `{"id":${JSON.stringify(head.id)},"status":${JSON.stringify(head.status)},"rows":[`;
  let first = true;
  for await (const page of pages) {
    if (page.length) yield (first ? '' : ',') + page.map((r) => JSON.stringify(r)).join(',');
    first = first && page.length === 0;
  }
  yield ']}';
}
