import { API_KEY_PREFIX, type ApiKeyIdentity, type ApiKeyStore, type SecretHasher } from '../../core';
import type { DataVersions } from '../persistence/data-versions';

const CACHE_MS = 60_000;

/** Why a well-formed key was refused, when it is known: it existed and was revoked, or it expired. */
export type KeyRefusal = 'revoked' | 'expired' | null;

/**
 * Turns a presented API key into an identity. Valid and invalid answers are cached briefly so the
 * hot path skips the database; a revocation anywhere clears every instance's cache (DataVersions).
 */
export class ApiKeyAuthenticator {
  private cache = new Map<string, { identity: ApiKeyIdentity | null; refusal: KeyRefusal; until: number }>();

  constructor(private readonly keys: ApiKeyStore, private readonly hasher: SecretHasher, private readonly versions: DataVersions) {
    versions.onChange('apikeys', async () => this.clear());
  }

  /** Revokes keys by display prefix; this process forgets them at once, others within one poll. */
  async revoke(prefix: string): Promise<number> {
    const count = await this.keys.revoke(prefix, new Date());
    this.clear();
    if (count > 0) await this.versions.bump('apikeys');
    return count;
  }

  /** The key's identity, or null with the reason when one is known (only the key's holder sees it). */
  async check(token: string): Promise<{ identity: ApiKeyIdentity | null; refusal: KeyRefusal }> {
    if (!token.startsWith(API_KEY_PREFIX) || token.length > 200) return { identity: null, refusal: null };
    const hash = this.hasher.hash(token);
    const now = Date.now();
    const hit = this.cache.get(hash);
    if (hit && hit.until > now) return hit;
    const record = await this.keys.findByHash(hash);
    const refusal: KeyRefusal = !record ? null : record.revokedAt ? 'revoked' : record.expiresAt && record.expiresAt.getTime() <= now ? 'expired' : null;
    const identity = record && !refusal ? { id: record.id, name: record.name, email: record.email, tier: record.tier } : null;
    if (this.cache.size > 10_000) this.cache.clear();
    // Never cached past the key's expiry.
    const until = Math.min(now + CACHE_MS, record?.expiresAt?.getTime() ?? Infinity);
    const entry = { identity, refusal, until };
    this.cache.set(hash, entry);
    return entry;
  }

  clear(): void {
    this.cache.clear();
  }
}
