import type { ApiKeyRecord } from './api-key';

/** Stored API keys. Lookups are by hash: the key itself is never stored. */
export interface ApiKeyStore {
  create(record: ApiKeyRecord): Promise<void>;
  findByHash(keyHash: string): Promise<ApiKeyRecord | null>;
  list(): Promise<ApiKeyRecord[]>;
  /** Keys neither revoked nor expired at `now` for this e-mail address or minting client. */
  countLive(filter: { email: string } | { createdFrom: string }, now: Date): Promise<number>;
  /** Revokes the key with this display prefix (as listed); returns how many were revoked. */
  revoke(prefix: string, at: Date): Promise<number>;
}

/** One-way hashing of high-entropy secrets (API keys, session and link tokens). */
export interface SecretHasher {
  hash(secret: string): string;
}
