import type { Provider } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { CheckDevice, SeedDemoData, type Clock } from '../core';
import { DataVersions } from './persistence/data-versions';
import { ApiKeyUsage } from './persistence/api-key-usage';
import { BatchedSearchLog } from './persistence/batched-search-log';
import { MikroApiKeyStore } from './persistence/mikro-api-key-store';
import { MikroDemoData } from './persistence/mikro-demo-data';
import { MikroIssueReports } from './persistence/mikro-issue-reports';
import { MikroViolationLog } from './persistence/mikro-violation-log';
import { MinisearchReportIndex } from './search/minisearch-report-index';
import { sha256Hasher } from './persistence/sha256-hasher';
import { systemRandom } from './system-ports';
import { CLOCK } from './tokens';

/** `bandwise seed --demo`: the demo set written through the same stores the product uses. */
export const DEMO_PROVIDERS: Provider[] = [
  {
    provide: MikroDemoData,
    // Removed demo reports must leave the similar-report index: this process's at once, others' at their next poll.
    useFactory: (orm: MikroORM, versions: DataVersions, index: MinisearchReportIndex) =>
      new MikroDemoData(orm, async () => {
        await versions.bump('reports');
        await index.reload();
      }),
    inject: [MikroORM, DataVersions, MinisearchReportIndex],
  },
  {
    provide: SeedDemoData,
    useFactory: (
      check: CheckDevice, searches: BatchedSearchLog, reports: MikroIssueReports, keys: MikroApiKeyStore,
      usage: ApiKeyUsage, violations: MikroViolationLog, store: MikroDemoData, clock: Clock,
    ) => new SeedDemoData({ check, searches, reports, keys, usage, violations, store, hasher: sha256Hasher, random: systemRandom, clock }),
    inject: [CheckDevice, BatchedSearchLog, MikroIssueReports, MikroApiKeyStore, ApiKeyUsage, MikroViolationLog, MikroDemoData, CLOCK],
  },
];
