import type { MikroORM } from '@mikro-orm/core';
import type { Knex } from '@mikro-orm/knex';
import { addToSummary, emptySummary, type BulkRowInput, type BulkRowResult, type BulkSummary, type SearchChannel } from '../../core';
import { insertRows, type Row } from './bulk-rows';
import { knexOf } from './db-rows';
import type { ImeiHasher } from './imei-hasher';
import { ImeiSealer } from './imei-sealer';
import { fromResultRow, toResultRow, type ResultRow } from './bulk-result-rows';

export type BulkJobStatus = 'queued' | 'running' | 'done' | 'failed';

export interface BulkJob {
  id: string;
  apiKeyId: string | null;
  status: BulkJobStatus;
  channel: SearchChannel;
  carrier: string | null;
  country: string | null;
  totalRows: number;
  checkedRows: number;
  summary: BulkSummary;
  error: string | null;
  failedLine: number | null;
  createdAt: Date;
  finishedAt: Date | null;
}

export interface NewBulkJob {
  id: string;
  apiKeyId: string | null;
  channel: SearchChannel;
  carrier?: string;
  country?: string;
  rows: BulkRowInput[];
  invalid: BulkRowResult[];
  now: Date;
}

/** Who may read a job: its key, or everyone's (admins, the local operator). */
export type BulkScope = { apiKeyId: string } | { all: true };

/** A queued input with its position in the job. */
export interface PendingInput extends BulkRowInput {
  seq: number;
}

/**
 * Bulk jobs in three tables. A chunk's report rows, the deletion of its inputs and the job's
 * progress commit in one transaction, guarded by the progress the worker read: a chunk is
 * written once, even if two workers ever checked it.
 */
export class MikroBulkJobs {
  private readonly sealer: ImeiSealer;

  constructor(private readonly orm: MikroORM, private readonly hasher: ImeiHasher) {
    this.sealer = new ImeiSealer(hasher);
  }

  private get knex(): Knex {
    return knexOf(this.orm);
  }

  async create(job: NewBulkJob): Promise<BulkJob> {
    const at = job.now.getTime();
    const summary = addToSummary(emptySummary(), job.invalid);
    const total = job.rows.length + job.invalid.length;
    const done = job.rows.length === 0;
    await this.knex.transaction(async (trx) => {
      await trx('bulk_jobs').insert({
        id: job.id, api_key_id: job.apiKeyId, status: done ? 'done' : 'queued', channel: job.channel,
        carrier: job.carrier ?? null, country: job.country ?? null, total_rows: total, checked_rows: job.invalid.length,
        pending_rows: job.rows.length, summary: JSON.stringify(summary), error: null, failed_line: null,
        created_at: at, updated_at: at, finished_at: done ? at : null,
      });
      const inputs: Row[] = job.rows.map((r, seq) => ({
        job_id: job.id, seq, line: r.line, imei_sealed: this.sealer.seal(r.imei),
        carrier: r.carrier ?? null, country: r.country ?? null, model_number: r.modelNumber ?? null,
      }));
      await insertRows(trx, 'bulk_inputs', inputs);
      await insertRows(trx, 'bulk_results', job.invalid.map((r) => toResultRow(job.id, r, null)));
    });
    return (await this.find(job.id, { all: true }))!;
  }

  async find(id: string, scope: BulkScope): Promise<BulkJob | null> {
    const q = this.knex('bulk_jobs').where('id', id);
    if ('apiKeyId' in scope) q.andWhere('api_key_id', scope.apiKeyId);
    const row = await q.first();
    return row ? toJob(row) : null;
  }

  /** The oldest job with rows left; a failed job is tried again after `retryAfterMs`. */
  async nextRunnable(now: Date, retryAfterMs: number): Promise<BulkJob | null> {
    const row = await this.knex('bulk_jobs')
      .whereIn('status', ['queued', 'running'])
      .orWhere((q) => q.where('status', 'failed').andWhere('updated_at', '<=', now.getTime() - retryAfterMs))
      .orderBy('created_at')
      .first();
    return row ? toJob(row) : null;
  }

