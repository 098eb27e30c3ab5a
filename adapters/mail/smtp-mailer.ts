import type { Transporter } from 'nodemailer';
import type { Delivery, Mailer, OutgoingEmail } from '../../core';

/** SMTP reply codes 4xx are temporary (try later); 5xx are permanent refusals. */
const retryable = (e: { responseCode?: number; code?: string }): boolean =>
  e.responseCode === undefined ? true : e.responseCode < 500;

/**
 * E-mail over SMTP with nodemailer, configured by one URL (smtp://user:pass@host:587, smtps://...).
 * nodemailer is loaded with the first message, so processes that send none start without it.
 */
export class SmtpMailer implements Mailer {
  readonly transport = 'smtp';
  private transporter: Promise<Transporter> | null = null;

  constructor(private readonly url: string, private readonly from: string) {}

  private connection(): Promise<Transporter> {
    this.transporter ??= import('nodemailer').then(({ createTransport }) => createTransport(this.url));
    return this.transporter;
  }

  async send(mail: OutgoingEmail): Promise<Delivery> {
    try {
      const info = await (await this.connection()).sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text });
      return { ok: true, transport: this.transport, providerId: String(info.messageId ?? '') };
    } catch (e) {
      const err = e as Error & { responseCode?: number; code?: string };
      return { ok: false, transport: this.transport, error: `SMTP: ${err.message.split('\n')[0].slice(0, 300)}`, retryable: retryable(err) };
    }
  }

  /** Closes pooled SMTP connections when the application stops. */
  async onApplicationShutdown(): Promise<void> {
    (await this.transporter)?.close();
  }
}
