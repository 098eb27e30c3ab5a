import { jsonOf } from '../fixtures/json';
import { freePort, importTacsInto, startServerProcess, type RunningServer } from '../fixtures/server-process';
import { PIXEL_4 } from '../fixtures/imeis';
import { OSMOCOM_CSV } from '../fixtures/paths';

/** Redis configured but unreachable: the service keeps answering, with limits per instance. */
describe('with Redis down', () => {
  let server: RunningServer;
  afterAll(async () => server?.stop());

  it('keeps answering checks and still limits keys', async () => {
    const deadRedis = `redis://127.0.0.1:${await freePort()}`;
    server = await startServerProcess({ REDIS_URL: deadRedis });
    await importTacsInto(server, OSMOCOM_CSV, PIXEL_4);
    const keyRes = await fetch(`${server.url}/api/generate-key`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'r@example.com', name: 'r' }) });
    expect(keyRes.status).toBe(201);
    const key = (await jsonOf(keyRes)).apiKey;
    const check = await fetch(`${server.url}/api/v1/check`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` }, body: JSON.stringify({ imei: PIXEL_4 }) });
    expect(check.status).toBe(200);
    expect(check.headers.get('ratelimit-limit')).toBe('100');
    expect(Number(check.headers.get('ratelimit-remaining'))).toBe(99);
  });
});
