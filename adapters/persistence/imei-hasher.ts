import { createHmac, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import { maskImei } from '../../core';
import { Setting } from './entities/setting.entity';

const SECRET_KEY = 'imei_hash_secret';

/** IMEIs are stored as an HMAC under a secret that is generated once and shared by all instances. */
export class ImeiHasher {
  /** A key object: HMAC with it skips preparing the key on every search (about a fifth of the hash's cost). */
  private readonly secret: KeyObject;

  private constructor(secret: Buffer) {
    this.secret = createSecretKey(secret);
  }

  /** Uses IMEI_HASH_SECRET when set; otherwise the stored secret, created on first start. */
  static async create(orm: MikroORM, configured?: string): Promise<ImeiHasher> {
    if (configured) return new ImeiHasher(Buffer.from(configured, 'utf8'));
    const em = orm.em.fork() as SqlEntityManager;
    const candidate = randomBytes(32).toString('base64url');
    // Insert-if-absent, then read back: two instances starting together agree on one secret.
    await em.createQueryBuilder(Setting).insert({ key: SECRET_KEY, value: candidate }).onConflict('key').ignore().execute();
    const row = await em.findOneOrFail(Setting, { key: SECRET_KEY });
    return new ImeiHasher(Buffer.from(row.value, 'utf8'));
  }

  hash(imeiDigits: string): string {
    return createHmac('sha256', this.secret).update(imeiDigits).digest('hex');
  }

  mask(imeiDigits: string): string {
    return maskImei(imeiDigits);
  }
}
