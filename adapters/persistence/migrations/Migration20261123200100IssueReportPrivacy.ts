import { SchemaMigration } from './schema-migration';

/**
 * Issue reports remember who filed them only as a keyed hash (so one caller's reports can be
 * bounded in the coverage rating) and whether the reporter chose to publish the text to others.
 */
export class Migration20261123200100IssueReportPrivacy extends SchemaMigration {
  override up(): void {
    this.schema((s) =>
      s.alterTable('issue_reports', (t) => {
        t.string('reporter', 64).nullable();
        t.boolean('published').notNullable().defaultTo(false);
      }),
    );
  }

  override down(): void {
    this.schema((s) =>
      s.alterTable('issue_reports', (t) => {
        t.dropColumn('reporter');
        t.dropColumn('published');
      }),
    );
  }
}
