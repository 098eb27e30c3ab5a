import { SchemaMigration } from './schema-migration';

/**
 * Visitors' statements about TACs no list knows (TAC, catalog id, keyed hash of the caller; never
 * the IMEI), one per caller and TAC, and the operator's confirm/reject decisions.
 */
export class Migration20261123300000CommunityTacs extends SchemaMigration {
  override up(): void {
    this.schema((s) =>
      s
        .createTable('tac_observations', (t) => {
          t.string('tac', 8).notNullable();
          t.string('caller_hash', 64).notNullable();
          t.string('device_id', 120).notNullable();
          t.datetime('observed_at').notNullable();
          t.primary(['tac', 'caller_hash']);
        })
        .createTable('tac_decisions', (t) => {
          t.string('tac', 8).primary();
          t.string('status', 12).notNullable();
          t.string('device_id', 120).nullable();
          t.datetime('decided_at').notNullable();
        }),
    );
  }

  override down(): void {
    this.schema((s) => s.dropTable('tac_decisions').dropTable('tac_observations'));
  }
}
