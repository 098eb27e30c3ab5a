import { API_KEY_PREFIX, type ApiKeyIdentity, type ApiKeyStore, type SecretHasher } from '../../core';
import type { DataVersions } from '../persistence/data-versions';

const CACHE_MS = 60_000;

/**
 * Turns a presented API key into an identity. Valid and invalid answers are cached briefly so the
 * hot path skips the database; a revocation anywhere clears every instance's cache (DataVersions).
 */
export class ApiKeyAuthenticator {
  private cache = new Map<string, { identity: ApiKeyIdentity | null; until: number }>();

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

  async authenticate(token: string): Promise<ApiKeyIdentity | null> {
    if (!token.startsWith(API_KEY_PREFIX) || token.length > 200) return null;
    const hash = this.hasher.hash(token);
    const now = Date.now();
    const hit = this.cache.get(hash);
    if (hit && hit.until > now) return hit.identity;
    const record = await this.keys.findByHash(hash);
    const live = record && !record.revokedAt && (!record.expiresAt || record.expiresAt.getTime() > now);
    const identity = live ? { id: record.id, name: record.name, email: record.email, tier: record.tier } : null;
    if (this.cache.size > 10_000) this.cache.clear();
    // Never cached past the key's expiry.
    const until = Math.min(now + CACHE_MS, record?.expiresAt?.getTime() ?? Infinity);
    this.cache.set(hash, { identity, until });
    return identity;
  }

  clear(): void {
    this.cache.clear();
  }
}
