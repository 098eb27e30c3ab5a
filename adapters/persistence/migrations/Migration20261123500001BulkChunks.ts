import { SchemaMigration } from './schema-migration';

/**
 * A bulk job's queue holds one sealed row per chunk of 1,000 inputs instead of one per input: a
 * 100,000-row upload becomes 100 rows to write, open and delete, not 100,000.
 */
export class Migration20261123500001BulkChunks extends SchemaMigration {
  override up(): void {
    this.schema((s) =>
      s.dropTable('bulk_inputs').createTable('bulk_input_chunks', (t) => {
        t.string('job_id', 36).notNullable();
        t.integer('seq').notNullable();
        t.integer('first_line').notNullable();
        t.integer('row_count').notNullable();
        t.text('sealed').notNullable();
        t.primary(['job_id', 'seq']);
      }),
    );
  }

  override down(): void {
    this.schema((s) =>
      s.dropTable('bulk_input_chunks').createTable('bulk_inputs', (t) => {
        t.string('job_id', 36).notNullable();
        t.integer('seq').notNullable();
        t.integer('line').notNullable();
        t.string('imei_sealed', 120).notNullable();
        t.string('carrier', 120).nullable();
        t.string('country', 120).nullable();
        t.string('model_number', 60).nullable();
        t.primary(['job_id', 'seq']);
      }),
    );
  }
}
