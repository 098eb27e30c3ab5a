import { SchemaMigration } from './schema-migration';

export class Migration20261121010000Access extends SchemaMigration {
  override up(): void {
    this.schema((s) =>
      s
        .createTable('api_keys', (t) => {
          t.string('id', 36).primary();
          t.string('key_hash', 64).notNullable().unique();
          t.string('display_prefix', 20).notNullable().index();
          t.string('email', 254).notNullable().index();
          t.string('name', 100).notNullable();
          t.string('tier', 16).notNullable();
          t.datetime('created_at').notNullable();
          t.datetime('revoked_at').nullable();
        })
        .createTable('rate_limit_violations', (t) => {
          t.increments('id').primary();
          t.string('api_key_id', 36).nullable().index();
          t.string('client', 64).notNullable();
          t.string('path', 200).notNullable();
          t.datetime('at').notNullable().index();
        })
        .createTable('policy_acceptances', (t) => {
          t.increments('id').primary();
          t.string('search_id', 36).notNullable().index();
          t.boolean('accepted').notNullable();
          t.string('make', 120).nullable();
          t.string('model', 200).nullable();
          t.boolean('compatible').nullable();
          t.string('policy_version', 10).notNullable();
          t.datetime('answered_at').notNullable();
        }),
    );
  }

  override down(): void {
    this.schema((s) => s.dropTable('policy_acceptances').dropTable('rate_limit_violations').dropTable('api_keys'));
  }
}
