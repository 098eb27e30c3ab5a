import { isEmail, normaliseEmail } from '../access/issue-api-key';
import type { Clock } from '../shared/clock';
import { domainError } from '../shared/domain-error';
import { fail, ok, type Result } from '../shared/result';
import { isReservedAddress } from '../access/api-key';
import type { AdminEntry, AdminGrantStore, AdminRoster } from './admin-roster';
import type { AdminSessionStore } from './admin-store';

export interface ManageAdminsDeps {
  grants: AdminGrantStore;
  roster: AdminRoster;
  sessions: AdminSessionStore;
  clock: Clock;
}

/**
 * The operator's side of the admin list (CLI only: the first admin of a fresh install comes from
 * the command line or the environment, never from the web). Revoking ends the address's sessions
 * at once, so a revoked admin cannot keep using a session they already hold.
 */
export class ManageAdmins {
  constructor(private readonly deps: ManageAdminsDeps) {}

  async grant(raw: string, grantedBy: string | null = null): Promise<Result<{ email: string; added: boolean }>> {
    const email = normaliseEmail(raw ?? '');
    if (!isEmail(email)) return fail(domainError('INPUT_INVALID', `"${raw}" is not a valid e-mail address.`));
    if (isReservedAddress(email)) return fail(domainError('INPUT_INVALID', `${email} belongs to the product itself (the web app's key) and can never be an admin.`));
    const added = await this.deps.grants.add({ email, grantedAt: this.deps.clock.now(), grantedBy });
    return ok({ email, added });
  }

  async revoke(raw: string): Promise<Result<{ email: string; removed: boolean; sessionsEnded: number }>> {
    const email = normaliseEmail(raw ?? '');
    if (!isEmail(email)) return fail(domainError('INPUT_INVALID', `"${raw}" is not a valid e-mail address.`));
    const removed = await this.deps.grants.remove(email);
    if (this.deps.roster.isConfigured(email)) {
      return fail(domainError('INPUT_INVALID', `${email} is listed in ADMIN_EMAILS: remove it there and restart the server to revoke it.`));
    }
    const sessionsEnded = await this.deps.sessions.revokeAllOf(email, this.deps.clock.now());
    return ok({ email, removed, sessionsEnded });
  }

  list(): Promise<AdminEntry[]> {
    return this.deps.roster.list();
  }
}
