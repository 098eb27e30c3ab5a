import type { MikroORM } from '@mikro-orm/core';
import type { Knex } from '@mikro-orm/knex';
import { summarizeGroups, type BulkGroupCount, type BulkRowInput, type BulkRowResult, type BulkSummary, type BulkVerdict, type SearchChannel } from '../../core';
import { BulkJobDraft } from './bulk-job-draft';
import { insertRows } from './bulk-rows';
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
  /** Stored once the job is done; counted from the report rows while it runs. */
  summary: BulkSummary | null;
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
  /** The upload as read: sealed inputs and refused rows. */
  draft: BulkJobDraft;
  now: Date;
}

/** Who may read a job: its key, or everyone's (admins, the local operator). */
export type BulkScope = { apiKeyId: string } | { all: true };

const LIVE_SUMMARY_MS = 2000;

/** The next chunk of a job's queue. */
export interface PendingChunk {
  seq: number;
  rows: BulkRowInput[];
}

/**
 * Bulk jobs in three tables. A chunk's report rows, the deletion of its queued inputs and the
 * job's progress commit in one transaction, guarded by the progress the worker read: a chunk is
 * written once, even if two workers ever checked it.
 */
export class MikroBulkJobs {
  private readonly sealer: ImeiSealer;
  private readonly live = new Map<string, { at: number; summary: BulkSummary }>();

  constructor(private readonly orm: MikroORM, private readonly hasher: ImeiHasher) {
    this.sealer = new ImeiSealer(hasher);
  }

  private get knex(): Knex {
    return knexOf(this.orm);
  }

  /** An empty upload to fill row by row, then hand to `create`. */
  draft(): BulkJobDraft {
    return new BulkJobDraft(this.sealer);
  }

