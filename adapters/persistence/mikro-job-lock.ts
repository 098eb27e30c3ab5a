import type { MikroORM } from '@mikro-orm/core';
import { knexOf } from './db-rows';

/**
 * A lease per scheduled job in `job_locks`, so that with several instances only one runs each
 * job per period. Taking the lease is one conditional UPDATE (atomic on SQLite and PostgreSQL):
 * it succeeds when the lease has run out or this holder already has it. An instance that dies
 * holding a lease loses it when the lease runs out.
 */
export class MikroJobLock {
  constructor(private readonly orm: MikroORM, readonly holder: string) {}

  /** True when this holder now has the lease on `job` until `now + leaseMs`. */
  async acquire(job: string, leaseMs: number, now = Date.now()): Promise<boolean> {
    const knex = knexOf(this.orm);
    await knex('job_locks').insert({ name: job, holder: '', lease_until: 0 }).onConflict('name').ignore();
    const taken = await knex('job_locks')
      .where('name', job)
      .andWhere((q) => q.where('lease_until', '<=', now).orWhere('holder', this.holder))
      .update({ holder: this.holder, lease_until: now + leaseMs });
    return taken === 1;
  }

  /** Who holds the lease on `job` and until when (ms); null when nobody has ever taken it. */
  async holding(job: string): Promise<{ holder: string; until: number } | null> {
    const row = (await knexOf(this.orm)('job_locks').where('name', job).first()) as { holder: string; lease_until: number | string } | undefined;
    return row ? { holder: row.holder, until: Number(row.lease_until) } : null;
  }

  /** Takes the lease from `holder` (known to be gone) if it still has it; true when taken. */
  async takeOver(job: string, holder: string, leaseMs: number, now = Date.now()): Promise<boolean> {
    const taken = await knexOf(this.orm)('job_locks').where({ name: job, holder }).update({ holder: this.holder, lease_until: now + leaseMs });
    return taken === 1;
  }

  /** Gives the lease up early (after a failure, so another instance may try at once). */
  async release(job: string): Promise<void> {
    await knexOf(this.orm)('job_locks').where({ name: job, holder: this.holder }).update({ lease_until: 0 });
  }
}
