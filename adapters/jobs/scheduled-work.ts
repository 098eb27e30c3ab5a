import { AdminSessions, RetryMessages, retentionCutoff, type Clock } from '../../core';
import { MikroMessageLog } from '../persistence/mikro-message-log';
import { MikroOutbox } from '../persistence/mikro-outbox';
import { MikroIssueReports } from '../persistence/mikro-issue-reports';
import { MikroRetention } from '../persistence/mikro-retention';

const DAY_MS = 86_400_000;
/** Outbox entries (which may hold sign-in links and message text) are kept 30 days. */
export const OUTBOX_DAYS = 30;

/** What each scheduled job does; each returns a one-line summary for the log, empty when idle. */
export class ScheduledWork {
  constructor(
    private readonly deps: {
      retry: RetryMessages;
      sessions: AdminSessions;
      outbox: MikroOutbox;
      messages: MikroMessageLog;
      retention: MikroRetention;
      clock: Clock;
      /** Issue reports, deleted after `retentionDays`. */
      issues?: { reports: MikroIssueReports; retentionDays: number };
    },
  ) {}

  async retryMessages(): Promise<string> {
    const r = await this.deps.retry.execute();
    return r.attempted ? `${r.attempted} message(s) retried: ${r.sent} sent, ${r.failed} failed for good` : '';
  }

  async purgeExpired(): Promise<string> {
    const now = this.deps.clock.now();
    const { links, sessions } = await this.deps.sessions.purge();
    const outbox = await this.deps.outbox.purge(new Date(now.getTime() - OUTBOX_DAYS * DAY_MS));
    const messages = await this.deps.messages.purge(retentionCutoff(now));
    const total = links + sessions + outbox + messages;
    return total ? `purged ${links} link(s), ${sessions} session(s), ${outbox} outbox entr(ies), ${messages} message record(s)` : '';
  }

  async applyRetention(): Promise<string> {
    const now = this.deps.clock.now();
    const deleted = await this.deps.retention.deleteSearchesBefore(retentionCutoff(now));
    const issues = this.deps.issues;
    const reports = issues ? await issues.reports.deleteBefore(new Date(now.getTime() - issues.retentionDays * DAY_MS)) : 0;
    const parts = [deleted ? `deleted ${deleted} search(es) older than 12 months` : '', reports ? `deleted ${reports} issue report(s) older than ${issues!.retentionDays} days` : ''];
    return parts.filter(Boolean).join('; ');
  }
}