  async pending(jobId: string, limit: number): Promise<PendingInput[]> {
    const rows = (await this.knex('bulk_inputs').where('job_id', jobId).orderBy('seq').limit(limit)) as Array<Record<string, unknown>>;
    return rows.map((r) => ({
      seq: Number(r.seq), line: Number(r.line), imei: this.sealer.open(String(r.imei_sealed)),
      carrier: (r.carrier as string | null) ?? undefined, country: (r.country as string | null) ?? undefined,
      modelNumber: (r.model_number as string | null) ?? undefined,
    }));
  }

  /**
   * Commits a checked chunk: report rows in, inputs out, progress and summary forward. Returns false
   * (and writes nothing) when the job moved on since `job` was read.
   */
  async commitChunk(job: BulkJob, inputs: PendingInput[], results: BulkRowResult[], now: Date): Promise<BulkJob | false> {
    const checked = job.checkedRows + results.length;
    const summary = addToSummary(job.summary, results);
    const finished = checked >= job.totalRows;
    const imeis = new Map(inputs.map((i) => [i.line, i.imei]));
    const ok = await this.knex.transaction(async (trx) => {
      const moved = await trx('bulk_jobs').where({ id: job.id, checked_rows: job.checkedRows }).update({
        checked_rows: checked, pending_rows: job.totalRows - checked, summary: JSON.stringify(summary),
        status: finished ? 'done' : 'running', error: null, failed_line: null, updated_at: now.getTime(),
        finished_at: finished ? now.getTime() : null,
      });
      if (moved !== 1) return false;
      await insertRows(trx, 'bulk_results', results.map((r) => toResultRow(job.id, r, this.hasher.hash(imeis.get(r.line) ?? ''))));
      await trx('bulk_inputs').where('job_id', job.id).whereIn('seq', inputs.map((i) => i.seq)).delete();
      return true;
    });
    return ok ? { ...job, checkedRows: checked, summary, status: finished ? 'done' : 'running', finishedAt: finished ? now : null, error: null, failedLine: null } : false;
  }

  /** Records where a job stopped; the worker resumes it from there. */
  async markFailed(jobId: string, line: number | null, message: string, now: Date): Promise<void> {
    await this.knex('bulk_jobs').where('id', jobId).update({ status: 'failed', failed_line: line, error: message.slice(0, 500), updated_at: now.getTime() });
  }

  /** Report rows in line order, a page at a time (keyset on the line), for streaming. */
  async *results(jobId: string, pageSize = 2000): AsyncGenerator<BulkRowResult[]> {
    let after = -1;
    for (;;) {
      const rows = (await this.knex('bulk_results').where('job_id', jobId).andWhere('line', '>', after).orderBy('line').limit(pageSize)) as ResultRow[];
      if (rows.length === 0) return;
      yield rows.map(fromResultRow);
      after = Number(rows[rows.length - 1].line);
      if (rows.length < pageSize) return;
    }
  }

  /** Deletes jobs (inputs, report rows and all) created before `cutoff`. */
  async purge(cutoff: Date): Promise<number> {
    const ids = (await this.knex('bulk_jobs').where('created_at', '<', cutoff.getTime()).pluck('id')) as string[];
    for (const id of ids) {
      await this.knex.transaction(async (trx) => {
        await trx('bulk_inputs').where('job_id', id).delete();
        await trx('bulk_results').where('job_id', id).delete();
        await trx('bulk_jobs').where('id', id).delete();
      });
    }
    return ids.length;
  }
}

function toJob(r: Record<string, unknown>): BulkJob {
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    id: String(r.id),
    apiKeyId: (r.api_key_id as string | null) ?? null,
    status: r.status as BulkJobStatus,
    channel: r.channel as SearchChannel,
    carrier: (r.carrier as string | null) ?? null,
    country: (r.country as string | null) ?? null,
    totalRows: Number(r.total_rows),
    checkedRows: Number(r.checked_rows),
    summary: JSON.parse(String(r.summary)) as BulkSummary,
    error: (r.error as string | null) ?? null,
    failedLine: num(r.failed_line),
    createdAt: new Date(Number(r.created_at)),
    finishedAt: r.finished_at === null || r.finished_at === undefined ? null : new Date(Number(r.finished_at)),
  };
}
