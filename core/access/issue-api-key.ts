import type { Clock, RandomSource } from '../shared/clock';
import { domainError } from '../shared/domain-error';
import { fail, ok, type Result } from '../shared/result';
import { API_KEY_DISPLAY_LENGTH, API_KEY_PREFIX, isReservedAddress, TIERS, type Tier, type TierInfo } from './api-key';
import type { ApiKeyStore, SecretHasher } from './api-key-store';

export interface IssuedApiKey {
  /** Shown once: only its hash is stored. */
  apiKey: string;
  displayPrefix: string;
  name: string;
  email: string;
  tier: TierInfo;
  createdAt: string;
  /** When the key stops working (see `ApiKeyPolicy.ttlDays`). */
  expiresAt: string;
}

/** How long keys live and how many live keys one address or client may hold (SECURITY.md). */
export interface ApiKeyPolicy {
  ttlDays: number;
  perEmail: number;
  perClient: number;
}

/** Keys live a year unless the operator says otherwise. */
export const DEFAULT_KEY_POLICY: ApiKeyPolicy = { ttlDays: 365, perEmail: 5, perClient: 20 };
const DAY_MS = 86_400_000;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (email: string): boolean => email.length <= 254 && EMAIL.test(email);
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/**
 * Creates a key: 32 random bytes (base64url) after a recognisable prefix. The public endpoint
 * issues free keys only; operators may grant another tier from the CLI.
 */
export class IssueApiKey {
  constructor(private readonly deps: { keys: ApiKeyStore; hasher: SecretHasher; random: RandomSource; clock: Clock; policy?: ApiKeyPolicy }) {}

  /**
   * `client`: set by public front doors (an opaque label of the caller's network); such requests
   * are capped per e-mail address and per client. Operators (CLI) are not capped; every key expires.
   */
  async execute(input: { email: string; name: string; tier?: Tier; client?: string }): Promise<Result<IssuedApiKey>> {
    const policy = this.deps.policy ?? DEFAULT_KEY_POLICY;
    const tier = input.tier ?? 'free';
    const email = normaliseEmail(input.email ?? '');
    const name = (input.name ?? '').trim();
    const details: string[] = [];
    if (!email) details.push('email is required');
    else if (!isEmail(email)) details.push('email must be a valid e-mail address');
    if (!name) details.push('name is required');
    else if (name.length > 100) details.push('name must be at most 100 characters');
    if (!Object.hasOwn(TIERS, tier)) details.push('tier must be free, pro or enterprise');
    if (details.length) {
      // The spec's sentence is for a missing e-mail or name; other mistakes are named on their own.
      const lead = !email || !name ? 'Please provide both email and name for your API key' : 'The API key cannot be created';
      return fail(domainError('INPUT_INVALID', `${lead}: ${details.join('; ')}.`, { details }));
    }
    const createdAt = this.deps.clock.now();
    if (input.client !== undefined) {
      // The web app's own per-browser keys share one reserved address: only the per-client cap applies.
      if (!isReservedAddress(email) && (await this.deps.keys.countLive({ email }, createdAt)) >= policy.perEmail) {
        return fail(domainError('KEY_LIMIT_REACHED', `This e-mail address already holds ${policy.perEmail} live API keys, the most allowed: reuse one, or ask the operator to revoke an old one.`));
      }
      if ((await this.deps.keys.countLive({ createdFrom: input.client }, createdAt)) >= policy.perClient) {
        return fail(domainError('KEY_LIMIT_REACHED', `Your network already created ${policy.perClient} live API keys, the most allowed: reuse one, or ask the operator to revoke old ones.`));
      }
    }
    const apiKey = API_KEY_PREFIX + this.deps.random.token(32);
    const displayPrefix = apiKey.slice(0, API_KEY_DISPLAY_LENGTH);
    const expiresAt = new Date(createdAt.getTime() + policy.ttlDays * DAY_MS);
    await this.deps.keys.create({
      id: this.deps.random.uuid(), keyHash: this.deps.hasher.hash(apiKey), displayPrefix, email, name, tier, createdAt, revokedAt: null,
      expiresAt, createdFrom: input.client ?? null,
    });
    return ok({ apiKey, displayPrefix, name, email, tier: TIERS[tier], createdAt: createdAt.toISOString(), expiresAt: expiresAt.toISOString() });
  }
}
