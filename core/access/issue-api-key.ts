import type { Clock, RandomSource } from '../shared/clock';
import { domainError } from '../shared/domain-error';
import { fail, ok, type Result } from '../shared/result';
import { API_KEY_DISPLAY_LENGTH, API_KEY_PREFIX, TIERS, type Tier, type TierInfo } from './api-key';
import type { ApiKeyStore, SecretHasher } from './api-key-store';

export interface IssuedApiKey {
  /** Shown once: only its hash is stored. */
  apiKey: string;
  displayPrefix: string;
  name: string;
  email: string;
  tier: TierInfo;
  createdAt: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (email: string): boolean => email.length <= 254 && EMAIL.test(email);
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/**
 * Creates a key: 32 random bytes (base64url) after a recognisable prefix. The public endpoint
 * issues free keys only; operators may grant another tier from the CLI.
 */
export class IssueApiKey {
  constructor(private readonly deps: { keys: ApiKeyStore; hasher: SecretHasher; random: RandomSource; clock: Clock }) {}

  async execute(input: { email: string; name: string; tier?: Tier }): Promise<Result<IssuedApiKey>> {
    const tier = input.tier ?? 'free';
    const email = normaliseEmail(input.email ?? '');
    const name = (input.name ?? '').trim();
    const details: string[] = [];
    if (!email) details.push('email is required');
    else if (!isEmail(email)) details.push('email must be a valid e-mail address');
    if (!name) details.push('name is required');
    else if (name.length > 100) details.push('name must be at most 100 characters');
    if (!TIERS[tier]) details.push('tier must be free, pro or enterprise');
    if (details.length) {
      return fail(domainError('INPUT_INVALID', `Please provide both email and name for your API key: ${details.join('; ')}.`, { details }));
    }
    const apiKey = API_KEY_PREFIX + this.deps.random.token(32);
    const createdAt = this.deps.clock.now();
    const displayPrefix = apiKey.slice(0, API_KEY_DISPLAY_LENGTH);
    await this.deps.keys.create({
      id: this.deps.random.uuid(), keyHash: this.deps.hasher.hash(apiKey), displayPrefix, email, name, tier, createdAt, revokedAt: null,
    });
    return ok({ apiKey, displayPrefix, name, email, tier: TIERS[tier], createdAt: createdAt.toISOString() });
  }
}
