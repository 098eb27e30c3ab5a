import type { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import type { PolicyAcceptance, PolicyAcceptanceLog } from '../../core';
import { dbDateFormatter } from './db-date';

/** Answers to the policy card, one row per search: the first answer stays. */
export class MikroPolicyAcceptanceLog implements PolicyAcceptanceLog {
  constructor(private readonly orm: MikroORM) {}

  async record(a: PolicyAcceptance): Promise<PolicyAcceptance> {
    const knex = (this.orm.em as SqlEntityManager).getKnex();
    await knex('policy_acceptances').insert({
      search_id: a.searchId,
      accepted: a.accepted,
      make: a.deviceInfo.make?.slice(0, 120) ?? null,
      model: a.deviceInfo.model?.slice(0, 200) ?? null,
      compatible: a.deviceInfo.compatible,
      policy_version: a.policyVersion,
      answered_at: dbDateFormatter(this.orm)(a.answeredAt),
    }).onConflict('search_id').ignore();
    const row = await knex('policy_acceptances').where({ search_id: a.searchId }).first();
    return {
      searchId: a.searchId,
      accepted: Boolean(row.accepted),
      deviceInfo: { make: row.make ?? null, model: row.model ?? null, compatible: row.compatible === null ? null : Boolean(row.compatible) },
      policyVersion: row.policy_version,
      answeredAt: new Date(row.answered_at),
    };
  }
}
