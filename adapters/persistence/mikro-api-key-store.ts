import type { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import type { ApiKeyRecord, ApiKeyStore, LiveKeyCap, Tier } from '../../core';
import { ApiKeyRow } from './entities/api-key.entity';
import { isSqlite } from './db-rows';

const toRecord = (r: ApiKeyRow): ApiKeyRecord => ({
  id: r.id, keyHash: r.keyHash, displayPrefix: r.displayPrefix, email: r.email, name: r.name,
  tier: r.tier as Tier, createdAt: r.createdAt, revokedAt: r.revokedAt ?? null, expiresAt: r.expiresAt ?? null, createdFrom: r.createdFrom ?? null,
});

/** The advisory lock key that serialises capped key issuance on PostgreSQL (any constant of our own). */
const KEY_ISSUE_LOCK = 0x42574b59;

/** API keys in the database: hashes only. */
export class MikroApiKeyStore implements ApiKeyStore {
  constructor(private readonly orm: MikroORM) {}

  /**
   * One transaction counts and inserts. SQLite runs one transaction at a time on its single
   * connection; PostgreSQL takes a transaction-scoped advisory lock first, so concurrent requests
   * (on any server sharing the database) queue for the count instead of all passing it.
   */
  async create(record: ApiKeyRecord, caps: LiveKeyCap[], now: Date): Promise<LiveKeyCap | null> {
    return (this.orm.em.fork() as SqlEntityManager).transactional(async (em) => {
      if (caps.length && !isSqlite(this.orm)) await em.execute('select pg_advisory_xact_lock(?)', [KEY_ISSUE_LOCK]);
      for (const cap of caps) {
        if ((await em.count(ApiKeyRow, { ...cap.filter, revokedAt: null, $or: [{ expiresAt: null }, { expiresAt: { $gt: now } }] })) >= cap.max) return cap;
      }
      await em.insert(ApiKeyRow, { ...record });
      return null;
    });
  }

  async findByHash(keyHash: string): Promise<ApiKeyRecord | null> {
    const row = await this.orm.em.fork().findOne(ApiKeyRow, { keyHash });
    return row ? toRecord(row) : null;
  }

  async list(): Promise<ApiKeyRecord[]> {
    return (await this.orm.em.fork().find(ApiKeyRow, {}, { orderBy: { createdAt: 'desc' } })).map(toRecord);
  }

  async revoke(prefix: string, at: Date): Promise<number> {
    return this.orm.em.fork().nativeUpdate(ApiKeyRow, { displayPrefix: prefix, revokedAt: null }, { revokedAt: at });
  }
}
