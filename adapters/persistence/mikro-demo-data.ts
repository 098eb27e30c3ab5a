import type { MikroORM } from '@mikro-orm/core';
import type { Knex } from '@mikro-orm/knex';
import { DEMO_API_KEY, type DemoCounts, type DemoDataStore, type SearchChannel } from '../../core';
import { knexOf } from './db-rows';

type Count = { n?: number | string | null } | undefined;
const n = (row: Count): number => Number(row?.n ?? 0);

/** The demo searches' channel: a column every search already has, so marking them needs no migration. */
export const DEMO_CHANNEL: SearchChannel = 'demo';

/**
 * Demo data by its marks: searches on the 'demo' channel, issue reports with `demo` set, and the
 * demo API key's fixed id (the key, its counted requests and its rate-limit violations). Real rows
 * carry none of these marks, so counting and deleting by them touches only demo data.
 */
export class MikroDemoData implements DemoDataStore {
  /** `reportsRemoved`: tells the report index (here and in other processes) that reports were deleted. */
  constructor(private readonly orm: MikroORM, private readonly reportsRemoved: () => Promise<void> = async () => undefined) {}

  counts(): Promise<DemoCounts> {
    return this.countIn(knexOf(this.orm));
  }

  async remove(): Promise<DemoCounts> {
    const removed = await knexOf(this.orm).transaction(async (trx) => {
      const before = await this.countIn(trx);
      await trx('searches').where('channel', DEMO_CHANNEL).delete();
      await trx('issue_reports').where('demo', true).delete();
      await trx('api_key_usage').where('api_key_id', DEMO_API_KEY.id).delete();
      await trx('rate_limit_violations').where('api_key_id', DEMO_API_KEY.id).delete();
      await trx('api_keys').where('id', DEMO_API_KEY.id).delete();
      return before;
    });
    if (removed.issueReports > 0) await this.reportsRemoved();
    return removed;
  }

  /** One query after another: inside a transaction they share one connection. */
  private async countIn(k: Knex | Knex.Transaction): Promise<DemoCounts> {
    const key = { api_key_id: DEMO_API_KEY.id };
    return {
      searches: n(await k('searches').count({ n: '*' }).where('channel', DEMO_CHANNEL).first()),
      issueReports: n(await k('issue_reports').count({ n: '*' }).where('demo', true).first()),
      apiKeys: n(await k('api_keys').count({ n: '*' }).where('id', DEMO_API_KEY.id).first()),
      apiRequests: n(await k('api_key_usage').sum({ n: 'requests' }).where(key).first()),
      rateLimitViolations: n(await k('rate_limit_violations').count({ n: '*' }).where(key).first()),
    };
  }
}
