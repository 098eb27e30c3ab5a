import { SchemaMigration } from './schema-migration';

/**
 * Bulk check jobs: the job (owner key, progress, running summary), its unchecked inputs (the IMEI
 * sealed, deleted as each chunk commits) and its report rows (IMEI masked and hashed). Times are
 * epoch milliseconds, as in job_locks.
 */
export class Migration20261123500000Bulk extends SchemaMigration {
  override up(): void {
    this.schema((s) =>
      s
        .createTable('bulk_jobs', (t) => {
          t.string('id', 36).primary();
          t.string('api_key_id', 36).nullable().index();
          t.string('status', 12).notNullable();
          t.string('channel', 8).notNullable();
          t.string('carrier', 120).nullable();
          t.string('country', 120).nullable();
          t.integer('total_rows').notNullable();
          t.integer('checked_rows').notNullable();
          t.integer('pending_rows').notNullable();
          t.text('summary').notNullable();
          t.string('error', 500).nullable();
          t.integer('failed_line').nullable();
          t.bigInteger('created_at').notNullable().index();
          t.bigInteger('updated_at').notNullable();
          t.bigInteger('finished_at').nullable();
        })
        .createTable('bulk_inputs', (t) => {
          t.string('job_id', 36).notNullable();
          t.integer('seq').notNullable();
          t.integer('line').notNullable();
          t.string('imei_sealed', 120).notNullable();
          t.string('carrier', 120).nullable();
          t.string('country', 120).nullable();
          t.string('model_number', 60).nullable();
          t.primary(['job_id', 'seq']);
        })
        .createTable('bulk_results', (t) => {
          t.string('job_id', 36).notNullable();
          t.integer('line').notNullable();
          t.string('imei_hash', 64).nullable();
          t.string('imei_masked', 40).notNullable();
          t.string('make', 120).nullable();
          t.string('model', 200).nullable();
          t.string('model_number', 60).nullable();
          t.string('carrier', 120).nullable();
          t.string('verdict', 24).nullable();
          t.string('headline', 500).notNullable();
          t.string('four_g', 16).nullable();
          t.string('five_g', 16).nullable();
          t.string('volte', 16).nullable();
          t.string('wifi_calling', 16).nullable();
          t.boolean('esim').nullable();
          t.string('reason', 500).nullable();
          t.string('error_code', 40).nullable();
          t.string('error', 500).nullable();
          t.primary(['job_id', 'line']);
        }),
    );
  }

  override down(): void {
    this.schema((s) => s.dropTable('bulk_results').dropTable('bulk_inputs').dropTable('bulk_jobs'));
  }
}
