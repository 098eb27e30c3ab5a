import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { IssueSignInLink, ManageAdmins } from '../../core';
import { imeiFor } from '../fixtures/imeis';
import { bearer } from '../fixtures/keys';
import { startTestApp } from '../fixtures/test-app';

const later = () => new Promise((resolve) => setTimeout(resolve, 20));

/** An IMEI reported again keeps the date it was first blocked, and changes only what the admin gives. */
describe('POST /api/admin/blacklist on an IMEI already blocked', () => {
  let app: NestFastifyApplication;
  let admin: Record<string, string>;
  const http = () => request(app.getHttpServer());
  const add = (body: object) => http().post('/api/admin/blacklist').set(admin).send(body);

  beforeAll(async () => {
    app = await startTestApp({}, { importOsmocom: false });
    await app.get(ManageAdmins).grant('blacklist-admin@example.com');
    const link = await app.get(IssueSignInLink).execute({ email: 'blacklist-admin@example.com' });
    const token = link.ok ? new URL(link.value.url).searchParams.get('token') : null;
    admin = bearer((await http().post('/api/admin/verify-temp-token').send({ token }).expect(200)).body.sessionToken);
  });
  afterAll(() => app.close());

  it('keeps the first-reported date, source and visibility left out, and says what it changed', async () => {
    const imei = imeiFor('35293110', '515151');
    const first = await add({ imei, reason: 'Reported stolen', source: 'police', public: true }).expect(201);
    expect(first.body).toMatchObject({ added: true, updated: false, changed: [], entry: { reason: 'Reported stolen', source: 'police', public: true } });
    await later();

    const same = await add({ imei, reason: 'Reported stolen' }).expect(200);
    expect(same.body).toEqual({ success: true, added: false, updated: false, changed: [], entry: first.body.entry });

    const reworded = await add({ imei, reason: 'Reported stolen, case 2026-7' }).expect(200);
    expect(reworded.body).toMatchObject({ added: false, updated: true, changed: ['reason'] });
    expect(reworded.body.entry).toEqual({ ...first.body.entry, reason: 'Reported stolen, case 2026-7' });

    const moved = await add({ imei, reason: 'Reported stolen, case 2026-7', source: 'insurer', public: false }).expect(200);
    expect(moved.body).toMatchObject({ updated: true, changed: ['source', 'public'], entry: { source: 'insurer', public: false, addedAt: first.body.entry.addedAt } });

    const listed = (await http().get('/api/admin/blacklist').set(admin).expect(200)).body.entries;
    expect(listed).toEqual([moved.body.entry]);
  });

  it('reads "public": null as left out, for a new entry and for one already blocked', async () => {
    const imei = imeiFor('35293110', '535353');
    const created = await add({ imei, reason: 'Reported lost', public: null }).expect(201);
    expect(created.body.entry).toMatchObject({ public: false });
    await add({ imei, reason: 'Reported lost', public: true }).expect(200);
    const again = await add({ imei, reason: 'Reported lost', public: null }).expect(200);
    expect(again.body).toMatchObject({ updated: false, entry: { public: true } });
  });

  it('a CSV import of a blocked IMEI keeps its first-reported date and visibility, and its source when the line has none', async () => {
    const imei = imeiFor('35293110', '525252');
    const first = await add({ imei, reason: 'Lost', source: 'support', public: true }).expect(201);
    await later();
    await http().post('/api/admin/blacklist/import').set(admin).send({ csv: `${imei},Lost on the train\n` }).expect(200);
    const entry = (await http().get('/api/admin/blacklist').set(admin).expect(200)).body.entries.find((e: { id: string }) => e.id === first.body.entry.id);
    expect(entry).toEqual({ ...first.body.entry, reason: 'Lost on the train' });
    await http().post('/api/admin/blacklist/import').set(admin).send({ csv: `${imei},Lost on the train,police\n` }).expect(200);
    const again = (await http().get('/api/admin/blacklist').set(admin).expect(200)).body.entries.find((e: { id: string }) => e.id === first.body.entry.id);
    expect(again).toEqual({ ...first.body.entry, reason: 'Lost on the train', source: 'police' });
  });
});
