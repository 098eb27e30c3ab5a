import { ReverseGeocode, parsePosition } from './reverse-geocode';

const geocoder = { reverse: async () => ({ city: 'Vilnius', locality: 'Vilnius', countryName: 'Lithuania' }) };

describe('ReverseGeocode', () => {
  it('names the place at valid coordinates given as text', async () => {
    const r = await new ReverseGeocode(geocoder).execute('54.6872', '25.2797');
    expect(r).toEqual({ ok: true, value: { city: 'Vilnius', locality: 'Vilnius', countryName: 'Lithuania' } });
  });

  it.each([
    [undefined, '25', 'lat must be a decimal number'],
    ['abc', '25', 'lat must be a decimal number'],
    ['91', '25', 'lat must be between -90 and 90 (got 91)'],
    ['54', '-181', 'lng must be between -180 and 180 (got -181)'],
    ['54', '1e2', 'lng must be a decimal number'],
    ['', '', 'lat must be a decimal number'],
  ])('refuses lat=%p lng=%p: %s', (lat, lng, message) => {
    const r = parsePosition(lat, lng);
    expect(!r.ok && r.error.code).toBe('INPUT_INVALID');
    expect(!r.ok && r.error.message).toContain(message);
  });
});
