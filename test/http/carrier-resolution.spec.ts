import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { PIXEL_4 } from '../fixtures/imeis';
import { startTestApp } from '../fixtures/test-app';

describe('POST /api/check: which carrier a name and a location mean (HTTP, real SQLite, shipped carrier lists)', () => {
  let app: NestFastifyApplication;
  const check = (body: Record<string, string>) => request(app.getHttpServer()).post('/api/check').send({ imei: PIXEL_4, ...body });

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it.each([
    ['Movistar', 'Madrid', 'Movistar', 'Spain'],
    ['Orange', 'Paris', 'Orange', 'France'],
    ['Three', 'Dublin', '3', 'Republic of Ireland'],
    ['Three', '53.35,-6.26', '3', 'Republic of Ireland'],
    ['Vodafone', '51.5074° N, 0.1278° W', 'Vodafone UK', 'United Kingdom'],
    ['Vodafone', '51.5074°, -0.1278°', 'Vodafone UK', 'United Kingdom'],
    ['Vodafone', '33.87 S, 151.21 E', 'Vodafone', 'Australia'],
    ['AT&T', 'Mexico, MO', 'AT&T', 'United States'],
    ['AT&T', 'Georgia', 'AT&T', 'United States'],
  ])('checks %s at %p on %s of %s', async (network, location, name, country) => {
    const res = await check({ network, location }).expect(200);
    expect(res.body.carrier).toEqual({ name, country });
  });

  it('keeps the point of degree coordinates with the answer', async () => {
    const res = await check({ network: 'Vodafone', location: '33.87 S, 151.21 E' }).expect(200);
    expect(res.body.coordinates).toEqual({ lat: -33.87, lng: 151.21 });
  });

  it.each([
    ['Orange', 'Paris, TX'],
    ['Orange', 'Paris, Texas'],
    ['Vodafone', 'Springfield, MO'],
    ['Three', 'Dublin, OH'],
  ])('refuses %s at %p, a place in the United States, instead of answering for a namesake abroad', async (network, location) => {
    const res = await check({ network, location }).expect(422);
    expect(res.body).toMatchObject({ success: false, code: 'CARRIER_NOT_IN_COUNTRY', carrier: network, country: 'United States' });
    expect(res.body.countries.length).toBeGreaterThan(1);
    expect(res.body.error).toMatch(new RegExp(`^No carrier named "${network}" in United States, where "${location}" lies; that name is a carrier in .+\\. Give the country of the carrier you mean, or the name of a carrier in United States\\.$`));
  });

  it.each(['999,999', '91, 10', '10° N, 20° S'])('refuses the location %p with a 400 that says the ranges', async (location) => {
    const res = await check({ network: 'Vodafone', location }).expect(400);
    expect(res.body).toMatchObject({ success: false, code: 'INPUT_INVALID', field: 'location' });
    expect(res.body.error).toMatch(/are no coordinates: .*latitude runs from -90 to 90 and longitude from -180 to 180/);
  });

  it.each([
    [{ network: 'Three', country: 'IE' }, '3', 'Republic of Ireland'],
    [{ network: 'Three', country: 'Austria' }, '3', 'Austria'],
    [{ network: 'Docomo', country: 'JP' }, 'NTT docomo', 'Japan'],
    [{ network: 'Docomo', location: 'Tokyo' }, 'NTT docomo', 'Japan'],
    [{ network: 'Telstra' }, 'Telstra', 'Australia'],
    [{ network: 'Optus' }, 'Optus', 'Australia'],
    [{ network: 'T-Mobile USA' }, 'T-Mobile', 'United States'],
    [{ network: 'O2 Germany' }, 'O2', 'Germany'],
    [{ network: 'Orange France' }, 'Orange', 'France'],
    [{ network: 'Orange France', country: 'FR' }, 'Orange', 'France'],
    [{ network: 'Vodafone UK' }, 'Vodafone UK', 'United Kingdom'],
  ])('finds the carrier people mean by %p: %s of %s', async (body, name, country) => {
    const res = await check(body).expect(200);
    expect(res.body.carrier).toEqual({ name, country });
  });

  it('does not read a country in the name against the country given', async () => {
    const res = await check({ network: 'Orange France', country: 'Belgium' }).expect(422);
    expect(res.body).toMatchObject({ code: 'CARRIER_UNKNOWN', country: 'Belgium' });
    expect(res.body.error).toContain('Carriers in Belgium:');
  });

  it.each(['Sprint', 'sprint wireless', 'Sprint PCS'])('sends a visitor who names %s to T-Mobile, which took it over', async (network) => {
    const res = await check({ network }).expect(422);
    expect(res.body.error).toContain('Sprint in United States no longer offers mobile phone service of its own');
    expect(res.body.error).toContain('Check the device on T-Mobile instead.');
  });

  it('names Japan among the countries of "Docomo" when nothing tells them apart', async () => {
    const res = await check({ network: 'Docomo' }).expect(422);
    expect(res.body).toMatchObject({ code: 'CARRIER_AMBIGUOUS', countries: expect.arrayContaining(['Japan', 'Guam']) });
  });

  it('lists the carriers at degree coordinates, and refuses numbers that are no point', async () => {
    const listed = await request(app.getHttpServer()).post('/api/carriers').send({ location: '51.5074° N, 0.1278° W' }).expect(200);
    expect(listed.body.country).toBe('United Kingdom');
    const refused = await request(app.getHttpServer()).post('/api/carriers').send({ location: '10° N, 20° S' }).expect(400);
    expect(refused.body).toMatchObject({ code: 'INPUT_INVALID', field: 'location', error: expect.stringContaining('both numbers are latitudes') });
  });

  it('reads a place with a comma left at its end as the place, and answers the country as a check accepts it', async () => {
    const carriers = (location: string) => request(app.getHttpServer()).post('/api/carriers').send({ location });
    expect((await carriers('Berlin,').expect(200)).body.country).toBe('Germany');
    expect((await carriers('Narnia,').expect(404)).body.error).toContain('No carriers are known for "Narnia"');
    const shouted = await carriers('germany!!!').expect(200);
    expect(shouted.body.country).toBe('Germany');
    const check = await request(app.getHttpServer()).post('/api/check').send({ imei: '352931103746525', network: 'Vodafone', country: shouted.body.country }).expect(200);
    expect(check.body.carrier).toMatchObject({ name: 'Vodafone', country: 'Germany' });
  });
});
