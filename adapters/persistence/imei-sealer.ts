import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { ImeiHasher } from './imei-hasher';

/**
 * Seals an IMEI waiting in a bulk job's queue (AES-256-GCM under a key derived from the IMEI hash
 * secret), so the queue never holds one in clear; each sealed input is deleted once its row is
 * checked, leaving only the keyed hash and the masked form.
 */
export class ImeiSealer {
  private readonly key: Buffer;

  constructor(hasher: ImeiHasher) {
    this.key = Buffer.from(hasher.hash('bandwise bulk-input sealing key'), 'hex');
  }

  seal(digits: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(digits, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  open(sealed: string): string {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  }
}
