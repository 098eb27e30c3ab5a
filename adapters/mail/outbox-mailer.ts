import { Logger } from '@nestjs/common';
import { OUTBOX_TRANSPORT, maskEmail, redactSignInTokens, type Delivery, type Mailer, type OutgoingEmail } from '../../core';
import type { MikroOutbox } from '../persistence/mikro-outbox';

/**
 * The mail transport when SMTP_URL is unset: the message is stored in the outbox for support
 * staff. Sign-in link tokens are redacted there and never logged: a copy of a sign-in mail must
 * not sign anyone in (support staff print a fresh link with `bandwise admin link`).
 */
export class OutboxMailer implements Mailer {
  readonly transport = OUTBOX_TRANSPORT;
  private readonly logger = new Logger('Mail');

  constructor(private readonly outbox: MikroOutbox) {}

  async send(mail: OutgoingEmail): Promise<Delivery> {
    const link = mail.link ? redactSignInTokens(mail.link) : null;
    await this.outbox.put({ channel: 'email', recipient: mail.to, subject: mail.subject, body: redactSignInTokens(mail.text), link }, new Date());
    this.logger.log(`No SMTP_URL: e-mail to ${maskEmail(mail.to)} ("${mail.subject}") kept in the outbox.`);
    return { ok: true, transport: this.transport };
  }
}
