import { normaliseEmail } from '../access/issue-api-key';
import type { SecretHasher } from '../access/api-key-store';
import type { Clock, RandomSource } from '../shared/clock';
import { domainError } from '../shared/domain-error';
import { fail, ok, type Result } from '../shared/result';
import { LINK_TOKEN_PREFIX, SESSION_TOKEN_PREFIX, sessionExpiry, TOKEN_BYTES, type IssuedSession } from './admin-auth';
import type { AdminRoster } from './admin-roster';
import type { AdminSessionStore, MagicLinkStore } from './admin-store';

export interface StartAdminSessionDeps {
  links: MagicLinkStore;
  sessions: AdminSessionStore;
  hasher: SecretHasher;
  random: RandomSource;
  clock: Clock;
  sessionHours: number;
  roster: AdminRoster;
}

const PROOF_REQUIRED =
  'Signing in needs the token from the e-mailed sign-in link; an e-mail address alone is not enough. Request a link with POST /api/admin/send-temp-link.';
const LINK_UNUSABLE = 'This sign-in link is invalid, has expired or was already used. Please request a new one.';
const SESSION_ACTIVE =
  'You are already signed in as an admin in this browser. Opening this link would replace that session with the one the link belongs to: confirm with replaceSession: true, or keep your current session.';

export interface StartAdminSessionInput {
  token?: string;
  email?: string;
  /** The admin session the caller already holds (sent as its bearer token), if any. */
  activeSessionId?: string | null;
  /** Explicit consent to end `activeSessionId` in favour of the link's session. */
  replaceSession?: boolean;
}

/**
 * Trades a sign-in link for a session. The link is consumed atomically, so two tabs opening the
 * same link get one session between them. With an e-mail, the link must belong to that address.
 * A caller who already holds a session must consent to replacing it (a link sent by someone else
 * would otherwise sign the victim into the sender's account unnoticed); the link stays unused.
 */
export class StartAdminSession {
  constructor(private readonly deps: StartAdminSessionDeps) {}

  async execute(input: StartAdminSessionInput): Promise<Result<IssuedSession>> {
    const token = (input.token ?? '').trim();
    if (!token) return fail(domainError('SIGN_IN_INVALID', PROOF_REQUIRED));
    if (!token.startsWith(LINK_TOKEN_PREFIX) || token.length > 200) return fail(domainError('SIGN_IN_INVALID', LINK_UNUSABLE));
    const now = this.deps.clock.now();
    const email = input.email === undefined ? undefined : normaliseEmail(input.email);
    // A link that could not sign anyone in is refused as such: no question about replacing a session for it.
    if (input.activeSessionId && input.replaceSession !== true) {
      const usable = await this.deps.links.usable(this.deps.hasher.hash(token), now, email);
      return fail(usable ? domainError('SESSION_ACTIVE', SESSION_ACTIVE) : domainError('SIGN_IN_INVALID', LINK_UNUSABLE));
    }
    const owner = await this.deps.links.consume(this.deps.hasher.hash(token), now, email);
    // A link issued before its address lost the admin right buys nothing.
    if (!owner || !(await this.deps.roster.isAdmin(owner))) return fail(domainError('SIGN_IN_INVALID', LINK_UNUSABLE));
    const sessionToken = SESSION_TOKEN_PREFIX + this.deps.random.token(TOKEN_BYTES);
    const expiresAt = sessionExpiry(now, this.deps.sessionHours);
    await this.deps.sessions.create({
      id: this.deps.random.uuid(), tokenHash: this.deps.hasher.hash(sessionToken), email: owner, createdAt: now, expiresAt, revokedAt: null,
    });
    if (input.activeSessionId) await this.deps.sessions.revokeById(input.activeSessionId, now);
    return ok({ email: owner, sessionToken, expiresAt: expiresAt.toISOString() });
  }
}