  /**
   * Stores a job and its whole upload in one transaction: all of it, or (on any error) nothing.
   * Rows refused at upload have their report rows at once, so a job with any is `running` from
   * the start (`queued` means no row has a result yet). Returns the job and its summary as that
   * transaction left them: one snapshot, taken before the worker can see the job, so the answer
   * never pairs a status with progress or figures from another moment.
   */
  async create(job: NewBulkJob): Promise<{ job: BulkJob; summary: BulkSummary }> {
    const at = job.now.getTime();
    const { draft } = job;
    const total = draft.rows + draft.invalid;
    const status: BulkJobStatus = draft.rows === 0 ? 'done' : draft.invalid > 0 ? 'running' : 'queued';
    const row = {
      id: job.id, api_key_id: job.apiKeyId, status, channel: job.channel,
      carrier: job.carrier ?? null, country: job.country ?? null, total_rows: total, checked_rows: draft.invalid,
      pending_rows: draft.rows, summary: 'null', error: null, failed_line: null,
      created_at: at, updated_at: at, finished_at: status === 'done' ? at : null,
    };
    const summary = await this.knex.transaction(async (trx) => {
      await trx('bulk_jobs').insert(row);
      const chunks = draft.chunks();
      for (let i = 0; i < chunks.length; i += 10) await insertRows(trx, 'bulk_input_chunks', chunks.slice(i, i + 10).map((c) => ({ job_id: job.id, ...c })));
      for (const rows of draft.invalidRows((r) => toResultRow(job.id, r, null))) await insertRows(trx, 'bulk_results', rows);
      const counted = await this.summarize(job.id, trx);
      if (status === 'done') await trx('bulk_jobs').where('id', job.id).update({ summary: JSON.stringify(counted) });
      return counted;
    });
    return { job: toJob({ ...row, summary: status === 'done' ? JSON.stringify(summary) : 'null' }), summary };
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

  /** The first chunk still queued (after `afterSeq`), opened; null when none is left. */
  async nextChunk(jobId: string, afterSeq = -1): Promise<PendingChunk | null> {
    const row = (await this.knex('bulk_input_chunks').where('job_id', jobId).andWhere('seq', '>', afterSeq).orderBy('seq').first()) as Record<string, unknown> | undefined;
    return row ? { seq: Number(row.seq), rows: JSON.parse(this.sealer.open(String(row.sealed))) as BulkRowInput[] } : null;
  }

  /**
   * Commits a checked chunk: report rows in, the chunk out of the queue, progress forward. Returns
   * false (and writes nothing) when the job moved on since `job` was read.
   */
  async commitChunk(job: BulkJob, chunk: PendingChunk, results: BulkRowResult[], now: Date): Promise<BulkJob | false> {
    const checked = job.checkedRows + results.length;
    const finished = checked >= job.totalRows;
    const imeis = new Map(chunk.rows.map((i) => [i.line, i.imei]));
    const ok = await this.knex.transaction(async (trx) => {
      const moved = await trx('bulk_jobs').where({ id: job.id, checked_rows: job.checkedRows }).update({
        checked_rows: checked, pending_rows: job.totalRows - checked, status: finished ? 'done' : 'running',
        error: null, failed_line: null, updated_at: now.getTime(), finished_at: finished ? now.getTime() : null,
      });
      if (moved !== 1) return false;
      await insertRows(trx, 'bulk_results', results.map((r) => toResultRow(job.id, r, this.hasher.hash(imeis.get(r.line) ?? ''))));
      await trx('bulk_input_chunks').where({ job_id: job.id, seq: chunk.seq }).delete();
      // Done and its summary commit together, so no reader sees a finished job without its figures.
      if (finished) await trx('bulk_jobs').where('id', job.id).update({ summary: JSON.stringify(await this.summarize(job.id, trx)) });
      return true;
    });
    if (!ok) return false;
    return { ...job, checkedRows: checked, status: finished ? 'done' : 'running', finishedAt: finished ? now : null, error: null, failedLine: null };
  }

  /**
   * The summary of a running job's rows so far, counted again at most every two seconds however
   * often clients poll, so polling does not compete with the job for the database.
   */
  async liveSummary(jobId: string, now = Date.now()): Promise<BulkSummary> {
    const cached = this.live.get(jobId);
    if (cached && now - cached.at < LIVE_SUMMARY_MS) return cached.summary;
    const summary = await this.summarize(jobId);
    this.live.set(jobId, { at: now, summary });
    for (const [id, entry] of this.live) if (now - entry.at > 60_000) this.live.delete(id);
    return summary;
  }

  /** The summary counted by the database from the report rows (while the job runs, rows so far). */
  async summarize(jobId: string, db: Knex = this.knex): Promise<BulkSummary> {
    const groups = (await db('bulk_results').where('job_id', jobId).select('make', 'model', 'verdict').count({ n: '*' }).groupBy('make', 'model', 'verdict')) as Array<Record<string, unknown>>;
    return summarizeGroups(
      groups.map((g): BulkGroupCount => ({ make: (g.make as string | null) ?? null, model: (g.model as string | null) ?? null, verdict: (g.verdict as BulkVerdict | null) ?? null, count: Number(g.n) })),
    );
  }

  /** Records where a job stopped; the worker resumes it from there. */
  async markFailed(jobId: string, line: number | null, message: string, now: Date): Promise<void> {
    await this.knex('bulk_jobs').where('id', jobId).update({ status: 'failed', failed_line: line, error: message.slice(0, 500), updated_at: now.getTime() });
  }

  /** Report rows in line order, a page at a time (keyset on the line), for streaming; small pages are gone before the heap keeps them. */
  async *results(jobId: string, pageSize = 500): AsyncGenerator<BulkRowResult[]> {
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
        await trx('bulk_input_chunks').where('job_id', id).delete();
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
    summary: JSON.parse(String(r.summary)) as BulkSummary | null,
    error: (r.error as string | null) ?? null,
    failedLine: num(r.failed_line),
    createdAt: new Date(Number(r.created_at)),
    finishedAt: r.finished_at === null || r.finished_at === undefined ? null : new Date(Number(r.finished_at)),
  };
}
