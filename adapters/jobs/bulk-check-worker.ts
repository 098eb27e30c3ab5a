import { Logger } from '@nestjs/common';
import { CheckBulkRows, type Clock } from '../../core';
import type { MikroBulkJobs } from '../persistence/mikro-bulk-jobs';

const DAY_MS = 86_400_000;
/** Rows checked and committed together: small enough to lose little on a crash, large enough for group commit. */
export const BULK_CHUNK_ROWS = 1000;
/** A failed job (database briefly unreachable, say) is tried again after this long. */
const RETRY_FAILED_MS = 5000;

/**
 * Works through queued bulk jobs, a chunk at a time; runs under the job runner's lease, renewed
 * after every chunk, so one instance works on a job and another takes over when it dies. Progress
 * lives in the database, so a restarted instance resumes at the first unchecked row.
 */
export class BulkCheckWorker {
  private readonly logger = new Logger('BulkChecks');

  constructor(
    private readonly jobs: MikroBulkJobs,
    private readonly check: CheckBulkRows,
    private readonly clock: Clock,
    private readonly retentionDays: number,
  ) {}

  /** Runs jobs until none is left or the lease is lost; returns a line for the log. */
  async runPending(renew: () => Promise<boolean>): Promise<string> {
    let rows = 0;
    let jobs = 0;
    for (let job = await this.jobs.nextRunnable(this.clock.now(), RETRY_FAILED_MS); job; job = await this.jobs.nextRunnable(this.clock.now(), RETRY_FAILED_MS)) {
      jobs += 1;
      for (;;) {
        const inputs = await this.jobs.pending(job.id, BULK_CHUNK_ROWS);
        if (inputs.length === 0) break;
        try {
          const results = await this.check.execute(inputs, { carrier: job.carrier ?? undefined, country: job.country ?? undefined, channel: job.channel, apiKeyId: job.apiKeyId });
          const next = await this.jobs.commitChunk(job, inputs, results, this.clock.now());
          if (!next) return `bulk job ${job.id} moved on elsewhere; ${rows} row(s) checked here`;
          job = next;
          rows += results.length;
        } catch (e) {
          const message = `Stopped at line ${inputs[0].line}: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}. It resumes from there.`;
          this.logger.error(`bulk job ${job.id}: ${message}`);
          await this.jobs.markFailed(job.id, inputs[0].line, message, this.clock.now()).catch(() => undefined);
          return `bulk job ${job.id} failed at line ${inputs[0].line}`;
        }
        if (!(await renew())) return `lease lost after ${rows} row(s)`;
      }
      if (job.status !== 'done') break;
    }
    return rows ? `${rows} bulk row(s) checked in ${jobs} job(s)` : '';
  }

  /** Deletes jobs past BULK_RETENTION_DAYS, their inputs and reports with them. */
  async purgeExpired(): Promise<string> {
    const n = await this.jobs.purge(new Date(this.clock.now().getTime() - this.retentionDays * DAY_MS));
    return n ? `deleted ${n} bulk job(s) older than ${this.retentionDays} days` : '';
  }
}
