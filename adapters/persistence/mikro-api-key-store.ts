import type { MikroORM } from '@mikro-orm/core';
import type { ApiKeyRecord, ApiKeyStore, Tier } from '../../core';
import { ApiKeyRow } from './entities/api-key.entity';

const toRecord = (r: ApiKeyRow): ApiKeyRecord => ({
  id: r.id, keyHash: r.keyHash, displayPrefix: r.displayPrefix, email: r.email, name: r.name,
  tier: r.tier as Tier, createdAt: r.createdAt, revokedAt: r.revokedAt ?? null, expiresAt: r.expiresAt ?? null, createdFrom: r.createdFrom ?? null,
});

/** API keys in the database: hashes only. */
export class MikroApiKeyStore implements ApiKeyStore {
  constructor(private readonly orm: MikroORM) {}

  async create(record: ApiKeyRecord): Promise<void> {
    await this.orm.em.fork().insert(ApiKeyRow, { ...record });
  }

  async findByHash(keyHash: string): Promise<ApiKeyRecord | null> {
    const row = await this.orm.em.fork().findOne(ApiKeyRow, { keyHash });
    return row ? toRecord(row) : null;
  }

  async list(): Promise<ApiKeyRecord[]> {
    return (await this.orm.em.fork().find(ApiKeyRow, {}, { orderBy: { createdAt: 'desc' } })).map(toRecord);
  }

  async countLive(filter: { email: string } | { createdFrom: string }, now: Date): Promise<number> {
    return this.orm.em.fork().count(ApiKeyRow, { ...filter, revokedAt: null, $or: [{ expiresAt: null }, { expiresAt: { $gt: now } }] });
  }

  async revoke(prefix: string, at: Date): Promise<number> {
    return this.orm.em.fork().nativeUpdate(ApiKeyRow, { displayPrefix: prefix, revokedAt: null }, { revokedAt: at });
  }
}
