import { ListCarriers, resolveCarrier } from '../../core';
import { aCarrier } from '../../core/testing/builders';
import { FakeCarrierDirectory } from '../../core/testing/fakes';
import { countryNameOf } from './country-coder-locator';
import { CountryNames } from './country-names';
import { gazetteerPlaceCountries } from './gazetteer-place-countries';
import { GridPlaceSuggester } from './grid-place-suggester';

/** Fixture carriers, one or two per country, in countries spelled as the catalog spells them. */
const CARRIERS = [
  ['att', 'AT&T', 'US'],
  ['ee', 'EE', 'GB'],
  ['orange-fr', 'Orange', 'FR'],
  ['orange-be', 'Orange', 'BE'],
  ['claro-br', 'Claro', 'BR'],
  ['claro-ar', 'Claro', 'AR'],
  ['airtel-cg', 'Airtel', 'CG'],
  ['airtel-cd', 'Airtel', 'CD'],
  ['vodacom-cd', 'Vodacom', 'CD'],
  ['att-mx', 'AT&T', 'MX'],
  ['kt', 'KT', 'KR'],
  ['koryolink', 'Koryolink', 'KP'],
  ['fsmtc', 'FSMTC', 'FM'],
  ['movistar-es', 'Movistar', 'ES'],
  ['movistar-co', 'Movistar', 'CO'],
  ['vodafone-au', 'Vodafone', 'AU'],
  ['vodafone-uk', 'Vodafone', 'GB'],
  ['three-ie', 'Three', 'IE'],
  ['three-uk', 'Three', 'GB'],
  ['telstra-au', 'Telstra', 'AU'],
  ['telstra-cx', 'Telstra', 'CX'],
  ['telstra-cc', 'Telstra', 'CC'],
  ['telekom-de', 'Telekom', 'DE'],
  ['viettel', 'Viettel', 'VN'],
  ['mts-ru', 'MTS', 'RU'],
].map(([id, name, code]) => aCarrier({ id, name, country: countryNameOf(code)!, confidence: 'derived' }));

/** The fake directory, reading country names as the real one does. */
class Directory extends FakeCarrierDirectory {
  private readonly names = new CountryNames([...new Set(CARRIERS.map((c) => c.country))]);
  override async canonicalCountry(name: string, options?: { codes?: boolean }) {
    return this.names.canonical(name) ?? (options?.codes ? this.names.ofCode(name) : null);
  }
}

