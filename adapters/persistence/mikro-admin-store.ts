import type { MikroORM } from '@mikro-orm/core';
import type { AdminSessionRecord, AdminSessionStore, MagicLinkRecord, MagicLinkStore } from '../../core';
import { dbDateFormatter } from './db-date';
import { fromDbDate, fromDbDateOrNull, knexOf } from './db-rows';

/** Sign-in links: one UPDATE marks a link used only while it is unused, so only one caller can claim it. */
export class MikroMagicLinkStore implements MagicLinkStore {
  private readonly date: ReturnType<typeof dbDateFormatter>;

  constructor(private readonly orm: MikroORM) {
    this.date = dbDateFormatter(orm);
  }

  async create(link: MagicLinkRecord): Promise<void> {
    await knexOf(this.orm)('magic_links').insert({
      id: link.id, token_hash: link.tokenHash, email: link.email,
      created_at: this.date(link.createdAt), expires_at: this.date(link.expiresAt), used_at: null,
    });
  }

  private open(tokenHash: string, now: Date, email?: string) {
    const query = knexOf(this.orm)('magic_links').where('token_hash', tokenHash).whereNull('used_at').where('expires_at', '>', this.date(now));
    return email === undefined ? query : query.where('email', email);
  }

  async usable(tokenHash: string, now: Date, email?: string): Promise<boolean> {
    return (await this.open(tokenHash, now, email).first('id')) !== undefined;
  }

  /**
   * The owner is read before the claim: read after it, the purge job (which deletes used links)
   * could remove the row in between and refuse a valid link.
   */
  async consume(tokenHash: string, now: Date, email?: string): Promise<string | null> {
    const link = (await this.open(tokenHash, now, email).first('id', 'email')) as { id: string; email: string } | undefined;
    if (!link) return null;
    const claimed = await knexOf(this.orm)('magic_links').where('id', link.id).whereNull('used_at').update({ used_at: this.date(now) });
    return claimed === 1 ? link.email : null;
  }

  async purge(before: Date): Promise<number> {
    const at = this.date(before);
    return knexOf(this.orm)('magic_links').where('expires_at', '<', at).orWhere('used_at', '<', at).delete();
  }
}

interface SessionRow {
  id: string;
  token_hash: string;
  email: string;
  created_at: unknown;
  expires_at: unknown;
  revoked_at: unknown;
}

const toSession = (r: SessionRow): AdminSessionRecord => ({
  id: r.id, tokenHash: r.token_hash, email: r.email,
  createdAt: fromDbDate(r.created_at), expiresAt: fromDbDate(r.expires_at), revokedAt: fromDbDateOrNull(r.revoked_at),
});

/** Admin sessions: looked up by token hash on each admin request (one primary-key-like read). */
export class MikroAdminSessionStore implements AdminSessionStore {
  private readonly date: ReturnType<typeof dbDateFormatter>;

  constructor(private readonly orm: MikroORM) {
    this.date = dbDateFormatter(orm);
  }

  async create(s: AdminSessionRecord): Promise<void> {
    await knexOf(this.orm)('admin_sessions').insert({
      id: s.id, token_hash: s.tokenHash, email: s.email,
      created_at: this.date(s.createdAt), expires_at: this.date(s.expiresAt), revoked_at: null,
    });
  }

  async findActive(tokenHash: string, now: Date): Promise<AdminSessionRecord | null> {
    const row = (await knexOf(this.orm)('admin_sessions')
      .first()
      .where('token_hash', tokenHash)
      .whereNull('revoked_at')
      .where('expires_at', '>', this.date(now))) as SessionRow | undefined;
    return row ? toSession(row) : null;
  }

  async revoke(tokenHash: string, now: Date): Promise<boolean> {
    const n = await knexOf(this.orm)('admin_sessions').where('token_hash', tokenHash).whereNull('revoked_at').update({ revoked_at: this.date(now) });
    return n > 0;
  }

  async revokeById(id: string, now: Date): Promise<boolean> {
    const n = await knexOf(this.orm)('admin_sessions').where('id', id).whereNull('revoked_at').update({ revoked_at: this.date(now) });
    return n > 0;
  }

  async revokeAllOf(email: string, now: Date): Promise<number> {
    return knexOf(this.orm)('admin_sessions').where('email', email).whereNull('revoked_at').update({ revoked_at: this.date(now) });
  }

  async listActive(now: Date): Promise<AdminSessionRecord[]> {
    const rows = (await knexOf(this.orm)('admin_sessions')
      .select()
      .whereNull('revoked_at')
      .where('expires_at', '>', this.date(now))
      .orderBy('created_at', 'desc')) as SessionRow[];
    return rows.map(toSession);
  }

  async purge(before: Date): Promise<number> {
    const at = this.date(before);
    return knexOf(this.orm)('admin_sessions').where('expires_at', '<', at).orWhere('revoked_at', '<', at).delete();
  }
}
