import { spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import { MikroORM } from '@mikro-orm/core';
import { NestFactory } from '@nestjs/core';
import { CoreModule } from '../../adapters/core.module';
import { knexOf } from '../../adapters/persistence/db-rows';
import { MikroAnalyticsReader } from '../../adapters/persistence/mikro-analytics-reader';
import { DEMO_API_KEY, DEMO_SEARCH_COUNT, type DemoAnalytics } from '../../core';
import { cliHarness } from '../fixtures/cli-harness';

/** The Pixel 4 in the shipped Osmocom list: a real visitor's search beside the demo set. */
const REAL_IMEI = '352931103746525';

interface Seen {
  analytics: DemoAnalytics;
  /** Every demo search as (TAC, carrier, place, outcome), sorted: the set a run made. */
  demoRows: string[];
  realSearches: number;
  realReports: number;
  keyNames: string[];
  /** A demo search of the Pixel 4's TAC as stored: the check's own answer. */
  pixel: Record<string, unknown> | undefined;
}

/** What the product's own store and analytics read from the data directory now. */
async function look(dataDir: string): Promise<Seen> {
  const ctx = await NestFactory.createApplicationContext(CoreModule.forRoot({ dataDir, shippedTacs: true }), { logger: false });
  try {
    const knex = knexOf(ctx.get(MikroORM));
    const demo = (await knex('searches').where('channel', 'demo').select('tac', 'carrier', 'location', 'success', 'make', 'model', 'verdict', 'four_g')) as Array<Record<string, unknown>>;
    const count = async (table: string, where: Record<string, unknown>) => Number(((await knex(table).where(where).count({ n: '*' }).first()) as { n: number }).n);
    return {
      analytics: await ctx.get(MikroAnalyticsReader).demo(new Date()),
      demoRows: demo.map((r) => [r.tac, r.carrier, r.location, Boolean(r.success)].join('|')).sort(),
      realSearches: await count('searches', { channel: 'cli' }),
      realReports: await count('issue_reports', { demo: false }),
      keyNames: ((await knex('api_keys').select('name')) as Array<{ name: string }>).map((k) => k.name).sort(),
      pixel: demo.find((r) => r.tac === '35293110' && r.success),
    };
  } finally {
    await ctx.close();
  }
}

describe('bandwise seed --demo', () => {
  const cli = cliHarness({ shippedTacs: true });

  it('refuses without --demo, saying demo data is only made with it, and writes nothing', async () => {
    for (const args of [['seed'], ['seed', '--remove'], ['seed', '--json']]) {
      const res = await cli.run(...args);
      expect(res.code).toBe(2);
      expect(res.err).toContain('seed makes demo data only, and only when asked with --demo');
    }
    expect(JSON.parse((await cli.run('stats', '--json')).out)).toMatchObject({ totalSearches: 0, demoSearches: 0 });
  });

  it('makes a labelled demo set from real checks, replaces it when run again, and removes exactly it', async () => {
    // Real data first: a check, a key and an issue report that the demo set must never touch.
    expect((await cli.run('check', REAL_IMEI, '--carrier', 'T-Mobile', '--location', 'Austin, TX')).code).toBe(0);
    expect((await cli.run('keys', 'create', '--email', 'ops@example.com', '--name', 'Ops integration')).code).toBe(0);
    expect((await cli.run('issues', 'report', '--lat', '30.27', '--lng', '-97.74', '--text', 'Calls drop downtown', '--provider', 'T-Mobile')).code).toBe(0);

    const seeded = await cli.run('seed', '--demo', '--json');
    expect(seeded.code).toBe(0);
    const summary = JSON.parse(seeded.out);
    expect(summary).toMatchObject({
      action: 'created',
      created: { searches: DEMO_SEARCH_COUNT, issueReports: 6, apiKeys: 1, rateLimitViolations: 3 },
      replaced: { searches: 0, issueReports: 0, apiKeys: 0 },
    });
    // Real answers of the real check: most TACs are identified, the unknown ones are "not in the database".
    expect(summary.checks.identified).toBeGreaterThan(DEMO_SEARCH_COUNT * 0.8);
    expect(summary.checks.notInDatabase).toBeGreaterThan(0);
    expect(summary.checks.identified + summary.checks.notInDatabase + summary.checks.otherwise).toBe(DEMO_SEARCH_COUNT);
    expect(summary.created.apiRequests).toBeGreaterThan(50);

    const first = await look(cli.dataDir);
    expect(first.pixel).toMatchObject({ make: 'Google', model: 'Pixel 4', verdict: expect.any(String), four_g: expect.any(String) });
    expect(first.analytics).toMatchObject({ totalSearches: DEMO_SEARCH_COUNT + 1, demoSearches: DEMO_SEARCH_COUNT, totalApiKeys: 2, demoApiKeys: 1, totalUsers: 1 });
    expect(first.analytics.apiUsageStats).toContainEqual(expect.objectContaining({ apiKeyName: DEMO_API_KEY.name, demo: true, rateLimitViolations: 3 }));
    expect(first.analytics.recentActivity.filter((a) => a.demo)).not.toHaveLength(0);
    expect(first.analytics.locationStats.map((l) => l.city)).toEqual(expect.arrayContaining(['Austin', 'New York City']));
    expect(first.analytics.searchesByDay.filter((d) => d.searches > 0).length).toBeGreaterThan(20);
    expect(first.keyNames).toEqual([DEMO_API_KEY.name, 'Ops integration']);
    // The demo key expires as any key does: API_KEY_TTL_DAYS after it was made, not after the seed ran.
    const demoKey = (JSON.parse((await cli.run('keys', 'list', '--json')).out) as Array<{ name: string; createdAt: string; expiresAt: string }>).find((k) => k.name === DEMO_API_KEY.name)!;
    expect((Date.parse(demoKey.expiresAt) - Date.parse(demoKey.createdAt)) / 86_400_000).toBe(365);
    const stats = await cli.run('stats');
    expect(stats.out).toMatch(new RegExp(`Total searches\\s+${DEMO_SEARCH_COUNT + 1}`));
    expect(stats.out).toMatch(new RegExp(`Demo searches\\s+${DEMO_SEARCH_COUNT} of the total are demo data`));

    // Again: the same set (fixed seed) in place of the first, not beside it.
    const again = await cli.run('seed', '--demo');
    expect(again.code).toBe(0);
    expect(again.out).toContain(`${DEMO_SEARCH_COUNT} searches over the last 30 days, real checks on channel "demo"`);
    expect(again.out).toContain(`It replaced the previous demo set (${DEMO_SEARCH_COUNT} searches, 6 issue reports, 1 API key`);
    const second = await look(cli.dataDir);
    expect(second.analytics.totalSearches).toBe(DEMO_SEARCH_COUNT + 1);
    expect(second.demoRows).toEqual(first.demoRows);
    expect(second.keyNames).toEqual(first.keyNames);

    const removed = await cli.run('seed', '--demo', '--remove');
    expect(removed.code).toBe(0);
    expect(removed.out).toMatch(new RegExp(`^Removed the demo data: ${DEMO_SEARCH_COUNT} searches, 6 issue reports, 1 API key \\(\\d+ requests, 3 rate-limit violations\\)\\. Nothing else was touched\\.`));
    const after = await look(cli.dataDir);
    expect(after.analytics).toMatchObject({ totalSearches: 1, demoSearches: 0, totalApiKeys: 1, demoApiKeys: 0 });
    expect(after.analytics.apiUsageStats).toEqual([]);
    expect(after.analytics.recentActivity.some((a) => a.demo)).toBe(false);
    expect(after).toMatchObject({ demoRows: [], realSearches: 1, realReports: 1, keyNames: ['Ops integration'] });
    expect((await cli.run('seed', '--demo', '--remove')).out).toContain('No demo data to remove.');
  });
});

describe('bandwise seed --demo run several times at once', () => {
  const cli = cliHarness({ shippedTacs: true });

  it('never doubles the demo set: one run seeds, each other one waits its turn or says another is running', async () => {
    // The database exists (migrated) before the runs race, as on any server that has started once.
    await look(cli.dataDir);
    const runs = await Promise.all([1, 2, 3].map(() => cli.run('seed', '--demo', '--json')));
    for (const run of runs) {
      if (run.code === 0) expect(JSON.parse(run.out)).toMatchObject({ action: 'created' });
      else {
        expect(run.code).toBe(2);
        expect(run.err).toContain('Another "bandwise seed --demo" is running on this database');
        expect(JSON.parse(run.out)).toMatchObject({ success: false, code: 'INPUT_INVALID' });
      }
    }
    expect(runs.some((run) => run.code === 0)).toBe(true);
    expect((await look(cli.dataDir)).demoRows).toHaveLength(DEMO_SEARCH_COUNT);
  });

  it('takes over the lock of a seed that was stopped midway on this machine, and keeps refusing while another machine holds it', async () => {
    await look(cli.dataDir);
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    const hold = async (holder: string) => {
      const ctx = await NestFactory.createApplicationContext(CoreModule.forRoot({ dataDir: cli.dataDir }), { logger: false });
      try {
        const knex = knexOf(ctx.get(MikroORM));
        await knex('job_locks').insert({ name: 'demo-seed', holder, lease_until: Date.now() + 600_000 }).onConflict('name').merge();
      } finally {
        await ctx.close();
      }
    };
    await hold(`seed:other-machine:${gone}:abcd`);
    const refused = await cli.run('seed', '--demo', '--remove');
    expect(refused.code).toBe(2);
    expect(refused.err).toMatch(/its lock lasts until \d\d:\d\d UTC at the latest/);
    await hold(`seed:${hostname()}:${gone}:abcd`);
    expect((await cli.run('seed', '--demo', '--remove')).code).toBe(0);
  });
});
