import { stringify } from 'csv-stringify/sync';
import { BULK_COLUMNS, type BulkRowResult } from '../../core';
import { neutraliseFormula } from '../export/export-rows';

/** The report's CSV header: the row fields in order. */
export const BULK_CSV_HEADER: string[] = [...BULK_COLUMNS];

/** One report row as CSV cells (empty for none; formulas neutralised for spreadsheets). */
export const bulkCsvRow = (r: BulkRowResult): string[] =>
  BULK_COLUMNS.map((c) => {
    const v = r[c];
    return v === null || v === undefined ? '' : neutraliseFormula(String(v));
  });

/**
 * A page of report rows as CSV text (with the header line first when asked). A page at a time
 * through csv-stringify's synchronous form: its stream form, a record per write, allocated about
 * 14 bytes for every byte of a 100,000-row report, and kept the heap growing while it streamed.
 */
export const bulkCsvText = (rows: BulkRowResult[], header = false): string =>
  stringify(header ? [BULK_CSV_HEADER, ...rows.map(bulkCsvRow)] : rows.map(bulkCsvRow), { record_delimiter: '\r\n' });

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
