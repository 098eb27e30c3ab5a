import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { startTestApp } from '../fixtures/test-app';
import { bearer, operatorKey } from '../fixtures/keys';

describe('what the web pages need without an API key', () => {
  let app: NestFastifyApplication;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    app = await startTestApp({ networkName: 'Acme Mobile', signupUrl: 'https://acme.example/sim', supportEmail: 'help@acme.example' });
  });
  afterAll(() => app?.close());

  it('GET /api/site-config names the own network, its country, the sign-up link, the help address and the basemap', async () => {
    const res = await http().get('/api/site-config').expect(200);
    expect(res.body).toEqual({
      networkName: 'Acme Mobile',
      networkCountry: 'United States',
      signupUrl: 'https://acme.example/sim',
      supportEmail: 'help@acme.example',
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      mapTileAttribution: '© OpenStreetMap contributors',
    });
  });

  it('lets the basemap tiles through the pages\' content security policy', async () => {
    const res = await http().get('/api/docs').expect(200);
    expect(res.headers['content-security-policy']).toMatch(/img-src[^;]*https:\/\/tile\.openstreetmap\.org/);
  });

  describe('GET /api/geo/places', () => {
    it.each([
      ['Toronto, ON', 'Toronto, Ontario, Canada', 'Canada'],
      ['Paris', 'Paris, Île-de-France, France', 'France'],
      ['vilni', 'Vilnius, Lithuania', 'Lithuania'],
    ])('suggests %p as %p first', async (query, label, countryName) => {
      const res = await http().get('/api/geo/places').query({ query }).expect(200);
      expect(res.body[0]).toMatchObject({ label, countryName });
      expect(typeof res.body[0].lat).toBe('number');
    });

    it('answers an empty list for a name no place has', async () => {
      const res = await http().get('/api/geo/places').query({ query: 'Qzxqzx' }).expect(200);
      expect(res.body).toEqual([]);
    });

    it('refuses a one-letter query with a message naming the field', async () => {
      const res = await http().get('/api/geo/places').query({ query: 'P' }).expect(400);
      expect(res.body.error).toMatch(/query must be 2 to 100 characters/);
    });

    it('refuses a query given twice rather than answering for neither', async () => {
      const res = await http().get('/api/geo/places?query=Paris&query=Rome').expect(400);
      expect(res.body).toMatchObject({ code: 'INPUT_INVALID', error: 'Invalid request: query parameter query is given more than once; give each parameter once.' });
    });
  });

  it('POST /api/web/coverage/analyze answers without a key, limited per address', async () => {
    const res = await http().post('/api/web/coverage/analyze').send({ lat: 40.7128, lng: -74.006, address: 'New York' }).expect(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.mobile_providers.map((p: { provider: string }) => p.provider)).toContain("Verizon");
    expect(Number(res.headers['ratelimit-limit'])).toBeGreaterThanOrEqual(1000);
  });

  it('POST /api/web/coverage/analyze-issue answers without a key', async () => {
    const res = await http()
      .post('/api/web/coverage/analyze-issue')
      .send({ lat: 40.7128, lng: -74.006, address: 'New York', issue_description: 'No signal indoors since Monday', provider: 'Verizon' })
      .expect(200);
    expect(res.body.success).toBe(true);
  });

  it('counts anonymous web reports by their address and keeps the visitor\'s publish choice', async () => {
    const at = { lat: 39.74, lng: -104.99, provider: 'Verizon' };
    for (const n of [1, 2, 3, 4, 5]) {
      await http().post('/api/web/coverage/analyze-issue').send({ ...at, issue_description: `No signal at all downtown, try ${n}`, publish: n === 5 }).expect(200);
    }
    const rating = await http().post('/api/web/coverage/analyze').send({ lat: 39.7401, lng: -104.9901, provider: 'Verizon' }).expect(200);
    expect(rating.body.data.mobile_providers[0].evidence).toMatchObject({ issue_reports: 5, issue_reporters: 1 });
    // The fifth report chose to publish its words: the next reporter nearby (another caller) reads them.
    const neighbour = await operatorKey(app, 'neighbour');
    const next = await http().post('/api/coverage/analyze-issue').set(bearer(neighbour)).send({ ...at, issue_description: 'No signal downtown either' }).expect(200);
    // The same visitor reporting again sees the neighbour's report, none of their own five.
    const again = await http().post('/api/web/coverage/analyze-issue').send({ ...at, issue_description: 'No signal at all downtown, still' }).expect(200);
    expect(again.body.data.similar_reports).toHaveLength(1);
    expect(next.body.data.similar_reports.map((r: { description: string | null }) => r.description)).toContain('No signal at all downtown, try 5');
  });
});
