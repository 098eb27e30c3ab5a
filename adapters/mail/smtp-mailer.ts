import { createTransport, type Transporter } from 'nodemailer';
import type { Delivery, Mailer, OutgoingEmail } from '../../core';

/** SMTP reply codes 4xx are temporary (try later); 5xx are permanent refusals. */
const retryable = (e: { responseCode?: number; code?: string }): boolean =>
  e.responseCode === undefined ? true : e.responseCode < 500;

/** E-mail over SMTP with nodemailer, configured by one URL (smtp://user:pass@host:587, smtps://...). */
export class SmtpMailer implements Mailer {
  readonly transport = 'smtp';
  private readonly transporter: Transporter;

  constructor(url: string, private readonly from: string) {
    this.transporter = createTransport(url);
  }

  async send(mail: OutgoingEmail): Promise<Delivery> {
    try {
      const info = await this.transporter.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text });
      return { ok: true, transport: this.transport, providerId: String(info.messageId ?? '') };
    } catch (e) {
      const err = e as Error & { responseCode?: number; code?: string };
      return { ok: false, transport: this.transport, error: `SMTP: ${err.message.split('\n')[0].slice(0, 300)}`, retryable: retryable(err) };
    }
  }

  /** Closes pooled SMTP connections when the application stops. */
  onApplicationShutdown(): void {
    this.transporter.close();
  }
}
