import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { MikroORM } from '@mikro-orm/core';
import { ModelMatcher } from '../../core';
import { loadDeviceCatalog } from '../../adapters/catalog/load-catalog';
import { loadShippedTacs } from '../../adapters/catalog/shipped-tacs';
import { TacImportService } from '../../adapters/catalog/tac-import.service';
import { MikroDeviceRegistry } from '../../adapters/persistence/mikro-device-registry';
import { systemClock } from '../../adapters/system-ports';
import { imeiFor, UNKNOWN_TAC } from '../fixtures/imeis';
import { OSMOCOM_CSV } from '../fixtures/paths';
import { startTestApp } from '../fixtures/test-app';

/** Issue 12 on a fresh install: the shipped TAC lists identify phones without a manual import. */
describe('Identification on a fresh install (HTTP, shipped TAC lists)', () => {
  let app: NestExpressApplication;
  let startMs: number;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    const started = Date.now();
    app = await startTestApp({ shippedTacs: true }, { importOsmocom: false });
    startMs = Date.now() - started;
  });
  afterAll(() => app.close());

  it('starts in under 5 s with both lists loaded, and health counts TACs per origin', async () => {
    expect(startMs).toBeLessThan(5000);
    if (process.env.TEST_LOG) console.log(`fresh start with shipped TAC lists: ${startMs} ms`);
    const res = await http().get('/api/health').expect(200);
    expect(res.body.tacsByOrigin['shipped-osmocom']).toBeGreaterThan(20000);
    expect(res.body.tacsByOrigin['samsung-tacs']).toBeGreaterThan(8000);
    expect(res.body.tacs).toBe(Object.values(res.body.tacsByOrigin as Record<string, number>).reduce((a, b) => a + b, 0));
  });

  it('identifies the Pixel 4 from the shipped Osmocom list', async () => {
    const res = await http().post('/api/check').send({ imei: '352931103746525', network: 'T-Mobile' }).expect(200);
    expect(res.body.device).toMatchObject({ make: 'Google', model: 'Pixel 4' });
    expect(res.body.identification).toMatchObject({ source: 'shipped-tac', origin: 'Osmocom TAC database (CC-BY-SA 3.0)', ambiguous: false });
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

  it('refuses a malformed model number or id with 400 naming the field, an unknown one with 404 and the search hint', async () => {
    const bad = await http().post('/api/check').send({ imei: UNKNOWN_TAC, modelNumber: 'my phone!' }).expect(400);
    expect(bad.body.error).toContain('modelNumber');
    const badId = await http().post('/api/check').send({ imei: UNKNOWN_TAC, deviceId: 'Not An Id' }).expect(400);
    expect(badId.body.error).toContain('deviceId');
    const unknown = await http().post('/api/check').send({ imei: UNKNOWN_TAC, modelNumber: 'ZZ-0000X' }).expect(404);
    expect(unknown.body).toMatchObject({ code: 'NOT_FOUND', deviceSearch: '/api/devices?query=' });
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
    await http().get('/api/devices/no-such-phone').expect(404);
    const missing = await http().get('/api/devices').expect(400);
    expect(missing.body.error).toContain('query');
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
