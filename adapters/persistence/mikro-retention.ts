import type { MikroORM } from '@mikro-orm/core';
import type { RetentionStore } from '../../core';
import { dbDateFormatter } from './db-date';
import { knexOf } from './db-rows';

const CHUNK = 5000;

/**
 * Deletes searches past their retention, with what hangs off them (policy answers), and the
 * per-key usage counters and rate-limit violations of the same age. Deleted in chunks, so the
 * first run on a large table never holds SQLite's write lock for long.
 */
export class MikroRetention implements RetentionStore {
  constructor(private readonly orm: MikroORM) {}

  async deleteSearchesBefore(cutoff: Date): Promise<number> {
    const knex = knexOf(this.orm);
    const at = dbDateFormatter(this.orm)(cutoff);
    let deleted = 0;
    for (;;) {
      const ids = knex('searches').select('id').where('searched_at', '<', at).limit(CHUNK);
      const n = await knex('searches').whereIn('id', ids).delete();
      deleted += n;
      if (n < CHUNK) break;
    }
    await knex('policy_acceptances').where('answered_at', '<', at).delete();
    await knex('rate_limit_violations').where('at', '<', at).delete();
    await knex('api_key_usage').where('minute', '<', Math.floor(cutoff.getTime() / 60_000)).delete();
    return deleted;
  }
}
