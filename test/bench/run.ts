import { join, resolve } from 'node:path';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { luhnCheckDigit } from '../../core';
import { benchBrowser, type BrowserFigures } from './browser';
import { benchCoverage } from './coverage';
import { benchImport } from './import';
import { benchShippedTacs } from './shipped-tacs';
import { benchBulk } from './bulk';
import { load, merged, rawLoad, type LoadFigures, type RawRun } from './load';
import { measureParts } from './parts';
import { createEnterpriseKey, seedSearches, timeExport } from './platform';
import { peakRssMb, residentMb, startServer, stop, timed } from './processes';
import { LoadSampler, printTargets, type TargetRow } from './targets';
import { benchVoice, type VoiceFigures } from './voice';

const DIST = resolve(__dirname, '..', '..');
const CLI = join(DIST, 'cli', 'main.js');
const OSMOCOM = resolve(DIST, '..', '..', 'shared', 'data', 'osmocom-tacdb.csv');
const PIXEL_4 = '35293110000000' + luhnCheckDigit('35293110000000');
const SETTLE_MS = 3000;
/** How many times the throughput runs alternate (A B C C B A each time). */
const ALTERNATIONS = 3;
const BENCH_SECRET = 'bench-only-secret-0123456789abcdef';
/** The app under test (PORT 5091), the bare node:http baseline (5090) and the framework floor (5093). */
const APP = 'http://127.0.0.1:5091';
const BARE = 'http://127.0.0.1:5090/';
const FLOOR_CHECK = 'http://127.0.0.1:5093/api/check';

function print(rows: Array<LoadFigures & { peakMb?: number }>): void {
  console.log('\n| target | req/s | p50 ms | p99 ms | errors | non-2xx | peak RSS MB |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    console.log(`| ${r.name} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} | ${r.peakMb ?? '-'} |`);
  }
}

