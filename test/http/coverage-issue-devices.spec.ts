import { MikroORM } from '@mikro-orm/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { knexOf } from '../../adapters/persistence/db-rows';
import { bearer, operatorKey } from '../fixtures/keys';
import { startTestApp } from '../fixtures/test-app';

const PIXEL = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const SPAM = 'FREE UNLOCK at http://evil.example call +1-900-555-0100';
const TEXT = 'Mobile data stops working every evening, pages do not load';

/** Places far enough apart (over 100 km) that their reports are never similar to each other's. */
const PLACES = [
  { lat: 41.8781, lng: -87.6298 }, // Chicago
  { lat: 39.7392, lng: -104.9903 }, // Denver
  { lat: 33.749, lng: -84.388 }, // Atlanta
  { lat: 47.6062, lng: -122.3321 }, // Seattle
  { lat: 29.7604, lng: -95.3698 }, // Houston
  { lat: 44.9778, lng: -93.265 }, // Minneapolis
  { lat: 35.2271, lng: -80.8431 }, // Charlotte
  { lat: 32.7157, lng: -117.1611 }, // San Diego
  { lat: 40.4406, lng: -79.9959 }, // Pittsburgh
  { lat: 36.1699, lng: -115.1398 }, // Las Vegas
];

describe('issue reports show others only a recognised device', () => {
  let app: NestFastifyApplication;
  /** Three callers: a reporter's own earlier reports are never shown to them as similar. */
  let keys: string[];
  const place = (() => {
    let next = 0;
    return () => PLACES[next++];
  })();
  const report = (at: object, userAgent: { body?: string; header?: string }, key = keys[0]) => {
    const req = request(app.getHttpServer()).post('/api/coverage/analyze-issue').set(bearer(key));
    if (userAgent.header) req.set('User-Agent', userAgent.header);
    return req.send({ ...at, issue_description: TEXT, ...(userAgent.body ? { user_agent: userAgent.body } : {}) }).expect(200);
  };
  /** Two reports from the same "device", then a third nearby: what the third is told. */
  const thirdAfterTwo = async (userAgent: { body?: string; header?: string }) => {
    const at = place();
    await report(at, userAgent, keys[0]);
    await report({ lat: at.lat + 0.01, lng: at.lng }, userAgent, keys[1]);
    return (await report({ lat: at.lat + 0.02, lng: at.lng }, { body: PIXEL }, keys[2])).body.data;
  };

  beforeAll(async () => {
    app = await startTestApp({}, { importOsmocom: false });
    keys = [await operatorKey(app, 'first'), await operatorKey(app, 'second'), await operatorKey(app, 'third')];
  });
  afterAll(() => app?.close());

  it('names a shared phone model to the next reporter', async () => {
    const data = await thirdAfterTwo({ body: PIXEL });
    expect(data.similar_reports).toHaveLength(2);
    expect(data.device_pattern).toBe('2 of 2 similar reports with a known device come from Google Pixel 7 devices, like yours: the cause may be the device or its software rather than the network.');
  });

  it('never shows free text from user_agent to other reporters, and stores no device for it', async () => {
    const data = await thirdAfterTwo({ body: SPAM });
    expect(data.similar_reports).toHaveLength(2);
    expect(data.device_pattern).toBeNull();
    expect(JSON.stringify(data)).not.toMatch(/evil|UNLOCK|555/);
    const stored = await knexOf(app.get(MikroORM))('issue_reports').where({ device_model: SPAM }).orWhere({ device_make: SPAM }).count({ n: '*' });
    expect(Number(stored[0].n)).toBe(0);
  });

  it('never shows free text from the User-Agent header either', async () => {
    const data = await thirdAfterTwo({ header: `Mozilla/5.0 (Linux; Android 14; ${SPAM}) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36` });
    expect(data.similar_reports).toHaveLength(2);
    expect(data.device_pattern).toBeNull();
  });

  it.each(['okhttp/4.9.0', 'node', 'axios/1.6.0', 'Go-http-client/1.1', 'PostmanRuntime/7.36.0', 'Java/17.0.2', 'undici'])(
    'does not take an integrator\'s HTTP library (%s) for the reporter\'s device',
    async (library) => {
      const data = await thirdAfterTwo({ header: library });
      expect(data.similar_reports).toHaveLength(2);
      expect(data.device_pattern).toBeNull();
    },
  );
});
