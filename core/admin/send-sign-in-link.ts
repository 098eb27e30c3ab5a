import { OUTBOX_TRANSPORT, type Mailer } from '../messaging/channels';
import type { MessageDispatcher } from '../messaging/message-dispatcher';
import { domainError } from '../shared/domain-error';
import { fail, ok, type Result } from '../shared/result';
import { MAGIC_LINK_TTL_MINUTES } from './admin-auth';
import type { IssueSignInLink } from './issue-sign-in-link';

export interface SentLink {
  email: string;
  expiresInMinutes: number;
  /** Only in development with the outbox transport: the link itself, as nothing can deliver it. */
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
 * E-mails a sign-in link. Production refuses to sign anyone in without a real mail server: an
 * outbox link would be readable by whoever reads the logs, not only by the owner of the address.
 */
export class SendSignInLink {
  constructor(private readonly deps: SendSignInLinkDeps) {}

  async execute(input: { email?: string }): Promise<Result<SentLink>> {
    const outbox = this.deps.mailer.transport === OUTBOX_TRANSPORT;
    if (outbox && this.deps.production) {
      return fail(domainError('MAIL_UNAVAILABLE', 'Admin sign-in is unavailable: this server has no mail server configured (SMTP_URL), so it cannot e-mail sign-in links. Please contact the operator.'));
    }
    const issued = await this.deps.issue.execute(input);
    if (!issued.ok) return issued;
    const { email, url } = issued.value;
    const sent = await this.deps.dispatcher.dispatch(
      { channel: 'email', message: { to: email, ...signInMail(this.deps.productName, url), link: url } },
      { purpose: 'sign-in', sentBy: null, retry: false },
    );
    if (!sent.delivery.ok) {
      return fail(domainError('DELIVERY_FAILED', 'Failed to send magic link: the mail server did not accept the message. Please try again later.'));
    }
    return ok({ email, expiresInMinutes: MAGIC_LINK_TTL_MINUTES, devLink: outbox ? url : null });
  }
}
