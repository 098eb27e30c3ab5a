import type { ApiKeyRecord } from './api-key';

/** A cap on live keys: at most `max` neither revoked nor expired for this e-mail address or minting client. */
export interface LiveKeyCap {
  /** Live keys of one e-mail address made from one network, or all made from one network. */
  filter: { email: string; createdFrom: string } | { createdFrom: string };
  max: number;
}

/** Stored API keys. Lookups are by hash: the key itself is never stored. */
export interface ApiKeyStore {
  /**
   * Stores the key unless one of `caps` is already reached at `now`; returns that cap, or null once
   * stored. Counting and storing are one step: concurrent requests cannot all pass the same count.
   */
  create(record: ApiKeyRecord, caps: LiveKeyCap[], now: Date): Promise<LiveKeyCap | null>;
  findByHash(keyHash: string): Promise<ApiKeyRecord | null>;
  list(): Promise<ApiKeyRecord[]>;
  /** Revokes the key with this display prefix (as listed); returns how many were revoked. */
  revoke(prefix: string, at: Date): Promise<number>;
}

/** One-way hashing of high-entropy secrets (API keys, session and link tokens). */
export interface SecretHasher {
  hash(secret: string): string;
}
