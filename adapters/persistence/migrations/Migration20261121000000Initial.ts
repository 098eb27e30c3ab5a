import { SchemaMigration } from './schema-migration';

export class Migration20261121000000Initial extends SchemaMigration {
  override up(): void {
    this.schema((s) =>
      s
        .createTable('tac_entries', (t) => {
          t.string('tac', 8).primary();
          t.string('make', 120).notNullable();
          t.string('model', 200).notNullable();
          t.string('origin', 16).notNullable();
          t.string('model_id', 120).nullable();
          t.text('aka').nullable();
          t.datetime('updated_at').notNullable();
        })
        .createTable('carriers', (t) => {
          t.string('id', 64).primary();
          t.string('name', 120).notNullable();
          t.string('country', 80).notNullable().index();
          t.text('record').notNullable();
          t.datetime('updated_at').notNullable();
        })
        .createTable('blacklist', (t) => {
          t.string('imei_hash', 64).primary();
          t.string('imei_masked', 15).notNullable();
          t.string('reason', 500).notNullable();
          t.string('source', 200).notNullable();
          t.datetime('added_at').notNullable();
        })
        .createTable('searches', (t) => {
          t.string('id', 36).primary();
          t.string('imei_hash', 64).notNullable();
          t.string('imei_masked', 15).notNullable();
          t.string('tac', 8).notNullable();
          t.string('make', 120).nullable();
          t.string('model', 200).nullable();
          t.integer('release_year').nullable();
          t.string('carrier', 120).nullable();
          t.boolean('success').notNullable();
          t.string('error_code', 40).nullable();
          t.string('four_g', 16).nullable();
          t.string('five_g', 16).nullable();
          t.string('volte', 16).nullable();
          t.string('wifi_calling', 16).nullable();
          t.boolean('compatible').notNullable();
          t.string('location', 200).nullable();
          t.string('channel', 8).notNullable();
          t.string('api_key_id', 64).nullable();
          t.datetime('searched_at').notNullable();
          t.index(['searched_at'], 'searches_searched_at_idx');
          t.index(['make', 'model'], 'searches_make_model_idx');
          t.index(['api_key_id', 'searched_at'], 'searches_api_key_idx');
        })
        .createTable('settings', (t) => {
          t.string('key', 64).primary();
          t.text('value').notNullable();
        }),
    );
  }

  override down(): void {
    this.schema((s) =>
      s.dropTable('settings').dropTable('searches').dropTable('blacklist').dropTable('carriers').dropTable('tac_entries'),
    );
  }
}
