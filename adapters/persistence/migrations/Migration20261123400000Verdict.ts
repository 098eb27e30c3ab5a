import { SchemaMigration } from './schema-migration';

/**
 * The verdict of each check (works, works with limits, needs carrier approval, does not work,
 * unknown), so activity lists can say "needs carrier approval" or "unknown" instead of reading
 * every non-compatible answer as limited. Null on searches recorded before it existed.
 */
export class Migration20261123400000Verdict extends SchemaMigration {
  override up(): void {
    this.schema((s) =>
      s.alterTable('searches', (t) => {
        t.string('verdict', 30).nullable();
      }),
    );
  }

  override down(): void {
    this.schema((s) =>
      s.alterTable('searches', (t) => {
        t.dropColumn('verdict');
      }),
    );
  }
}
