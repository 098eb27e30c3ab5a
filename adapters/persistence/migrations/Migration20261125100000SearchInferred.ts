import { SchemaMigration } from './schema-migration';

/**
 * Which capabilities of a check rest on the inference rule alone ("volte,wifiCalling"), so an
 * export does not show a likely VoLTE as a confirmed one. Null where none did, and on searches
 * recorded before it existed (their export cannot tell).
 */
export class Migration20261125100000SearchInferred extends SchemaMigration {
  override up(): void {
    this.schema((s) =>
      s.alterTable('searches', (t) => {
        t.string('inferred', 40).nullable();
      }),
    );
  }

  override down(): void {
    this.schema((s) =>
      s.alterTable('searches', (t) => {
        t.dropColumn('inferred');
      }),
    );
  }
}
