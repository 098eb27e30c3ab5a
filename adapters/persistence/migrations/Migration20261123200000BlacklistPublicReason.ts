import { SchemaMigration } from './schema-migration';

/**
 * Whether the admin chose to show a blacklist entry's reason to whoever checks the IMEI; existing
 * entries stay private (visitors see the fixed category).
 */
export class Migration20261123200000BlacklistPublicReason extends SchemaMigration {
  override up(): void {
    this.schema((s) => s.alterTable('blacklist', (t) => void t.boolean('reason_public').notNullable().defaultTo(false)));
  }

  override down(): void {
    this.schema((s) => s.alterTable('blacklist', (t) => void t.dropColumn('reason_public')));
  }
}
