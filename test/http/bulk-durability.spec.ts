import { retryOnClosedSocket } from '../fixtures/fresh-socket';
import { jsonOf } from '../fixtures/json';
import { imeiFor, PIXEL_4 } from '../fixtures/imeis';
import { OSMOCOM_CSV } from '../fixtures/paths';
import { importTacsInto, startServerProcess, type RunningServer } from '../fixtures/server-process';

const ROWS = 30_000;
/** A list of distinct IMEIs over the Pixel 4 TAC, one per line after the header (lines 2 to ROWS + 1). */
const fleet = () => ['imei', ...Array.from({ length: ROWS }, (_, i) => imeiFor('35293110', String(i).padStart(6, '0')))].join('\n');

describe('a bulk check through a SIGKILL', () => {
  let server: RunningServer;
  afterEach(async () => server?.stop());

  it('resumes after a restart without losing or repeating a row', async () => {
    // A short lease, so the restarted instance (a new lease holder) takes over within seconds.
    server = await startServerProcess({ BULK_POLL_MS: '100', BULK_LEASE_MS: '2000', SHIPPED_TACS: 'off' });
    await importTacsInto(server, OSMOCOM_CSV, PIXEL_4);
    const created = server.cli('keys', 'create', '--email', 'fleet@example.com', '--name', 'fleet', '--tier', 'enterprise', '--json');
    const key = JSON.parse(created.stdout).apiKey as string;
    const auth = { authorization: `Bearer ${key}` };
    const upload = await retryOnClosedSocket(() => fetch(`${server.url}/api/v1/bulk-checks`, { method: 'POST', headers: { ...auth, 'content-type': 'text/csv' }, body: fleet() }));
    expect(upload.status).toBe(202);
    const { id } = await jsonOf(upload);
    const job = async () => {
      const res = await retryOnClosedSocket(() => fetch(`${server.url}/api/v1/bulk-checks/${id}`, { headers: auth })).catch((e: Error) => {
        throw new Error(`${e.message}; server log:\n${server.output().slice(-3000)}`);
      });
      return jsonOf(res);
    };

    // Kill the server while the job is part-way through.
    let before = await job();
    for (let i = 0; i < 600 && before.checkedRows === 0; i++) {
      await new Promise((r) => setTimeout(r, 20));
      before = await job();
    }
    server.process.kill('SIGKILL');
    await server.exited;
    expect(before.checkedRows).toBeGreaterThan(0);
    expect(before.checkedRows).toBeLessThan(ROWS);

    server = await startServerProcess(server.env, { dataDir: server.dataDir, port: server.port });
    let after = await job();
    for (let i = 0; i < 1200 && after.status !== 'done'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      after = await job();
    }
    expect(after).toMatchObject({ status: 'done', totalRows: ROWS, checkedRows: ROWS, progress: 1 });
    expect(after.summary.total).toBe(ROWS);

    const report = await jsonOf(await fetch(`${server.url}/api/v1/bulk-checks/${id}/results`, { headers: auth }));
    const lines = (report.rows as Array<{ line: number; model: string | null }>).map((r) => r.line);
    expect(lines).toHaveLength(ROWS);
    expect(new Set(lines).size).toBe(ROWS);
    expect(lines[0]).toBe(2);
    expect(lines[ROWS - 1]).toBe(ROWS + 1);
    expect((report.rows as Array<{ model: string | null }>).every((r) => r.model === 'Pixel 4')).toBe(true);
  }, 240_000);
});
