import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { TacImportService } from '../../adapters/catalog/tac-import.service';
import { IssueSignInLink, ManageAdmins } from '../../core';
import { imeiFor, PIXEL_4 } from '../fixtures/imeis';
import { bearer, createKey } from '../fixtures/keys';
import { tempDir } from '../fixtures/paths';
import { startTestApp } from '../fixtures/test-app';

/** A GSMA-style export as an operator receives it: the registering company, marketing and model names. */
const GSMA_EXPORT = [
  'TAC|Marketing Name|Manufacturer|Bands|Radio Interface|Brand Name|Model Name|Device Type|Allocation Date',
  '35999901|Galaxy S22|Samsung Korea|GSM 900,LTE FDD BAND 3|LTE|Samsung|SM-S901B|Smartphone|15-Jan-2022',
  '35999902|Unknown Phone X|Acme Devices Ltd|GSM 900|GSM|Acme|AX-1|Feature Phone|2021-03-01',
].join('\n');

describe('device and carrier knowledge over HTTP', () => {
  let app: NestFastifyApplication;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  describe('GET /api/geo/reverse', () => {
    it.each([
      [54.6872, 25.2797, { city: 'Vilnius', locality: 'Vilnius', countryName: 'Lithuania' }],
      [40.7128, -74.006, { city: 'New York City', countryName: 'United States' }],
      [48.8566, 2.3522, { city: 'Paris', countryName: 'France' }],
      [43.6532, -79.3832, { city: 'Toronto', locality: 'Bay Street Corridor', countryName: 'Canada' }],
      [30.2672, -97.7431, { city: 'Austin', countryName: 'United States' }],
    ])('names %p,%p without any outside service', async (lat, lng, place) => {
      const res = await http().get('/api/geo/reverse').query({ lat, lng }).expect(200);
      expect(res.body).toMatchObject(place);
    });

    it('answers nulls over open sea rather than a made-up place', async () => {
      const res = await http().get('/api/geo/reverse').query({ lat: 30, lng: -40 }).expect(200);
      expect(res.body).toEqual({ city: null, locality: null, countryName: null });
    });

    it.each([
      [{ lat: '91', lng: '0' }, 'lat must be between -90 and 90 (got 91)'],
      [{ lat: '10', lng: 'east' }, 'lng must be a decimal number of degrees'],
      [{ lng: '25' }, 'lat must be a decimal number of degrees'],
    ])('refuses %j with a 400 that says what is wrong', async (query, message) => {
      const res = await http().get('/api/geo/reverse').query(query).expect(400);
      expect(res.body).toMatchObject({ success: false, code: 'INPUT_INVALID', error: expect.stringContaining(message) });
    });
  });

  describe('POST /api/carriers for every country', () => {
    it("lists another country's operators from the MCC/MNC list, first one selected, marked derived", async () => {
      const res = await http().post('/api/carriers').send({ location: 'Paris, France' }).expect(200);
      expect(res.body.country).toBe('France');
      expect(res.body.carriers.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(['Orange', 'SFR', 'Bouygues', 'Free']));
      expect(res.body.selected).toBe(res.body.carriers[0].name);
      expect(res.body.carriers[0]).toMatchObject({ confidence: 'derived', marketShare: expect.any(String), description: expect.stringContaining('lower confidence') });
    });

    it.each([
      ['Paris', 'France'],
      ['Austin, TX', 'United States'],
      ['Toronto', 'Canada'],
      ['Kaunas', 'Lithuania'],
      ['48.85, 2.35', 'France'],
      ['54.69,25.28', 'Lithuania'],
    ])('places %p, which names no country, through the gazetteer or the borders: %s', async (location, country) => {
      const res = await http().post('/api/carriers').send({ location }).expect(200);
      expect(res.body.country).toBe(country);
      expect(res.body.carriers.length).toBeGreaterThan(0);
      // A place name is answered with the place used; coordinates need none.
      if (/[a-z]/i.test(location)) expect(res.body.place).toMatch(new RegExp(`^${location.split(',')[0]}, .*${country}$`));
      else expect(res.body.place).toBeNull();
    });

    it('reads a US state that shares its name with a country as the state, after a place of that state', async () => {
      const atlanta = await http().post('/api/carriers').send({ location: 'Atlanta, Georgia' }).expect(200);
      expect(atlanta.body).toMatchObject({ country: 'United States', place: 'Atlanta, Georgia, United States', selected: 'AT&T' });
      for (const location of ['Tbilisi, Georgia', 'Georgia']) {
        const res = await http().post('/api/carriers').send({ location }).expect(200);
        expect({ location, country: res.body.country, place: res.body.place }).toEqual({ location, country: 'Georgia', place: null });
      }
    });

    it('takes a two-letter country code where only a country can be meant', async () => {
      expect((await http().post('/api/carriers').send({ location: 'LT' }).expect(200)).body.country).toBe('Lithuania');
      expect((await http().post('/api/carriers').send({ location: 'gb' }).expect(200)).body.country).toBe('United Kingdom');
      const de = await http().post('/api/check').send({ imei: PIXEL_4, network: 'Vodafone', country: 'DE' }).expect(200);
      expect(de.body.carrier).toEqual({ name: 'Vodafone', country: 'Germany' });
      const uk = await http().post('/api/check').send({ imei: PIXEL_4, network: 'EE', country: 'UK' }).expect(200);
      expect(uk.body.carrier.country).toBe('United Kingdom');
      const unknown = await http().post('/api/check').send({ imei: PIXEL_4, network: 'Vodafone', country: 'XQ' }).expect(422);
      expect(unknown.body.code).toBe('COUNTRY_UNKNOWN');
    });

    it('says how to write a location it cannot place', async () => {
      const res = await http().post('/api/carriers').send({ location: 'Qwertyuiop' }).expect(404);
      expect(res.body.error).toBe('No carriers are known for "Qwertyuiop": no country or place of that name. Give a country ("France", "United States"), a place with its country ("Austin, TX", "Paris, France") or coordinates ("48.85, 2.35").');
    });

    it.each([
      ['91, 0', ''],
      ['45, 181', ''],
      ['1e1, 2e3', 'write decimal degrees without an exponent ("1e1" is 10.0); '],
    ])('refuses %s as coordinates, with a 400 that says the ranges', async (location, why) => {
      const res = await http().post('/api/carriers').send({ location }).expect(400);
      expect(res.body).toEqual({ success: false, code: 'INPUT_INVALID', field: 'location', error: `"${location}" are no coordinates: ${why}latitude runs from -90 to 90 and longitude from -180 to 180, as in "48.85, 2.35".` });
    });

    it.each(['0,0', '-0.0001,-0.0001', '45,-30'])('says the point %s lies in no country instead of taking it for a name', async (location) => {
      const res = await http().post('/api/carriers').send({ location }).expect(404);
      expect(res.body).toEqual({ success: false, code: 'NOT_FOUND', error: `No carriers are known at ${location}: the point lies in no country (at sea, or outside every border). Give coordinates on land, a country or a place.` });
    });

    it('recognises a country named longer than 15 characters instead of falling back to the United States', async () => {
      const res = await http().post('/api/carriers').send({ location: 'Dubai, United Arab Emirates' }).expect(200);
      expect(res.body.country).toBe('United Arab Emirates');
    });

    it("lists the operator's own network among the US carriers, with AT&T still selected", async () => {
      const res = await http().post('/api/carriers').send({ location: 'USA' }).expect(200);
      expect(res.body).toMatchObject({ country: 'United States', selected: 'AT&T' });
      const own = res.body.carriers.find((c: { name: string }) => c.name === 'Bandwise Mobile');
      expect(own.description).toContain('requires LTE bands 4, 7, 12 and VoLTE');
    });

    it("checks a device on another country's carrier, saying the plan is lower confidence", async () => {
      const res = await http().post('/api/check').send({ imei: PIXEL_4, network: 'Vodafone', country: 'Germany' }).expect(200);
      expect(res.body.carrier).toEqual({ name: 'Vodafone', country: 'Germany' });
      expect(res.body.capabilities.fourG).toBe('supported');
      expect(res.body.reasons[0].text).toMatch(/^Lower confidence: Vodafone's bands are derived/);
      const uk = await http().post('/api/check').send({ imei: PIXEL_4, network: 'Vodafone UK', location: 'Leeds, England' }).expect(200);
      expect(uk.body.carrier.country).toBe('United Kingdom');
    });

    it.each([
      [{ network: 'O2', country: 'United Kingdom' }, 'O2 (Virgin Media O2)'],
      [{ network: 'Virgin Media O2' }, 'O2 (Virgin Media O2)'],
      [{ network: 'Vodafone', country: 'United Kingdom' }, 'Vodafone UK'],
      [{ network: 'Vodafone', location: 'Leeds, England' }, 'Vodafone UK'],
      [{ network: 'Three', country: 'United Kingdom' }, 'Three UK'],
      [{ network: 'Telia', country: 'Lithuania' }, 'Telia Lietuva'],
      [{ network: 'Verizon Wireless' }, 'Verizon'],
      [{ network: 'AT&T Mobility' }, 'AT&T'],
      [{ network: 'T Mobile' }, 'T-Mobile'],
      [{ network: 'tmobile' }, 'T-Mobile'],
      [{ network: 'Mint' }, 'Mint Mobile'],
      [{ network: 'Google Fi' }, 'Google Fi Wireless'],
      [{ network: 'U.S. Cellular' }, 'UScellular'],
      [{ network: 'Metro' }, 'Metro by T-Mobile'],
      [{ network: 'MetroPCS' }, 'Metro by T-Mobile'],
      [{ network: 'Pildyk' }, 'Tele2 Lithuania'],
      [{ network: 'Omnitel' }, 'Telia Lietuva'],
      [{ network: 'Bitė', country: 'LT' }, 'Bite Lietuva'],
      [{ network: 'Fido' }, 'Rogers Wireless'],
    ])('finds a carrier by the short name people use: %j is %s', async (query, name) => {
      const res = await http().post('/api/check').send({ imei: PIXEL_4, ...query }).expect(200);
      expect(res.body.carrier.name).toBe(name);
    });

    it('answers a misspelt carrier with the names closest to it and, for a country, its carriers', async () => {
      const res = await http().post('/api/check').send({ imei: PIXEL_4, network: 'Verizn' }).expect(422);
      expect(res.body).toMatchObject({ code: 'CARRIER_UNKNOWN', carrier: 'Verizn', suggestions: ['Verizon'] });
      expect(res.body.error).toBe('Unknown carrier "Verizn". Did you mean "Verizon" (United States)? Give the name the carrier list of its country shows, and the country where names repeat.');
      const uk = await http().post('/api/check').send({ imei: PIXEL_4, network: 'Vodafon', country: 'UK' }).expect(422);
      expect(uk.body.error).toBe('Unknown carrier "Vodafon" in United Kingdom. Did you mean "Vodafone UK"? Carriers in United Kingdom: O2 (Virgin Media O2), EE, Vodafone UK, Three UK.');
      const none = await http().post('/api/check').send({ imei: PIXEL_4, network: 'Nowhere Mobile' }).expect(422);
      expect(none.body.suggestions).toBeUndefined();
      // Without a country, only curated carriers are offered, not a near-namesake abroad.
      const brand = await http().post('/api/check').send({ imei: PIXEL_4, network: 'Tesco Mobile' }).expect(422);
      expect(brand.body.suggestions).toBeUndefined();
    });
  });

  describe('devices from a GSMA-style CSV import', () => {
    let counts: unknown;
    beforeAll(async () => {
      const file = join(tempDir(), 'gsma.csv');
      writeFileSync(file, GSMA_EXPORT);
      counts = await app.get(TacImportService).importCsv(file);
    });

    it('identifies an imported TAC and gives it the bands of the catalog model it matched', async () => {
      expect(counts).toMatchObject({ rows: 2, added: 2, changed: 0, unchanged: 0 });
      const res = await http().post('/api/check').send({ imei: imeiFor('35999901'), network: 'EE' }).expect(200);
      expect(res.body.device).toMatchObject({ make: 'Samsung', model: 'Galaxy S22', modelNumber: 'SM-S901B' });
      expect(res.body.capabilities).toMatchObject({ fourG: 'supported', fiveG: 'supported' });
      expect(res.body.tacAnalysis).toContain('from an imported TAC list');
      expect(res.body.tacAnalysis).toContain('bands from the curated catalog entry Samsung Galaxy S22');
      const unmatched = await http().post('/api/check').send({ imei: imeiFor('35999902') }).expect(200);
      expect(unmatched.body.device).toMatchObject({ make: 'Acme', model: 'Unknown Phone X' });
      expect(unmatched.body.capabilities.fourG).toBe('unknown');
    });

    it('labels VoLTE the catalog source does not state as likely by the inference rule, never a confirmed yes', async () => {
      // The GSMA export gives TAC 35999901 to the international Galaxy S22, whose record states neither.
      const res = await http().post('/api/check').send({ imei: imeiFor('35999901'), network: 'T-Mobile' }).expect(200);
      expect(res.body.capabilities).toMatchObject({ volte: 'supported', wifiCalling: 'supported' });
      const volte = res.body.reasons.find((r: { capability: string }) => r.capability === 'volte').text;
      expect(volte).toContain("the device likely supports it (inference, not a maker's statement");
      expect(res.body).toMatchObject({ verdict: 'works_with_limits', compatible: true });
      expect(res.body.headline).toBe("Works on T-Mobile with limits: missing band 71 (600 MHz), T-Mobile's low band: reduced indoor and rural coverage.");
    });
  });

  describe('admin blacklist API', () => {
    let admin: Record<string, string>;
    const ADMIN = 'knowledge-admin@example.com';
    const stolen = imeiFor('35293110', '424242');

    beforeAll(async () => {
      // Support staff grant the address and hand out a link (bandwise admin grant / admin link).
      await app.get(ManageAdmins).grant(ADMIN);
      const link = await app.get(IssueSignInLink).execute({ email: ADMIN });
      const token = link.ok ? new URL(link.value.url).searchParams.get('token') : null;
      admin = bearer((await http().post('/api/admin/verify-temp-token').send({ token }).expect(200)).body.sessionToken);
    });

    it('refuses callers without an admin session', async () => {
      await http().get('/api/admin/blacklist').expect(401);
      const key = await createKey(app, 'developer', 'developer@example.com');
      await http().get('/api/admin/blacklist').set(bearer(key)).expect(403);
    });

    it('adds, lists (masked) and removes an entry; a blocked IMEI answers the check with 403 and the category unless the reason is public', async () => {
      const dashed = `${stolen.slice(0, 2)}-${stolen.slice(2, 8)}-${stolen.slice(8, 14)}-${stolen[14]}`;
      const added = await http().post('/api/admin/blacklist').set(admin).send({ imei: dashed, reason: 'Reported stolen', source: 'police' }).expect(201);
      expect(added.body).toMatchObject({ added: true, entry: { imeiMasked: '35293110******' + stolen[14], reason: 'Reported stolen', source: 'police', public: false } });
      const blocked = await http().post('/api/check').send({ imei: stolen }).expect(403);
      expect(blocked.body).toMatchObject({ blacklisted: true, reason: 'Reported lost or stolen' });
      await http().post('/api/admin/blacklist').set(admin).send({ imei: stolen, reason: 'Blocked at the owner\'s request', public: 'yes' }).expect(400);
      const blank = await http().post('/api/admin/blacklist').set(admin).send({ imei: stolen, reason: '   ' }).expect(400);
      expect(blank.body.error).toContain('reason must not be blank');
      const replaced = await http().post('/api/admin/blacklist').set(admin).send({ imei: stolen, reason: 'Blocked at the owner\'s request', public: true }).expect(200);
      expect(replaced.body.entry).toMatchObject({ reason: 'Blocked at the owner\'s request', public: true });
      expect((await http().post('/api/check').send({ imei: stolen }).expect(403)).body.reason).toBe('Blocked at the owner\'s request');
      const list = await http().get('/api/admin/blacklist').set(admin).expect(200);
      expect(JSON.stringify(list.body)).not.toContain(stolen);
      // The entry id works as copied, in upper case too.
      await http().delete(`/api/admin/blacklist/${added.body.entry.id.toUpperCase()}`).set(admin).expect(204);
      await http().delete(`/api/admin/blacklist/${stolen}`).set(admin).expect(404);
      await http().post('/api/check').send({ imei: stolen }).expect(200);
    });

    it('imports CSV all or nothing, naming each bad line', async () => {
      const bad = await http()
        .post('/api/admin/blacklist/import')
        .set(admin)
        .send({ csv: `imei,reason,source\n${stolen},Lost,support\n12345,Lost,support\n${imeiFor('35293110', '555555')},,support\n` })
        .expect(400);
      expect(bad.body.invalid).toEqual([
        { line: 3, imei: '12345', error: expect.stringContaining('15 digits') },
        { line: 4, imei: imeiFor('35293110', '555555'), error: expect.stringContaining('a reason is required (the record of why it is blocked; visitors see it only when the entry is public)') },
      ]);
      await http().post('/api/check').send({ imei: stolen }).expect(200);
      const good = await http().post('/api/admin/blacklist/import').set(admin).send({ csv: `${stolen},Lost,support\n` }).expect(200);
      expect(good.body).toMatchObject({ rows: 1, added: 1, updated: 0 });
      await http().post('/api/check').send({ imei: stolen }).expect(403);
    });
  });
});
