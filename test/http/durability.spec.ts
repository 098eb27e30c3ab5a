import { jsonOf } from '../fixtures/json';
import { Database } from 'sqlite3';
import { join } from 'node:path';
import { PIXEL_4, imeiFor } from '../fixtures/imeis';
import { OSMOCOM_CSV } from '../fixtures/paths';
import { importTacsInto, startServerProcess, type RunningServer } from '../fixtures/server-process';

const query = <T>(file: string, sql: string): Promise<T[]> =>
  new Promise((resolve, reject) => {
    const db = new Database(file);
    db.all(sql, (err, rows) => db.close(() => (err ? reject(err) : resolve(rows as T[]))));
  });

describe('durability of the server process', () => {
  let server: RunningServer;
  afterEach(async () => server?.stop());

  it('keeps every acknowledged search through a SIGKILL under load, with an intact database', async () => {
    server = await startServerProcess({ RATE_LIMIT_ANON_PER_HOUR: '1000000' });
    await importTacsInto(server, OSMOCOM_CSV, PIXEL_4);
    const acknowledged: string[] = [];
    let stop = false;
    const worker = async (n: number) => {
      for (let i = 0; !stop && i < 5000; i++) {
        try {
          const res = await fetch(`${server.url}/api/check`, {
            method: 'POST', headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ imei: i % 5 ? PIXEL_4 : imeiFor('35293110', String(n * 10000 + i).padStart(6, '0')) }),
          });
          if (res.status === 200) acknowledged.push((await jsonOf(res)).searchId);
        } catch {
          return; // the server is gone
        }
      }
    };
    const load = Promise.all(Array.from({ length: 20 }, (_, n) => worker(n)));
    await new Promise((r) => setTimeout(r, 1500));
    server.process.kill('SIGKILL');
    stop = true;
    await load;
    await server.exited;
    expect(acknowledged.length).toBeGreaterThan(50);

    server = await startServerProcess(server.env, { dataDir: server.dataDir, port: server.port });
    const file = join(server.dataDir, 'bandwise.sqlite');
    const stored = new Set((await query<{ id: string }>(file, 'select id from searches')).map((r) => r.id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    expect(await query(file, 'pragma integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it('on SIGTERM finishes the request in flight, then exits cleanly', async () => {
    server = await startServerProcess();
    // An uncached voice guide takes a while to synthesise: a real request still in flight.
    const inFlight = fetch(`${server.url}/api/voice/ussd-help`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ language: 'de', voiceCount: 1, requestVersion: 1, location: { city: 'Berlin', country: 'Germany' } }),
    });
    await new Promise((r) => setTimeout(r, 300));
    server.process.kill('SIGTERM');
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect((await jsonOf(res)).success).toBe(true);
    // Nest closes the app (server, database) and then re-raises the signal, as a process should.
    expect([0, 'SIGTERM']).toContain(await server.exited);
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  });
});
