import type { MikroORM } from '@mikro-orm/core';
import { rmSync } from 'node:fs';
import { tempDir } from '../../test/fixtures/paths';
import { MikroMagicLinkStore } from './mikro-admin-store';
import { openDatabase } from './open-database';

const MINUTE = 60_000;

describe('MikroMagicLinkStore: using a link while the purge job runs', () => {
  const dataDir = tempDir('bandwise-links-');
  let orm: MikroORM;
  let links: MikroMagicLinkStore;

  beforeAll(async () => {
    orm = await openDatabase({ dataDir, databaseUrl: null });
    links = new MikroMagicLinkStore(orm);
  });
  afterAll(async () => {
    await orm?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const issue = async (tokenHash: string, createdAt: Date) =>
    links.create({ id: tokenHash, tokenHash, email: 'ops@example.com', createdAt, expiresAt: new Date(createdAt.getTime() + 15 * MINUTE), usedAt: null });

  it('signs its owner in even when the purge of used links runs at the same moment', async () => {
    const now = new Date();
    await issue('hash-a', now);
    // The purge (every 15 minutes, and a few seconds after start) deletes used links; started together, its
    // statement runs between the ones that use the link.
    const [owner] = await Promise.all([links.consume('hash-a', now), links.purge(new Date(now.getTime() + 1000))]);
    expect(owner).toBe('ops@example.com');
    // Used once, and used up.
    expect(await links.consume('hash-a', now)).toBeNull();
  });

  it('still refuses an unknown, a used or an expired link, and a link for another address', async () => {
    const now = new Date();
    await issue('hash-b', now);
    expect(await links.consume('hash-unknown', now)).toBeNull();
    expect(await links.consume('hash-b', now, 'other@example.com')).toBeNull();
    expect(await links.consume('hash-b', new Date(now.getTime() + 16 * MINUTE))).toBeNull();
    expect(await links.consume('hash-b', now, 'ops@example.com')).toBe('ops@example.com');
    expect(await links.consume('hash-b', now)).toBeNull();
  });
});
