import type { Clock } from '../shared/clock';
import { domainError } from '../shared/domain-error';
import { fail, ok, type Result } from '../shared/result';
import type { MessageDispatcher, Outgoing } from './message-dispatcher';
import type { MessageStatus } from './message-log';
import type { PushSubscriptionStore } from './push-subscriptions';
import { validateEmail, validatePush, validateSms } from './validate-message';

export interface SentMessage {
  id: string;
  channel: Outgoing['channel'];
  recipient: string;
  status: MessageStatus;
  transport: string;
}

/** What the messaging centre sends: the payloads of specification section 3. */
export type MessageRequest =
  | { channel: 'sms'; phoneNumber?: string; message?: string }
  | { channel: 'email'; email?: string; subject?: string; body?: string }
  | { channel: 'push'; token?: unknown; title?: string; body?: string; data?: unknown };

const LABEL = { sms: 'SMS', email: 'E-mail', push: 'Push notification' } as const;

/**
 * Sends one message from the messaging centre: validated, recorded, attempted at once. A failed
 * attempt is answered as a failure (the admin sees it), and retried later when it may succeed.
 */
export class SendMessage {
  constructor(private readonly deps: { dispatcher: MessageDispatcher; subscriptions: PushSubscriptionStore; clock: Clock }) {}

  async execute(request: MessageRequest, sentBy: string | null): Promise<Result<SentMessage>> {
    const outgoing = this.validate(request);
    if (!outgoing.ok) return outgoing;
    const o = outgoing.value;
    if (o.channel === 'push') await this.deps.subscriptions.save(o.message.subscription, sentBy, this.deps.clock.now());
    const { record, delivery } = await this.deps.dispatcher.dispatch(o, { purpose: 'messaging', sentBy, retry: true });
    if (!delivery.ok && delivery.gone && o.channel === 'push') await this.deps.subscriptions.remove(o.message.subscription.endpoint);
    const sent = { id: record.id, channel: o.channel, recipient: record.recipient, status: record.status, transport: delivery.transport };
    if (delivery.ok) return ok(sent);
    const later = record.status === 'retrying' ? ` It will be retried automatically (next attempt ${record.nextAttemptAt!.toISOString()}).` : '';
    return fail(domainError('DELIVERY_FAILED', `${LABEL[o.channel]} could not be delivered: ${delivery.error.replace(/\.$/, '')}.${later}`, {
      messageId: record.id, status: record.status, nextAttemptAt: record.nextAttemptAt?.toISOString() ?? null,
    }));
  }

  private validate(request: MessageRequest): Result<Outgoing> {
    if (request.channel === 'sms') {
      const v = validateSms(request);
      return v.ok ? ok({ channel: 'sms', message: v.value }) : v;
    }
    if (request.channel === 'email') {
      const v = validateEmail(request);
      return v.ok ? ok({ channel: 'email', message: v.value }) : v;
    }
    const v = validatePush(request);
    return v.ok ? ok({ channel: 'push', message: v.value }) : v;
  }
}
