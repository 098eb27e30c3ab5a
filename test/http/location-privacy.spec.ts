import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import request from 'supertest';
import { PIXEL_4 } from '../fixtures/imeis';
import { bearer, createKey } from '../fixtures/keys';
import { startTestApp } from '../fixtures/test-app';

/** Issue 14 item 8: "use current location" coordinates are reduced to a place before they are stored. */
describe('shared coordinates never leave the request', () => {
  let app: NestFastifyApplication;
  let key: string;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    app = await startTestApp();
    key = await createKey(app, 'location-test');
    // Penn Station, New York, to eight decimals; and a point in the mid-Atlantic, far from any city.
    await http().post('/api/v1/check').set(bearer(key)).send({ imei: PIXEL_4, network: 'T-Mobile', location: '40.75053217,-73.99341278' }).expect(200);
    await http().post('/api/v1/check').set(bearer(key)).send({ imei: PIXEL_4, network: 'T-Mobile', location: '35.12345,-40.56789' }).expect(200);
    // Downtown Toronto, where the nearest gazetteer place is a neighbourhood (Bay Street Corridor); the
    // visitor names their carrier's country, as Canada has no T-Mobile.
    await http().post('/api/v1/check').set(bearer(key)).send({ imei: PIXEL_4, network: 'T-Mobile', country: 'United States', location: '43.6532, -79.3832' }).expect(200);
  });
  afterAll(() => app?.close());

  it('stores the place (city, region, country), or a 0.1-degree grid point far from any place', async () => {
    const rows = await (app.get(MikroORM).em as SqlEntityManager).getKnex()('searches').select('location').orderBy('searched_at');
    const stored = rows.map((r: { location: string }) => r.location);
    expect(stored[0]).toMatch(/New York/);
    expect(stored[1]).toBe('35.1,-40.6');
    // Never finer than a city: the city the neighbourhood belongs to.
    expect(stored[2]).toBe('Toronto, Ontario, Canada');
    expect(JSON.stringify(stored)).not.toMatch(/40\.75|73\.99|35\.12|40\.56/);
  });

  it('keeps raw coordinates out of the export (JSON and CSV) and the public analytics', async () => {
    const json = await http().get('/api/v1/export?format=json').set(bearer(key)).expect(200);
    const csv = await http().get('/api/v1/export?format=csv').set(bearer(key)).expect(200);
    const analytics = await http().get('/api/analytics/demo').expect(200);
    for (const text of [JSON.stringify(json.body), csv.text, analytics.text]) expect(text).not.toMatch(/40\.7505|73\.9934|35\.123|40\.567/);
    expect(csv.text).toMatch(/New York/);
    // The JSON export has the same place as the CSV (it had no location at all).
    expect(json.body.map((s: { location: string | null }) => s.location)).toEqual([expect.stringMatching(/New York/), '35.1,-40.6', 'Toronto, Ontario, Canada']);
  });
});
