import type { Knex } from '@mikro-orm/knex';

/**
 * A migration written once with knex's schema builder, so the same file produces the right SQL for
 * SQLite and PostgreSQL. `up` and `down` only collect statements; `migrateToLatest` runs them.
 */
export abstract class SchemaMigration {
  private readonly statements: string[] = [];

  constructor(private readonly knex: Knex) {}

  abstract up(): void;
  abstract down(): void;

  /** The statements `up` makes, in order. */
  upStatements(): string[] {
    this.statements.length = 0;
    this.up();
    return [...this.statements];
  }

  protected schema(build: (schema: Knex.SchemaBuilder) => Knex.SchemaBuilder): void {
    for (const statement of build(this.knex.schema).toSQL() as unknown as Array<{ sql: string }>) {
      this.addSql(statement.sql);
    }
  }

  protected addSql(sql: string): void {
    this.statements.push(sql);
  }
}
