import type { Carrier } from '../carriers/carrier';
import type { CarrierDirectory } from '../carriers/carrier-directory';
import { resolveCarrier, type PlaceCountries } from '../carriers/resolve-carrier';
import { AnalyzeIssue } from '../issues/analyze-issue';
import { fixedClock } from '../shared/clock';
import { aCarrier } from '../testing/builders';
import { fakeCountries, FakeBroadbandDirectory, FakeCoverageEvidence, FakeReports, MemoryAnswerCache } from '../testing/coverage-fakes';
import { FakeCarrierDirectory } from '../testing/fakes';
import { AnalyzeCoverage } from './analyze-coverage';
import type { CountryLocator } from './coverage-ports';

const NYC = { lat: 40.7505, lng: -73.9934 };
const VILNIUS = { lat: 54.68, lng: 25.28 };

const carriers = [
  aCarrier({ id: 'att', name: 'AT&T' }),
  aCarrier({ id: 'verizon', name: 'Verizon' }),
  aCarrier({ id: 'tmobile', name: 'T-Mobile' }),
  aCarrier({ id: 'metro', name: 'Metro by T-Mobile', aka: ['MetroPCS'], hostNetwork: 'tmobile' }),
  aCarrier({ id: 'mint-mobile', name: 'Mint Mobile', hostNetwork: 'tmobile' }),
  aCarrier({ id: 'tele2-lt', name: 'Tele2 Lithuania', country: 'Lithuania', aka: ['Pildyk'] }),
  aCarrier({ id: 'telia-lt', name: 'Telia Lietuva', country: 'Lithuania' }),
  aCarrier({ id: 'bite-lt', name: 'Bite Lietuva', country: 'Lithuania', aka: ['Labas'] }),
  aCarrier({ id: 'derived-latvia-bite', name: 'Bite', country: 'Latvia', confidence: 'derived' }),
];

const GENERIC_LAST_WORD = /^(.{2,}?)\s+(wireless|mobile|mobility|cellular)$/i;
const full = (c: Carrier) => [c.name, c.id, ...(c.aka ?? [])].map((n) => n.toLowerCase());
/** Shorter names the catalog adapter also files a carrier under: without its last word ("Mint", "Bite", "Tele2"). */
const short = (c: Carrier) => (/\s/.test(c.name) ? [c.name.replace(/\s+\S+$/, '').toLowerCase()] : []);

/**
 * The fake directory, finding carriers the way the catalog adapter does: by aka names, by a shorter
 * name, and by the asked name without a generic last word. Full names come first, so Latvia's "Bite"
 * is found before Bite Lietuva's short name, as in the catalog.
 */
class CatalogLikeDirectory implements CarrierDirectory {
  private readonly fake = new FakeCarrierDirectory(carriers);
  readonly revision = 0;
  listByCountry = (country: string) => this.fake.listByCountry(country);
  similarNames = (name: string, country?: string) => this.fake.similarNames(name, country);
  canonicalCountry = (name: string) => this.fake.canonicalCountry(name);
  findRetired = (name: string, country?: string) => this.fake.findRetired(name, country);

  async findAllByName(name: string): Promise<Carrier[]> {
    const found = this.named(name.trim().toLowerCase());
    const shorter = GENERIC_LAST_WORD.exec(name.trim())?.[1].toLowerCase();
    return found.length || !shorter ? found : this.named(shorter);
  }

  async findByName(name: string, country?: string): Promise<Carrier | null> {
    const all = await this.findAllByName(name);
    return all.find((c) => c.country === country) ?? all[0] ?? null;
  }

  private named(n: string): Carrier[] {
    const matches = [...carriers.filter((c) => full(c).includes(n)), ...carriers.filter((c) => short(c).includes(n))];
    return matches.filter((c, i) => matches.findIndex((m) => m.country === c.country) === i);
  }
}

/** The United States and Canada as in the other coverage specs, Lithuania around Vilnius, Latvia north of it. */
const countries: CountryLocator = {
  countryAt: (p) => (p.lng > 20 && p.lng < 28 ? (p.lat > 56 ? { code: 'LV', name: 'Latvia' } : { code: 'LT', name: 'Lithuania' }) : fakeCountries.countryAt(p)),
};
const places: PlaceCountries = { countryAt: (lat, lng) => countries.countryAt({ lat, lng })?.name ?? null, countriesNamed: () => [] };

