import { SchemaMigration } from './schema-migration';

/** Admins granted by an operator (`bandwise admin grant`); ADMIN_EMAILS adds more from the environment. */
export class Migration20261123100000AdminGrants extends SchemaMigration {
  override up(): void {
    this.schema((s) =>
      s.createTable('admin_grants', (t) => {
        t.string('email', 254).primary();
        t.datetime('granted_at').notNullable();
        t.string('granted_by', 254).nullable();
      }),
    );
  }

  override down(): void {
    this.schema((s) => s.dropTable('admin_grants'));
  }
}
