import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MikroORM } from '@mikro-orm/core';
import request from 'supertest';
import { MikroBlacklist } from '../../adapters/persistence/mikro-blacklist';
import { Search } from '../../adapters/persistence/entities/search.entity';
import { imeiFor, NOKIA_3110, PIXEL_4, UNKNOWN_TAC } from '../fixtures/imeis';
import { startTestApp } from '../fixtures/test-app';

describe('POST /api/check (HTTP, real SQLite)', () => {
  let app: NestFastifyApplication;
  const http = () => request(app.getHttpServer());
  const searches = () => app.get(MikroORM).em.fork().find(Search, {}, { orderBy: { searchedAt: 'asc' } });

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('identifies a known device and assesses it on the carrier', async () => {
    const res = await http().post('/api/check').send({ imei: PIXEL_4, network: 'T-Mobile', location: 'Austin, TX' }).expect(200);
    expect(res.body).toMatchObject({
      success: true,
      device: { make: 'Google', model: 'Pixel 4', imei: PIXEL_4, year: 2019 },
      capabilities: { fourG: 'supported', fiveG: 'not_supported', volte: 'supported', wifiCalling: 'supported' },
      carrier: { name: 'T-Mobile', country: 'United States' },
      verdict: 'works',
      headline: 'Works on T-Mobile, including Wi-Fi calling.',
      compatible: true,
      location: 'Austin, TX',
    });
    expect(res.body.searchId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.tacAnalysis).toContain('Osmocom TAC database');
    expect(res.body.tacAnalysis).toContain('curated catalog entry Google Pixel 4');
  });

  it('stores the search with a hashed and masked IMEI, never the IMEI itself', async () => {
    const res = await http().post('/api/check').send({ imei: PIXEL_4 }).expect(200);
    const row = (await searches()).find((s) => s.id === res.body.searchId)!;
    expect(row).toMatchObject({ success: true, make: 'Google', model: 'Pixel 4', carrier: 'AT&T', imeiMasked: `35293110******${PIXEL_4[14]}` });
    expect(row.imeiHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(PIXEL_4);
  });

  it('reads a field sent as null as a field not sent', async () => {
    const res = await request(app.getHttpServer()).post('/api/check').send({ imei: PIXEL_4, network: 'T-Mobile', modelNumber: null }).expect(200);
    expect(res.body.device).toMatchObject({ make: 'Google', model: 'Pixel 4' });
    const byId = await request(app.getHttpServer()).post('/api/check').send({ imei: PIXEL_4, network: 'T-Mobile', modelNumber: null, deviceId: 'google-pixel-4' }).expect(200);
    expect(byId.body.identification.source).toBe('device-id');
    const capitals = await request(app.getHttpServer()).post('/api/check').send({ imei: PIXEL_4, network: 'T-Mobile', deviceId: 'GOOGLE-PIXEL-4' }).expect(200);
    expect(capitals.body.device.model).toBe('Pixel 4');
  });

  it('takes a country by its everyday English name ("Ireland")', async () => {
    const res = await request(app.getHttpServer()).post('/api/check').send({ imei: PIXEL_4, network: 'Vodafone', country: 'Ireland' }).expect(200);
    expect(res.body.carrier).toEqual({ name: 'Vodafone', country: expect.stringMatching(/Ireland/) });
  });

  it('accepts a 16-digit IMEISV', async () => {
    const res = await http().post('/api/check').send({ imei: PIXEL_4.slice(0, 14) + '07' }).expect(200);
    expect(res.body.device.imei).toBe(PIXEL_4);
  });

  it('keeps make and model of a device without band data and reports unknown capabilities', async () => {
    const res = await http().post('/api/check').send({ imei: NOKIA_3110 }).expect(200);
    expect(res.body.device).toMatchObject({ make: 'Nokia', model: '3110' });
    expect(res.body.capabilities).toEqual({ fourG: 'unknown', fiveG: 'unknown', volte: 'unknown', wifiCalling: 'unknown' });
    expect(res.body).toMatchObject({ verdict: 'unknown', compatible: false });
    expect(res.body.headline).toBe('We cannot tell whether this device works on AT&T: there is no band data for it.');
  });

  it('answers an unknown TAC with 404 and records an unsuccessful search', async () => {
    const before = (await searches()).length;
    const res = await http().post('/api/check').send({ imei: UNKNOWN_TAC }).expect(404);
    expect(res.body).toMatchObject({ success: false, code: 'DEVICE_UNKNOWN' });
    expect(res.body.error).toContain('not in the device database');
    const after = await searches();
    expect(after).toHaveLength(before + 1);
    expect(after[after.length - 1]).toMatchObject({ success: false, errorCode: 'DEVICE_UNKNOWN' });
  });

  it('refuses a blacklisted IMEI with 403, blacklisted: true and the fixed category, whatever its formatting', async () => {
    const imei = imeiFor('35293110', '123456');
    await app.get(MikroBlacklist).add(imei, { reason: 'Stolen from Jane Roe, 12 Elm St, case 2026-114' }, 'test');
    const spaced = `${imei.slice(0, 2)} ${imei.slice(2, 8)}-${imei.slice(8)}`;
    const res = await http().post('/api/check').send({ imei: spaced }).expect(403);
    expect(res.body).toMatchObject({ success: false, blacklisted: true, reason: 'Reported lost or stolen', code: 'IMEI_BLACKLISTED' });
    expect(JSON.stringify(res.body)).not.toMatch(/Jane|Elm|2026-114/);
  });

  it('shows the admin\'s reason to whoever checks a blacklisted IMEI only when it was marked public', async () => {
    const imei = imeiFor('35293110', '123457');
    await app.get(MikroBlacklist).add(imei, { reason: 'Blocked at the owner\'s request', reasonPublic: true }, 'test');
    const res = await http().post('/api/check').send({ imei }).expect(403);
    expect(res.body).toMatchObject({ blacklisted: true, reason: 'Blocked at the owner\'s request' });
  });

  it.each([
    [{}, 400, 'INPUT_INVALID', 'imei is required'],
    [{ imei: 352931100000009 }, 400, 'INPUT_INVALID', 'imei must be a string'],
    [{ imei: PIXEL_4, extra: 1 }, 400, 'INPUT_INVALID', 'property extra should not exist'],
    [{ imei: PIXEL_4, network: ['AT&T'] }, 400, 'INPUT_INVALID', 'network must be a string'],
    [{ imei: '12345' }, 400, 'IMEI_LENGTH', 'IMEI must be exactly 15 digits'],
    [{ imei: PIXEL_4.slice(0, 14) + ((Number(PIXEL_4[14]) + 1) % 10) }, 422, 'IMEI_CHECK_DIGIT', `should be ${PIXEL_4[14]}`],
    [{ imei: PIXEL_4, network: 'Nowhere Mobile' }, 422, 'CARRIER_UNKNOWN', 'Unknown carrier'],
  ])('refuses %j with %i %s', async (body, status, code, text) => {
    const before = (await searches()).length;
    const res = await http().post('/api/check').send(body).expect(status);
    expect(res.body).toMatchObject({ success: false, code });
    expect(res.body.error).toContain(text);
    expect(await searches()).toHaveLength(before);
  });

  it('answers malformed JSON with 400 and an oversized body with 413', async () => {
    const bad = await http().post('/api/check').set('content-type', 'application/json').send('{"imei":').expect(400);
    expect(bad.body).toMatchObject({ success: false, code: 'MALFORMED_JSON' });
    const big = await http().post('/api/check').send({ imei: 'x'.repeat(200_000) }).expect(413);
    expect(big.body).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE', error: 'The request body is too large: this operation takes at most 100 KB.' });
  });

  it('refuses JSON nested deeper than any operation takes with a 400, not a crash', async () => {
    const deep = `{"imei":${'['.repeat(50_000)}${']'.repeat(50_000)}}`;
    const res = await http().post('/api/check').set('content-type', 'application/json').send(deep).expect(400);
    expect(res.body).toMatchObject({ code: 'INPUT_INVALID', error: expect.stringContaining('more than 32 levels deep') });
    // Brackets inside strings are text, not nesting.
    await http().post('/api/check').send({ imei: PIXEL_4, network: 'T-Mobile', location: '['.repeat(200) }).expect(200);
  });

  it('reads a UTF-8 body that starts with a byte order mark, as editors on Windows save it', async () => {
    // A string is sent as UTF-8, so U+FEFF goes out as the bytes EF BB BF.
    const body = '\uFEFF' + JSON.stringify({ imei: PIXEL_4, network: 'T-Mobile' });
    const res = await http().post('/api/check').set('content-type', 'application/json').send(body).expect(200);
    expect(res.body.device).toMatchObject({ make: 'Google', model: 'Pixel 4' });
  });
});

describe('POST /api/carriers', () => {
  let app: NestFastifyApplication;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('lists the US carriers with AT&T selected by default', async () => {
    const res = await request(app.getHttpServer()).post('/api/carriers').send({}).expect(200);
    expect(res.body.country).toBe('United States');
    const names = res.body.carriers.map((c: { name: string }) => c.name);
    expect(names.slice(0, 3)).toEqual(['AT&T', 'Verizon', 'T-Mobile']);
    expect(names).toEqual(expect.arrayContaining(['Cricket Wireless', 'Visible', 'Mint Mobile']));
    expect(res.body.selected).toBe('AT&T');
    for (const c of res.body.carriers) expect(c).toEqual({ name: expect.any(String), marketShare: expect.any(String), description: expect.any(String), confidence: 'curated' });
  });

  it('says clearly when a country has no known carriers', async () => {
    const res = await request(app.getHttpServer()).post('/api/carriers').send({ location: 'Poseidonis, Atlantis' }).expect(404);
    expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND', country: 'Atlantis' });
  });

  it.each([
    ['Los Angeles', 'United States', 'Los Angeles, California, United States'],
    ['San Diego, CA', 'United States', 'San Diego, California, United States'],
    ['London, ON', 'Canada', 'London, Ontario, Canada'],
    ['Texas', 'United States', 'Texas, United States'],
    ['Ontario', 'Canada', 'Ontario, Canada'],
    ['Paris', 'France', 'Paris, Île-de-France, France'],
  ])('reads "%s" as the place people mean: %s (%s)', async (location, country, place) => {
    const res = await request(app.getHttpServer()).post('/api/carriers').send({ location }).expect(200);
    expect({ country: res.body.country, place: res.body.place }).toEqual({ country, place });
  });

  it('checks on AT&T of the United States for a Californian place, though Mexico has an AT&T and places of that name', async () => {
    for (const location of ['Los Angeles, California', 'Los Angeles, CA', 'California', 'San Diego']) {
      const res = await request(app.getHttpServer()).post('/api/check').send({ imei: PIXEL_4, network: 'AT&T', location }).expect(200);
      expect(res.body.carrier).toEqual({ name: 'AT&T', country: 'United States' });
    }
  });

  it('lists both endpoints in the OpenAPI document', async () => {
    const res = await request(app.getHttpServer()).get('/api/docs-json').expect(200);
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/api/check', '/api/carriers', '/api/health']));
    const levels = res.body.components.schemas.CapabilitiesDto.properties.fourG.enum;
    expect(levels).toEqual(['supported', 'limited', 'not_supported', 'unknown']);
    const answer = res.body.components.schemas.CheckResponseDto;
    expect(answer.properties.verdict.enum).toEqual(['works', 'works_with_limits', 'needs_carrier_approval', 'does_not_work', 'unknown']);
    expect(answer.properties.headline.type).toBe('string');
    expect(answer.required).toEqual(expect.arrayContaining(['verdict', 'headline', 'compatible']));
  });
});
