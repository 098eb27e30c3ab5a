import type { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import type { PolicyAcceptance, PolicyAcceptanceLog } from '../../core';
import { dbDateFormatter } from './db-date';

/** Answers to the policy card, one row per search: a later answer replaces the earlier one. */
export class MikroPolicyAcceptanceLog implements PolicyAcceptanceLog {
  constructor(private readonly orm: MikroORM) {}

  async record(a: PolicyAcceptance): Promise<void> {
    await (this.orm.em as SqlEntityManager).getKnex()('policy_acceptances').insert({
      search_id: a.searchId,
      accepted: a.accepted,
      make: a.deviceInfo.make?.slice(0, 120) ?? null,
      model: a.deviceInfo.model?.slice(0, 200) ?? null,
      compatible: a.deviceInfo.compatible,
      policy_version: a.policyVersion,
      answered_at: dbDateFormatter(this.orm)(a.answeredAt),
    }).onConflict('search_id').merge();
  }
}
