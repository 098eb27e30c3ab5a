import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import { dbDateFormatter } from '../../adapters/persistence/db-date';
import { loadDeviceCatalog } from '../../adapters/catalog/load-catalog';
import { loadShippedTacs } from '../../adapters/catalog/shipped-tacs';
import { TacImportService } from '../../adapters/catalog/tac-import.service';
import { MikroDeviceRegistry } from '../../adapters/persistence/mikro-device-registry';
import { systemClock } from '../../adapters/system-ports';
import { imeiFor, UNKNOWN_TAC } from '../fixtures/imeis';
import { OSMOCOM_CSV } from '../fixtures/paths';
import { bearer, createKey } from '../fixtures/keys';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { identifyDevice, ModelMatcher, ModelNumberIndex, parseImei } from '../../core';
import { SHIPPED_DIR } from '../../adapters/catalog/shipped-tacs';

const parseImeiOrThrow = (digits: string) => {
  const r = parseImei(digits);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
import { startTestApp } from '../fixtures/test-app';

/** Issue 12 on a fresh install: the shipped TAC lists identify phones without a manual import. */
describe('Identification on a fresh install (HTTP, shipped TAC lists)', () => {
  let app: NestFastifyApplication;
  const http = () => request(app.getHttpServer());

  // How fast a fresh start loads both lists is measured by `npm run bench` ("Shipped TAC lists", its
  // own target), not here: inside one jest process, CPU time also counts earlier suites' worker threads.
  beforeAll(async () => {
    app = await startTestApp({ shippedTacs: true, trustProxy: 1 }, { importOsmocom: false });
  });
  afterAll(() => app.close());

  it('loads both lists on a fresh start, and health counts TACs per origin', async () => {
    const res = await http().get('/api/health').expect(200);
    expect(res.body.tacsByOrigin['shipped-osmocom']).toBeGreaterThan(20000);
    expect(res.body.tacsByOrigin['samsung-tacs']).toBeGreaterThan(8000);
    expect(res.body.tacs).toBe(Object.values(res.body.tacsByOrigin as Record<string, number>).reduce((a, b) => a + b, 0));
  });

  it('identifies at least 95% of the Samsung TACs whose row names one catalog model code as that model', async () => {
    const registry = app.get(MikroDeviceRegistry);
    const index = await registry.modelNumberIndex();
    const rows = readFileSync(join(SHIPPED_DIR, 'samsung-tacs.csv'), 'utf8').trim().split('\n').slice(1).map((l) => l.split(','));
    const sample = rows.filter((r) => /^\d{8}$/.test(r[0]) && r.slice(1).filter(Boolean).length === 1 && index.find(r[1]).length > 0);
    let right = 0;
    for (const [tac, code] of sample) {
      const device = await identifyDevice(parseImeiOrThrow(imeiFor(tac)), registry);
      const model = device?.catalogModel;
      const same = model && !device.identification.ambiguous && index.find(code).some((m) => m.id === model.id);
      if (same && device.modelNumber === ModelNumberIndex.spelling(model, code)) right++;
    }
    if (process.env.TEST_LOG) console.log(`Samsung TACs naming one catalog code: ${right} of ${sample.length} identified as that model`);
    expect(sample.length).toBeGreaterThan(200);
    expect(right / sample.length).toBeGreaterThanOrEqual(0.95);
  });

  it('identifies the Pixel 4 from the shipped Osmocom list', async () => {
    const res = await http().post('/api/check').send({ imei: '352931103746525', network: 'T-Mobile' }).expect(200);
    expect(res.body.device).toMatchObject({ make: 'Google', model: 'Pixel 4' });
    expect(res.body.identification).toMatchObject({ source: 'shipped-tac', origin: 'Osmocom TAC database (CC-BY-SA 3.0)', ambiguous: false });
  });

  it("answers for a model number given with an IMEI of another phone, and says so in identification.mismatch", async () => {
    const res = await http().post('/api/check').send({ imei: imeiFor('35293110'), modelNumber: 'SM-S921U' }).expect(200);
    expect(res.body.device).toMatchObject({ make: 'Samsung', model: 'Galaxy S24' });
    expect(res.body.identification.mismatch).toMatch(/^Warning: the IMEI's TAC 35293110 is listed for Google Pixel 4 /);
    const same = await http().post('/api/check').send({ imei: imeiFor('35293110'), modelNumber: 'G020I' }).expect(200);
    expect(same.body.identification.mismatch).toBeUndefined();
  });

  it('identifies a US Galaxy S24 (TAC 35397785) by its model number from the Samsung list, with the US bands', async () => {
    const res = await http().post('/api/check').send({ imei: imeiFor('35397785', '123456'), network: 'T-Mobile' }).expect(200);
    expect(res.body.device).toMatchObject({ make: 'Samsung', model: 'Galaxy S24', modelNumber: 'SM-S921U' });
    expect(res.body.identification).toMatchObject({ source: 'shipped-tac', origin: 'Samsung TAC list of the SamloaderKotlin project (MIT)', ambiguous: false });
    // Band 71 and n71 are on the USA lines of the S24 sheet; the international SM-S921B has neither.
    expect(res.body.specifications.networkBands).toMatch(/^LTE [\d, ]*\b71;.*5G NR .*\bn71\b/);
    expect(res.body).toMatchObject({ verdict: 'works', compatible: true });
    // No source read states the S24's VoLTE or Wi-Fi calling: both rest on the labelled inference rule.
    expect(res.body.inferred).toEqual(['volte', 'wifiCalling']);
  });

  it('says a US Galaxy A15 5G (TAC 35025648, SM-A156U1) has band data only for other variants, instead of borrowing the international bands', async () => {
    const res = await http().post('/api/check').send({ imei: imeiFor('35025648', '123456'), network: 'T-Mobile' }).expect(200);
    expect(res.body.device).toMatchObject({ make: 'Samsung', modelNumber: 'SM-A156U1' });
    expect(res.body.capabilities.fourG).toBe('unknown');
    expect(res.body.tacAnalysis).toContain('band data only for other variants');
  });

  it.each([
    ['35799425', 'Galaxy S24 Ultra', 'SM-S928U'],
    ['35049687', 'Galaxy S24 Ultra', 'SM-S928U1'],
    ['35027850', 'Galaxy Z Fold3', 'SM-F926U'],
  ])('identifies a US Samsung (TAC %s) as %s %s with the US bands, working on T-Mobile', async (tac, model, modelNumber) => {
    const res = await http().post('/api/check').send({ imei: imeiFor(tac, '204810'), network: 'T-Mobile' }).expect(200);
    expect(res.body.device).toMatchObject({ make: 'Samsung', model, modelNumber });
    expect(res.body.identification).toMatchObject({ source: 'shipped-tac', ambiguous: false });
    // Band 71 and n71 (T-Mobile's 600 MHz) are on the US model's sheet only, not the international model's.
    expect(res.body.specifications.networkBands).toMatch(/^LTE [\d, ]*\b71;.*5G NR .*\bn71\b/);
    expect(res.body).toMatchObject({ verdict: 'works', compatible: true });
    expect(res.body.headline).toContain('Works on T-Mobile');
  });

  it('answers a TAC naming every Galaxy Z Fold3 code as variant-ambiguous: each variant assessed on its own, nothing claimed that depends on which one it is', async () => {
    const res = await http().post('/api/check').send({ imei: imeiFor('35015864', '204810'), network: 'T-Mobile' }).expect(200);
    expect(res.body.identification).toMatchObject({ source: 'shipped-tac', ambiguous: true });
    expect(res.body.identification.candidates).toEqual(
      expect.arrayContaining([expect.stringContaining('SM-F926B'), expect.stringContaining('SM-F926U')]),
    );
    // The international SM-F926B has no band 71, so the conservative answer claims none.
    expect(res.body.specifications.networkBands).not.toMatch(/\bn?71\b/);
    // The US SM-F926U works, the international SM-F926B lacks band 71, the Korean and Canadian codes have no record.
    expect(res.body).toMatchObject({ verdict: 'unknown', compatible: false });
    expect(res.body.headline).toMatch(/^Whether this device works on T-Mobile depends on its variant, which its TAC does not tell: SM-F926B .*: works with limits; SM-F926U .*: works; SM-F926N.*: unknown\. Give the model number/);
    const reasons: string[] = res.body.reasons.map((r: { text: string }) => r.text);
    expect(reasons).toContainEqual(expect.stringMatching(/^SM-F926B .*: Missing band 71 \(600 MHz\)/));
    expect(reasons).toContainEqual(expect.stringMatching(/^SM-F926U .*: Supports 6 of T-Mobile's 6 core LTE bands/));
    // Every record a variant's answer rests on is cited with its source and date.
    expect(res.body.tacAnalysis).toMatch(/Bands from the curated catalog entries Samsung Galaxy Z Fold3.*, source .*, \d{4}-\d{2}-\d{2}; Samsung Galaxy Z Fold3.*, source .*, \d{4}-\d{2}-\d{2}\./);
  });

  it('does not pass a shared TAC off as its one catalogued variant: a Galaxy A12 TAC that also names US and Canadian codes', async () => {
    // TAC 35003993 lists SM-A127F (the catalogued A12 Nacho) beside SM-A125F, SM-A125U, SM-A125W, ... (no record).
    const res = await http().post('/api/check').send({ imei: imeiFor('35003993', '204810'), network: 'T-Mobile' }).expect(200);
    // Named as what it may be: the catalogued model, or one the catalog has no record of.
    expect(res.body.device).toMatchObject({ model: 'Galaxy A12 Nacho or another model', modelNumber: null });
    expect(res.body.identification).toMatchObject({ ambiguous: true });
    expect(res.body.identification.text).toMatch(/SM-A125U.*no band list/);
    expect(res.body.tacAnalysis).toMatch(/Variant not certain: .*SM-A125U.*Each variant is assessed on its own bands/);
    // The A12 Nacho's bands are not passed off as the SM-A125U's: nothing depending on the variant is claimed.
    expect(res.body).toMatchObject({ verdict: 'unknown', capabilities: { fourG: 'unknown', fiveG: 'unknown' } });
    expect(res.body.specifications.networkBands).toBe('Unknown');
    expect(res.body.headline).toMatch(/depends on its variant, which its TAC does not tell: .*SM-A125U.*: unknown\./);
  });

  it('keeps the international S24 Ultra (TAC naming only SM-S928B) limited on T-Mobile: no 600 MHz', async () => {
    const res = await http().post('/api/check').send({ imei: imeiFor('35038630', '204810'), network: 'T-Mobile' }).expect(200);
    expect(res.body.device).toMatchObject({ model: 'Galaxy S24 Ultra', modelNumber: 'SM-S928B' });
    expect(res.body.specifications.networkBands).not.toMatch(/\bn?71\b/);
    expect(res.body.verdict).toBe('works_with_limits');
  });

  it('answers an old 2G/3G-only phone "no 4G" from its sourced radio generations instead of four unknowns', async () => {
    const res = await http().post('/api/check').send({ imei: imeiFor('01194800'), network: 'T-Mobile' }).expect(200);
    expect(res.body.device).toMatchObject({ make: 'Apple', model: 'iPhone 3GS' });
    expect(res.body.capabilities).toMatchObject({ fourG: 'not_supported', fiveG: 'not_supported', volte: 'not_supported' });
    expect(res.body.reasons[0].text).toMatch(/^No 4G: this device's radio is 2G\/3G only \("GSM \/ HSPA", GSMArena spec sheet .*\), so it will not work on T-Mobile, which shut down 3G/);
    expect(res.body.specifications.networkBands).toBe('Unknown bands; radio: GSM / HSPA');
    expect(res.body.tacAnalysis).toContain('Radio generations from GSMArena spec sheet');
  });

  it('names a device known only by its model codes after the sourced sheet that lists the code', async () => {
    // TAC 35802206 lists SM-A500F, SM-A500FU, ... (no catalog record); the GSMArena sheet for SM-A500F is the Galaxy A5.
    const res = await http().post('/api/check').send({ imei: imeiFor('35802206'), network: 'T-Mobile' }).expect(200);
    expect(res.body.device).toMatchObject({ make: 'Samsung', model: 'Galaxy A5', modelNumber: null });
    expect(res.body.identification.text).toContain('SM-A500F');
    expect(res.body.tacAnalysis).toContain('Radio generations from GSMArena spec sheet');
  });

  it('does not name a TAC after one of the several devices it lists', async () => {
    // TAC 35255806 lists codes of the Galaxy S5 Active (SC-02G), S5 (SC-04F, SM-G900F), S5 mini and S5 Sport.
    const res = await http().post('/api/check').send({ imei: imeiFor('35255806'), network: 'T-Mobile' }).expect(200);
    expect(res.body.device).toMatchObject({ model: 'one of SC-02G / SC-04F / SCL23 / SM-G800H / SM-G800M / SM-G860P / SM-G900F', modelNumber: null });
    expect(res.body.identification).toMatchObject({ ambiguous: true, candidates: expect.arrayContaining(['SC-02G', 'SM-G900F']) });
    expect(res.body.identification.text).toContain('SM-G900F');
  });

  it('answers an unknown TAC with how to continue', async () => {
    const res = await http().post('/api/check').send({ imei: UNKNOWN_TAC }).expect(404);
    expect(res.body).toMatchObject({ code: 'DEVICE_UNKNOWN', details: { tac: '99999901', deviceSearch: '/api/devices?query=', modelNumberField: 'modelNumber' } });
    expect(res.body.message).toContain('modelNumber');
  });

  it('identifies an unknown TAC by the model number or catalog id the visitor gives', async () => {
    const byNumber = await http().post('/api/check').send({ imei: UNKNOWN_TAC, modelNumber: 'g020i', network: 'T-Mobile' }).expect(200);
    expect(byNumber.body.device).toMatchObject({ make: 'Google', model: 'Pixel 4', modelNumber: 'G020I' });
    expect(byNumber.body.identification).toMatchObject({ source: 'model-number', text: 'Identified from the model number you gave (G020I)' });
    const byId = await http().post('/api/check').send({ imei: UNKNOWN_TAC, deviceId: 'google-pixel-4' }).expect(200);
    expect(byId.body.identification.source).toBe('device-id');
    expect(byId.body.device.model).toBe('Pixel 4');
  });

  it('names a given model number of a known phone whose variant has no band list, without borrowing another variant\'s bands', async () => {
    // SM-A156U is the US Galaxy A15 5G; the catalog holds only other A15 5G variants.
    const res = await http().post('/api/check').send({ imei: UNKNOWN_TAC, modelNumber: 'sm-a156u', network: 'T-Mobile' }).expect(200);
    expect(res.body.device).toMatchObject({ make: 'Samsung', model: 'Galaxy A15 5G', modelNumber: 'SM-A156U' });
    expect(res.body.identification).toMatchObject({ source: 'model-number', text: 'Identified from the model number you gave (SM-A156U): a Samsung Galaxy A15 5G' });
    expect(res.body.verdict).toBe('unknown');
    expect(res.body.tacAnalysis).toContain('band data only for other variants of the Samsung Galaxy A15 5G');
  });

  it.each(['SMS921U', 'sm s921u', 'SM\u2011S921U'])('takes the model number %s typed without its hyphen, or with another one, as the code the catalog spells SM-S921U', async (typed) => {
    const res = await http().post('/api/check').send({ imei: UNKNOWN_TAC, modelNumber: typed, network: 'T-Mobile' }).expect(200);
    expect(res.body.device).toMatchObject({ make: 'Samsung', modelNumber: 'SM-S921U' });
  });

  it('refuses a malformed model number or id with 400 naming the field, an unknown one with 404 and the search hint', async () => {
    const bad = await http().post('/api/check').send({ imei: UNKNOWN_TAC, modelNumber: 'my phone!' }).expect(400);
    expect(bad.body.error).toContain('modelNumber');
    const badId = await http().post('/api/check').send({ imei: UNKNOWN_TAC, deviceId: 'Not An Id' }).expect(400);
    expect(badId.body.error).toContain('deviceId');
    const unknown = await http().post('/api/check').send({ imei: UNKNOWN_TAC, modelNumber: 'ZZ-0000X' }).expect(404);
    expect(unknown.body).toMatchObject({ code: 'NOT_FOUND', deviceSearch: '/api/devices?query=' });
  });

  /** The first of a TAC's observations moves two days back: the agreeing visitors then spoke over more than a day. */
  const spreadOverDays = async (tac: string) => {
    const orm = app.get(MikroORM);
    const knex = (orm.em as SqlEntityManager).getKnex();
    const [first] = await knex('tac_observations').where({ tac }).orderBy('caller_hash').limit(1);
    await knex('tac_observations').where({ tac, caller_hash: first.caller_hash }).update({ observed_at: dbDateFormatter(orm)(new Date(Date.now() - 2 * 86_400_000)) });
  };

  it('learns an unknown TAC once visitors from 3 distinct networks name the same model over more than a day, never storing the IMEI', async () => {
    const tac = '99999977';
    const keys = [await createKey(app, 'one'), await createKey(app, 'two'), await createKey(app, 'three')];
    const name = (key: string, from: string, serial: string) =>
      http().post('/api/v1/check').set(bearer(key)).set('X-Forwarded-For', from).send({ imei: imeiFor(tac, serial), modelNumber: 'G020I' }).expect(200);
    await name(keys[0], '198.51.100.1', '000000');
    await name(keys[1], '203.0.113.2', '000001');
    await name(keys[0], '198.51.100.1', '000009');
    // A third free key from a network that already spoke is no third visitor, nor a neighbouring address of the same /24.
    await name(keys[2], '203.0.113.2', '000004');
    await name(keys[2], '203.0.113.77', '000008');
    await http().post('/api/check').send({ imei: imeiFor(tac, '000005') }).expect(404);
    await name(keys[2], '192.0.2.3', '000003');
    // Three visitors within a minute could be one person with three networks.
    await http().post('/api/check').send({ imei: imeiFor(tac, '000005') }).expect(404);
    await spreadOverDays(tac);
    const learnt = await http().post('/api/check').send({ imei: imeiFor(tac, '000005') }).expect(200);
    expect(learnt.body.identification).toMatchObject({ source: 'community-tac', origin: 'TAC confirmed by Bandwise visitors' });
    expect(learnt.body.tacAnalysis).toContain('confirmed by 3 of 3 visitors');
    const rows = await app.get(MikroORM).em.getConnection().execute(`select * from tac_observations where tac = '${tac}'`);
    expect(rows).toHaveLength(3);
    expect(JSON.stringify(rows)).not.toContain(imeiFor(tac, '000003'));
    expect(rows.every((r: { caller_hash: string; phone_hash: string }) => /^[0-9a-f]{64}$/.test(r.caller_hash) && /^[0-9a-f]{64}$/.test(r.phone_hash))).toBe(true);
  });

  it('counts one phone named from 3 networks as one visitor, so one IMEI cannot teach its TAC', async () => {
    const tac = '99999975';
    const key = await createKey(app, 'one-phone');
    for (const from of ['198.51.100.9', '203.0.113.9', '192.0.2.9']) {
      await http().post('/api/v1/check').set(bearer(key)).set('X-Forwarded-For', from).send({ imei: imeiFor(tac, '000001'), modelNumber: 'G020I' }).expect(200);
    }
    await http().post('/api/check').send({ imei: imeiFor(tac, '000005') }).expect(404);
  });

  it("counts an IPv6 visitor by the /48 a provider gives one subscriber, so one subscriber's many /64s are one vote", async () => {
    const tac = '99999976';
    const key = await createKey(app, 'v6');
    const name = (from: string, serial: string) =>
      http().post('/api/v1/check').set(bearer(key)).set('X-Forwarded-For', from).send({ imei: imeiFor(tac, serial), modelNumber: 'G020I' }).expect(200);
    for (const [n, subnet] of ['1', '2', '3'].entries()) await name(`2001:db8:7:${subnet}::1`, `00000${n}`);
    await http().post('/api/check').send({ imei: imeiFor(tac, '000005') }).expect(404);
    await name('2001:db8:8::1', '000006');
    await name('2001:db8:9::1', '000007');
    await spreadOverDays(tac);
    const learnt = await http().post('/api/check').send({ imei: imeiFor(tac, '000005') }).expect(200);
    expect(learnt.body.tacAnalysis).toContain('confirmed by 3 of 3 visitors');
  });

  it('finds devices by name, paged, and shows one with bands and source', async () => {
    const page = await http().get('/api/devices').query({ query: 'pixel', limit: 2, offset: 0 }).expect(200);
    expect(page.body.items).toHaveLength(2);
    expect(page.body.total).toBeGreaterThan(5);
    const next = await http().get('/api/devices').query({ query: 'pixel', limit: 2, offset: 2 }).expect(200);
    expect(next.body.items[0].id).not.toBe(page.body.items[0].id);
    const exact = await http().get('/api/devices').query({ query: 'Pixel 4' }).expect(200);
    expect(exact.body.items[0]).toMatchObject({ id: 'google-pixel-4', make: 'Google', name: 'Pixel 4', type: 'smartphone' });
    const one = await http().get('/api/devices/google-pixel-4').expect(200);
    expect(one.body.lteBands).toContain(66);
    expect(one.body.source.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The same voice flags and LTE category the CLI's devices show prints.
    expect(one.body).toMatchObject({ volte: true, wifiCalling: true, lteCategory: null });
    await http().get('/api/devices/no-such-phone').expect(404);
    const missing = await http().get('/api/devices').expect(400);
    expect(missing.body.error).toContain('query');
  });

  it("tells a 5G band missing from a 5G list in doubt as unknown, and says why on the device's page", async () => {
    const device = await http().get('/api/devices/samsung-galaxy-s24-us').expect(200);
    expect(device.body.nrBandsIncomplete).toMatch(/names n1, n7, n28 and n78, which no US carrier's 5G plan uses, but not n77/);
    expect((await http().get('/api/devices/google-pixel-4').expect(200)).body.nrBandsIncomplete).toBeUndefined();
    const att = await http().post('/api/check').send({ imei: imeiFor('35397785', '123457'), network: 'AT&T' }).expect(200);
    expect(att.body.capabilities.fiveG).toBe('unknown');
    expect(att.body.reasons.find((r: { capability: string }) => r.capability === 'fiveG').text).toMatch(/^Only AT&T's mmWave 5G \(n260\) is known to be in common; the source's 5G list for this model may be incomplete \(.+\), so whether it has n5, n77 is unknown: 5G support is unknown\.$/);
    const doc = (await http().get('/api/docs-json').expect(200)).body;
    expect(Object.keys(doc.components.schemas.DeviceDetailsDto.properties)).toContain('nrBandsIncomplete');
  });

  it('describes the new inputs, answers and endpoints in the OpenAPI document', async () => {
    const doc = (await http().get('/api/docs-json').expect(200)).body;
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/devices', '/api/devices/{id}']));
    const schemas = doc.components.schemas;
    expect(Object.keys(schemas.CheckRequestDto.properties)).toEqual(expect.arrayContaining(['modelNumber', 'deviceId']));
    expect(Object.keys(schemas.CheckResponseDto.properties)).toContain('identification');
    expect(Object.keys(schemas.DeviceSummaryDto.properties).sort()).toEqual(['esim', 'id', 'make', 'modelNumbers', 'name', 'releaseYear', 'type', 'variant']);
  });

  it('keeps an operator import over a shipped row, also when a changed shipped file is reloaded', async () => {
    await app.get(TacImportService).importOsmocom(OSMOCOM_CSV);
    const imported = await http().post('/api/check').send({ imei: imeiFor('35293110') }).expect(200);
    expect(imported.body.identification).toMatchObject({ source: 'imported-tac', origin: 'Osmocom TAC database (imported by the operator)' });
    const orm = app.get(MikroORM);
    await orm.em.getConnection().execute("delete from settings where key like 'shipped-tacs:%'");
    const [osmocom] = await loadShippedTacs(orm, new ModelMatcher(loadDeviceCatalog()), systemClock);
    expect(osmocom.counts).toMatchObject({ added: 0, changed: 0 });
    await app.get(MikroDeviceRegistry).refresh();
    const again = await http().post('/api/check').send({ imei: imeiFor('35293110') }).expect(200);
    expect(again.body.identification.source).toBe('imported-tac');
  });
});
