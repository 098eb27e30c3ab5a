import { aCarrier } from '../testing/builders';
import { FakeCarrierDirectory } from '../testing/fakes';
import { fakeCountries, FakeBroadbandDirectory, FakeCoverageEvidence, MemoryAnswerCache } from '../testing/coverage-fakes';
import { AnalyzeCoverage } from './analyze-coverage';

const start = new Date('2026-11-21T12:00:00Z').getTime();
const NYC = { lat: 40.7505, lng: -73.9934 };

function setup() {
  let now = start;
  const clock = { now: () => new Date(now) };
  const evidence = new FakeCoverageEvidence();
  const carriers = new FakeCarrierDirectory([
    aCarrier({ id: 'att', name: 'AT&T', country: 'United States' }),
    aCarrier({ id: 'verizon', name: 'Verizon', country: 'United States' }),
    aCarrier({ id: 'visible', name: 'Visible', country: 'United States', hostNetwork: 'verizon' }),
    aCarrier({ id: 'rogers', name: 'Rogers', country: 'Canada' }),
  ]);
  const broadband = new FakeBroadbandDirectory([{ id: 'xfinity', name: 'Xfinity', country: 'United States', technologies: ['cable'], source: { name: 'test', date: '2026-01-01' } }]);
  const use = new AnalyzeCoverage({ evidence, carriers, broadband, countries: fakeCountries, cache: new MemoryAnswerCache(clock), clock });
  return { use, evidence, advance: (minutes: number) => (now += minutes * 60_000) };
}

describe('AnalyzeCoverage', () => {
  it('lists the country\'s mobile and broadband providers, scoring from nearby evidence only', async () => {
    const { use, evidence } = setup();
    evidence.towers.push(...Array.from({ length: 6 }, () => ({ network: 'verizon', radio: 'LTE' as const, position: NYC })));
    evidence.towers.push({ network: 'att', radio: 'LTE', position: { lat: 41.5, lng: -73.99 } }); // 83 km away
    evidence.outages.push({ providerKey: 'xfinity', category: 'outage', severity: 'major', count: 3, at: new Date(start - 86_400_000), position: NYC });
    const r = await use.execute({ lat: NYC.lat, lng: NYC.lng, address: 'Penn Station' });
    if (!r.ok) throw new Error(r.error.message);
    const { analysis, cached } = r.value;
    expect(cached).toBe(false);
    expect(analysis.country).toBe('United States');
    expect(analysis.location).toEqual({ lat: NYC.lat, lng: NYC.lng, address: 'Penn Station' });
    const byName = Object.fromEntries(analysis.mobile_providers.map((p) => [p.provider, p]));
    expect(byName['AT&T']).toMatchObject({ coverage_score: null, confidence_score: 0, recommendation: null, issue_summary: 'No reports in the last 30 days within 10 km.' });
    expect(byName['Verizon'].coverage_score).toBeGreaterThan(60);
    // An MVNO rides its host network's towers.
    expect(byName['Visible'].evidence.towers).toBe(6);
    expect(analysis.broadband_providers[0]).toMatchObject({ provider: 'Xfinity', recent_issues: 3, last_major_outage: new Date(start - 86_400_000).toISOString() });
    expect(analysis.broadband_providers[0].issue_summary).toMatch(/^1 outage report \(standing for 3 reports; 1 major or critical\) in the last 30 days within 10 km; the latest yesterday\./);
  });

  it('answers from the cache for 30 minutes, then from fresh evidence', async () => {
    const { use, evidence, advance } = setup();
    const first = await use.execute({ lat: NYC.lat, lng: NYC.lng, provider: 'Verizon' });
    evidence.towers.push({ network: 'verizon', radio: 'NR', position: NYC });
    advance(29);
    const again = await use.execute({ lat: NYC.lat + 0.0001, lng: NYC.lng, provider: 'verizon' });
    expect(again.ok && again.value.cached).toBe(true);
    expect(again.ok && again.value.analysis.mobile_providers[0].evidence.towers).toBe(0);
    expect(first.ok && again.ok && again.value.analysis.analysis_timestamp).toBe(first.ok && first.value.analysis.analysis_timestamp);
    advance(2);
    const fresh = await use.execute({ lat: NYC.lat, lng: NYC.lng, provider: 'Verizon' });
    expect(fresh.ok && fresh.value.cached).toBe(false);
    expect(fresh.ok && fresh.value.analysis.mobile_providers[0].evidence.towers).toBe(1);
  });

  it('refuses bad coordinates, radii and unknown providers with clear messages', async () => {
    const { use } = setup();
    const zero = await use.execute({ lat: 0, lng: 0 });
    expect(!zero.ok && zero.error).toMatchObject({ code: 'INPUT_INVALID', message: expect.stringMatching(/No valid location set/) });
    const far = await use.execute({ lat: 95, lng: 10 });
    expect(!far.ok && far.error.message).toMatch(/lat must be between -90 and 90/);
    const radius = await use.execute({ lat: NYC.lat, lng: NYC.lng, radiusKm: 500 });
    expect(!radius.ok && radius.error.message).toMatch(/radius_km/);
    const unknown = await use.execute({ lat: NYC.lat, lng: NYC.lng, provider: 'Nonexistent Telecom' });
    expect(!unknown.ok && unknown.error).toMatchObject({ code: 'CARRIER_UNKNOWN', message: expect.stringContaining('AT&T, Verizon, Visible, Xfinity') });
  });

  it('refuses a provider of another country instead of scoring it here', async () => {
    const { use } = setup();
    const abroad = await use.execute({ lat: NYC.lat, lng: NYC.lng, provider: 'Rogers' });
    expect(!abroad.ok && abroad.error).toMatchObject({
      code: 'CARRIER_UNKNOWN',
      message: '"Rogers" is not a provider in United States (it is one in Canada). Providers here: AT&T, Verizon, Visible, Xfinity.',
    });
  });

  it('lists no providers where the country is not known', async () => {
    const { use } = setup();
    const r = await use.execute({ lat: 48.85, lng: 2.35 });
    expect(r.ok && r.value.analysis).toMatchObject({ country: null, mobile_providers: [], broadband_providers: [] });
  });
});
