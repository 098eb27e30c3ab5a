import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { gridCell, type CoverageEvidence, type IssueCategory, type OutageSeverity, type Position, type Radio } from '../../core';
import { FakeCoverageEvidence, FakeReports } from '../../core/testing/coverage-fakes';
import { tempDir } from '../../test/fixtures/paths';
import { CoreModule } from '../core.module';
import { MinisearchReportIndex } from '../search/minisearch-report-index';
import { dbDateFormatter } from './db-date';
import { knexOf } from './db-rows';
import { MikroCoverageEvidence } from './mikro-coverage-evidence';
import { MikroIssueReports } from './mikro-issue-reports';

const NOW = new Date('2026-11-21T12:00:00Z');
const daysAgo = (d: number) => new Date(NOW.getTime() - d * 86_400_000);
/** A point `km` north of `from` (1 degree of latitude is 111.2 km). */
const north = (from: Position, km: number): Position => ({ lat: from.lat + km / 111.2, lng: from.lng });

interface Evidence {
  towers: Array<{ network: string; radio: Radio; at: Position }>;
  outages: Array<{ provider: string; severity: OutageSeverity; count: number; when: Date; at: Position }>;
  issues: Array<{ provider: string; category: IssueCategory; when: Date; at: Position }>;
}

const NYC = { lat: 40.75, lng: -73.99 };
/** Near the antimeridian (Fiji), where flat distances in SQL would break. */
const FIJI = { lat: -16.8, lng: 179.99 };
const evidence = (c: Position): Evidence => ({
  towers: [
    { network: 'verizon', radio: 'LTE', at: north(c, 1) },
    { network: 'verizon', radio: 'LTE', at: north(c, 9.8) },
    { network: 'verizon', radio: 'NR', at: { lat: c.lat, lng: c.lng - 0.05 } },
    { network: 'att', radio: 'GSM', at: north(c, 10.3) },
  ],
  outages: [
    { provider: 'verizon', severity: 'major', count: 12, when: daysAgo(2), at: north(c, 3) },
    { provider: 'verizon', severity: 'minor', count: 1, when: daysAgo(40), at: north(c, 3) },
    { provider: 'att', severity: 'critical', count: 5, when: daysAgo(1), at: north(c, 11) },
  ],
  issues: [
    { provider: 'att', category: 'calls', when: daysAgo(5), at: { lat: c.lat, lng: c.lng + 0.02 } },
    { provider: 'att', category: 'sms', when: daysAgo(31), at: c },
  ],
});

let ctx: INestApplicationContext;
beforeAll(async () => {
  ctx = await NestFactory.createApplicationContext(CoreModule.forRoot({ dataDir: tempDir() }), { logger: false });
});
afterAll(() => ctx.close());

async function mikro(e: Evidence): Promise<CoverageEvidence> {
  const orm = ctx.get(MikroORM);
  const knex = knexOf(orm);
  const date = dbDateFormatter(orm);
  const wrap = (lng: number) => (lng > 180 ? lng - 360 : lng);
  const cell = (p: Position) => ({ lat: p.lat, lng: wrap(p.lng), grid_cell: gridCell({ lat: p.lat, lng: wrap(p.lng) }) });
  const tag = Math.random().toString(36).slice(2);
  await knex('cell_towers').insert(e.towers.map((t, i) => ({ cell_key: `${tag}-${i}`, radio: t.radio, mcc: 310, mnc: 1, network: t.network, ...cell(t.at) })));
  await knex('outage_reports').insert(e.outages.map((o, i) => ({ fingerprint: `${tag}-${i}`, provider: o.provider, provider_key: o.provider, category: 'outage', severity: o.severity, count: o.count, source: 't', occurred_at: date(o.when), ...cell(o.at) })));
  await knex('issue_reports').insert(e.issues.map((i) => ({ provider_key: i.provider, category: i.category, description: 'x', reported_at: date(i.when), ...cell(i.at) })));
  return ctx.get(MikroCoverageEvidence);
}

