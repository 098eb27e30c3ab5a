import type { Delivery, Mailer, OutgoingEmail, OutgoingPush, OutgoingSms, PushSender, SmsSender } from '../messaging/channels';
import type { MessageLog, MessageRecord, MessageUpdate } from '../messaging/message-log';
import type { PushSubscriptionStore } from '../messaging/push-subscriptions';

/** A transport that answers with the scripted deliveries in turn, then with success. */
export class ScriptedTransport implements Mailer, SmsSender, PushSender {
  readonly sent: Array<OutgoingEmail | OutgoingSms | OutgoingPush> = [];
  constructor(readonly transport: string, private readonly script: Array<Omit<Extract<Delivery, { ok: false }>, 'transport'>> = []) {}
  async send(message: OutgoingEmail | OutgoingSms | OutgoingPush): Promise<Delivery> {
    this.sent.push(message);
    const next = this.script.shift();
    return next ? { ...next, transport: this.transport } : { ok: true, transport: this.transport };
  }
}

export class FakeMessageLog implements MessageLog {
  readonly records = new Map<string, MessageRecord>();
  async create(r: MessageRecord) { this.records.set(r.id, { ...r }); }
  async update(id: string, u: MessageUpdate) { this.records.set(id, { ...this.records.get(id)!, ...u }); }
  async due(now: Date) { return [...this.records.values()].filter((r) => r.status === 'retrying' && r.nextAttemptAt! <= now); }
  async list() { return [...this.records.values()]; }
  async purge() { return 0; }
}

export class FakePushSubscriptions implements PushSubscriptionStore {
  readonly endpoints = new Set<string>();
  async save(s: { endpoint: string }) { this.endpoints.add(s.endpoint); }
  async remove(endpoint: string) { this.endpoints.delete(endpoint); }
  async count() { return this.endpoints.size; }
}
