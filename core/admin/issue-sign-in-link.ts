import type { SecretHasher } from '../access/api-key-store';
import type { Clock, RandomSource } from '../shared/clock';
import { ok, type Result } from '../shared/result';
import { LINK_TOKEN_PREFIX, linkExpiry, signInUrl, TOKEN_BYTES } from './admin-auth';
import { checkAdminEmail } from './admin-email';
import type { AdminRoster } from './admin-roster';
import type { MagicLinkStore } from './admin-store';

export interface IssuedLink {
  email: string;
  /** The address to open: `<public URL>/admin?token=...`. */
  url: string;
  expiresAt: Date;
}

export interface IssueSignInLinkDeps {
  roster: AdminRoster;
  links: MagicLinkStore;
  hasher: SecretHasher;
  random: RandomSource;
  clock: Clock;
  /** The configured public address of the web app; never taken from a request's Host header. */
  publicUrl: string;
}

/**
 * Creates a single-use sign-in link for an admin (see `AdminRoster`). The token exists only in the
 * returned URL; the store keeps its hash. Used by the e-mail flow and by support staff (CLI).
 */
export class IssueSignInLink {
  constructor(private readonly deps: IssueSignInLinkDeps) {}

  async execute(input: { email?: string }): Promise<Result<IssuedLink>> {
    const checked = await checkAdminEmail(this.deps.roster, input.email);
    if (!checked.ok) return checked;
    const email = checked.value;
    const token = LINK_TOKEN_PREFIX + this.deps.random.token(TOKEN_BYTES);
    const createdAt = this.deps.clock.now();
    const expiresAt = linkExpiry(createdAt);
    await this.deps.links.create({ id: this.deps.random.uuid(), tokenHash: this.deps.hasher.hash(token), email, createdAt, expiresAt, usedAt: null });
    return ok({ email, url: signInUrl(this.deps.publicUrl, token), expiresAt });
  }
}