function fake(e: Evidence): CoverageEvidence {
  const f = new FakeCoverageEvidence();
  const at = (p: Position) => ({ lat: p.lat, lng: p.lng > 180 ? p.lng - 360 : p.lng });
  f.towers = e.towers.map((t) => ({ network: t.network, radio: t.radio, position: at(t.at) }));
  f.outages = e.outages.map((o) => ({ providerKey: o.provider, category: 'outage', severity: o.severity, count: o.count, at: o.when, position: at(o.at) }));
  f.issues = e.issues.map((i) => ({ providerKey: i.provider, category: i.category, at: i.when, position: at(i.at) }));
  return f;
}

describe.each([
  ['FakeCoverageEvidence', fake],
  ['MikroCoverageEvidence', mikro],
])('CoverageEvidence contract: %s', (_, make) => {
  it.each([
    ['New York', NYC],
    ['Fiji, across the antimeridian', FIJI],
  ])('returns exactly the evidence within 10 km and the window (%s)', async (_place, center) => {
    const port = await make(evidence(center));
    const near = await port.near({ center, radiusKm: 10, since: daysAgo(30) });
    const towers = Object.fromEntries(near.towers.map((t) => [`${t.network}:${t.radio}`, t.count]));
    expect(towers).toEqual({ 'verizon:LTE': 2, 'verizon:NR': 1 });
    expect(near.outages).toEqual([expect.objectContaining({ providerKey: 'verizon', severity: 'major', count: 12, at: daysAgo(2) })]);
    expect(near.issues).toEqual([expect.objectContaining({ providerKey: 'att', category: 'calls', at: daysAgo(5) })]);
  });
});

describe('ReportTextIndex contract: FakeReports and MinisearchReportIndex find the same reports', () => {
  const report = (description: string, at: Position, days: number) => ({
    position: at, provider: null, providerKey: null, category: 'calls' as const, description, device: { make: null, model: null }, reportedAt: daysAgo(days),
    reporter: null, published: false,
  });
  const reports = [
    report('Calls keep dropping downtown', NYC, 1),
    report('Text messages arrive late', NYC, 1),
    report('Calls dropping in the subway', north(NYC, 150), 1),
    report('Calls drop all the time', NYC, 120),
  ];
  const query = { text: 'my calls are dropping', center: NYC, radiusKm: 100, since: daysAgo(90), limit: 10 };

  it.each(['FakeReports', 'MinisearchReportIndex'])('%s', async (name) => {
    let index;
    if (name === 'FakeReports') {
      const f = new FakeReports();
      for (const r of reports) await f.add(await f.save(r));
      index = f;
    } else {
      const store = ctx.get(MikroIssueReports);
      for (const r of reports) await store.save(r);
      index = new MinisearchReportIndex(store, () => NOW, 0);
    }
    const found = await index.search(query);
    expect(found.map((m) => [m.report.description, m.matchedTerms])).toEqual([['Calls keep dropping downtown', 2]]);
  });
});

describe('the spatial index (SQLite query plans)', () => {
  it.each([
    ['cell_towers', 'select network, radio, count(*) from cell_towers where grid_cell in (1, 2, 3) and lat between 1 and 2 group by network, radio'],
    ['outage_reports', 'select provider_key, severity, count, occurred_at, lat, lng from outage_reports where grid_cell in (1, 2, 3) and lat between 1 and 2 and occurred_at >= 0'],
    ['issue_reports', 'select provider_key, category, reported_at, lat, lng from issue_reports where grid_cell in (1, 2, 3) and lat between 1 and 2 and reported_at >= 0'],
  ])('reads %s through its grid index alone, never scanning the table', async (table, sql) => {
    const plan = (await knexOf(ctx.get(MikroORM)).raw(`explain query plan ${sql}`)) as Array<{ detail: string }>;
    const details = plan.map((p) => p.detail).join('\n');
    expect(details).toContain(`SEARCH ${table} USING COVERING INDEX ${table}_grid_idx (grid_cell=?`);
    expect(details).not.toMatch(/\bSCAN\b/);
  });
});
