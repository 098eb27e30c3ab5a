import type { Provider } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { CheckBulkRows, CheckDevice } from '../core';
import { ImeiHasher } from './persistence/imei-hasher';
import { MikroBulkJobs } from './persistence/mikro-bulk-jobs';

/** Bulk checks (issue 18): the row checker over the one CheckDevice, and the job store. */
export const BULK_PROVIDERS: Provider[] = [
  { provide: CheckBulkRows, useFactory: (check: CheckDevice) => new CheckBulkRows(check), inject: [CheckDevice] },
  { provide: MikroBulkJobs, useFactory: (orm: MikroORM, hasher: ImeiHasher) => new MikroBulkJobs(orm, hasher), inject: [MikroORM, ImeiHasher] },
];
