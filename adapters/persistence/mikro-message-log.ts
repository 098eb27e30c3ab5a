import type { MikroORM } from '@mikro-orm/core';
import type { MessageChannel, MessageLog, MessagePurpose, MessageRecord, MessageStatus, MessageUpdate } from '../../core';
import { dbDateFormatter } from './db-date';
import { fromDbDate, fromDbDateOrNull, knexOf } from './db-rows';

interface Row {
  id: string;
  channel: string;
  purpose: string;
  recipient: string;
  status: string;
  transport: string | null;
  attempts: number | string;
  error: string | null;
  payload?: string | null;
  sent_by: string | null;
  created_at: unknown;
  updated_at: unknown;
  next_attempt_at: unknown;
}

const toRecord = (r: Row): MessageRecord => ({
  id: r.id,
  channel: r.channel as MessageChannel,
  purpose: r.purpose as MessagePurpose,
  recipient: r.recipient,
  status: r.status as MessageStatus,
  transport: r.transport,
  attempts: Number(r.attempts),
  error: r.error,
  payload: r.payload ?? null,
  sentBy: r.sent_by,
  createdAt: fromDbDate(r.created_at),
  updatedAt: fromDbDate(r.updated_at),
  nextAttemptAt: fromDbDateOrNull(r.next_attempt_at),
});

const LISTED = ['id', 'channel', 'purpose', 'recipient', 'status', 'transport', 'attempts', 'error', 'sent_by', 'created_at', 'updated_at', 'next_attempt_at'];

/** The message log in the `messages` table; due retries are found through (status, next_attempt_at). */
export class MikroMessageLog implements MessageLog {
  private readonly date: ReturnType<typeof dbDateFormatter>;

  constructor(private readonly orm: MikroORM) {
    this.date = dbDateFormatter(orm);
  }

  async create(r: MessageRecord): Promise<void> {
    await knexOf(this.orm)('messages').insert({
      id: r.id, channel: r.channel, purpose: r.purpose, recipient: r.recipient.slice(0, 120), status: r.status,
      transport: r.transport, attempts: r.attempts, error: r.error, payload: r.payload, sent_by: r.sentBy,
      created_at: this.date(r.createdAt), updated_at: this.date(r.updatedAt), next_attempt_at: r.nextAttemptAt ? this.date(r.nextAttemptAt) : null,
    });
  }

  async update(id: string, u: MessageUpdate): Promise<void> {
    await knexOf(this.orm)('messages').where('id', id).update({
      status: u.status, transport: u.transport?.slice(0, 16) ?? null, attempts: u.attempts, error: u.error, payload: u.payload,
      updated_at: this.date(u.updatedAt), next_attempt_at: u.nextAttemptAt ? this.date(u.nextAttemptAt) : null,
    });
  }

  async due(now: Date, limit: number): Promise<MessageRecord[]> {
    const rows = (await knexOf(this.orm)('messages')
      .select()
      .where('status', 'retrying')
      .where('next_attempt_at', '<=', this.date(now))
      .orderBy('next_attempt_at', 'asc')
      .limit(limit)) as Row[];
    return rows.map(toRecord);
  }

  async list(query: { limit: number; channel?: MessageChannel; status?: MessageStatus }): Promise<MessageRecord[]> {
    const q = knexOf(this.orm)('messages').select(LISTED).orderBy('created_at', 'desc').limit(query.limit);
    if (query.channel) q.where('channel', query.channel);
    if (query.status) q.where('status', query.status);
    return ((await q) as Row[]).map(toRecord);
  }

  async purge(before: Date): Promise<number> {
    return knexOf(this.orm)('messages').where('updated_at', '<', this.date(before)).whereNot('status', 'retrying').delete();
  }
}
