import type { MikroORM } from '@mikro-orm/core';
import { gridCell, type IssueCategory, type IssueReport, type IssueReportStore, type NewIssueReport } from '../../core';
import { dbDateFormatter } from './db-date';
import { fromDbDate, knexOf } from './db-rows';

type ReportRow = Record<string, unknown>;

const toReport = (r: ReportRow): IssueReport => ({
  id: String(r.id),
  position: { lat: Number(r.lat), lng: Number(r.lng) },
  provider: (r.provider as string | null) ?? null,
  providerKey: (r.provider_key as string | null) ?? null,
  category: r.category as IssueCategory,
  description: String(r.description),
  device: { make: (r.device_make as string | null) ?? null, model: (r.device_model as string | null) ?? null },
  reportedAt: fromDbDate(r.reported_at),
  reporter: (r.reporter as string | null) ?? null,
  published: Boolean(r.published),
  demo: Boolean(r.demo),
});

/** Issue reports in the `issue_reports` table; ids are increasing, so readers can follow new rows. */
export class MikroIssueReports implements IssueReportStore {
  private readonly dbDate: ReturnType<typeof dbDateFormatter>;

  /** `pseudonym` turns a caller id into the keyed hash that is stored (never the caller id itself). */
  constructor(private readonly orm: MikroORM, private readonly pseudonym: (callerId: string) => string = (id) => id) {
    this.dbDate = dbDateFormatter(orm);
  }

  reporterKey(callerId: string): string {
    return this.pseudonym(callerId);
  }

  async save(report: NewIssueReport): Promise<IssueReport> {
    const [inserted] = (await knexOf(this.orm)('issue_reports')
      .insert({
        provider: report.provider?.slice(0, 120) ?? null,
        provider_key: report.providerKey?.slice(0, 120) ?? null,
        category: report.category,
        description: report.description,
        device_make: report.device.make?.slice(0, 60) ?? null,
        device_model: report.device.model?.slice(0, 120) ?? null,
        lat: report.position.lat,
        lng: report.position.lng,
        grid_cell: gridCell(report.position),
        reported_at: this.dbDate(report.reportedAt),
        reporter: report.reporter ? this.pseudonym(report.reporter) : null,
        published: report.published,
        demo: report.demo === true,
      })
      .returning('id')) as Array<{ id: number } | number>;
    const id = typeof inserted === 'object' ? inserted.id : inserted;
    return { ...report, reporter: report.reporter ? this.pseudonym(report.reporter) : null, id: String(id) };
  }

  /** Deletes reports filed before `cutoff` (the retention period), in chunks; returns how many. */
  async deleteBefore(cutoff: Date): Promise<number> {
    const knex = knexOf(this.orm);
    let deleted = 0;
    for (;;) {
      const ids = knex('issue_reports').select('id').where('reported_at', '<', this.dbDate(cutoff)).limit(5000);
      const n = await knex('issue_reports').whereIn('id', ids).delete();
      deleted += n;
      if (n < 5000) return deleted;
    }
  }

  /** Reports with an id above `afterId` made since `since`, oldest first, `limit` at a time. */
  async readAfter(afterId: number, since: Date, limit: number): Promise<IssueReport[]> {
    const rows = (await knexOf(this.orm)('issue_reports')
      .where('id', '>', afterId)
      .andWhere('reported_at', '>=', this.dbDate(since))
      .orderBy('id')
      .limit(limit)
      .select('*')) as ReportRow[];
    return rows.map(toReport);
  }
}
