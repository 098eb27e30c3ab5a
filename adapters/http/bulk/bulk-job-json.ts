import type { BulkJob } from '../../persistence/mikro-bulk-jobs';
import type { BulkJobDto } from './bulk.dto';

/** A job as the API answers it. */
export const bulkJobJson = (job: BulkJob): BulkJobDto => ({
  id: job.id,
  status: job.status,
  totalRows: job.totalRows,
  checkedRows: job.checkedRows,
  progress: job.totalRows ? Math.round((job.checkedRows / job.totalRows) * 10_000) / 10_000 : 1,
  summary: job.summary,
  error: job.error,
  failedLine: job.failedLine,
  createdAt: job.createdAt.toISOString(),
  finishedAt: job.finishedAt?.toISOString() ?? null,
  resultsUrl: `/api/v1/bulk-checks/${job.id}/results?format=csv`,
});
