import { SchemaMigration } from './schema-migration';

/** Admin sign-in, the message log and outbox, push subscriptions, job locks and API usage counters. */
export class Migration20261121040000Admin extends SchemaMigration {
  override up(): void {
    this.schema((s) =>
      s
        .createTable('magic_links', (t) => {
          t.string('id', 36).primary();
          t.string('token_hash', 64).notNullable().unique();
          t.string('email', 254).notNullable();
          t.datetime('created_at').notNullable();
          t.datetime('expires_at').notNullable().index();
          t.datetime('used_at').nullable();
        })
        .createTable('admin_sessions', (t) => {
          t.string('id', 36).primary();
          t.string('token_hash', 64).notNullable().unique();
          t.string('email', 254).notNullable();
          t.datetime('created_at').notNullable();
          t.datetime('expires_at').notNullable().index();
          t.datetime('revoked_at').nullable();
        })
        .createTable('messages', (t) => {
          t.string('id', 36).primary();
          t.string('channel', 8).notNullable();
          t.string('purpose', 16).notNullable();
          t.string('recipient', 120).notNullable();
          t.string('status', 12).notNullable();
          t.string('transport', 16).nullable();
          t.integer('attempts').notNullable();
          t.string('error', 500).nullable();
          t.text('payload').nullable();
          t.string('sent_by', 254).nullable();
          t.datetime('created_at').notNullable().index();
          t.datetime('updated_at').notNullable();
          t.datetime('next_attempt_at').nullable();
          t.index(['status', 'next_attempt_at'], 'messages_due_idx');
        })
        .createTable('outbox', (t) => {
          t.increments('id').primary();
          t.string('channel', 8).notNullable();
          t.string('recipient', 1000).notNullable();
          t.string('subject', 200).nullable();
          t.text('body').notNullable();
          t.string('link', 1000).nullable();
          t.datetime('created_at').notNullable().index();
        })
        .createTable('push_subscriptions', (t) => {
          t.string('endpoint_hash', 64).primary();
          t.text('endpoint').notNullable();
          t.string('p256dh', 120).notNullable();
          t.string('auth', 60).notNullable();
          t.string('owner', 254).nullable();
          t.datetime('created_at').notNullable();
          t.datetime('updated_at').notNullable();
        })
        .createTable('job_locks', (t) => {
          t.string('name', 64).primary();
          t.string('holder', 64).notNullable();
          t.bigInteger('lease_until').notNullable();
        })
        .createTable('api_key_usage', (t) => {
          t.string('api_key_id', 36).notNullable();
          t.bigInteger('minute').notNullable().index();
          t.integer('requests').notNullable();
          t.primary(['api_key_id', 'minute']);
        }),
    );
  }

  override down(): void {
    this.schema((s) =>
      s
        .dropTable('api_key_usage')
        .dropTable('job_locks')
        .dropTable('push_subscriptions')
        .dropTable('outbox')
        .dropTable('messages')
        .dropTable('admin_sessions')
        .dropTable('magic_links'),
    );
  }
}
