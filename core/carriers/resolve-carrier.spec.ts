import { aCarrier } from '../testing/builders';
import { FakeCarrierDirectory } from '../testing/fakes';
import { resolveCarrier, type PlaceCountries, type PlaceReading } from './resolve-carrier';

const carriers = [
  aCarrier(),
  aCarrier({ id: 'att', name: 'AT&T' }),
  aCarrier({ id: 'tmobile-pl', name: 'T-Mobile', country: 'Poland', confidence: 'derived' }),
  aCarrier({ id: 'vodafone-de', name: 'Vodafone', country: 'Germany', confidence: 'derived' }),
  aCarrier({ id: 'vodafone-al', name: 'Vodafone', country: 'Albania', confidence: 'derived' }),
  aCarrier({ id: 'vodafone-uk', name: 'Vodafone', country: 'United Kingdom' }),
  aCarrier({ id: 'telia', name: 'Telia', country: 'Lithuania' }),
  aCarrier({ id: 'magti', name: 'Magti', country: 'Georgia', confidence: 'derived' }),
  aCarrier({ id: 'movistar-es', name: 'Movistar', country: 'Spain', confidence: 'derived' }),
  aCarrier({ id: 'movistar-co', name: 'Movistar', country: 'Colombia', confidence: 'derived' }),
  ...['Australia', 'Christmas Island', 'Cocos (Keeling) Islands'].map((country) => aCarrier({ id: `telstra-${country}`, name: 'Telstra', country, confidence: 'derived' })),
  ...['Guam', 'Japan'].map((country) => aCarrier({ id: `docomo-${country}`, name: 'Docomo', country, confidence: 'derived' })),
];

/** The fake directory, reading "USA" and two-letter codes as the real one does. */
class Directory extends FakeCarrierDirectory {
  override async canonicalCountry(name: string, options?: { codes?: boolean }) {
    const codes: Record<string, string> = { USA: 'United States', ...(options?.codes ? { DE: 'Germany', US: 'United States' } : {}) };
    return codes[name.trim()] ?? super.canonicalCountry(name);
  }
}
const directory = new Directory(carriers);

/** What the gazetteer would say of the few places these tests name. */
const READINGS: Record<string, PlaceReading> = {
  berlin: { countries: ['Germany', 'United States'] },
  'springfield, mo': { countries: ['United States'], settled: 'hint' },
  'paris, tx': { countries: ['United States'], settled: 'hint' },
  madrid: { countries: ['Spain'], settled: 'populous' },
  springfield: { countries: ['United States', 'Australia'] },
};

/** Coordinates east of 0 are Germany, west of -60 the United States, and the ocean between them no country. */
const places: PlaceCountries = {
  countryAt: (_lat, lng) => (lng > 0 ? 'Germany' : lng < -60 ? 'United States' : null),
  countriesNamed: (place) => READINGS[place.toLowerCase()]?.countries ?? [],
  regionNamed: (text) => (text.toLowerCase() === 'georgia' ? { region: 'Georgia', country: 'United States' } : null),
  readLocation: (location) => READINGS[location.toLowerCase()] ?? { countries: [] },
  sovereignOf: (country) => ({ 'Christmas Island': 'Australia', 'Cocos (Keeling) Islands': 'Australia', Guam: 'United States' })[country] ?? null,
};

const resolved = async (query: Parameters<typeof resolveCarrier>[0], with_: PlaceCountries = places) => {
  const r = await resolveCarrier(query, directory, with_);
  return r.ok ? r.value.country : r.error.code;
};

