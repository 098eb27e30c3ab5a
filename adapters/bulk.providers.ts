import type { Provider } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { CheckBulkRows, CheckDevice, type Clock, type SearchLog } from '../core';
import { ImeiHasher } from './persistence/imei-hasher';
import { MikroBlacklist } from './persistence/mikro-blacklist';
import { MikroBulkJobs } from './persistence/mikro-bulk-jobs';
import { MikroCarrierDirectory } from './persistence/mikro-carrier-directory';
import { MikroDeviceRegistry } from './persistence/mikro-device-registry';
import { systemRandom } from './system-ports';
import { CLOCK } from './tokens';

/**
 * A fleet's rows are kept in the job's report (hashed and masked IMEIs), not each as a search: a
 * 100,000-row upload would otherwise double the writes and swamp the search analytics.
 */
const REPORT_ONLY: SearchLog = { record: async () => undefined };

/** Bulk checks (issue 18): the same CheckDevice use case and ports, rows recorded in the job's report; the job store. */
export const BULK_PROVIDERS: Provider[] = [
  {
    provide: CheckBulkRows,
    useFactory: (devices: MikroDeviceRegistry, carriers: MikroCarrierDirectory, blacklist: MikroBlacklist, clock: Clock) =>
      new CheckBulkRows(new CheckDevice({ devices, carriers, blacklist, searches: REPORT_ONLY, clock, random: systemRandom })),
    inject: [MikroDeviceRegistry, MikroCarrierDirectory, MikroBlacklist, CLOCK],
  },
  { provide: MikroBulkJobs, useFactory: (orm: MikroORM, hasher: ImeiHasher) => new MikroBulkJobs(orm, hasher), inject: [MikroORM, ImeiHasher] },
];
