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
