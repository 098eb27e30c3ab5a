import { jsonOf } from '../fixtures/json';
import { testDatabaseUrl } from '../fixtures/database';
import { retryOnClosedSocket } from '../fixtures/fresh-socket';
import { imeiFor, PIXEL_4 } from '../fixtures/imeis';
import { OSMOCOM_CSV } from '../fixtures/paths';
import { importTacsInto, startServerProcess, type RunningServer } from '../fixtures/server-process';

const ROWS = 10_000;
const list = (n: number, serialFrom = 0) => Array.from({ length: n }, (_, i) => imeiFor('35293110', String(serialFrom + i).padStart(6, '0'))).join('\n');

/** Two instances on one PostgreSQL and one Redis sharing bulk jobs, as behind a load balancer. */
describe('bulk checks on two instances (PostgreSQL + Redis)', () => {
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    const env = { DATABASE_URL: (await testDatabaseUrl())!, REDIS_URL: process.env.BANDWISE_TEST_REDIS!, NODE_ENV: 'production', IMEI_HASH_SECRET: 'bulk-production-test-secret-0123456789', BULK_POLL_MS: '100', BULK_LEASE_MS: '2000', SHIPPED_TACS: 'off' };
    a = await startServerProcess(env);
    await importTacsInto(a, OSMOCOM_CSV, PIXEL_4);
    b = await startServerProcess(env);
  }, 300_000);
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
  });

  const upload = (server: RunningServer, key: string, body: string) =>
    retryOnClosedSocket(() => fetch(`${server.url}/api/v1/bulk-checks`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'text/plain' }, body })).catch((e: Error) => {
      throw new Error(`${e.message}; server log:\n${server.output().slice(-3000)}`);
    });
  const job = async (server: RunningServer, key: string, id: string) => jsonOf(await fetch(`${server.url}/api/v1/bulk-checks/${id}`, { headers: { authorization: `Bearer ${key}` } }));

  it("counts a free key's rows once across both instances", async () => {
    const key = (await jsonOf(await fetch(`${b.url}/api/generate-key`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'free@example.com', name: 'free' }) }))).apiKey as string;
    expect((await upload(a, key, list(60))).status).toBe(202);
    const second = await upload(b, key, list(60, 100));
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('finishes a job uploaded to one instance on the other after the first is killed, every row once', async () => {
    const key = JSON.parse(a.cli('keys', 'create', '--email', 'fleet@example.com', '--name', 'fleet', '--tier', 'enterprise', '--json').stdout).apiKey as string;
    const created = await upload(a, key, list(ROWS));
    expect(created.status).toBe(202);
    const { id } = await jsonOf(created);
    let seen = await job(b, key, id);
    for (let i = 0; i < 3000 && seen.checkedRows === 0; i++) {
      await new Promise((r) => setTimeout(r, 20));
      seen = await job(b, key, id);
    }
    expect(seen.checkedRows).toBeGreaterThan(0);
    a.process.kill('SIGKILL');
    await a.exited;

    for (const deadline = Date.now() + 240_000; Date.now() < deadline && seen.status !== 'done'; ) {
      await new Promise((r) => setTimeout(r, 100));
      seen = await job(b, key, id);
    }
    expect(seen).toMatchObject({ status: 'done', checkedRows: ROWS, totalRows: ROWS });
    const report = await jsonOf(await fetch(`${b.url}/api/v1/bulk-checks/${id}/results`, { headers: { authorization: `Bearer ${key}` } }));
    const lines = (report.rows as Array<{ line: number }>).map((r) => r.line);
    expect(lines).toHaveLength(ROWS);
    expect(new Set(lines).size).toBe(ROWS);
    expect(Math.max(...lines)).toBe(ROWS);
  }, 300_000);
});
