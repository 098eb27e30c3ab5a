import { aCarrier } from '../testing/builders';
import { FakeCarrierDirectory } from '../testing/fakes';
import { locateCountry, resolveCountry, selectDefaultCarrier } from './resolve-country';

describe('resolveCountry', () => {
  it.each([
    ['Vilnius, Lithuania', 'Lithuania'],
    ['lithuania', 'Lithuania'],
    ['Toronto, ON, Canada', 'Canada'],
    ['London, UK', 'United Kingdom'],
    ['Manchester, United Kingdom', 'United Kingdom'],
    ['Leeds, England', 'United Kingdom'],
    ['Paris, France', 'France'],
    ['Berlin,Germany ', 'Germany'],
    ['Springfield, Some Very Long Region Name', 'United States'],
    ['Austin, TX', 'TX'],
    ['', 'United States'],
    ['   ', 'United States'],
  ])('%p -> %p', (input, country) => {
    expect(resolveCountry(input)).toBe(country);
  });

  it('does not mistake a word containing "uk" for the United Kingdom', () => {
    expect(resolveCountry('Dukes Road, Ukraine')).toBe('Ukraine');
  });
});

describe('selectDefaultCarrier', () => {
  it('selects AT&T in the United States when listed', () => {
    expect(selectDefaultCarrier('United States', ['Verizon', 'AT&T'])).toBe('AT&T');
  });
  it('selects the first carrier in the United States without AT&T', () => {
    expect(selectDefaultCarrier('United States', ['Verizon', 'T-Mobile'])).toBe('Verizon');
  });
  it('selects the first carrier elsewhere', () => {
    expect(selectDefaultCarrier('Canada', ['Rogers', 'Bell'])).toBe('Rogers');
  });
});

describe('locateCountry', () => {
  const directory = new FakeCarrierDirectory([
    aCarrier(),
    aCarrier({ id: 'du', name: 'du', country: 'United Arab Emirates' }),
    aCarrier({ id: 'orange-fr', name: 'Orange', country: 'France' }),
  ]);

  it.each([
    ['Dubai, United Arab Emirates', 'United Arab Emirates'],
    ['Paris, france', 'France'],
    ['Springfield, Some Very Long Region Name', 'United States'],
    ['Austin, TX', 'TX'],
    ['Toronto, Canada', 'Canada'],
    ['', 'United States'],
  ])('%p -> %p', async (input, country) => {
    expect(await locateCountry(input, directory)).toBe(country);
  });
});
