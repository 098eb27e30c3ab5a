import { Logger } from '@nestjs/common';
import { OUTBOX_TRANSPORT, maskPhone, type Delivery, type OutgoingSms, type SmsSender } from '../../core';
import type { MikroOutbox } from '../persistence/mikro-outbox';

/** The SMS transport when no provider is configured: messages wait in the outbox. */
export class OutboxSmsSender implements SmsSender {
  readonly transport = OUTBOX_TRANSPORT;
  private readonly logger = new Logger('SMS');

  constructor(private readonly outbox: MikroOutbox) {}

  async send(sms: OutgoingSms): Promise<Delivery> {
    await this.outbox.put({ channel: 'sms', recipient: sms.to, subject: null, body: sms.body, link: null }, new Date());
    this.logger.log(`No SMS provider configured: SMS to ${maskPhone(sms.to)} kept in the outbox.`);
    return { ok: true, transport: this.transport };
  }
}
