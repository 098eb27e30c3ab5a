import { hash } from 'node:crypto';
import type { SecretHasher } from '../../core';

/**
 * SHA-256 suits secrets of 256 random bits: no slow hash is needed against guessing. Node's one-shot
 * `hash` (Node 20.12) skips the Hash object createHash builds: every keyed request hashes its key.
 */
export const sha256Hasher: SecretHasher = {
  hash: (secret) => hash('sha256', secret, 'hex'),
};
