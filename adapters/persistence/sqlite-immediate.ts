import type { Knex } from '@mikro-orm/knex';

type Transaction = { begin(connection: unknown): Promise<unknown>; query(connection: unknown, sql: string): Promise<unknown> };
type TransactionClient = { transaction: (...args: unknown[]) => Transaction };

/**
 * Makes every SQLite transaction take the write lock when it begins (BEGIN IMMEDIATE). knex begins
 * with a plain BEGIN, which takes the lock only at the first write: a transaction that reads and then
 * writes, while another process (the CLI beside the server) commits in between, holds a snapshot it
 * can no longer write from, and SQLite fails it at once with SQLITE_BUSY, whatever busy_timeout
 * says. Taken at BEGIN, the lock makes the other writer wait its turn (busy_timeout) instead.
 * Nested transactions are savepoints and do not begin again.
 */
export function beginImmediately(knex: Knex): void {
  const client = knex.client as TransactionClient;
  const create = client.transaction.bind(client);
  client.transaction = (...args) => {
    const trx = create(...args);
    trx.begin = (connection) => trx.query(connection, 'BEGIN IMMEDIATE;');
    return trx;
  };
}
