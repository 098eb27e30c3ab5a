import { createHash } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/core';
import type { PushSubscriptionJson, PushSubscriptionStore } from '../../core';
import { dbDateFormatter } from './db-date';
import { knexOf } from './db-rows';

const hashOf = (endpoint: string) => createHash('sha256').update(endpoint).digest('hex');

/** Push subscriptions keyed by a hash of their endpoint (endpoints are long URLs). */
export class MikroPushSubscriptions implements PushSubscriptionStore {
  private readonly date: ReturnType<typeof dbDateFormatter>;

  constructor(private readonly orm: MikroORM) {
    this.date = dbDateFormatter(orm);
  }

  async save(s: PushSubscriptionJson, owner: string | null, at: Date): Promise<void> {
    const now = this.date(at);
    await knexOf(this.orm)('push_subscriptions')
      .insert({ endpoint_hash: hashOf(s.endpoint), endpoint: s.endpoint, p256dh: s.keys.p256dh, auth: s.keys.auth, owner, created_at: now, updated_at: now })
      .onConflict('endpoint_hash')
      .merge(['p256dh', 'auth', 'owner', 'updated_at']);
  }

  async remove(endpoint: string): Promise<void> {
    await knexOf(this.orm)('push_subscriptions').where('endpoint_hash', hashOf(endpoint)).delete();
  }

  async count(): Promise<number> {
    const row = (await knexOf(this.orm)('push_subscriptions').count({ n: '*' }).first()) as { n: number | string };
    return Number(row.n);
  }
}
