import { BulkRowReader, domainError, fail, lostLeadingZeros, ok, type BulkRows, type Result } from '../../core';
import type { BulkRowInput, BulkRowResult } from '../../core';

/** Where the rows of a parsed JSON upload go. */
interface SyncSink {
  add(row: BulkRowInput): void;
  addInvalid(row: BulkRowResult): void;
}

/** One entry of a JSON upload: an IMEI, or an object with the IMEI and optional per-row settings. */
export type BulkJsonItem = string | { imei?: unknown; carrier?: unknown; country?: unknown; modelNumber?: unknown };

const ENTRY_FIELDS = ['imei', 'carrier', 'country', 'modelNumber'];

/**
 * A JSON array upload, read like a CSV with the columns imei, carrier, country, modelNumber into
 * `sink`; items count from 1. Returns the number of rows.
 */
export function readBulkJsonInto(items: unknown, sink: SyncSink): Result<number> {
  if (!Array.isArray(items)) return fail(domainError('INPUT_INVALID', 'The JSON body must be an array of IMEIs, or of objects like {"imei": "...", "carrier": "..."}.'));
  const str = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
  const reader = new BulkRowReader();
  reader.read({ line: 0, fields: ['imei', 'carrier', 'country', 'model number'] });
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as BulkJsonItem;
    const o = typeof item === 'object' && item !== null && !Array.isArray(item) ? item : { imei: item };
    // As every other body: a field the list does not take is named, never dropped ("Carrier" would check the row on the default carrier).
    const unknown = Object.keys(o).filter((k) => !ENTRY_FIELDS.includes(k));
    if (unknown.length) {
      return fail(domainError('INPUT_INVALID', `Entry ${i + 1}: unknown field ${unknown.map((k) => `"${k.slice(0, 40)}"`).join(', ')}; an entry takes ${ENTRY_FIELDS.join(', ')}.`, { line: i + 1 }));
    }
    const imei = str(o.imei);
    const step = lostLeadingZeros(o.imei)
      ? reader.refuse(i + 1, `entry ${i + 1}: the IMEI ${imei} was sent as a number, which drops leading zeros (IMEIs allocated in the US start with 01); send it as a string.`)
      : imei.trim()
      ? reader.read({ line: i + 1, fields: [imei, str(o.carrier), str(o.country), str(o.modelNumber)] })
      : reader.refuse(i + 1, `entry ${i + 1} holds no IMEI: give a string of 15 digits, or an object like {"imei": "..."}.`);
    if (!step.ok) return step;
    if (step.value && 'row' in step.value) sink.add(step.value.row);
    else if (step.value) sink.addInvalid(step.value.invalid);
  }
  return reader.finish();
}

/** A JSON array held in memory (MCP's inline list): its rows and refused rows. */
export function readBulkJson(items: unknown): Result<BulkRows> {
  const rows: BulkRows = { rows: [], invalid: [] };
  const read = readBulkJsonInto(items, { add: (r) => rows.rows.push(r), addInvalid: (r) => rows.invalid.push(r) });
  return read.ok ? ok(rows) : read;
}
