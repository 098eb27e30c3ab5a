import { Logger } from '@nestjs/common';
import { OUTBOX_TRANSPORT, maskEmail, type Delivery, type Mailer, type OutgoingEmail } from '../../core';
import type { MikroOutbox } from '../persistence/mikro-outbox';

/**
 * The mail transport when SMTP_URL is unset: the message is stored in the outbox and its link
 * (a sign-in link) is written to the server console, where the operator can find it.
 */
export class OutboxMailer implements Mailer {
  readonly transport = OUTBOX_TRANSPORT;
  private readonly logger = new Logger('Mail');

  constructor(private readonly outbox: MikroOutbox) {}

  async send(mail: OutgoingEmail): Promise<Delivery> {
    await this.outbox.put({ channel: 'email', recipient: mail.to, subject: mail.subject, body: mail.text, link: mail.link ?? null }, new Date());
    this.logger.log(`No SMTP_URL: e-mail to ${maskEmail(mail.to)} ("${mail.subject}") kept in the outbox.${mail.link ? ` Link: ${mail.link}` : ''}`);
    return { ok: true, transport: this.transport };
  }
}
