import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { signInByMail } from '../fixtures/admin-session';
import { startSmtpPeer, type SmtpPeer } from '../fixtures/smtp-peer';
import { startTestApp } from '../fixtures/test-app';

const ADMIN = 'ops@example.com';
const VALID_IMEI = '352099001761481';

/** Issue 14 item 19: inputs that used to answer 500 answer 400 with a clear message. */
describe('malformed bodies and files are refused with 400', () => {
  let app: NestFastifyApplication;
  let smtp: SmtpPeer;
  let admin: Record<string, string>;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    app = await startTestApp({ smtpUrl: smtp.url, adminEmails: [ADMIN] });
    admin = await signInByMail(app, smtp, ADMIN);
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it.each(['gzip', 'deflate'])('answers 400 to a body that says Content-Encoding: %s but is not', async (encoding) => {
    const res = await http().post('/api/check').set('Content-Type', 'application/json').set('Content-Encoding', encoding)
      .send(Buffer.from(JSON.stringify({ imei: VALID_IMEI, carrier: 'tmobile' }))).expect(400);
    expect(res.body).toEqual({ success: false, code: 'MALFORMED_BODY', error: expect.stringContaining(`not valid gzip or deflate data`) });
    expect(JSON.stringify(res.body)).not.toMatch(/incorrect header|zlib|at /);
  });

  it('answers 400 naming the problem to a blacklist CSV with an unclosed quote, and stores nothing', async () => {
    const csv = `imei,reason\n${VALID_IMEI},stolen\n490154203237518,"lost on the bus\n`;
    const res = await http().post('/api/admin/blacklist/import').set(admin).send({ csv }).expect(400);
    expect(res.body).toMatchObject({ code: 'INPUT_INVALID', error: expect.stringContaining('Nothing was imported') });
    expect(res.body.invalid).toEqual([expect.objectContaining({ error: expect.stringContaining('quoted field is never closed') })]);
    expect((await http().get('/api/admin/blacklist').set(admin).expect(200)).body.total).toBe(0);
  });

  it('answers 400 to a stray quote inside an unquoted field', async () => {
    const res = await http().post('/api/admin/blacklist/import').set(admin).send({ csv: `${VALID_IMEI},the "big" theft\n` }).expect(400);
    expect(res.body.invalid[0].error).toContain('quote');
  });
});
