/**
 * Passwordless admin sign-in: a link e-mailed to a registered address proves control of that
 * address; the link buys a session. Both are random bearer secrets of which only a hash is kept.
 */

/** A sign-in link expires this many minutes after it is issued (specification section 9). */
export const MAGIC_LINK_TTL_MINUTES = 15;
/** Session lifetime when the operator does not configure one. */
export const DEFAULT_SESSION_HOURS = 24;
/** Session tokens carry their own prefix so an API-key check can reject them without a lookup. */
export const SESSION_TOKEN_PREFIX = 'bws_';
/** Link tokens are recognisable too, and can never be mistaken for a session or an API key. */
export const LINK_TOKEN_PREFIX = 'bwl_';
/** Random bytes in each token: 256 bits, far beyond guessing. */
export const TOKEN_BYTES = 32;

/** A stored sign-in link: the hash of its token, whom it signs in, and whether it was used. */
export interface MagicLinkRecord {
  id: string;
  tokenHash: string;
  email: string;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
}

/** A stored admin session. Revoked by logout, useless after `expiresAt`. */
export interface AdminSessionRecord {
  id: string;
  tokenHash: string;
  email: string;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

/** Who an admin session token belongs to. */
export interface AdminIdentity {
  email: string;
  sessionId: string;
  expiresAt: Date;
}

/** A session as handed to the browser: the token is shown here only. */
export interface IssuedSession {
  email: string;
  sessionToken: string;
  expiresAt: string;
}

const MINUTE_MS = 60_000;

export const linkExpiry = (issuedAt: Date): Date => new Date(issuedAt.getTime() + MAGIC_LINK_TTL_MINUTES * MINUTE_MS);
export const sessionExpiry = (createdAt: Date, hours: number): Date => new Date(createdAt.getTime() + hours * 60 * MINUTE_MS);

/** The address the e-mailed link opens: the web's /admin page with the token, on the public URL. */
export const signInUrl = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/admin?token=${encodeURIComponent(token)}`;

/**
 * Replaces every sign-in link token in a text with a placeholder, so a kept copy of a sign-in mail
 * (outbox, logs) cannot be used to sign in.
 */
export const redactSignInTokens = (text: string): string => text.replace(/bwl_[A-Za-z0-9_-]+/g, 'bwl_[redacted]');
