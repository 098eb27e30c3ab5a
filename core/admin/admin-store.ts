import type { AdminSessionRecord, MagicLinkRecord } from './admin-auth';

/** Sign-in links, looked up by the hash of their token. */
export interface MagicLinkStore {
  create(link: MagicLinkRecord): Promise<void>;
  /**
   * Marks the link used, atomically, if it is unused and unexpired at `now` (and belongs to
   * `email` when one is given). Returns the e-mail it signs in, or null: a link works once.
   */
  consume(tokenHash: string, now: Date, email?: string): Promise<string | null>;
  /** Whether `consume` would take the link now, without taking it. */
  usable(tokenHash: string, now: Date, email?: string): Promise<boolean>;
  /** Deletes links that expired or were used before `before`; returns how many. */
  purge(before: Date): Promise<number>;
}

/** Admin sessions, looked up by the hash of their token. */
export interface AdminSessionStore {
  create(session: AdminSessionRecord): Promise<void>;
  /** The session with this token hash if it is neither revoked nor expired at `now`. */
  findActive(tokenHash: string, now: Date): Promise<AdminSessionRecord | null>;
  /** Revokes the session; returns false when there was no active one. */
  revoke(tokenHash: string, now: Date): Promise<boolean>;
  /** Revokes the session with this id (as listed); returns false when there was no active one. */
  revokeById(id: string, now: Date): Promise<boolean>;
  /** Revokes every active session of this address; returns how many. */
  revokeAllOf(email: string, now: Date): Promise<number>;
  listActive(now: Date): Promise<AdminSessionRecord[]>;
  /** Deletes sessions that expired or were revoked before `before`; returns how many. */
  purge(before: Date): Promise<number>;
}
