import { MikroORM } from '@mikro-orm/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { knexOf } from '../../adapters/persistence/db-rows';
import { PIXEL_4 } from '../fixtures/imeis';
import { bearer, createKey } from '../fixtures/keys';
import { startTestApp } from '../fixtures/test-app';

const VILNIUS = { lat: 54.68, lng: 25.28 };
const CHICAGO = { lat: 41.8781, lng: -87.6298 };

type Rated = { provider: string; evidence: { issue_reports: number } };

describe('checks, issue reports and coverage read a carrier name the same way', () => {
  let app: NestFastifyApplication;
  let key: string;
  const http = () => request(app.getHttpServer());
  const analyze = (body: object) => http().post('/api/coverage/analyze').set(bearer(key)).send(body);
  /** The carrier a check with this network at these coordinates runs on (the device named by catalog id, so no TAC list is needed). */
  const checked = async (network: string, at: { lat: number; lng: number }) => {
    const res = await http().post('/api/check').send({ imei: PIXEL_4, deviceId: 'google-pixel-4', network, location: `${at.lat},${at.lng}` }).expect(200);
    return res.body.carrier.name as string;
  };

  beforeAll(async () => {
    app = await startTestApp({}, { importOsmocom: false });
    key = await createKey(app, 'carrier-names');
  });
  afterAll(() => app?.close());

  it('files "Bite" reported in Vilnius under Bite Lietuva, the carrier the check runs on there, and rates it with that report', async () => {
    expect(await checked('Bite', VILNIUS)).toBe('Bite Lietuva');
    await http().post('/api/web/coverage/analyze-issue').send({ ...VILNIUS, provider: 'Bite', issue_description: 'slow data' }).expect(200);
    const stored = await knexOf(app.get(MikroORM))('issue_reports').select('provider', 'provider_key');
    expect(stored).toEqual([{ provider: 'Bite', provider_key: 'bite-lt' }]);
    const all = await http().post('/api/web/coverage/analyze').send(VILNIUS).expect(200);
    expect(all.body.data.mobile_providers.find((p: Rated) => p.provider === 'Bite Lietuva').evidence.issue_reports).toBe(1);
    const one = await analyze({ ...VILNIUS, provider: 'Bite' }).expect(200);
    expect(one.body.data.mobile_providers).toEqual([expect.objectContaining({ provider: 'Bite Lietuva', evidence: expect.objectContaining({ issue_reports: 1 }) })]);
  });

  it.each([
    ['Verizon Wireless', CHICAGO, 'Verizon'],
    ['MetroPCS', CHICAGO, 'Metro by T-Mobile'],
    ['AT&T Mobility', CHICAGO, 'AT&T'],
    ['Mint', CHICAGO, 'Mint Mobile'],
    ['Pildyk', VILNIUS, 'Tele2 Lithuania'],
  ])('rates "%s" at %p as the carrier the check names, %s', async (provider, at, carrier) => {
    expect(await checked(provider, at)).toBe(carrier);
    const res = await analyze({ ...at, provider }).expect(200);
    expect(res.body.data.mobile_providers.map((p: Rated) => p.provider)).toEqual([carrier]);
  });

  it.each(['Pildyk', 'Bite'])('still refuses the Lithuanian "%s" in Chicago (422), listing the providers there', async (provider) => {
    const res = await analyze({ ...CHICAGO, provider }).expect(422);
    expect(res.body).toMatchObject({
      success: false,
      code: 'CARRIER_UNKNOWN',
      error: expect.stringMatching(new RegExp(`^"${provider}" is not a provider in United States \\(it is one in .*Lithuania.*\\)\\. Providers here: AT&T, Verizon, T-Mobile, .*Mint Mobile`)),
    });
  });
});
