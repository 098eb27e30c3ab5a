import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { AdminSessions, CheckBulkRows, RetryMessages, type Clock } from '../../core';
import type { AppConfig } from '../config';
import { MikroBulkJobs } from '../persistence/mikro-bulk-jobs';
import { MikroIssueReports } from '../persistence/mikro-issue-reports';
import { MikroMessageLog } from '../persistence/mikro-message-log';
import { MikroOutbox } from '../persistence/mikro-outbox';
import { MikroRetention } from '../persistence/mikro-retention';
import { APP_CONFIG, CLOCK } from '../tokens';
import { RequestActivity } from '../request-activity';
import { BulkCheckWorker } from './bulk-check-worker';
import { JobRunner } from './job-runner';
import { ScheduledWork } from './scheduled-work';

/** The scheduled jobs of a server (the CLI never runs them): retries, purges, retention. */
@Module({
  imports: [ScheduleModule.forRoot()],
  providers: [
    {
      provide: ScheduledWork,
      useFactory: (retry: RetryMessages, sessions: AdminSessions, outbox: MikroOutbox, messages: MikroMessageLog, retention: MikroRetention, clock: Clock, reports: MikroIssueReports, config: AppConfig) =>
        new ScheduledWork({ retry, sessions, outbox, messages, retention, clock, issues: { reports, retentionDays: config.reportRetentionDays } }),
      inject: [RetryMessages, AdminSessions, MikroOutbox, MikroMessageLog, MikroRetention, CLOCK, MikroIssueReports, APP_CONFIG],
    },
    {
      provide: BulkCheckWorker,
      useFactory: (jobs: MikroBulkJobs, check: CheckBulkRows, clock: Clock, config: AppConfig, activity: RequestActivity) =>
        new BulkCheckWorker(jobs, check, clock, config.bulk.retentionDays, activity),
      inject: [MikroBulkJobs, CheckBulkRows, CLOCK, APP_CONFIG, RequestActivity],
    },
    JobRunner,
  ],
  exports: [JobRunner, ScheduledWork, BulkCheckWorker],
})
export class JobsModule {}
