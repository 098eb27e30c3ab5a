import { mkdtempSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { luhnCheckDigit } from '../../core';
import { knex } from '@mikro-orm/knex';
import { createEnterpriseKey } from './platform';
import { peakRssMb, startServer, stop, timed } from './processes';

const CLI = join(resolve(__dirname, '..', '..'), 'cli', 'main.js');
const OSMOCOM = resolve(__dirname, '..', '..', '..', '..', 'shared', 'data', 'osmocom-tacdb.csv');
const TARGETS = { seconds: 30, peakMb: 300 };
const CARRIERS = ['', 'T-Mobile', 'Verizon', 'AT&T'];

/** TACs the import matched to a curated catalog model (band data, so real verdicts). */
export async function catalogTacs(dataDir: string): Promise<string[]> {
  const db = knex({ client: 'sqlite3', connection: { filename: join(dataDir, 'bandwise.sqlite') }, useNullAsDefault: true });
  try {
    return (await db('tac_entries').whereNotNull('model_id').pluck('tac')) as string[];
  } finally {
    await db.destroy();
  }
}

/**
 * A fleet of `rows` IMEIs: two in three over TACs matched to the curated catalog, the rest over the
 * whole Osmocom list (mostly identified without band data); some rows name their own carrier.
 */
export function fleetCsv(rows: number, catalog: string[] = []): string {
  const osmocom = readFileSync(OSMOCOM, 'utf8').split('\n').slice(2).map((l) => l.slice(0, 8)).filter((t) => /^\d{8}$/.test(t));
  const lines = ['imei,carrier'];
  for (let i = 0; i < rows; i++) {
    const tacs = i % 3 === 2 || catalog.length === 0 ? osmocom : catalog;
    const body = tacs[(i * 7919) % tacs.length] + String(i % 1_000_000).padStart(6, '0');
    lines.push(`${body}${luhnCheckDigit(body)},${CARRIERS[i % CARRIERS.length]}`);
  }
  return lines.join('\n');
}

interface BulkFigures {
  uploaded: number;
  checked: number;
  total: number;
  reportMb: number;
  atRest: number;
  peak: number;
  readyShare: number;
}

/**
 * A 100,000-row bulk check on the embedded default (SQLite) through the real server: upload, the
 * background job, and the report download; wall time and the server's peak memory. Measured twice:
 * on a fresh install in production mode, where the voice guide prewarm renders on its own worker
 * thread all through the job (it takes minutes on a first start), and on a server that starts no
 * speech engine, as every later start does once the guides are cached.
 */
export async function benchBulk(rows = Number(process.env.BENCH_BULK_ROWS ?? 100_000)): Promise<void> {
  const fresh = await runBulk(rows, { NODE_ENV: 'production' });
  print(rows, 'fresh install, voice prewarm running', fresh);
  const cached = await runBulk(rows, { VOICE_PREWARM: 'false' });
  print(rows, 'no speech engine (guides cached)', cached);
}

function print(rows: number, label: string, f: BulkFigures): void {
  console.log(`\nBulk check of ${rows} rows (SQLite, ${label}): upload ${f.uploaded.toFixed(2)} s, checked ${f.checked.toFixed(2)} s, with the CSV report (${f.reportMb.toFixed(1)} MB) ${f.total.toFixed(2)} s (target < ${TARGETS.seconds} s); server peak RSS ${f.peak} MB, ${f.peak - f.atRest} MB above the ${f.atRest} MB it held at rest (target < ${TARGETS.peakMb} MB); ${Math.round(f.readyShare * 100)}% ready as is; load average ${loadavg()[0].toFixed(1)} on this machine.`);
}

async function runBulk(rows: number, mode: NodeJS.ProcessEnv): Promise<BulkFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bandwise-bench-bulk-'));
  const env = { DATA_DIR: dataDir, PORT: '5093', HOST: '127.0.0.1', IMEI_HASH_SECRET: 'bench-only-secret-0123456789abcdef', BULK_POLL_MS: '200', ...mode };
  timed([CLI, 'tac', 'import', OSMOCOM], env);
  const apiKey = createEnterpriseKey(CLI, env);
  const app = await startServer([CLI, 'serve'], env, 'http://127.0.0.1:5093/api/health');
  try {
    const body = fleetCsv(rows, await catalogTacs(dataDir));
    const atRest = peakRssMb(app.pid!);
    const auth = { Authorization: `Bearer ${apiKey}` };
    const started = process.hrtime.bigint();
    const created = await fetch('http://127.0.0.1:5093/api/v1/bulk-checks?carrier=T-Mobile', { method: 'POST', headers: { ...auth, 'Content-Type': 'text/csv' }, body });
    if (created.status !== 202) throw new Error(`bulk upload answered ${created.status}: ${await created.text()}`);
    const { id } = (await created.json()) as { id: string };
    const uploaded = Number(process.hrtime.bigint() - started) / 1e9;
    let job: { status: string; checkedRows: number; summary: { readyShare: number } };
    do {
      await new Promise((r) => setTimeout(r, 250));
      job = (await (await fetch(`http://127.0.0.1:5093/api/v1/bulk-checks/${id}`, { headers: auth })).json()) as typeof job;
    } while (job.status !== 'done');
    const checked = Number(process.hrtime.bigint() - started) / 1e9;
    const report = await (await fetch(`http://127.0.0.1:5093/api/v1/bulk-checks/${id}/results?format=csv`, { headers: auth })).text();
    const total = Number(process.hrtime.bigint() - started) / 1e9;
    return { uploaded, checked, total, reportMb: report.length / 1e6, atRest, peak: peakRssMb(app.pid!), readyShare: job.summary.readyShare };
  } finally {
    await stop(app);
  }
}