function setup() {
  const clock = fixedClock('2026-11-21T12:00:00Z');
  const directory = new CatalogLikeDirectory();
  const evidence = new FakeCoverageEvidence();
  const reports = new FakeReports();
  const broadband = new FakeBroadbandDirectory();
  const coverage = new AnalyzeCoverage({ evidence, carriers: directory, broadband, countries, cache: new MemoryAnswerCache(clock), clock });
  const issues = new AnalyzeIssue({ reports, index: reports, carriers: directory, broadband, countries, clock });
  /** The carrier a check with this network at these coordinates runs on. */
  const checked = async (network: string, at: { lat: number; lng: number }) => {
    const r = await resolveCarrier({ network, location: `${at.lat},${at.lng}` }, directory, places);
    return r.ok ? r.value.name : r.error.code;
  };
  const rated = async (provider: string, at: { lat: number; lng: number }) => {
    const r = await coverage.execute({ ...at, provider });
    return r.ok ? r.value.analysis.mobile_providers.map((p) => p.provider) : r.error;
  };
  return { coverage, issues, reports, evidence, checked, rated };
}

describe('a provider name means the carrier the check runs on at that location', () => {
  it('files "Bite" reported in Vilnius under Bite Lietuva, and the Vilnius rating counts it', async () => {
    const { coverage, issues, reports, evidence, checked } = setup();
    expect(await checked('Bite', VILNIUS)).toBe('Bite Lietuva');
    const filed = await issues.execute({ ...VILNIUS, issueDescription: 'slow data', provider: 'Bite' });
    expect(filed.ok).toBe(true);
    expect(reports.saved[0]).toMatchObject({ provider: 'Bite', providerKey: 'bite-lt' });
    evidence.issues.push(...reports.saved.map((r) => ({ providerKey: r.providerKey, reporter: r.reporter, category: r.category, at: r.reportedAt, position: r.position })));
    const r = await coverage.execute({ ...VILNIUS, provider: 'Bite' });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.analysis.mobile_providers).toEqual([expect.objectContaining({ provider: 'Bite Lietuva', evidence: expect.objectContaining({ issue_reports: 1 }) })]);
  });

  it.each([
    ['Verizon Wireless', NYC, 'Verizon'],
    ['AT&T Mobility', NYC, 'AT&T'],
    ['MetroPCS', NYC, 'Metro by T-Mobile'],
    ['Mint', NYC, 'Mint Mobile'],
    ['Pildyk', VILNIUS, 'Tele2 Lithuania'],
    ['Labas', VILNIUS, 'Bite Lietuva'],
  ])('rates "%s" as the check does: %p is %s', async (name, at, carrier) => {
    const { rated, checked } = setup();
    expect(await checked(name, at)).toBe(carrier);
    expect(await rated(name, at)).toEqual([carrier]);
  });

  it.each([
    ['Verizon Wireless', 'verizon'],
    ['MetroPCS', 'metro'],
    ['Mint', 'mint-mobile'],
  ])('stores a report naming "%s" under %s', async (provider, key) => {
    const { issues, reports } = setup();
    expect((await issues.execute({ ...NYC, issueDescription: 'no signal', provider })).ok).toBe(true);
    expect(reports.saved[0]).toMatchObject({ provider, providerKey: key });
  });

  it.each(['Pildyk', 'Bite', 'Bite Lietuva'])('refuses to rate the Lithuanian "%s" in New York, listing the providers there', async (name) => {
    const { rated } = setup();
    expect(await rated(name, NYC)).toMatchObject({
      code: 'CARRIER_UNKNOWN',
      message: expect.stringMatching(new RegExp(`^"${name}" is not a provider in United States \\(it is one in .*Lithuania.*\\)\\. Providers here: AT&T, Verizon, T-Mobile, Metro by T-Mobile, Mint Mobile\\.$`)),
    });
  });

  it('refuses a report whose name the check cannot place (Bite of Latvia or of Lithuania, in New York) rather than guessing, storing nothing', async () => {
    const { issues, reports, checked } = setup();
    expect(await checked('Bite', NYC)).toBe('CARRIER_NOT_IN_COUNTRY');
    const r = await issues.execute({ ...NYC, issueDescription: 'no data', provider: 'Bite' });
    expect(!r.ok && r.error).toMatchObject({ code: 'CARRIER_UNKNOWN', message: expect.stringMatching(/^"Bite" is not a provider in United States \(it is one in (Latvia, Lithuania|Lithuania, Latvia)\)/) });
    expect(reports.saved).toHaveLength(0);
  });

  it('keeps a visitor\'s home carrier the check finds in one country only under its id', async () => {
    const { issues, reports } = setup();
    expect((await issues.execute({ ...NYC, issueDescription: 'roaming does not work', provider: 'Pildyk' })).ok).toBe(true);
    expect(reports.saved[0]).toMatchObject({ provider: 'Pildyk', providerKey: 'tele2-lt' });
  });
});
