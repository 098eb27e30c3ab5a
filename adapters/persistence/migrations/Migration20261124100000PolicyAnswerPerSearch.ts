import { SchemaMigration } from './schema-migration';

/**
 * One answer to the policy card per search: a later answer replaces the earlier one (the latest of
 * any repeated answers is kept when this runs), so nobody can pile up rows against a search.
 */
export class Migration20261124100000PolicyAnswerPerSearch extends SchemaMigration {
  override up(): void {
    this.addSql('delete from policy_acceptances where id not in (select max(id) from policy_acceptances group by search_id)');
    this.schema((s) => s.alterTable('policy_acceptances', (t) => t.unique(['search_id'])));
  }

  override down(): void {
    this.schema((s) => s.alterTable('policy_acceptances', (t) => t.dropUnique(['search_id'])));
  }
}