describe('a location naming a country or a place, read through the offline gazetteer', () => {
  const directory = new Directory(CARRIERS);
  const suggester = new GridPlaceSuggester();
  const listCarriers = new ListCarriers(directory, { countries: gazetteerPlaceCountries, suggester });
  const listed = async (location: string) => {
    const r = await listCarriers.execute(location);
    return r.ok ? r.value.country : r.error.code;
  };
  const carrierCountry = async (network: string, location: string) => {
    const r = await resolveCarrier({ network, location }, directory, gazetteerPlaceCountries);
    return r.ok ? r.value.country : r.error;
  };

  it.each([
    ['Micronesia', 'Federated States of Micronesia'],
    ['Korea, South', 'South Korea'],
    ['Korea, North', 'North Korea'],
    ['South Korea', 'South Korea'],
    ['Congo, Republic of the', 'Republic of the Congo'],
    ['Paris', 'France'],
    ['London', 'United Kingdom'],
    ['Texas', 'United States'],
    ['Austin', 'United States'],
    ['Austin, TX', 'United States'],
    // Place names longer than 15 characters, which the specification would read as the United States.
    ['Frankfurt am Main', 'Germany'],
    ['Ho Chi Minh City', 'Vietnam'],
    ['Saint Petersburg', 'Russia'],
    ['Nowhere in particular at all', 'United States'],
    // The usual names of places the gazetteer spells otherwise: New York City, St. Louis.
    ['New York, NY', 'United States'],
    ['Saint Louis, MO', 'United States'],
    ['Ho Chi Minh', 'Vietnam'],
  ])('lists the carriers of %p in %s', async (location, country) => {
    expect(await listed(location)).toBe(country);
  });

  it('never reads "Congo" as Congo, Paraíba, Brazil: listing its carriers names both Congos', async () => {
    const congo = await listCarriers.execute('Congo');
    expect(congo.ok ? congo.value.country : congo.error).toMatchObject({
      code: 'PLACE_AMBIGUOUS',
      details: { countries: expect.arrayContaining(['Republic of the Congo', 'Democratic Republic of the Congo']) },
    });
    // Claro is in Brazil and Argentina, neither Congo: the location decides nothing.
    expect(await carrierCountry('Claro', 'Congo')).toMatchObject({ code: 'CARRIER_AMBIGUOUS', details: { countries: ['Brazil', 'Argentina'] } });
  });

  it('refuses to pick one Congo for a carrier both have, naming both', async () => {
    expect(await carrierCountry('Airtel', 'Congo')).toMatchObject({
      code: 'CARRIER_AMBIGUOUS',
      details: { countries: expect.arrayContaining(['Republic of the Congo', 'Democratic Republic of the Congo']) },
    });
    expect(await carrierCountry('Vodacom', 'Congo')).toBe('Democratic Republic of the Congo');
  });

  it('says a country the carrier lists have no operator for is such, not an unknown name', async () => {
    const vatican = await listCarriers.execute('Vatican');
    expect(vatican.ok ? vatican.value : vatican.error).toMatchObject({ code: 'NOT_FOUND', message: 'No carriers are known in Vatican City: the carrier lists name no operator there.' });
  });

  it('still reads a town named after a country, with its state, in the United States', async () => {
    expect(await carrierCountry('AT&T', 'Mexico, MO')).toBe('United States');
  });

  it.each([
    ['Movistar', 'Madrid', 'Spain'],
    ['Three', 'Dublin', 'Republic of Ireland'],
    ['Three', '53.35, -6.26', 'Republic of Ireland'],
    ['Vodafone', '33.87 S, 151.21 E', 'Australia'],
    ['Vodafone', '51.5074° N, 0.1278° W', 'United Kingdom'],
    ['Telstra', '', 'Australia'],
    ['AT&T', 'Paris, TX', 'United States'],
  ])('checks %s at %p on the carrier of %s', async (network, location, country) => {
    expect(await carrierCountry(network, location)).toBe(country);
  });

  it.each([
    ['Orange', 'Paris, TX', 'United States'],
    ['Orange', 'Paris, Texas', 'United States'],
    ['Vodafone', 'Springfield, MO', 'United States'],
    ['Three', 'Dublin, OH', 'United States'],
    ['Movistar', 'Sydney', 'Australia'],
  ])('refuses %s at %p rather than a namesake abroad: the place is in %s', async (network, location, country) => {
    expect(await carrierCountry(network, location)).toMatchObject({ code: 'CARRIER_NOT_IN_COUNTRY', details: { country } });
  });

  it('suggests the countries a place search names before any town of that name', async () => {
    const congo = await suggester.suggest('Congo', 3);
    expect(congo.slice(0, 2).map((p) => p.countryName).sort()).toEqual(['Democratic Republic of the Congo', 'Republic of the Congo']);
    expect(congo[2]).toMatchObject({ name: 'Congo', countryName: 'Brazil' });
    expect(await suggester.suggest('Vatican', 1)).toEqual([expect.objectContaining({ label: 'Vatican City', countryName: 'Vatican City', region: null })]);
    expect((await suggester.suggest('Korea, South', 1))[0]).toMatchObject({ label: 'South Korea', name: 'Korea', countryName: 'South Korea' });
  });

  it('keeps suggesting towns first where no country has the name', async () => {
    expect((await suggester.suggest('Paris', 1))[0].label).toBe('Paris, Île-de-France, France');
    expect((await suggester.suggest('London', 1))[0].label).toBe('London, England, United Kingdom');
    expect((await suggester.suggest('Austin', 1))[0].label).toBe('Austin, Texas, United States');
  });
});
