import { PlaceResolver } from './coarse-place';
import { GridPlaceSuggester } from './grid-place-suggester';
import { locationReducer } from './reduce-location';

describe('locationReducer: what is stored of a location is never finer than a city', () => {
  const reduce = locationReducer(new PlaceResolver(), new GridPlaceSuggester());

  it('stores the gazetteer place a typed location names, not the text typed', () => {
    expect(reduce('Austin, TX')).toBe('Austin, Texas, United States');
    expect(reduce('  vilnius ')).toBe('Vilnius, Lithuania');
    expect(reduce('Toronto, ON')).toMatch(/^Toronto/);
    expect(reduce('Atlanta, Georgia')).toBe('Atlanta, Georgia, United States');
    expect(reduce('New York, NY')).toMatch(/^New York.*, New York, United States$/);
    // Text naming only a country or region keeps that much.
    expect(reduce('Germany')).toBe('Germany');
  });

  it('stores text that names no place as Unknown, whatever its script, never as a place whose name it shares no letter with', () => {
    for (const text of ['Москва', '東京', 'Αθήνα', '???', '\ufffd']) expect(reduce(text)).toBe('Unknown');
    // A place the gazetteer names in its own script is found by that name.
    expect(reduce('Петровец')).toMatch(/^Петровец, /);
  });

  it('stores a place the way place search reads it: the most populous of its name, a state code exactly', () => {
    expect(reduce('Los Angeles')).toBe('Los Angeles, California, United States');
    expect(reduce('San Diego, CA')).toBe('San Diego, California, United States');
    expect(reduce('Paris')).toBe('Paris, Île-de-France, France');
    expect(reduce('Berlin')).toMatch(/^Berlin, .*Germany$/);
    expect(reduce('London, ON')).toBe('London, Ontario, Canada');
    // A state or province alone is kept as that region of its country.
    expect(reduce('Texas')).toBe('Texas, United States');
    expect(reduce('New York')).toMatch(/New York, United States$/);
  });

  it('stores a country\'s name as the country, never as a town named after it', () => {
    expect(reduce('Korea, South')).toBe('South Korea');
    expect(reduce('Micronesia')).toBe('Federated States of Micronesia');
    // Two countries share "Congo": it names neither, and not Congo, Paraíba, Brazil.
    expect(reduce('Congo')).toBe('Unknown');
  });

  it('keeps no name, street address or phone number typed into the field', () => {
    for (const typed of ['John Smith, 12 Elm Road, Springfield', '221B Baker Street, London', "'+1 555 123 4567"]) {
      const stored = reduce(typed);
      expect({ typed, stored }).toEqual({ typed, stored: expect.not.stringMatching(/John|Smith|Elm|Baker|221B|555/) });
    }
    expect(reduce("'+1 555 123 4567")).toBe('Unknown');
  });

  it('stores shared coordinates as the place they fall in, or a 0.1-degree grid point far from any', () => {
    expect(reduce('54.6872, 25.2797')).toBe('Vilnius, Lithuania');
    expect(reduce('54.6872° N, 25.2797° E')).toBe('Vilnius, Lithuania');
    expect(reduce('45.123° S, 140.456° W')).toBe('-45.1,-140.5');
    expect(reduce('-45.123, -140.456')).toBe('-45.1,-140.5');
  });
});
