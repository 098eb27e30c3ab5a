import { isReservedAddress } from '../access/api-key';
import { isEmail, normaliseEmail } from '../access/issue-api-key';

/**
 * Who is an admin: an operator-controlled list, never something a caller can give themselves.
 * Two sources: addresses in the server's configuration (ADMIN_EMAILS) and grants an operator
 * stored with `bandwise admin grant`. Holding an API key grants nothing here.
 */

/** A grant stored by an operator. */
export interface AdminGrant {
  email: string;
  grantedAt: Date;
  /** Who granted it (the CLI records the operator's login name when known). */
  grantedBy: string | null;
}

/** Stored admin grants, keyed by normalised e-mail address. */
export interface AdminGrantStore {
  /** Adds the grant; false when the address already had one. */
  add(grant: AdminGrant): Promise<boolean>;
  /** Removes the grant; false when there was none. */
  remove(email: string): Promise<boolean>;
  has(email: string): Promise<boolean>;
  list(): Promise<AdminGrant[]>;
}

export interface AdminEntry {
  email: string;
  /** `environment`: ADMIN_EMAILS (change it there); `database`: a stored grant. */
  source: 'environment' | 'database';
  grantedAt: Date | null;
}

/** Normalises the configured list, dropping what can never be an admin (malformed or reserved). */
export function parseAdminList(raw: string | undefined): string[] {
  const all = (raw ?? '').split(',').map(normaliseEmail).filter(Boolean);
  return [...new Set(all.filter((e) => isEmail(e) && !isReservedAddress(e)))];
}

/** Answers "is this address an admin?" from both sources. */
export class AdminRoster {
  private readonly configured: Set<string>;

  constructor(private readonly deps: { grants: AdminGrantStore; configured: string[] }) {
    this.configured = new Set(deps.configured.map(normaliseEmail));
  }

  isConfigured(email: string): boolean {
    return this.configured.has(normaliseEmail(email));
  }

  async isAdmin(raw: string): Promise<boolean> {
    const email = normaliseEmail(raw);
    if (!email || isReservedAddress(email)) return false;
    return this.configured.has(email) || (await this.deps.grants.has(email));
  }

  async list(): Promise<AdminEntry[]> {
    const stored = await this.deps.grants.list();
    const fromEnv: AdminEntry[] = [...this.configured].map((email) => ({ email, source: 'environment', grantedAt: null }));
    const fromDb: AdminEntry[] = stored
      .filter((g) => !this.configured.has(g.email) && !isReservedAddress(g.email))
      .map((g) => ({ email: g.email, source: 'database', grantedAt: g.grantedAt }));
    return [...fromEnv, ...fromDb].sort((a, b) => a.email.localeCompare(b.email));
  }
}
