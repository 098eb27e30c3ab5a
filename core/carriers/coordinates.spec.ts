import { coordinatesOf, pointRefusal } from './coordinates';

describe('coordinatesOf', () => {
  it.each([
    ['48.85, 2.35', 48.85, 2.35],
    ['48.85,2.35', 48.85, 2.35],
    ['-33.87, 151.21', -33.87, 151.21],
    ['+48.85, +2.35', 48.85, 2.35],
    ['51.5074° N, 0.1278° W', 51.5074, -0.1278],
    ['51.5074°N, 0.1278°W', 51.5074, -0.1278],
    ['33.87 S, 151.21 E', -33.87, 151.21],
    ['51.5074°, -0.1278°', 51.5074, -0.1278],
    ['N 51.5074, W 0.1278', 51.5074, -0.1278],
    ['0.1278° W, 51.5074° N', 51.5074, -0.1278],
    ['51.5074 N 0.1278 W', 51.5074, -0.1278],
    [`51°30'26.6"N 0°7'40.1"W`, 51.5074, -0.1278],
    ['90, 180', 90, 180],
    ['40.7 -73.9', 40.7, -73.9],
    ['-33.8688 151.2093', -33.8688, 151.2093],
  ])('reads %p as a point', (text, lat, lng) => {
    const point = coordinatesOf(text);
    expect(point?.lat).toBeCloseTo(lat, 4);
    expect(point?.lng).toBeCloseTo(lng, 4);
  });

  it.each(['Paris', 'Paris, TX', '100 N 200 E', '12 N 5th St', '48,85, 2,35', '999,999', '91, 10', '10° N, 20° S', '1e1, 2e1', '', '40 73', '12.5 Main', '1.5 2.5 3.5'])(
    'takes %p for no point',
    (text) => {
      expect(coordinatesOf(text)).toBeNull();
    },
  );
});

describe('pointRefusal', () => {
  it.each(['999,999', '91, 10', '45, 181', '1e1, 2e3', '91° N, 10° E', '33.87 S, 190 E'])('refuses %p with the ranges, for the location field', (text) => {
    expect(pointRefusal(text)).toEqual({
      code: 'INPUT_INVALID',
      message: expect.stringMatching(/^".+" are no coordinates: .*latitude runs from -90 to 90 and longitude from -180 to 180, as in "48\.85, 2\.35"\.$/),
      details: { field: 'location' },
    });
  });

  it.each([
    ['10° N, 20° S', 'both numbers are latitudes (N or S)'],
    ['-33.87 S, 151.21 E', 'has both a sign and a hemisphere letter'],
    [`51°75'N, 0°7'W`, 'minutes and seconds run from 0 to 59'],
    ['1e1,1e1', 'write decimal degrees without an exponent ("1e1" is 10.0)'],
  ])('says what is wrong with %p', (text, why) => {
    expect(pointRefusal(text)?.message).toContain(why);
  });

  it.each(['48.85, 2.35', '51.5074° N, 0.1278° W', 'Paris', 'Springfield, MO', '', undefined])('lets %p through', (text) => {
    expect(pointRefusal(text)).toBeNull();
  });
});
