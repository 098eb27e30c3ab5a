import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { luhnCheckDigit } from '../../core';
import { startServer, stop, timed } from './processes';

/**
 * The soak (run by hand: `npm run soak`): a steady request rate against POST /api/check for
 * SOAK_SECONDS (default 600), sampling the server's resident memory every 15 s, to show no errors
 * and memory that stops growing.
 */
const DIST = resolve(__dirname, '..', '..');
const CLI = join(DIST, 'cli', 'main.js');
const rssMb = (pid: number) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024);

async function main(): Promise<void> {
  const seconds = Number(process.env.SOAK_SECONDS ?? 600);
  const rate = Number(process.env.SOAK_RATE ?? 300);
  const dataDir = mkdtempSync(join(tmpdir(), 'bandwise-soak-'));
  const env = { DATA_DIR: dataDir, PORT: '5095', HOST: '127.0.0.1', NODE_ENV: 'production', IMEI_HASH_SECRET: 'bench-only-secret-0123456789abcdef', RATE_LIMIT_ANON_PER_HOUR: '1000000000' };
  timed([CLI, 'tac', 'import', resolve(DIST, '..', '..', 'shared', 'data', 'osmocom-tacdb.csv')], env);
  const app = await startServer([CLI, 'serve'], env, 'http://127.0.0.1:5095/api/health');
  const samples: Array<[number, number]> = [];
  const sampler = setInterval(() => samples.push([samples.length * 15, rssMb(app.pid!)]), 15_000);
  const body = JSON.stringify({ imei: '35293110000000' + luhnCheckDigit('35293110000000'), network: 'Verizon' });
  const result = await autocannon({
    url: 'http://127.0.0.1:5095/api/check', method: 'POST', headers: { 'content-type': 'application/json' }, body,
    connections: 20, overallRate: rate, duration: seconds,
  });
  clearInterval(sampler);
  await stop(app);
  console.log(`Soak: ${seconds} s at ${rate} req/s: ${result.requests.total} requests, ${result.errors} errors, ${result.non2xx} non-2xx, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
  console.log('| t (s) | RSS MB |\n|---:|---:|');
  for (const [t, mb] of samples) console.log(`| ${t} | ${mb} |`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
