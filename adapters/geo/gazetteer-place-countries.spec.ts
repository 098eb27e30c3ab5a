import { gazetteerPlaceCountries as places } from './gazetteer-place-countries';

describe('reading a typed location as a person reads it (offline gazetteer)', () => {
  const read = (location: string) => places.readLocation!(location);

  it.each([
    ['Paris, TX', 'United States'],
    ['Paris, Texas', 'United States'],
    ['Springfield, MO', 'United States'],
    ['Springfield, IL, USA', 'United States'],
    ['Dublin, OH', 'United States'],
    ['Atlanta, Georgia', 'United States'],
    ['London, ON', 'Canada'],
    ['Dublin, Ireland', 'Republic of Ireland'],
    ['Tbilisi, Georgia', 'Georgia'],
  ])('keeps %p to the places where its hint says: %s', (location, country) => {
    expect(read(location)).toEqual({ countries: [country], settled: 'hint' });
  });

  it.each([
    ['Madrid', 'Spain'],
    ['Paris', 'France'],
    ['London', 'United Kingdom'],
    ['Dublin', 'Republic of Ireland'],
    ['Los Angeles', 'United States'],
    ['Sydney', 'Australia'],
    ['Springfield', 'United States'],
    ['Paris, Nowhere', 'France'],
  ])('reads %p in the country of the place that dwarfs its namesakes abroad: %s', (location, country) => {
    expect(read(location)).toEqual({ countries: [country], settled: 'populous' });
  });

  it.each([
    ['Manchester', ['United Kingdom', 'United States']],
    ['Valencia', ['Venezuela', 'Spain']],
    ['Trujillo', ['Peru', 'Venezuela']],
  ])('leaves %p to several countries when no namesake is ten times the others (or a region abroad has the name)', (location, some) => {
    const reading = read(location);
    expect(reading.settled).toBeUndefined();
    expect(reading.countries).toEqual(expect.arrayContaining(some));
  });

  it('never weighs towns against a country of the name', () => {
    expect(read('Congo').countries.sort()).toEqual(['Democratic Republic of the Congo', 'Republic of the Congo']);
    expect(read('Mexico').settled).toBeUndefined();
  });

  it.each([
    ['Christmas Island', 'Australia'],
    ['Cocos (Keeling) Islands', 'Australia'],
    ['Guam', 'United States'],
    ['Australia', null],
    ['Atlantis', null],
  ])('says %p belongs to %p', (country, sovereign) => {
    expect(places.sovereignOf!(country)).toBe(sovereign);
  });
});

describe('text in a script no gazetteer name shares, or with no letter at all', () => {
  it('names no country, so it never makes a carrier look ambiguous', () => {
    for (const text of ['Москва', '東京', '???']) expect(places.readLocation!(text).countries).toEqual([]);
  });
});

describe('a state, province or region one country alone has', () => {
  it.each([
    ['Texas', 'United States'],
    ['Ontario', 'Canada'],
    ['Bavaria', 'Germany'],
  ])('is %p in %s', (text, country) => {
    expect(places.regionNamed!(text)?.country).toBe(country);
  });

  it('is not what a bare name means when a large city abroad has it: "Manchester" is no Jamaican parish', () => {
    expect(places.regionNamed!('Manchester')).toBeNull();
  });
});
