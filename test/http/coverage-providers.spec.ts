import { MikroORM } from '@mikro-orm/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { knexOf } from '../../adapters/persistence/db-rows';
import { bearer, createKey } from '../fixtures/keys';
import { startTestApp } from '../fixtures/test-app';

const CHICAGO = { lat: 41.8781, lng: -87.6298 };

describe('coverage providers are those of the location\'s country', () => {
  let app: NestFastifyApplication;
  let key: string;
  const post = (path: string, body: object) => request(app.getHttpServer()).post(`/api/coverage/${path}`).set(bearer(key)).send(body);
  const storedReports = async () => Number((await knexOf(app.get(MikroORM))('issue_reports').count({ n: '*' }))[0].n);

  beforeAll(async () => {
    app = await startTestApp({}, { importOsmocom: false });
    key = await createKey(app, 'providers');
  });
  afterAll(() => app?.close());

  it('rates a provider of the country by name', async () => {
    const res = await post('analyze', { ...CHICAGO, provider: 'T-Mobile' }).expect(200);
    expect(res.body.data.mobile_providers.map((p: { provider: string }) => p.provider)).toEqual(['T-Mobile']);
  });

  it.each([
    ['Vodafone', /^"Vodafone" is not a provider in United States \(it is one in .+\)\. Providers here: .*AT&T.*Verizon/],
    ['Bitė', /^"Bitė" is not a provider in United States \(it is one in .*Lithuania.*\)\. Providers here: .*AT&T/],
    ['Rogers', /^"Rogers" is not a provider in United States \(it is one in Canada\)\. Providers here: .*AT&T/],
    ['Nope', /^Unknown provider "Nope"\. Providers here: .*AT&T/],
  ])('refuses %s in Chicago (422) and lists the providers there', async (provider, message) => {
    const res = await post('analyze', { ...CHICAGO, provider }).expect(422);
    expect(res.body).toMatchObject({ success: false, code: 'CARRIER_UNKNOWN', error: expect.stringMatching(message) });
  });

  it('refuses an issue report naming a provider no catalog knows, storing nothing', async () => {
    const before = await storedReports();
    const unknown = await post('analyze-issue', { ...CHICAGO, issue_description: 'No signal downtown since this morning', provider: 'Nope' }).expect(422);
    expect(unknown.body).toMatchObject({ code: 'CARRIER_UNKNOWN', error: expect.stringMatching(/^Unknown provider "Nope"\. Providers here: .*T-Mobile/) });
    expect(await storedReports()).toBe(before);
  });

  it('stores a report naming a provider of the country, which then counts in its rating', async () => {
    await post('analyze-issue', { ...CHICAGO, issue_description: 'No signal downtown since this morning', provider: 'verizon' }).expect(200);
    const rating = await post('analyze', { ...CHICAGO, provider: 'Verizon' }).expect(200);
    expect(rating.body.data.mobile_providers[0].evidence.issue_reports).toBe(1);
  });
});
