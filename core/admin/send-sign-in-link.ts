import { OUTBOX_TRANSPORT, type Mailer } from '../messaging/channels';
import type { MessageDispatcher } from '../messaging/message-dispatcher';
import { domainError, type DomainError } from '../shared/domain-error';
import { fail, ok, type Result } from '../shared/result';
import { MAGIC_LINK_TTL_MINUTES } from './admin-auth';
import { parseSignInEmail } from './admin-email';
import type { IssueSignInLink } from './issue-sign-in-link';

export interface SentLink {
  email: string;
  expiresInMinutes: number;
  /** Only when the caller may see it (development, outbox, DEV_SIGN_IN_LINKS=1, from loopback). */
  devLink: string | null;
}

export interface SendSignInLinkDeps {
  issue: IssueSignInLink;
  dispatcher: MessageDispatcher;
  mailer: Mailer;
  production: boolean;
  productName: string;
}

export const signInMail = (productName: string, url: string) => ({
  subject: `Your ${productName} admin sign-in link`,
  text: [
    'Hello,',
    '',
    `Use this link to sign in to the ${productName} admin dashboard:`,
    '',
    url,
    '',
    `The link works once and expires in ${MAGIC_LINK_TTL_MINUTES} minutes. If you did not ask for it, ignore this e-mail: nobody can sign in without the link.`,
  ].join('\n'),
});

/**
 * E-mails a sign-in link to an admin. The answer is the same for an admin and for any other
 * well-formed address, and it comes before the mail is handed over, so neither the answer nor
 * its timing tells whether an address is an admin (delivery failures land in the message log).
 * Production refuses to sign anyone in without a real mail server.
 */
export class SendSignInLink {
  constructor(private readonly deps: SendSignInLinkDeps) {}

  /** Why no link can be sent at all (production without a mail server); null when links can go out. */
  unavailable(): DomainError | null {
    if (this.deps.mailer.transport !== OUTBOX_TRANSPORT || !this.deps.production) return null;
    return domainError('MAIL_UNAVAILABLE', 'Admin sign-in is unavailable: this server has no mail server configured (SMTP_URL), so it cannot e-mail sign-in links. Please contact the operator.');
  }

  /** `revealLink`: the front door vouches that the caller may see the link (see `SentLink`). */
  async execute(input: { email?: string; revealLink?: boolean }): Promise<Result<SentLink>> {
    const outbox = this.deps.mailer.transport === OUTBOX_TRANSPORT;
    const unavailable = this.unavailable();
    if (unavailable) return fail(unavailable);
    const parsed = parseSignInEmail(input.email);
    if (!parsed.ok) return parsed;
    const email = parsed.value;
    const delivered = this.deliver(email);
    const answer = { email, expiresInMinutes: MAGIC_LINK_TTL_MINUTES };
    if (outbox && input.revealLink && !this.deps.production) return ok({ ...answer, devLink: await delivered });
    void delivered.catch(() => null);
    return ok({ ...answer, devLink: null });
  }

  /** Issues and sends the link when the address is an admin; the link, or null. */
  private async deliver(email: string): Promise<string | null> {
    const issued = await this.deps.issue.execute({ email });
    if (!issued.ok) return null;
    const { url } = issued.value;
    const sent = await this.deps.dispatcher.dispatch(
      { channel: 'email', message: { to: email, ...signInMail(this.deps.productName, url), link: url } },
      { purpose: 'sign-in', sentBy: null, retry: false },
    );
    return sent.delivery.ok ? url : null;
  }
}
