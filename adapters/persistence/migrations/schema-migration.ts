import { Migration } from '@mikro-orm/migrations';
import type { Knex } from '@mikro-orm/knex';

/**
 * A migration written once with knex's schema builder, so the same file produces the right SQL for
 * SQLite and PostgreSQL.
 */
export abstract class SchemaMigration extends Migration {
  protected schema(build: (schema: Knex.SchemaBuilder) => Knex.SchemaBuilder): void {
    for (const statement of build(this.getKnex().schema).toSQL() as unknown as Array<{ sql: string }>) {
      this.addSql(statement.sql);
    }
  }
}
