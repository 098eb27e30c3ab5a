import type { Clock, RandomSource } from '../shared/clock';
import type { Delivery, Mailer, OutgoingEmail, OutgoingPush, OutgoingSms, PushSender, SmsSender } from './channels';
import { maskRecipient } from './mask-recipient';
import type { MessageLog, MessagePurpose, MessageRecord } from './message-log';
import { nextAttemptAt } from './retry-policy';

/** A message for one of the channels. */
export type Outgoing =
  | { channel: 'email'; message: OutgoingEmail }
  | { channel: 'sms'; message: OutgoingSms }
  | { channel: 'push'; message: OutgoingPush };

export interface DispatchOptions {
  purpose: MessagePurpose;
  sentBy: string | null;
  /** False for messages that lose their point when late (sign-in links are answered at once). */
  retry: boolean;
}

export interface Dispatched {
  record: MessageRecord;
  delivery: Delivery;
}

export interface MessageDispatcherDeps {
  mailer: Mailer;
  sms: SmsSender;
  push: PushSender;
  log: MessageLog;
  clock: Clock;
  random: RandomSource;
  /** First wait before a retry; see `nextAttemptAt`. */
  retryBaseMs: number;
}

const recipientOf = (o: Outgoing): string =>
  o.channel === 'push' ? o.message.subscription.endpoint : o.message.to;

/**
 * Sends a message through its channel and records every attempt: recorded before the first
 * attempt (so a crash leaves a trace), updated after each, the content erased once it is no
 * longer needed for a retry.
 */
export class MessageDispatcher {
  constructor(private readonly deps: MessageDispatcherDeps) {}

  async dispatch(outgoing: Outgoing, options: DispatchOptions): Promise<Dispatched> {
    const now = this.deps.clock.now();
    const record: MessageRecord = {
      id: this.deps.random.uuid(),
      channel: outgoing.channel,
      purpose: options.purpose,
      recipient: maskRecipient(outgoing.channel, recipientOf(outgoing)),
      status: 'sending',
      transport: null,
      attempts: 0,
      error: null,
      payload: options.retry ? JSON.stringify(outgoing) : null,
      sentBy: options.sentBy,
      createdAt: now,
      updatedAt: now,
      nextAttemptAt: null,
    };
    await this.deps.log.create(record);
    return this.attempt(record, outgoing, options.retry);
  }

  /** Tries a `retrying` message again (the retry job calls this for each due one). */
  async retry(record: MessageRecord): Promise<Dispatched> {
    if (!record.payload) {
      return this.settle(record, { ok: false, transport: record.transport ?? 'unknown', error: 'The message content is no longer stored.', retryable: false }, false);
    }
    return this.attempt(record, JSON.parse(record.payload) as Outgoing, true);
  }

  private async attempt(record: MessageRecord, outgoing: Outgoing, retry: boolean): Promise<Dispatched> {
    let delivery: Delivery;
    try {
      delivery = await this.send(outgoing);
    } catch (e) {
      delivery = { ok: false, transport: this.transportOf(outgoing), error: e instanceof Error ? e.message : String(e), retryable: true };
    }
    return this.settle({ ...record, attempts: record.attempts + 1 }, delivery, retry);
  }

  private async settle(record: MessageRecord, delivery: Delivery, retry: boolean): Promise<Dispatched> {
    const now = this.deps.clock.now();
    const next = !delivery.ok && delivery.retryable && retry ? nextAttemptAt(now, record.attempts, this.deps.retryBaseMs) : null;
    const updated: MessageRecord = {
      ...record,
      status: delivery.ok ? 'sent' : next ? 'retrying' : 'failed',
      transport: delivery.transport,
      error: delivery.ok ? null : delivery.error.slice(0, 500),
      payload: next ? record.payload : null,
      updatedAt: now,
      nextAttemptAt: next,
    };
    const { status, transport, attempts, error, payload, updatedAt, nextAttemptAt: nextAt } = updated;
    await this.deps.log.update(record.id, { status, transport, attempts, error, payload, updatedAt, nextAttemptAt: nextAt });
    return { record: updated, delivery };
  }

  private send(o: Outgoing): Promise<Delivery> {
    if (o.channel === 'email') return this.deps.mailer.send(o.message);
    if (o.channel === 'sms') return this.deps.sms.send(o.message);
    return this.deps.push.send(o.message);
  }

  private transportOf(o: Outgoing): string {
    return o.channel === 'email' ? this.deps.mailer.transport : o.channel === 'sms' ? this.deps.sms.transport : this.deps.push.transport;
  }
}
