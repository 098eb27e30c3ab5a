import { SchemaMigration } from './schema-migration';

/**
 * A keyed hash of the phone (IMEI) beside each TAC observation, so one phone named from several
 * networks counts once. Observations made before it count as a phone of their own each (the
 * caller's hash stands in), as they did.
 */
export class Migration20261127100000TacObservationPhone extends SchemaMigration {
  override up(): void {
    this.schema((s) =>
      s.alterTable('tac_observations', (t) => {
        t.string('phone_hash', 64).nullable();
      }),
    );
    this.addSql('update tac_observations set phone_hash = caller_hash where phone_hash is null');
  }

  override down(): void {
    this.schema((s) =>
      s.alterTable('tac_observations', (t) => {
        t.dropColumn('phone_hash');
      }),
    );
  }
}