describe('resolveCarrier', () => {
  it.each([
    [{ network: 'Vodafone', country: 'germany' }, 'Germany'],
    [{ network: 'Vodafone', location: 'Berlin' }, 'Germany'],
    [{ network: 'Vodafone', location: '52.52,13.405' }, 'Germany'],
    [{ network: 'Vodafone', location: '52.52° N, 13.405° E' }, 'Germany'],
    [{ network: 'Vodafone', location: 'Leeds, United Kingdom' }, 'United Kingdom'],
    [{ network: 'Telia' }, 'Lithuania'],
    [{ network: 'T-Mobile' }, 'United States'],
    [{ network: 'T-Mobile', location: 'Berlin' }, 'United States'],
    [{ network: 'T-Mobile', location: 'Warsaw, Poland' }, 'Poland'],
    [{ network: 'T-Mobile', location: 'Springfield' }, 'United States'],
    [{ network: 'Movistar', location: 'Madrid' }, 'Spain'],
    [{ network: 'AT&T', location: 'Georgia' }, 'United States'],
    [{ network: 'Magti', location: 'Georgia' }, 'Georgia'],
    [{}, 'United States'],
    [{ location: 'Berlin' }, 'United States'],
  ])('%p is the carrier of %p', async (query, country) => {
    expect(await resolved(query)).toBe(country);
  });

  it.each([
    [{ country: 'DE' }, 'Germany'],
    [{ location: '52.52,13.405' }, 'Germany'],
  ])('without a network, refuses %p, which is not the default carrier’s country, naming carriers there', async (query, country) => {
    const r = await resolveCarrier(query, directory, places);
    expect(!r.ok && r.error).toMatchObject({ code: 'INPUT_INVALID', details: { field: 'network', country } });
    expect(!r.ok && r.error.message).toMatch(new RegExp(`^No network given, and the default carrier AT&T is in United States, not in ${country}.*Give network: the name of a carrier in ${country}, e\\.g\\. `));
  });

  it('refuses a name found in several countries when nothing tells them apart, listing the countries', async () => {
    const r = await resolveCarrier({ network: 'Vodafone' }, directory, places);
    expect(!r.ok && r.error).toMatchObject({ code: 'CARRIER_AMBIGUOUS', details: { countries: ['United Kingdom', 'Germany', 'Albania'] } });
    expect(!r.ok && r.error.message).toContain('Germany');
    expect(await resolved({ network: 'Vodafone', location: '40.0,-40.0' })).toBe('CARRIER_AMBIGUOUS');
    expect(await resolved({ network: 'Movistar', location: 'Springfield' })).toBe('CARRIER_AMBIGUOUS');
  });

  it.each([
    ['Vodafone', 'Springfield, MO', 'United States'],
    ['Vodafone', 'Paris, TX', 'United States'],
    ['Vodafone', '40.7, -74.0', 'United States'],
    ['Telstra', 'Madrid', 'Spain'],
  ])('refuses %s at %p, clearly in %s, which has no carrier of that name, naming the countries that do', async (network, location, country) => {
    const r = await resolveCarrier({ network, location }, directory, places);
    expect(!r.ok && r.error).toMatchObject({ code: 'CARRIER_NOT_IN_COUNTRY', details: { carrier: network, country } });
    expect(!r.ok && r.error.message).toMatch(new RegExp(`^No carrier named "${network}" in ${country}, where "${location}" lies; that name is a carrier in .+\\. Give the country of the carrier you mean`));
  });

  it('refuses a location clearly in a named country without the carrier, not picking a namesake abroad', async () => {
    expect(await resolved({ network: 'Movistar', location: 'Leeds, United Kingdom' })).toBe('CARRIER_NOT_IN_COUNTRY');
  });

  it('reads a country with its own territories as the country, but not a territory with another country', async () => {
    expect(await resolved({ network: 'Telstra' })).toBe('Australia');
    expect(await resolved({ network: 'Telstra', location: '-10.5, 105.6' }, { ...places, countryAt: () => 'Christmas Island' })).toBe('Christmas Island');
    expect(await resolved({ network: 'Docomo' })).toBe('CARRIER_AMBIGUOUS');
    expect(await resolved({ network: 'Telstra' }, { ...places, sovereignOf: undefined })).toBe('CARRIER_AMBIGUOUS');
  });

  it.each([
    [{ network: 'T-Mobile USA' }, 'United States'],
    [{ network: 'T-Mobile USA', location: 'Warsaw, Poland' }, 'United States'],
    [{ network: 'Vodafone Germany' }, 'Germany'],
    [{ network: 'Vodafone DE', country: 'Germany' }, 'Germany'],
    [{ network: 'Vodafone Germany', country: 'Albania' }, 'CARRIER_UNKNOWN'],
    [{ network: 'Telia Germany' }, 'CARRIER_NOT_IN_COUNTRY'],
  ])('reads a name ending in a country as that carrier there: %p', async (query, answer) => {
    expect(await resolved(query)).toBe(answer);
  });

  it('refuses an unknown country and a carrier that is not in the given country', async () => {
    const atlantis = await resolveCarrier({ network: 'T-Mobile', country: 'Atlantis' }, directory, places);
    expect(!atlantis.ok && atlantis.error).toMatchObject({ code: 'COUNTRY_UNKNOWN', message: expect.stringContaining('Atlantis') });
    const mismatch = await resolveCarrier({ network: 'T-Mobile', country: 'Germany' }, directory, places);
    expect(!mismatch.ok && mismatch.error).toMatchObject({ code: 'CARRIER_NOT_IN_COUNTRY', details: { countries: ['United States', 'Poland'] } });
    expect(!mismatch.ok && mismatch.error.message).toBe(
      'No carrier named "T-Mobile" in Germany; that name is a carrier in United States, Poland. Give the country of the carrier you mean, or the name of a carrier in Germany.',
    );
  });

  it('refuses a carrier no country has', async () => {
    const r = await resolveCarrier({ network: 'Nowhere Mobile' }, directory, places);
    expect(!r.ok && r.error).toMatchObject({ code: 'CARRIER_UNKNOWN', message: expect.stringContaining('Nowhere Mobile') });
    expect(await resolved({ network: 'Nowhere Mobile', country: 'Germany' })).toBe('CARRIER_UNKNOWN');
  });

  it.each(['999,999', '91, 10'])('refuses the location %p as no point, even with a country given', async (location) => {
    const r = await resolveCarrier({ network: 'Vodafone', country: 'Germany', location }, directory, places);
    expect(!r.ok && r.error).toMatchObject({ code: 'INPUT_INVALID', details: { field: 'location' }, message: expect.stringContaining('latitude runs from -90 to 90') });
  });

  describe('a network that closed or merged', () => {
    const tele2 = {
      name: 'Tele2',
      country: 'Netherlands',
      networkCodes: ['204-02'],
      fate: 'merged into T-Mobile Netherlands on 2019-01-02',
      successor: 'T-Mobile',
      source: { name: 'Merger completed (a news site)', date: '2019-01-02' },
    };
    const withTele2 = new Directory([...carriers, aCarrier({ id: 'tele2-se', name: 'Tele2', country: 'Sweden', confidence: 'derived' }), aCarrier({ id: 'odido', name: 'T-Mobile', country: 'Netherlands', confidence: 'derived' })], [tele2]);

    it('is refused with its fate and its successor, not with namesakes abroad', async () => {
      const r = await resolveCarrier({ network: 'Tele2', country: 'Netherlands' }, withTele2);
      expect(!r.ok && r.error).toMatchObject({
        code: 'CARRIER_UNKNOWN',
        message: 'Tele2 in Netherlands no longer offers mobile phone service of its own: merged into T-Mobile Netherlands on 2019-01-02 (Merger completed (a news site), 2019-01-02). Check the device on T-Mobile instead.',
        details: { suggestions: ['T-Mobile'] },
      });
    });

    it('leaves the namesake that still runs to a check in its own country', async () => {
      const r = await resolveCarrier({ network: 'Tele2', country: 'Sweden' }, withTele2);
      expect(r.ok && r.value.id).toBe('tele2-se');
    });
  });
});
