import { SchemaMigration } from './schema-migration';

/**
 * API keys expire, and a hash of the client that minted a key is kept so live keys per client can
 * be capped. Keys issued before this migration have no expiry; revoke and reissue them to bound them.
 */
export class Migration20261123100100ApiKeyExpiry extends SchemaMigration {
  override up(): void {
    this.schema((s) =>
      s.alterTable('api_keys', (t) => {
        t.datetime('expires_at').nullable();
        t.string('created_from', 64).nullable().index();
      }),
    );
  }

  override down(): void {
    this.schema((s) =>
      s.alterTable('api_keys', (t) => {
        t.dropIndex(['created_from']);
        t.dropColumn('expires_at');
        t.dropColumn('created_from');
      }),
    );
  }
}
