import { join, resolve } from 'node:path';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { luhnCheckDigit } from '../../core';
import { benchCoverage } from './coverage';
import { benchImport } from './import';
import { benchShippedTacs } from './shipped-tacs';
import { load, type LoadFigures } from './load';
import { createEnterpriseKey, seedSearches, timeExport } from './platform';
import { peakRssMb, startServer, stop, timed } from './processes';
import { benchVoice } from './voice';

const DIST = resolve(__dirname, '..', '..');
const CLI = join(DIST, 'cli', 'main.js');
const OSMOCOM = resolve(DIST, '..', '..', 'shared', 'data', 'osmocom-tacdb.csv');
const PIXEL_4 = '35293110000000' + luhnCheckDigit('35293110000000');

function print(rows: Array<LoadFigures & { peakMb?: number }>): void {
  console.log('\n| target | req/s | p50 ms | p99 ms | errors | non-2xx | peak RSS MB |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    console.log(`| ${r.name} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} | ${r.peakMb ?? '-'} |`);
  }
}

async function main(): Promise<void> {
  const duration = Number(process.env.BENCH_SECONDS ?? 10);
  const dataDir = mkdtempSync(join(tmpdir(), 'bandwise-bench-'));
  // Per-address limits would refuse a load test from one address: lift them for the run.
  // The shipped TAC lists are measured on their own (benchShippedTacs); here the Osmocom import stands alone.
  const env = { DATA_DIR: dataDir, PORT: '5091', HOST: '127.0.0.1', NODE_ENV: 'production', IMEI_HASH_SECRET: 'bench-only-secret-0123456789abcdef', RATE_LIMIT_ANON_PER_HOUR: '1000000000', SHIPPED_TACS: 'off' };

  const importSeconds = timed([CLI, 'tac', 'import', OSMOCOM], env);
  console.log(`Osmocom TAC import (22,527 rows, fresh SQLite): ${importSeconds.toFixed(2)} s including process start`);

  const rows: Array<LoadFigures & { peakMb?: number }> = [];
  const bare = await startServer([join(__dirname, 'bare-server.js')], { PORT: '5090' }, 'http://127.0.0.1:5090/');
  const body = JSON.stringify({ imei: PIXEL_4, network: 'T-Mobile' });
  const request = { method: 'POST' as const, headers: { 'content-type': 'application/json' }, body, duration };
  rows.push({ ...(await load('bare node:http JSON', { url: 'http://127.0.0.1:5090/', ...request })), peakMb: peakRssMb(bare.pid!) });
  await stop(bare);

  const apiKey = createEnterpriseKey(CLI, env);
  const exportRows = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
  await seedSearches(dataDir, apiKey, exportRows);

  const app = await startServer([CLI, 'serve'], env, 'http://127.0.0.1:5091/api/health');
  // Let start-up work (speech engines, indexes) finish and the JIT warm up; this run is not reported.
  await new Promise((r) => setTimeout(r, 3000));
  await load('warm-up', { url: 'http://127.0.0.1:5091/api/check', ...request, duration: 3 });
  rows.push({ ...(await load('POST /api/check (SQLite)', { url: 'http://127.0.0.1:5091/api/check', ...request })), peakMb: peakRssMb(app.pid!) });
  const keyed = { ...request, headers: { ...request.headers, authorization: `Bearer ${apiKey}` } };
  rows.push({ ...(await load('POST /api/v1/check, keyed (SQLite)', { url: 'http://127.0.0.1:5091/api/v1/check', ...keyed })), peakMb: peakRssMb(app.pid!) });
  const rssBeforeExport = peakRssMb(app.pid!);
  const csv = await timeExport('http://127.0.0.1:5091/api/v1/export?format=csv', apiKey);
  const json = await timeExport('http://127.0.0.1:5091/api/v1/export?format=json', apiKey);
  const rssAfterExport = peakRssMb(app.pid!);
  await stop(app);

  print(rows);
  const [base, check, keyedCheck] = rows;
  console.log(`\nCheck path at ${((check.requestsPerSecond / base.requestsPerSecond) * 100).toFixed(1)}% of the bare baseline (50 connections, ${duration} s each).`);
  console.log(`Keyed check (authentication + per-key limit) at ${((keyedCheck.requestsPerSecond / check.requestsPerSecond) * 100).toFixed(1)}% of the unkeyed check.`);
  console.log(`Export of ${exportRows} searches: CSV ${csv.seconds.toFixed(2)} s (${csv.megabytes.toFixed(1)} MB, ${csv.lines} lines), JSON ${json.seconds.toFixed(2)} s (${json.megabytes.toFixed(1)} MB); server peak RSS ${rssBeforeExport} MB before, ${rssAfterExport} MB after.`);
  // BENCH_ONLY=http skips the longer voice, import and coverage benchmarks.
  if (process.env.BENCH_ONLY === 'http') return;
  await benchVoice();
  await benchShippedTacs();
  await benchImport();
  await benchCoverage();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
