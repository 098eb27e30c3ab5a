import { isEmail, normaliseEmail } from '../access/issue-api-key';
import { domainError } from '../shared/domain-error';
import { fail, ok, type Result } from '../shared/result';
import type { AdminRoster } from './admin-roster';

/** The web's message for a malformed address (specification section 5). */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

/** The one answer to "may this address sign in?": the same for admins and strangers. */
export const SIGN_IN_NEUTRAL_MESSAGE = 'If this address belongs to an admin, a sign-in link can be sent to it.';

/** The normalised address, or why it is not an address at all. Says nothing about admin rights. */
export function parseSignInEmail(raw: string | undefined): Result<string> {
  const email = normaliseEmail(raw ?? '');
  if (!email || !isEmail(email)) return fail(domainError('INPUT_INVALID', INVALID_EMAIL_MESSAGE, { details: ['email must be a valid e-mail address'] }));
  return ok(email);
}

/**
 * Admins are the operator's list (ADMIN_EMAILS and `bandwise admin grant`), never an address that
 * merely generated an API key. Returns the normalised address, or why it cannot sign in. Only the
 * operator's tools show the refusal; the web endpoints answer alike for everyone.
 */
export async function checkAdminEmail(roster: AdminRoster, raw: string | undefined): Promise<Result<string>> {
  const parsed = parseSignInEmail(raw);
  if (!parsed.ok) return parsed;
  if (!(await roster.isAdmin(parsed.value))) {
    return fail(domainError('EMAIL_NOT_REGISTERED', `${parsed.value} is not an admin: grant it with \`bandwise admin grant ${parsed.value}\` or list it in ADMIN_EMAILS.`));
  }
  return parsed;
}

/**
 * Answers whether an address is well-formed before a link is requested. It does not say whether
 * the address is an admin: that would let anyone probe the admin list.
 */
export class ValidateAdminEmail {
  execute(input: { email?: string }): Result<string> {
    return parseSignInEmail(input.email);
  }
}
