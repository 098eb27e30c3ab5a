import type { MikroORM } from '@mikro-orm/core';
import type { MessageChannel } from '../../core';
import { dbDateFormatter } from './db-date';
import { fromDbDate, knexOf } from './db-rows';

export interface OutboxEntry {
  id: number;
  channel: MessageChannel;
  recipient: string;
  subject: string | null;
  body: string;
  link: string | null;
  createdAt: Date;
}

/**
 * Where messages go when no transport is configured: kept whole, for the admin (and support
 * staff) to read and pass on. Delivery to the outbox always succeeds.
 */
export class MikroOutbox {
  private readonly date: ReturnType<typeof dbDateFormatter>;

  constructor(private readonly orm: MikroORM) {
    this.date = dbDateFormatter(orm);
  }

  async put(entry: Omit<OutboxEntry, 'id' | 'createdAt'>, at: Date): Promise<void> {
    await knexOf(this.orm)('outbox').insert({
      channel: entry.channel, recipient: entry.recipient.slice(0, 1000), subject: entry.subject?.slice(0, 200) ?? null,
      body: entry.body, link: entry.link?.slice(0, 1000) ?? null, created_at: this.date(at),
    });
  }

  /** The latest entries, newest first. */
  async list(limit: number, channel?: MessageChannel): Promise<OutboxEntry[]> {
    const q = knexOf(this.orm)('outbox').select().orderBy('id', 'desc').limit(limit);
    if (channel) q.where('channel', channel);
    const rows = (await q) as Array<Record<string, unknown>>;
    return rows.map((r) => ({
      id: Number(r.id), channel: r.channel as MessageChannel, recipient: String(r.recipient), subject: (r.subject as string | null) ?? null,
      body: String(r.body), link: (r.link as string | null) ?? null, createdAt: fromDbDate(r.created_at),
    }));
  }

  async purge(before: Date): Promise<number> {
    return knexOf(this.orm)('outbox').where('created_at', '<', this.date(before)).delete();
  }
}
