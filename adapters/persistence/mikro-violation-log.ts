import type { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import { dbDateFormatter } from './db-date';

export interface Violation {
  apiKeyId: string | null;
  client: string;
  path: string;
  at: Date;
}

/** Rate-limit violations, kept for the analytics (API usage by key). */
export class MikroViolationLog {
  constructor(private readonly orm: MikroORM) {}

  async record(v: Violation): Promise<void> {
    await (this.orm.em as SqlEntityManager).getKnex()('rate_limit_violations').insert({
      api_key_id: v.apiKeyId, client: v.client.slice(0, 64), path: v.path.slice(0, 200), at: dbDateFormatter(this.orm)(v.at),
    });
  }
}
