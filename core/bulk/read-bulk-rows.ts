import { ok, type Result } from '../shared/result';
import type { BulkRowInput, BulkRowResult } from './bulk-row';
import { BulkRowReader, type BulkRecord } from './bulk-row-reader';

/** The rows to check, and the rows refused before any check (kept in the report with their error). */
export interface BulkRows {
  rows: BulkRowInput[];
  invalid: BulkRowResult[];
}

/**
 * Turns the records of a small list held in memory (MCP, the CLI's tests) into rows, as
 * BulkRowReader does one record at a time.
 */
export function readBulkRows(records: BulkRecord[]): Result<BulkRows> {
  const reader = new BulkRowReader();
  const result: BulkRows = { rows: [], invalid: [] };
  for (const record of records) {
    const step = reader.read(record);
    if (!step.ok) return step;
    if (step.value && 'row' in step.value) result.rows.push(step.value.row);
    else if (step.value) result.invalid.push(step.value.invalid);
  }
  const done = reader.finish();
  return done.ok ? ok(result) : done;
}
