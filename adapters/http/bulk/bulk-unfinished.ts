import { HttpException, HttpStatus } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { BulkJob } from '../../persistence/mikro-bulk-jobs';

/** A failed job is tried again after a few seconds (the bulk worker's retry delay). */
const FAILED_RETRY_S = 5;
/** Rows a server checks in about a second, roughly: enough to space the polls of a large job. */
const ROWS_PER_SECOND = 2000;

/** When to look again: soon for a small job, at most a minute apart for a large one. */
const retryAfterOf = (job: BulkJob): number =>
  job.status === 'failed' ? FAILED_RETRY_S : Math.min(60, Math.max(2, Math.ceil((job.totalRows - job.checkedRows) / ROWS_PER_SECOND)));

const percentOf = (job: BulkJob): number => (job.totalRows ? Math.floor((job.checkedRows / job.totalRows) * 100) : 100);

/**
 * The report of a job that is not done yet is refused (409), in CSV and JSON alike: a download of
 * the rows checked so far would look like a whole report (a CSV says nothing about its status), and
 * a client reading `rows` would take a part for the fleet. Progress is at GET /api/v1/bulk-checks/{id}.
 */
export function unfinishedReport(job: BulkJob, res: FastifyReply): HttpException {
  const retryAfter = retryAfterOf(job);
  res.header('Retry-After', retryAfter);
  const done = `${job.checkedRows} of ${job.totalRows} rows checked (${percentOf(job)}%)`;
  const state =
    job.status === 'failed'
      ? `This bulk check stopped at line ${job.failedLine ?? '?'} with ${done}; it resumes by itself within seconds.`
      : `This bulk check is ${job.status}: ${done}.`;
  return new HttpException(
    {
      success: false,
      error: `${state} Its report is served once the job is done, never in part. Poll GET /api/v1/bulk-checks/${job.id} until status is "done", then download the report; retry after ${retryAfter} s.`,
      code: 'BULK_NOT_FINISHED',
      details: { status: job.status, checkedRows: job.checkedRows, totalRows: job.totalRows },
    },
    HttpStatus.CONFLICT,
  );
}

/** The 409 as the OpenAPI document shows it. */
export const UNFINISHED_EXAMPLE = {
  success: false,
  error: 'This bulk check is running: 3000 of 10000 rows checked (30%). Its report is served once the job is done, never in part. Poll GET /api/v1/bulk-checks/5d0c… until status is "done", then download the report; retry after 4 s.',
  code: 'BULK_NOT_FINISHED',
  details: { status: 'running', checkedRows: 3000, totalRows: 10000 },
};
