import { PlaceResolver } from './coarse-place';

describe('PlaceResolver: coarse, safe places for analytics', () => {
  const places = new PlaceResolver();

  it.each([
    ['Vilnius, Lithuania', { city: 'Vilnius', country: 'Lithuania' }],
    ['Austin, TX', { city: 'Austin', state: 'Texas', country: 'United States' }],
    ['Seattle, WA, USA', { city: 'Seattle', state: 'Washington', country: 'United States' }],
    ['Toronto, Ontario, Canada', { city: 'Toronto', state: 'Ontario', country: 'Canada' }],
    ['Paris, France', { city: 'Paris', country: 'France' }],
    ['Lithuania', { city: 'Unknown', state: 'Unknown', country: 'Lithuania' }],
    ['Texas, USA', { city: 'Unknown', state: 'Texas', country: 'United States' }],
    ['40.7128,-74.0060', { country: 'United States' }],
    ['54.6872,25.2797', { city: 'Vilnius', country: 'Lithuania' }],
    ['54.6872° N, 25.2797° E', { city: 'Vilnius', country: 'Lithuania' }],
    ['33.87 S, 151.21 E', { city: 'Sydney', country: 'Australia' }],
  ])('places %j', (text, expected) => {
    expect(places.resolve(text)).toMatchObject(expected);
  });

  it.each(['John Smith', 'my house', '12 Baker Street', '=HYPERLINK("http://x")', '0,0'])('never shows what cannot be placed: %j', (text) => {
    const p = places.resolve(text);
    expect([p.city, p.state, p.country]).not.toContain(text);
    expect(p.city).toBe('Unknown');
  });

  it('shows only the parts that every place of an ambiguous name agrees on', () => {
    expect(places.resolve('Paris')).toMatchObject({ city: 'Paris', country: 'Unknown' });
  });

  it('reads a country\'s name as the country, never a town named after it', () => {
    // "Congo" is two countries: no country is shown, and not the Brazilian town either.
    expect(places.resolve('Congo')).toEqual({ city: 'Unknown', state: 'Unknown', country: 'Unknown' });
    expect(places.resolve('Korea, South')).toEqual({ city: 'Unknown', state: 'Unknown', country: 'South Korea' });
    expect(places.resolve('Micronesia')).toMatchObject({ city: 'Unknown', country: 'Federated States of Micronesia' });
    // A town of that name, with its region, is still that town.
    expect(places.resolve('Congo, Paraíba')).toEqual({ city: 'Congo', state: 'Paraíba', country: 'Brazil' });
  });

  it('reads a hint after the comma as a state before a country of that name or code', () => {
    expect(places.label('Springfield, IL')).toBe('Springfield, Illinois, United States');
    expect(places.label('Mexico, MO')).toBe('Mexico, Missouri, United States');
    expect(places.label('Atlanta, Georgia')).toBe('Atlanta, Georgia, United States');
    expect(places.label('Tbilisi, Georgia')).toBe('Tbilisi, Georgia');
    expect(places.label('Paris, FR')).toBe('Paris, Île-de-France, France');
  });

  it('labels a place without its unknown parts', () => {
    expect(places.label('Vilnius, Lithuania')).toBe('Vilnius, Lithuania');
    expect(places.label('Austin, TX')).toBe('Austin, Texas, United States');
    expect(places.label('nowhere at all')).toBe('Unknown');
    expect(places.label(null)).toBe('Unknown');
  });
});
