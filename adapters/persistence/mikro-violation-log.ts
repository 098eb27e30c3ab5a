import type { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import { dbDateFormatter } from './db-date';

export interface Violation {
  apiKeyId: string | null;
  client: string;
  path: string;
  at: Date;
}

/**
 * Rate-limit violations, kept for the analytics (API usage by key). The client is stored only as
 * `pseudonym` makes it (a keyed hash), and the path as the route's template
 * (`/api/v1/search/:id`), so no address and no IMEI put in a path is kept in clear.
 */
export class MikroViolationLog {
  constructor(
    private readonly orm: MikroORM,
    private readonly pseudonym: (client: string) => string,
  ) {}

  async record(v: Violation): Promise<void> {
    await (this.orm.em as SqlEntityManager).getKnex()('rate_limit_violations').insert({
      api_key_id: v.apiKeyId, client: this.pseudonym(v.client).slice(0, 64), path: v.path.slice(0, 200), at: dbDateFormatter(this.orm)(v.at),
    });
  }
}