interface Memory {
  afterStart: number;
  underLoad: number;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main(): Promise<void> {
  const sampler = new LoadSampler();
  const duration = Number(process.env.BENCH_SECONDS ?? 10);
  // BENCH_ONLY=bulk times only the 100,000-row bulk check.
  if (process.env.BENCH_ONLY === 'bulk') return benchBulk();
  const dataDir = mkdtempSync(join(tmpdir(), 'bandwise-bench-'));
  // Per-address limits would refuse a load test from one address: lift them for the run. Everything
  // else is as shipped, the voice prewarm included (it waits while requests are in flight).
  // One IMEI hash secret for every process on this database, as the database requires.
  const common = { DATA_DIR: dataDir, PORT: '5091', HOST: '127.0.0.1', RATE_LIMIT_ANON_PER_HOUR: '1000000000', IMEI_HASH_SECRET: BENCH_SECRET };
  // The shipped TAC lists are measured on their own (benchShippedTacs); here the Osmocom import stands alone.
  const env = { ...common, NODE_ENV: 'production', SHIPPED_TACS: 'off' };

  const importSeconds = timed([CLI, 'tac', 'import', OSMOCOM], env);
  console.log(`Osmocom TAC import (22,527 rows, fresh SQLite): ${importSeconds.toFixed(2)} s including process start`);

  const rows: Array<LoadFigures & { peakMb?: number }> = [];
  const body = JSON.stringify({ imei: PIXEL_4, network: 'T-Mobile' });
  const request = { method: 'POST' as const, headers: { 'content-type': 'application/json' }, body, duration };
  const checkRequest = { url: `${APP}/api/check`, ...request };
  const bareRequest = { url: BARE, ...request };
  const floorRequest = { url: FLOOR_CHECK, ...request };

  const apiKey = createEnterpriseKey(CLI, env);
  const exportRows = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
  await seedSearches(dataDir, BENCH_SECRET, apiKey, exportRows);

  // Production memory as shipped: voice prewarm running after start, paused under the check load.
  const shipped = await startServer([CLI, 'serve'], env, `${APP}/api/health`);
  // Let start-up work (indexes) finish and the JIT warm up; this run is not reported.
  await pause(SETTLE_MS);
  const production: Memory = { afterStart: residentMb(shipped.pid!), underLoad: NaN };
  await load('warm-up', { ...checkRequest, duration: 3 });
  await load('memory under load', checkRequest);
  const shippedPeakMb = peakRssMb(shipped.pid!);
  await stop(shipped);

  // Throughput against the baseline, which runs beside the app: each is idle while the other is
  // measured, so this app runs without the voice prewarm, which would render in those pauses.
  const app = await startServer([CLI, 'serve'], { ...env, VOICE_PREWARM: 'false' }, `${APP}/api/health`);
  await pause(SETTLE_MS);
  const bare = await startServer([join(__dirname, 'bare-server.js')], { PORT: '5090' }, BARE);
  // Baseline, unkeyed and keyed checks alternate (A B C C B A, ALTERNATIONS times, in short runs
  // adding up to about the duration for each): the speed of a shared machine drifts and jumps over
  // seconds, and the server slows a few percent over a long run (each run adds some 60,000
  // searches); measured one after the other, a drift would fall on one side of a ratio only. Two
  // long alternations left the keyed ratio anywhere between 77% and 105% from run to run.
  // Each path is warmed up first, so no measured run pays for the JIT.
  const keyedRequest = { url: `${APP}/api/v1/check`, ...request, headers: { ...request.headers, authorization: `Bearer ${apiKey}` } };
  await load('warm-up', { ...checkRequest, duration: 3 });
  await load('warm-up', { ...keyedRequest, duration: 3 });
  await load('warm-up', { ...bareRequest, duration: 1 });
  const paths = { bare: bareRequest, check: checkRequest, keyed: keyedRequest };
  const runs: Record<keyof typeof paths, RawRun[]> = { bare: [], check: [], keyed: [] };
  // Whole seconds: autocannon ends a run on its once-a-second sample.
  const slice = Math.max(1, Math.round(duration / (2 * ALTERNATIONS)));
  for (let i = 0; i < ALTERNATIONS; i++) {
    for (const path of ['bare', 'check', 'keyed', 'keyed', 'check', 'bare'] as const) runs[path].push(await rawLoad({ ...paths[path], duration: slice }));
  }
  rows.push({ ...merged('bare node:http JSON', BARE, runs.bare), peakMb: peakRssMb(bare.pid!) });
  await stop(bare);
  rows.push({ ...merged('POST /api/check (SQLite)', checkRequest.url, runs.check), peakMb: peakRssMb(app.pid!) });
  rows.push({ ...merged('POST /api/v1/check, keyed (SQLite)', keyedRequest.url, runs.keyed), peakMb: peakRssMb(app.pid!) });
  production.underLoad = Math.max(shippedPeakMb, peakRssMb(app.pid!));
  const answerFile = join(dataDir, 'check-answer.json');
  const answerText = await (await fetch(checkRequest.url, { method: 'POST', headers: request.headers, body })).text();
  const answerBytes = Buffer.byteLength(answerText);
  writeFileSync(answerFile, answerText);
  const rssBeforeExport = peakRssMb(app.pid!);
  const csv = await timeExport(`${APP}/api/v1/export?format=csv`, apiKey);
  const json = await timeExport(`${APP}/api/v1/export?format=json`, apiKey);
  const rssAfterExport = peakRssMb(app.pid!);
  await stop(app);

  const floor = await startServer([join(__dirname, 'framework-floor.js')], { PORT: '5093', ANSWER_FILE: answerFile }, FLOOR_CHECK);
  await load('warm-up', { ...floorRequest, duration: 3 });
  rows.push({ ...(await load('NestJS on Fastify, empty route, same answer', floorRequest)), peakMb: peakRssMb(floor.pid!) });
  await stop(floor);
  const bareAnswer = await startServer([join(__dirname, 'bare-server.js')], { PORT: '5090', ANSWER_FILE: answerFile }, BARE);
  rows.push({ ...(await load('bare node:http, same answer', bareRequest)), peakMb: peakRssMb(bareAnswer.pid!) });
  await stop(bareAnswer);

  // The embedded default (no NODE_ENV) on the same data. First as shipped, while its voice prewarm
  // renders (only a fresh install does that: a restart finds the guides cached and starts no engine);
  // then in that cached state (VOICE_PREWARM=false starts no engine either), under a shorter check load.
  const prewarming = await startServer([CLI, 'serve'], common, `${APP}/api/health`);
  await pause(SETTLE_MS);
  const embeddedWhilePrewarming = residentMb(prewarming.pid!);
  await stop(prewarming);
  const embeddedApp = await startServer([CLI, 'serve'], { ...common, VOICE_PREWARM: 'false' }, `${APP}/api/health`);
  await pause(SETTLE_MS);
  const embedded: Memory = { afterStart: residentMb(embeddedApp.pid!), underLoad: NaN };
  await load('embedded check', { ...checkRequest, duration: Math.max(3, Math.round(duration / 2)) });
  embedded.underLoad = peakRssMb(embeddedApp.pid!);
  await stop(embeddedApp);

  print(rows);
  const [base, check, keyedCheck, nestFloor, bareSameAnswer] = rows;
  const checkRatio = (check.requestsPerSecond / base.requestsPerSecond) * 100;
  const keyedRatio = (keyedCheck.requestsPerSecond / check.requestsPerSecond) * 100;
  console.log(`\nCheck path at ${checkRatio.toFixed(1)}% of the bare baseline (50 connections; baseline and each check ${2 * ALTERNATIONS} runs of ${slice} s in alternation, merged).`);
  console.log(`Keyed check (authentication + per-key limit) at ${keyedRatio.toFixed(1)}% of the unkeyed check.`);
  console.log(`Framework floor: NestJS on Fastify answering the same JSON from an empty route reaches ${((nestFloor.requestsPerSecond / base.requestsPerSecond) * 100).toFixed(1)}% of the bare baseline (p99 ${nestFloor.p99} ms); the check path runs at ${((check.requestsPerSecond / nestFloor.requestsPerSecond) * 100).toFixed(1)}% of that floor.`);
  console.log(`Bare node:http sending the check's own answer (${answerBytes} bytes) instead of the echo reaches ${bareSameAnswer.requestsPerSecond} req/s, ${((bareSameAnswer.requestsPerSecond / base.requestsPerSecond) * 100).toFixed(1)}% of the echo: the check path runs at ${((check.requestsPerSecond / bareSameAnswer.requestsPerSecond) * 100).toFixed(1)}% of it.`);
  console.log(`Export of ${exportRows} searches: CSV ${csv.seconds.toFixed(2)} s (${csv.megabytes.toFixed(1)} MB, ${csv.lines} lines), JSON ${json.seconds.toFixed(2)} s (${json.megabytes.toFixed(1)} MB); server peak RSS ${rssBeforeExport} MB before, ${rssAfterExport} MB after.`);

  console.log('\nResident memory by part (fresh process, after a full collection; production settings):');
  console.log('| part | MB | loaded |');
  console.log('|---|---:|---|');
  for (const p of measureParts(dataDir)) console.log(`| ${p.part} | ${p.mb.toFixed(1)} | ${p.when} |`);
  console.log(`Servers: production (voice prewarm running) ${production.afterStart} MB after start, ${production.underLoad} MB peak under the check load; embedded ${embeddedWhilePrewarming} MB after a fresh start while the prewarm renders, ${embedded.afterStart} / ${embedded.underLoad} MB with the guides cached.`);

  const targets: TargetRow[] = [
    { measure: '`POST /api/check` vs bare `node:http`', value: `${checkRatio.toFixed(1)}%`, target: '>= 20%', pass: checkRatio >= 20 },
    { measure: 'p99 at 50 connections (`POST /api/check`)', value: `${check.p99} ms`, target: '< 25 ms', pass: check.p99 < 25 },
    { measure: 'keyed check vs unkeyed', value: `${keyedRatio.toFixed(1)}%`, target: '>= 90%', pass: keyedRatio >= 90 },
    memoryRow('resident memory after start / under load, production mode (prewarm running)', production, 300, 400),
    memoryRow('the same, embedded default (guides cached)', embedded, 200, 300),
    { measure: 'Osmocom import (process start included)', value: `${importSeconds.toFixed(2)} s`, target: '< 2 s', pass: importSeconds < 2 },
  ];
  let browser: BrowserFigures | null = null;
  let voice: VoiceFigures | null = null;
  // BENCH_ONLY=http skips the browser, voice, import and coverage benchmarks.
  if (process.env.BENCH_ONLY !== 'http') {
    browser = await benchBrowser();
    console.log(`\nBrowser, throttled phone (4x CPU, 1.6 Mbit/s, 150 ms): first load of / ${browser.firstLoadJsKiB} KiB of JavaScript (${browser.firstLoadTotalKiB} KiB in all), first contentful paint ${browser.fcpMs} ms, IMEI field usable at ${browser.imeiInteractiveMs} ms; Show Map fetched ${browser.mapKiB} KiB (${browser.mapJsKiB} KiB of it JavaScript).`);
    voice = await benchVoice();
    await benchShippedTacs();
    await benchImport();
    await benchCoverage();
    await benchBulk();
  }
  targets.push(
    browserRow('first-load JS transferred', browser, (b) => [`${b.firstLoadJsKiB} KiB`, b.firstLoadJsKiB <= 170], '<= 170 KiB'),
    browserRow('first contentful paint, throttled mobile', browser, (b) => [`${(b.fcpMs / 1000).toFixed(2)} s`, b.fcpMs <= 2500], '<= 2.5 s'),
    browserRow('map code and data, on Show Map only', browser, (b) => [`${b.mapKiB} KiB`, b.mapKiB < 250], '< 250 KiB'),
    voice
      ? { measure: 'voice style 1, first request after start (prewarm done)', value: `${voice.firstAfterPrewarmMs.toFixed(1)} ms (${voice.firstAfterPrewarmCache})`, target: 'cache hit, < 20 ms', pass: voice.firstAfterPrewarmCache === 'hit' && voice.firstAfterPrewarmMs < 20 }
      : { measure: 'voice style 1, first request after start (prewarm done)', value: '-', target: 'cache hit, < 20 ms', pass: null },
    voice
      ? { measure: 'voice style 1, uncached', value: `${voice.uncachedStyle1Ms.toFixed(0)} ms`, target: '< 1.5 s (quiet machine)', pass: voice.uncachedStyle1Ms < 1500 }
      : { measure: 'voice style 1, uncached', value: '-', target: '< 1.5 s (quiet machine)', pass: null },
  );
  printTargets(targets, sampler);
}

function memoryRow(measure: string, m: Memory, startTarget: number, loadTarget: number): TargetRow {
  return { measure, value: `${m.afterStart} / ${m.underLoad} MB`, target: `<= ${startTarget} / ${loadTarget} MB`, pass: m.afterStart <= startTarget && m.underLoad <= loadTarget };
}

function browserRow(measure: string, b: BrowserFigures | null, judge: (b: BrowserFigures) => [string, boolean], target: string): TargetRow {
  if (!b) return { measure, value: '-', target, pass: null };
  const [value, pass] = judge(b);
  return { measure, value, target, pass };
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
