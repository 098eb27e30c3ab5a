import { isEmail, normaliseEmail } from '../access/issue-api-key';
import type { ApiKeyStore } from '../access/api-key-store';
import { domainError } from '../shared/domain-error';
import { fail, ok, type Result } from '../shared/result';

/** The web's message for a malformed address (specification section 5). */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

/**
 * Admins are the e-mail addresses that have generated an API key (specification section 1).
 * Returns the normalised address, or why it cannot sign in.
 */
export async function checkAdminEmail(keys: ApiKeyStore, raw: string | undefined): Promise<Result<string>> {
  const email = normaliseEmail(raw ?? '');
  if (!email || !isEmail(email)) return fail(domainError('INPUT_INVALID', INVALID_EMAIL_MESSAGE, { details: ['email must be a valid e-mail address'] }));
  if (!(await keys.hasEmail(email))) {
    return fail(domainError('EMAIL_NOT_REGISTERED', 'Email not registered: only emails that have generated API keys can access the admin dashboard.'));
  }
  return ok(email);
}

/** Answers whether an address may ask for a sign-in link, before one is sent. */
export class ValidateAdminEmail {
  constructor(private readonly deps: { keys: ApiKeyStore }) {}

  execute(input: { email?: string }): Promise<Result<string>> {
    return checkAdminEmail(this.deps.keys, input.email);
  }
}
