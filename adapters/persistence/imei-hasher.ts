import { createHmac, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import { maskImei } from '../../core';
import { ConfigError } from '../config-error';
import { Setting } from './entities/setting.entity';

const SECRET_KEY = 'imei_hash_secret';
/** A keyed check value of the secret the database's IMEI hashes are made with; it does not reveal the secret. */
const KEY_ID = 'imei_hash_key_id';

const keyIdOf = (secret: string): string => createHmac('sha256', secret).update('bandwise IMEI hash key id').digest('hex').slice(0, 32);

const OTHER_SECRET =
  "this database's IMEIs are hashed with another secret, so blacklist entries and searches would not match: start every process " +
  'that uses this database (server and CLI) with the same IMEI_HASH_SECRET';
const NOT_SET = `IMEI_HASH_SECRET is not set, but ${OTHER_SECRET} (NODE_ENV=production checks that it is set).`;

/**
 * IMEIs are stored as an HMAC under one secret, shared by every process that uses the database:
 * IMEI_HASH_SECRET when set, otherwise a secret generated on first start and stored. The database
 * keeps a check value of the secret in use, so a process started with another secret (or a CLI run
 * without the production secret, which would generate one) is refused instead of writing hashes
 * that match nothing the others wrote.
 */
export class ImeiHasher {
  /** A key object: HMAC with it skips preparing the key on every search (about a fifth of the hash's cost). */
  private readonly secret: KeyObject;

  private constructor(secret: Buffer) {
    this.secret = createSecretKey(secret);
  }

  /** Uses IMEI_HASH_SECRET when set; otherwise the stored secret, created on first start. */
  static async create(orm: MikroORM, configured?: string): Promise<ImeiHasher> {
    const em = orm.em.fork() as SqlEntityManager;
    const secret = configured ?? (await storedSecret(em));
    if (secret) {
      const keyId = keyIdOf(secret);
      // Insert-if-absent, then read back: instances starting together agree, and a later one must match.
      await insertIfAbsent(em, KEY_ID, keyId);
      if ((await em.findOneOrFail(Setting, { key: KEY_ID })).value === keyId) return new ImeiHasher(Buffer.from(secret, 'utf8'));
    }
    throw new ConfigError(configured ? `IMEI_HASH_SECRET is refused: ${OTHER_SECRET}.` : NOT_SET);
  }

  hash(imeiDigits: string): string {
    return createHmac('sha256', this.secret).update(imeiDigits).digest('hex');
  }

  mask(imeiDigits: string): string {
    return maskImei(imeiDigits);
  }
}

/** The generated secret, made on first start; null when the database already works with a configured one. */
async function storedSecret(em: SqlEntityManager): Promise<string | null> {
  const stored = await em.findOne(Setting, { key: SECRET_KEY });
  if (stored) return stored.value;
  // The database works with a configured secret: none is made here (the caller refuses to start).
  if (await em.findOne(Setting, { key: KEY_ID })) return null;
  await insertIfAbsent(em, SECRET_KEY, randomBytes(32).toString('base64url'));
  return (await em.findOneOrFail(Setting, { key: SECRET_KEY })).value;
}

const insertIfAbsent = (em: SqlEntityManager, key: string, value: string) => em.createQueryBuilder(Setting).insert({ key, value }).onConflict('key').ignore().execute();
