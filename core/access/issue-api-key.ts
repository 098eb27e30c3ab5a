import type { Clock, RandomSource } from '../shared/clock';
import { domainError } from '../shared/domain-error';
import { fail, ok, type Result } from '../shared/result';
import { API_KEY_DISPLAY_LENGTH, API_KEY_PREFIX, isReservedAddress, TIERS, type Tier, type TierInfo } from './api-key';
import type { ApiKeyStore, LiveKeyCap, SecretHasher } from './api-key-store';

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
/**
 * Control, format and separator characters (text-direction marks and overrides, zero-width
 * spaces, line and paragraph separators) and lone surrogates: nothing a key's name needs, and
 * they can disguise it or break the line where it is shown.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u;

export const INVISIBLE_IN_NAME = 'name must not hold control characters, text-direction marks, zero-width or other invisible characters; use plain text';

export const isEmail = (email: string): boolean => email.length <= 254 && EMAIL.test(email);
/** One spelling per mailbox: trimmed, lower case, without the root dot a domain may be written with ("example.com."). */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase().replace(/\.$/, '');

/** What is wrong with a request for a key, in words a visitor can act on; none when it can be issued. */
export function keyRequestProblems(input: { email?: unknown; name?: unknown; tier?: unknown }): string[] {
  const email = typeof input.email === 'string' ? normaliseEmail(input.email) : '';
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  const tier = input.tier ?? 'free';
  const details: string[] = [];
  if (!email) details.push('email is required');
  else if (!isEmail(email)) details.push('email must be a valid e-mail address');
  if (!name) details.push('name is required');
  else if (name.length > 100) details.push('name must be at most 100 characters');
  else if (INVISIBLE.test(name)) details.push(INVISIBLE_IN_NAME);
  if (typeof tier !== 'string' || !Object.hasOwn(TIERS, tier)) details.push('tier must be free, pro or enterprise');
  return details;
}

/**
 * The live-key caps of a request from a public front door (`client` set); operators (CLI) have none.
 * The per-address cap counts the keys made from the requesting network only: nobody verifies the
 * address, so a cap counted from anywhere would let a stranger use up someone else's address. The
 * web app's own per-browser keys share one reserved address: only the per-client cap applies.
 */
function capsOf(email: string, client: string | undefined, policy: ApiKeyPolicy): LiveKeyCap[] {
  if (client === undefined) return [];
  const perClient = { filter: { createdFrom: client }, max: policy.perClient };
  return isReservedAddress(email) ? [perClient] : [{ filter: { email, createdFrom: client }, max: policy.perEmail }, perClient];
}

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
    const details = keyRequestProblems(input);
    if (details.length) {
      // The spec's sentence is for a missing e-mail or name; other mistakes are named on their own.
      const lead = !email || !name ? 'Please provide both email and name for your API key' : 'The API key cannot be created';
      return fail(domainError('INPUT_INVALID', `${lead}: ${details.join('; ')}.`, { details }));
    }
    const createdAt = this.deps.clock.now();
    const apiKey = API_KEY_PREFIX + this.deps.random.token(32);
    const displayPrefix = apiKey.slice(0, API_KEY_DISPLAY_LENGTH);
    const expiresAt = new Date(createdAt.getTime() + policy.ttlDays * DAY_MS);
    const record = { id: this.deps.random.uuid(), keyHash: this.deps.hasher.hash(apiKey), displayPrefix, email, name, tier, createdAt, revokedAt: null, expiresAt, createdFrom: input.client ?? null };
    const refused = await this.deps.keys.create(record, capsOf(email, input.client, policy), createdAt);
    if (refused) {
      const message = 'email' in refused.filter
        ? `This e-mail address already holds ${refused.max} live API keys made from your network, the most allowed: reuse one, or ask the operator to revoke an old one.`
        : `Your network already created ${refused.max} live API keys, the most allowed: reuse one, or ask the operator to revoke old ones.`;
      return fail(domainError('KEY_LIMIT_REACHED', message));
    }
    return ok({ apiKey, displayPrefix, name, email, tier: TIERS[tier], createdAt: createdAt.toISOString(), expiresAt: expiresAt.toISOString() });
  }
}
