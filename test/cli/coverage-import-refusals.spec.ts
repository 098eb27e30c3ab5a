import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cliHarness } from '../fixtures/cli-harness';
import { PENN } from '../fixtures/coverage-files';
import { tempDir } from '../fixtures/paths';

/** An outage feed with one good row, one dated in 2030, one a few minutes ahead (clocks differ) and one naming no known provider. */
function writeFeed(now: Date): string {
  const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
  const rows = [
    'provider,time,lat,lng,category,severity,count,source',
    `Verizon,${at(-120)},40.7520,-73.9900,outage,major,25,ops-feed`,
    `Verizon,2030-01-01T00:00:00Z,40.7520,-73.9900,outage,critical,500,ops-feed`,
    `T-Mobile,${at(10)},40.7510,-73.9910,outage,minor,3,ops-feed`,
    `NoSuchCo,${at(-60)},40.7500,-73.9930,outage,major,40,ops-feed`,
  ];
  const file = join(tempDir(), 'outages.csv');
  writeFileSync(file, rows.join('\n') + '\n');
  return file;
}

describe('bandwise coverage import-outages refuses rows it cannot rate', () => {
  const cli = cliHarness();

  it('skips rows dated in the future or naming an unknown provider, saying why', async () => {
    const res = await cli.run('coverage', 'import-outages', writeFeed(new Date()));
    expect(res.code).toBe(0);
    expect(res.out).toMatch(/^Imported 4 outage rows in [\d.]+ s: 2 added, 0 changed, 0 unchanged, 2 skipped\./);
    expect(res.out).toMatch(/\n {2}skipped line 3: time is in the future: "2030-01-01T00:00:00Z" is after \d{4}-/);
    expect(res.out).toMatch(/\n {2}skipped line 5: unknown provider "NoSuchCo"/);
  });

  it('counts none of the skipped rows as today\'s issues', async () => {
    const res = await cli.run('coverage', 'analyze', '--lat', String(PENN.lat), '--lng', String(PENN.lng), '--json');
    const analysis = JSON.parse(res.out);
    expect(analysis.area).toMatchObject({ outage_reports: 2, recent_issues: 28 });
    const verizon = analysis.mobile_providers.find((p: { provider: string }) => p.provider === 'Verizon');
    expect(verizon.recent_issues).toBe(25);
  });
});

describe('bandwise coverage import-towers with no valid row', () => {
  const cli = cliHarness();

  it('answers one JSON failure under --json, not a summary that reads as success', async () => {
    const file = join(tempDir(), 'not-towers.csv');
    writeFileSync(file, 'name,owner\nfoo,bar\nbaz,qux\n');
    const res = await cli.run('coverage', 'import-towers', file, '--json');
    expect(res.code).toBe(2);
    expect(JSON.parse(res.out)).toMatchObject({ success: false, code: 'INPUT_INVALID', error: expect.stringContaining('No valid tower rows') });
  });
});
