import { SchemaMigration } from './schema-migration';

/**
 * Coverage evidence (issue 5): cell towers, imported outage reports and filed issue reports. Each
 * row carries its grid cell (core/coverage/geo.ts), indexed with the time where reports are read
 * by window, so a radius query seeks a few cells through a B-tree on SQLite and PostgreSQL alike.
 * The indexes also carry the columns a coverage analysis reads, so it never touches the tables.
 */
export class Migration20261121030000Coverage extends SchemaMigration {
  override up(): void {
    this.schema((s) =>
      s
        .createTable('cell_towers', (t) => {
          t.increments('id').primary();
          t.string('cell_key', 80).notNullable().unique();
          t.string('radio', 8).notNullable();
          t.integer('mcc').notNullable();
          t.integer('mnc').notNullable();
          t.string('network', 64).nullable();
          t.string('operator', 160).nullable();
          t.double('lat').notNullable();
          t.double('lng').notNullable();
          t.integer('grid_cell').notNullable();
          t.integer('range_m').nullable();
          t.integer('samples').nullable();
          t.datetime('updated_at').nullable();
          // Covering: a radius count reads the index alone, never the table.
          t.index(['grid_cell', 'lat', 'lng', 'network', 'radio'], 'cell_towers_grid_idx');
        })
        .createTable('outage_reports', (t) => {
          t.increments('id').primary();
          t.string('fingerprint', 64).notNullable().unique();
          t.string('provider', 120).notNullable();
          t.string('provider_key', 120).notNullable();
          t.string('category', 40).notNullable();
          t.string('severity', 10).notNullable();
          t.integer('count').notNullable();
          t.string('source', 200).notNullable();
          t.double('lat').notNullable();
          t.double('lng').notNullable();
          t.integer('grid_cell').notNullable();
          t.datetime('occurred_at').notNullable();
          t.index(['grid_cell', 'occurred_at', 'lat', 'lng', 'provider_key', 'severity', 'count', 'category'], 'outage_reports_grid_idx');
        })
        .createTable('issue_reports', (t) => {
          t.increments('id').primary();
          t.string('provider', 120).nullable();
          t.string('provider_key', 120).nullable();
          t.string('category', 16).notNullable();
          t.text('description').notNullable();
          t.string('device_make', 60).nullable();
          t.string('device_model', 120).nullable();
          t.double('lat').notNullable();
          t.double('lng').notNullable();
          t.integer('grid_cell').notNullable();
          t.datetime('reported_at').notNullable();
          t.index(['grid_cell', 'reported_at', 'lat', 'lng', 'provider_key', 'category'], 'issue_reports_grid_idx');
          t.index(['reported_at'], 'issue_reports_time_idx');
        }),
    );
  }

  override down(): void {
    this.schema((s) => s.dropTable('issue_reports').dropTable('outage_reports').dropTable('cell_towers'));
  }
}
