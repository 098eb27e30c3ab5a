import { SchemaMigration } from './schema-migration';

/**
 * Marks the sample issue reports `bandwise seed --demo` files, so coverage ratings leave them out
 * and `seed --demo --remove` deletes exactly them. Every existing report is a real one (false).
 */
export class Migration20261126100000IssueReportDemo extends SchemaMigration {
  override up(): void {
    this.schema((s) =>
      s.alterTable('issue_reports', (t) => {
        t.boolean('demo').notNullable().defaultTo(false);
      }),
    );
  }

  override down(): void {
    this.schema((s) =>
      s.alterTable('issue_reports', (t) => {
        t.dropColumn('demo');
      }),
    );
  }
}
