import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { luhnCheckDigit, type Blacklist, type SearchLog, type SearchRecord } from '../../core';
import { FakeBlacklist, FakeSearchLog } from '../../core/testing/fakes';
import { tempDir } from '../../test/fixtures/paths';
import { CoreModule } from '../core.module';
import { BatchedSearchLog } from './batched-search-log';
import { Search } from './entities/search.entity';
import { MikroBlacklist } from './mikro-blacklist';

const imei = (serial: string) => '35293110' + serial + luhnCheckDigit('35293110' + serial);

interface BlacklistSubject {
  port: Blacklist;
  block: (digits: string, reason: string) => Promise<void>;
}

interface SearchLogSubject {
  port: SearchLog;
  stored: (id: string) => Promise<{ success: boolean; make?: string | null } | null>;
}

const aRecord = (id: string): SearchRecord => ({
  id, imeiDigits: imei('000001'), tac: '35293110', make: 'Google', model: 'Pixel 4', releaseYear: 2019, carrier: 'AT&T',
  success: true, errorCode: null, capabilities: { fourG: 'supported', fiveG: 'not_supported', volte: 'supported', wifiCalling: 'supported' },
  compatible: true, location: null, channel: 'cli', apiKeyId: null, searchedAt: new Date('2026-11-21T10:00:00Z'),
});

let ctx: INestApplicationContext;
beforeAll(async () => {
  ctx = await NestFactory.createApplicationContext(CoreModule.forRoot({ dataDir: tempDir() }), { logger: false });
});
afterAll(() => ctx.close());

const blacklists: Array<[string, () => BlacklistSubject]> = [
  ['FakeBlacklist', () => {
    const fake = new FakeBlacklist();
    return { port: fake, block: async (d, reason) => void fake.entries.set(d, { reason, source: 't', addedAt: new Date() }) };
  }],
  ['MikroBlacklist', () => {
    const real = ctx.get(MikroBlacklist);
    return { port: real, block: async (d, reason) => void (await real.add(d, { reason }, 't')) };
  }],
];

describe.each(blacklists)('Blacklist contract: %s', (_name, make) => {
  it('finds a blocked IMEI with its reason and nothing for another', async () => {
    const { port, block } = make();
    await block(imei('111111'), 'Reported stolen');
    expect(await port.find(imei('111111'))).toMatchObject({ reason: 'Reported stolen' });
    expect(await port.find(imei('222222'))).toBeNull();
  });
});

describe('MikroBlacklist: one IMEI added by several requests at once', () => {
  it('tells exactly one of them the entry is new; each other one changed its reason', async () => {
    const blacklist = ctx.get(MikroBlacklist);
    const digits = imei('333333');
    const outcomes = await Promise.all(Array.from({ length: 6 }, (_, i) => blacklist.add(digits, { reason: `stolen ${i}` }, 't')));
    expect(outcomes.filter((o) => o.added)).toHaveLength(1);
    const stored = (await blacklist.find(digits))?.reason;
    expect(stored).toMatch(/^stolen \d$/);
  });
});

const searchLogs: Array<[string, () => SearchLogSubject]> = [
  ['FakeSearchLog', () => {
    const fake = new FakeSearchLog();
    return { port: fake, stored: async (id) => fake.records.find((r) => r.id === id) ?? null };
  }],
  ['BatchedSearchLog', () => ({
    port: ctx.get(BatchedSearchLog),
    stored: (id) => ctx.get(MikroORM).em.fork().findOne(Search, { id }),
  })],
];

describe.each(searchLogs)('SearchLog contract: %s', (_name, make) => {
  it('has the row stored once record() resolves', async () => {
    const { port, stored } = make();
    const ids = ['a', 'b', 'c'].map((x) => `00000000-0000-4000-8000-00000000000${x}`);
    await Promise.all(ids.map((id) => port.record(aRecord(id))));
    for (const id of ids) expect(await stored(id)).toMatchObject({ success: true, make: 'Google' });
  });
});

describe('BatchedSearchLog: one refused row', () => {
  it('fails only its own search, not the searches written in the same batch', async () => {
    const log = ctx.get(BatchedSearchLog);
    const ids = ['d', 'e'].map((x) => `00000000-0000-4000-8000-00000000000${x}`);
    // The same id twice in one batch: the database refuses the second row (primary key).
    const results = await Promise.allSettled([log.record(aRecord(ids[0])), log.record(aRecord(ids[0])), log.record(aRecord(ids[1]))]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const em = ctx.get(MikroORM).em.fork();
    for (const id of ids) expect(await em.findOne(Search, { id })).toMatchObject({ success: true });
  });
});

describe('BatchedSearchLog: the stored row', () => {
  it('keeps each field of the search in its own column', async () => {
    const id = '00000000-0000-4000-8000-0000000000f1';
    const record: SearchRecord = {
      ...aRecord(id), imeiDigits: imei('000042'), make: 'Samsung', model: 'Galaxy S24', releaseYear: 2024, carrier: 'Verizon',
      success: true, errorCode: null, capabilities: { fourG: 'supported', fiveG: 'limited', volte: 'unknown', wifiCalling: 'not_supported' },
      inferred: ['volte'], compatible: false, verdict: 'works_with_limits', location: 'Austin, TX', channel: 'api',
      apiKeyId: null, searchedAt: new Date('2026-11-22T08:30:00Z'),
    };
    await ctx.get(BatchedSearchLog).record(record);
    const row = await ctx.get(MikroORM).em.fork().findOneOrFail(Search, { id });
    expect(row).toMatchObject({
      id, tac: '35293110', make: 'Samsung', model: 'Galaxy S24', releaseYear: 2024, carrier: 'Verizon', success: true, errorCode: null,
      fourG: 'supported', fiveG: 'limited', volte: 'unknown', wifiCalling: 'not_supported', compatible: false, verdict: 'works_with_limits',
      inferred: 'volte', location: 'Austin, Texas, United States', channel: 'api', apiKeyId: null, searchedAt: new Date('2026-11-22T08:30:00Z'),
    });
    expect(row.imeiMasked).toMatch(/^35\d*\*+\d*$|^\d+\*+\d+$/);
    expect(row.imeiHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.imeiHash).not.toContain('000042');
  });
});
