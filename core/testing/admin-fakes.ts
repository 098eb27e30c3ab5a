import type { ApiKeyRecord } from '../access/api-key';
import type { ApiKeyStore, LiveKeyCap, SecretHasher } from '../access/api-key-store';
import type { AdminSessionRecord, MagicLinkRecord } from '../admin/admin-auth';
import type { AdminGrant, AdminGrantStore } from '../admin/admin-roster';
import type { AdminSessionStore, MagicLinkStore } from '../admin/admin-store';
import type { Clock, RandomSource } from '../shared/clock';

/** In-memory fakes for the admin sign-in ports; the HTTP tests run the real adapters. */
export class FakeMagicLinks implements MagicLinkStore {
  readonly links: MagicLinkRecord[] = [];
  async create(link: MagicLinkRecord) { this.links.push({ ...link }); }
  private open(tokenHash: string, now: Date, email?: string) {
    return this.links.find((l) => l.tokenHash === tokenHash && !l.usedAt && l.expiresAt > now && (email === undefined || l.email === email));
  }
  async usable(tokenHash: string, now: Date, email?: string) { return this.open(tokenHash, now, email) !== undefined; }
  async consume(tokenHash: string, now: Date, email?: string) {
    const link = this.open(tokenHash, now, email);
    if (!link) return null;
    link.usedAt = now;
    return link.email;
  }
  async purge(before: Date) {
    const keep = this.links.filter((l) => l.expiresAt >= before && (!l.usedAt || l.usedAt >= before));
    const n = this.links.length - keep.length;
    this.links.splice(0, this.links.length, ...keep);
    return n;
  }
}

export class FakeAdminSessions implements AdminSessionStore {
  readonly sessions: AdminSessionRecord[] = [];
  async create(s: AdminSessionRecord) { this.sessions.push({ ...s }); }
  async findActive(tokenHash: string, now: Date) { return this.sessions.find((s) => s.tokenHash === tokenHash && !s.revokedAt && s.expiresAt > now) ?? null; }
  async revoke(tokenHash: string, now: Date) {
    const s = this.sessions.find((x) => x.tokenHash === tokenHash && !x.revokedAt);
    if (s) s.revokedAt = now;
    return Boolean(s);
  }
  async revokeById(id: string, now: Date) {
    const s = this.sessions.find((x) => x.id === id && !x.revokedAt);
    if (s) s.revokedAt = now;
    return Boolean(s);
  }
  async revokeAllOf(email: string, now: Date) {
    const mine = this.sessions.filter((x) => x.email === email && !x.revokedAt);
    for (const s of mine) s.revokedAt = now;
    return mine.length;
  }
  async listActive(now: Date) { return this.sessions.filter((s) => !s.revokedAt && s.expiresAt > now); }
  async purge() { return 0; }
}

export class FakeApiKeyStore implements ApiKeyStore {
  constructor(readonly records: ApiKeyRecord[] = []) {}
  async create(r: ApiKeyRecord, caps: LiveKeyCap[] = [], now = r.createdAt) {
    const live = this.records.filter((k) => !k.revokedAt && (!k.expiresAt || k.expiresAt > now));
    const reached = caps.find((c) => live.filter((k) => k.createdFrom === c.filter.createdFrom && (!('email' in c.filter) || k.email === c.filter.email)).length >= c.max);
    if (reached) return reached;
    this.records.push(r);
    return null;
  }
  async findByHash(h: string) { return this.records.find((r) => r.keyHash === h) ?? null; }
  async list() { return [...this.records]; }
  async revoke() { return 0; }
}

export class FakeAdminGrants implements AdminGrantStore {
  readonly grants: AdminGrant[] = [];
  async add(g: AdminGrant) {
    if (this.grants.some((x) => x.email === g.email)) return false;
    this.grants.push({ ...g });
    return true;
  }
  async remove(email: string) {
    const i = this.grants.findIndex((x) => x.email === email);
    if (i >= 0) this.grants.splice(i, 1);
    return i >= 0;
  }
  async has(email: string) { return this.grants.some((x) => x.email === email); }
  async list() { return [...this.grants]; }
}

/** Not a real hash: readable in assertions, and never equal to its input. */
export const fakeHasher: SecretHasher = { hash: (s) => `hash(${s})` };

/** A clock the test moves forward. */
export class MovableClock implements Clock {
  constructor(private at: number) {}
  now() { return new Date(this.at); }
  advance(ms: number) { this.at += ms; }
}

export const counterRandom = (): RandomSource => {
  let n = 0;
  return { uuid: () => `id-${++n}`, token: () => `tok${++n}` };
};
