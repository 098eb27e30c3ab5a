import { aCarrier } from '../testing/builders';
import { FakeCarrierDirectory } from '../testing/fakes';
import { resolveCarrier, type PlaceCountries } from './resolve-carrier';

const directory = new FakeCarrierDirectory([
  aCarrier(),
  aCarrier({ id: 'att', name: 'AT&T' }),
  aCarrier({ id: 'tmobile-pl', name: 'T-Mobile', country: 'Poland', confidence: 'derived' }),
  aCarrier({ id: 'vodafone-de', name: 'Vodafone', country: 'Germany', confidence: 'derived' }),
  aCarrier({ id: 'vodafone-al', name: 'Vodafone', country: 'Albania', confidence: 'derived' }),
  aCarrier({ id: 'vodafone-uk', name: 'Vodafone', country: 'United Kingdom' }),
  aCarrier({ id: 'telia', name: 'Telia', country: 'Lithuania' }),
]);

/** Berlin is in Germany and in the United States; coordinates east of 0 are Germany, west the United States. */
const places: PlaceCountries = {
  countryAt: (_lat, lng) => (lng > 0 ? 'Germany' : 'United States'),
  countriesNamed: (place) => (place.toLowerCase() === 'berlin' ? ['Germany', 'United States'] : []),
};

const countryOf = async (query: Parameters<typeof resolveCarrier>[0]) => {
  const r = await resolveCarrier(query, directory, places);
  return r.ok ? r.value.country : r.error.code;
};

describe('resolveCarrier', () => {
  it.each([
    [{ network: 'Vodafone', country: 'germany' }, 'Germany'],
    [{ network: 'Vodafone', location: 'Berlin' }, 'Germany'],
    [{ network: 'Vodafone', location: '52.52,13.405' }, 'Germany'],
    [{ network: 'Vodafone', location: 'Leeds, United Kingdom' }, 'United Kingdom'],
    [{ network: 'Telia' }, 'Lithuania'],
    [{ network: 'T-Mobile' }, 'United States'],
    [{ network: 'T-Mobile', location: 'Berlin' }, 'United States'],
    [{ network: 'T-Mobile', location: 'Warsaw, Poland' }, 'Poland'],
    [{}, 'United States'],
  ])('%p is the carrier of %p', async (query, country) => {
    expect(await countryOf(query)).toBe(country);
  });

  it('refuses a name found in several countries when nothing tells them apart, listing the countries', async () => {
    const r = await resolveCarrier({ network: 'Vodafone' }, directory, places);
    expect(!r.ok && r.error).toMatchObject({ code: 'CARRIER_AMBIGUOUS', details: { countries: ['United Kingdom', 'Germany', 'Albania'] } });
    expect(!r.ok && r.error.message).toContain('Germany');
    const atSea = await resolveCarrier({ network: 'Vodafone', location: '40.0,-40.0' }, directory, places);
    expect(!atSea.ok && atSea.error.code).toBe('CARRIER_AMBIGUOUS');
  });

  it('refuses an unknown country and a carrier that is not in the given country', async () => {
    const atlantis = await resolveCarrier({ network: 'T-Mobile', country: 'Atlantis' }, directory, places);
    expect(!atlantis.ok && atlantis.error).toMatchObject({ code: 'COUNTRY_UNKNOWN', message: expect.stringContaining('Atlantis') });
    const mismatch = await resolveCarrier({ network: 'T-Mobile', country: 'Germany' }, directory, places);
    expect(!mismatch.ok && mismatch.error).toMatchObject({ code: 'CARRIER_NOT_IN_COUNTRY', details: { countries: ['United States', 'Poland'] } });
  });

  it('refuses a carrier no country has', async () => {
    const r = await resolveCarrier({ network: 'Nowhere Mobile' }, directory, places);
    expect(!r.ok && r.error).toMatchObject({ code: 'CARRIER_UNKNOWN', message: expect.stringContaining('Nowhere Mobile') });
    const inCountry = await resolveCarrier({ network: 'Nowhere Mobile', country: 'Germany' }, directory, places);
    expect(!inCountry.ok && inCountry.error.code).toBe('CARRIER_UNKNOWN');
  });
});
