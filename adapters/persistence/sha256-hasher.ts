import { createHash } from 'node:crypto';
import type { SecretHasher } from '../../core';

/** SHA-256 suits secrets of 256 random bits: no slow hash is needed against guessing. */
export const sha256Hasher: SecretHasher = {
  hash: (secret) => createHash('sha256').update(secret, 'utf8').digest('hex'),
};
