import type { Provider } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { CheckBulkRows, CheckDevice, type SearchLog } from '../core';
import { ImeiHasher } from './persistence/imei-hasher';
import { MikroBulkJobs } from './persistence/mikro-bulk-jobs';

/**
 * A fleet's rows are kept in the job's report (hashed and masked IMEIs), not each as a search: a
 * 100,000-row upload would otherwise double the writes and swamp the search analytics.
 */
const REPORT_ONLY: SearchLog = { record: async () => undefined };

/** Bulk checks (issue 18): the one CheckDevice with all its ports, rows recorded in the job's report; the job store. */
export const BULK_PROVIDERS: Provider[] = [
  { provide: CheckBulkRows, useFactory: (check: CheckDevice) => new CheckBulkRows(check.withSearchLog(REPORT_ONLY)), inject: [CheckDevice] },
  { provide: MikroBulkJobs, useFactory: (orm: MikroORM, hasher: ImeiHasher) => new MikroBulkJobs(orm, hasher), inject: [MikroORM, ImeiHasher] },
];
