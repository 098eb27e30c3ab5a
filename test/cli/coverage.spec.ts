import { cliHarness } from '../fixtures/cli-harness';
import { PENN, writeOutages, writeTowers } from '../fixtures/coverage-files';

describe('bandwise coverage and issues (in-process)', () => {
  const cli = cliHarness();
  const now = new Date();

  it('imports towers and outages with counts, and re-imports without changes', async () => {
    const towers = writeTowers(now);
    const first = await cli.run('coverage', 'import-towers', towers);
    expect(first.code).toBe(0);
    expect(first.out).toMatch(/^Imported 8 tower rows in [\d.]+ s: 7 added, 0 changed, 0 unchanged, 1 skipped\.\n {2}skipped line 9: radio must be one of/);
    const again = JSON.parse((await cli.run('coverage', 'import-towers', towers, '--json')).out);
    expect(again).toMatchObject({ rows: 8, added: 0, changed: 0, unchanged: 7, skipped: 1 });
    const outages = await cli.run('coverage', 'import-outages', writeOutages(now), '--json');
    expect(JSON.parse(outages.out)).toMatchObject({ rows: 4, added: 3, skipped: 1 });
    expect((await cli.run('coverage', 'import-towers', '/nonexistent.csv')).code).toBe(2);
  });

  it('analyzes a location, readable and as JSON, with negative longitudes as typed', async () => {
    const text = await cli.run('coverage', 'analyze', '--lat', String(PENN.lat), '--lng', String(PENN.lng), '--address', 'Penn Station');
    expect(text.code).toBe(0);
    expect(text.out).toMatch(/Country\s+United States/);
    expect(text.out).toMatch(/Verizon\n\s+\d+\/100 (excellent|good|fair|poor), reliability/);
    expect(text.out).toMatch(/AT&T\n\s+no data, reliability no rating, confidence 0.00/);
    const json = await cli.run('coverage', 'analyze', `--lat=${PENN.lat}`, `--lng=${PENN.lng}`, '--provider', 'T-Mobile', '--json');
    const analysis = JSON.parse(json.out);
    expect(analysis.mobile_providers.map((p: { provider: string }) => p.provider)).toEqual(['T-Mobile']);
    expect(analysis.broadband_providers).toEqual([]);
  });

  it('files an issue report and finds the earlier matching one', async () => {
    await cli.run('issues', 'report', '--lat', '40.7505', '--lng', '-73.9934', '--text', 'No signal at all inside the station, SOS only', '--device', 'Pixel 8', '--publish');
    const second = await cli.run('issues', 'report', '--lat', '40.7515', '--lng', '-73.9934', '--text', 'SOS only, no signal in the station', '--provider', 'Verizon');
    expect(second.code).toBe(0);
    expect(second.out).toMatch(/Classification\s+signal/);
    expect(second.out).toContain('- signal, today, under 1 km away: No signal at all inside the station, SOS only');
  });

  it('exits 2 with a clear message on bad coordinates or an empty description', async () => {
    const zero = await cli.run('coverage', 'analyze', '--lat', '0', '--lng', '0');
    expect(zero).toMatchObject({ code: 2, err: expect.stringContaining('No valid location set') });
    const word = await cli.run('coverage', 'analyze', '--lat', 'north', '--lng', '10');
    expect(word).toMatchObject({ code: 2, err: expect.stringContaining('lat and lng must both be numbers') });
    const empty = await cli.run('issues', 'report', '--lat', '40.7', '--lng', '-74', '--text', '  ');
    expect(empty).toMatchObject({ code: 2, err: expect.stringContaining('--text must not be empty') });
  });
});
