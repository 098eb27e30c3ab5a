import { Logger } from '@nestjs/common';
import { CheckBulkRows, type BulkRowResult, type Clock } from '../../core';
import { collectGarbage } from '../catalog/collect-garbage';
import type { BulkJob, MikroBulkJobs, PendingChunk } from '../persistence/mikro-bulk-jobs';
import type { RequestActivity } from '../request-activity';

const DAY_MS = 86_400_000;
/** A failed job (database briefly unreachable, say) is tried again after this long. */
const RETRY_FAILED_MS = 5000;
/**
 * Rows between full garbage collections. Each chunk's inputs and results live through its commit,
 * long enough to reach the old heap, which V8 lets grow far past the live data before collecting
 * (a 100,000-row job took the server from 180 to over 300 MB). A collection every 20,000 rows
 * keeps the peak near the live set for some tens of milliseconds each (see collectGarbage).
 */
const GC_EVERY_ROWS = 20_000;
/** A turn of the event loop: requests waiting on it are answered between groups of a chunk's rows. */
const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Works through queued bulk jobs, a chunk at a time; runs under the job runner's lease, renewed
 * after every chunk, so one instance works on a job and another takes over when it dies. Progress
 * lives in the database, so a restarted instance resumes at the first unchecked row.
 */
export class BulkCheckWorker {
  private readonly logger = new Logger('BulkChecks');
  private sinceCollected = 0;

  constructor(
    private readonly jobs: MikroBulkJobs,
    private readonly check: CheckBulkRows,
    private readonly clock: Clock,
    private readonly retentionDays: number,
    /** Told while a job runs, so background work (the voice prewarm) waits and frees its memory. */
    private readonly activity?: RequestActivity,
  ) {}

  /** Runs jobs until none is left or the lease is lost; returns a line for the log. */
  async runPending(renew: () => Promise<boolean>): Promise<string> {
    const job = await this.jobs.nextRunnable(this.clock.now(), RETRY_FAILED_MS);
    if (!job) return '';
    this.activity?.begin();
    try {
      return await this.work(job, renew);
    } finally {
      this.activity?.end();
    }
  }

  private async work(first: BulkJob, renew: () => Promise<boolean>): Promise<string> {
    let rows = 0;
    let jobs = 0;
    for (let job: BulkJob | null = first; job; job = await this.jobs.nextRunnable(this.clock.now(), RETRY_FAILED_MS)) {
      jobs += 1;
      // Pipelined: the next chunk is checked (CPU) while this one commits (database thread).
      let chunk = await this.jobs.nextChunk(job.id);
      let checking = chunk ? this.checkChunk(job, chunk) : null;
      while (chunk && checking) {
        const firstLine = chunk.rows[0]?.line ?? null;
        let upcoming: Promise<BulkRowResult[]> | null = null;
        try {
          const results = await checking;
          const next = await this.jobs.nextChunk(job.id, chunk.seq);
          upcoming = next ? this.checkChunk(job, next) : null;
          upcoming?.catch(() => undefined);
          const committed = await this.jobs.commitChunk(job, chunk, results, this.clock.now());
          if (!committed) return `bulk job ${job.id} moved on elsewhere; ${rows} row(s) checked here`;
          job = committed;
          rows += results.length;
          this.collectEvery(results.length);
          chunk = next;
          checking = upcoming;
        } catch (e) {
          // The cause (a database error holds its SQL) goes to the log, never into the job's answer.
          const message = `Stopped at line ${firstLine} by an internal error. It resumes from there.`;
          this.logger.error(`bulk job ${job.id}: stopped at line ${firstLine}: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`);
          await this.jobs.markFailed(job.id, firstLine, message, this.clock.now()).catch(() => undefined);
          return `bulk job ${job.id} failed at line ${firstLine}`;
        }
        if (!(await renew())) return `lease lost after ${rows} row(s)`;
      }
      if (job.status !== 'done') break;
    }
    return rows ? `${rows} bulk row(s) checked in ${jobs} job(s)` : '';
  }

  private collectEvery(rows: number): void {
    this.sinceCollected += rows;
    if (this.sinceCollected < GC_EVERY_ROWS) return;
    this.sinceCollected = 0;
    collectGarbage();
  }

  private checkChunk(job: BulkJob, chunk: PendingChunk): Promise<BulkRowResult[]> {
    return this.check.execute(chunk.rows, { carrier: job.carrier ?? undefined, country: job.country ?? undefined, channel: job.channel, apiKeyId: job.apiKeyId, pause: nextTurn });
  }

  /** Deletes jobs past BULK_RETENTION_DAYS, their inputs and reports with them. */
  async purgeExpired(): Promise<string> {
    const n = await this.jobs.purge(new Date(this.clock.now().getTime() - this.retentionDays * DAY_MS));
    return n ? `deleted ${n} bulk job(s) older than ${this.retentionDays} days` : '';
  }
}
