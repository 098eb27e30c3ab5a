import type { SecretHasher } from '../access/api-key-store';
import type { Clock } from '../shared/clock';
import { SESSION_TOKEN_PREFIX, type AdminIdentity } from './admin-auth';
import type { AdminRoster } from './admin-roster';
import type { AdminSessionStore, MagicLinkStore } from './admin-store';

export interface AdminSessionView {
  id: string;
  email: string;
  createdAt: Date;
  expiresAt: Date;
}

/**
 * The life of a session after sign-in: recognising its token on each request, logout, the list
 * support staff read, and purging what has expired.
 */
export class AdminSessions {
  constructor(private readonly deps: { sessions: AdminSessionStore; links: MagicLinkStore; hasher: SecretHasher; clock: Clock; roster: AdminRoster }) {}

  /**
   * The admin behind a session token, or null (unknown, expired, revoked, not a session token, or
   * its address is no longer an admin: such a session is ended on the spot).
   */
  async authenticate(token: string): Promise<AdminIdentity | null> {
    if (!token.startsWith(SESSION_TOKEN_PREFIX) || token.length > 200) return null;
    const now = this.deps.clock.now();
    const session = await this.deps.sessions.findActive(this.deps.hasher.hash(token), now);
    if (!session) return null;
    if (!(await this.deps.roster.isAdmin(session.email))) {
      await this.deps.sessions.revokeAllOf(session.email, now);
      return null;
    }
    return { email: session.email, sessionId: session.id, expiresAt: session.expiresAt };
  }

  /** Ends a session by its listed id (operators, from the CLI or the dashboard). */
  endById(id: string): Promise<boolean> {
    return this.deps.sessions.revokeById(id, this.deps.clock.now());
  }

  /** Logout: the token stops working at once, on every instance. Unknown tokens are no error. */
  async end(token: string): Promise<boolean> {
    if (!token.startsWith(SESSION_TOKEN_PREFIX) || token.length > 200) return false;
    return this.deps.sessions.revoke(this.deps.hasher.hash(token), this.deps.clock.now());
  }

  async listActive(): Promise<AdminSessionView[]> {
    const rows = await this.deps.sessions.listActive(this.deps.clock.now());
    return rows.map(({ id, email, createdAt, expiresAt }) => ({ id, email, createdAt, expiresAt }));
  }

  /** Deletes expired, used and revoked links and sessions; returns how many of each. */
  async purge(): Promise<{ links: number; sessions: number }> {
    const now = this.deps.clock.now();
    return { links: await this.deps.links.purge(now), sessions: await this.deps.sessions.purge(now) };
  }
}
