import type { BulkRowInput, BulkRowResult } from '../../core';
import type { Row } from './bulk-rows';
import type { ImeiSealer } from './imei-sealer';

/** Rows queued together and committed together. */
export const BULK_CHUNK_ROWS = 1000;

/** A sealed chunk of a job's queue, as stored (without its job id). */
export interface SealedChunk {
  seq: number;
  first_line: number;
  row_count: number;
  sealed: string;
}

/**
 * A bulk job being received, row by row as the upload is read: each full chunk of 1,000 inputs is
 * sealed at once (about 80 bytes a row) and rows refused before any check are kept as compact
 * JSON, so a 100,000-row upload never exists as 100,000 objects. Nothing is written until the whole
 * upload is read and accepted (MikroBulkJobs.create), so a refused upload leaves no job behind.
 */
export class BulkJobDraft {
  private readonly sealedChunks: SealedChunk[] = [];
  private readonly invalidBatches: string[] = [];
  private pending: BulkRowInput[] = [];
  private invalidPending: BulkRowResult[] = [];
  private rowCount = 0;
  private invalidCount = 0;

  constructor(private readonly sealer: ImeiSealer) {}

  /** Rows to check. */
  get rows(): number {
    return this.rowCount;
  }

  /** Rows refused before any check (kept in the report with their error). */
  get invalid(): number {
    return this.invalidCount;
  }

  add(row: BulkRowInput): void {
    this.pending.push(row);
    this.rowCount += 1;
    if (this.pending.length === BULK_CHUNK_ROWS) this.sealPending();
  }

  addInvalid(row: BulkRowResult): void {
    this.invalidPending.push(row);
    this.invalidCount += 1;
    if (this.invalidPending.length === BULK_CHUNK_ROWS) this.keepInvalid();
  }

  /** The sealed queue, in order. */
  chunks(): SealedChunk[] {
    if (this.pending.length) this.sealPending();
    return this.sealedChunks;
  }

  /** The refused rows, a batch at a time, as report rows to store. */
  *invalidRows(toRow: (r: BulkRowResult) => Row): Generator<Row[]> {
    if (this.invalidPending.length) this.keepInvalid();
    for (const batch of this.invalidBatches) yield (JSON.parse(batch) as BulkRowResult[]).map(toRow);
  }

  private sealPending(): void {
    const rows = this.pending;
    this.pending = [];
    this.sealedChunks.push({ seq: this.sealedChunks.length, first_line: rows[0].line, row_count: rows.length, sealed: this.sealer.seal(JSON.stringify(rows)) });
  }

  private keepInvalid(): void {
    this.invalidBatches.push(JSON.stringify(this.invalidPending));
    this.invalidPending = [];
  }
}
