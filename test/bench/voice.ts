import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { cpuMsOf } from '../fixtures/cpu-time';
import { peakRssMb, startServer, stop } from './processes';

const CLI = join(resolve(__dirname, '..', '..'), 'cli', 'main.js');
const PORT = 5092;
const URL = `http://127.0.0.1:${PORT}`;
const CACHED_RUNS = 5;
const TARGET_MS = { uncached: { 1: 1500 } as Record<number, number>, cached: 20 };

/**
 * Wall time of one voice guide request until its whole body (the audio) has arrived, gzip-encoded
 * as a browser asks for it. A plain node:http client: undici's fetch spends another 5-15 ms of this
 * machine's CPU inflating and decoding 290 kB in JavaScript, which measures the client, not the
 * server (curl takes 3-6 ms for the same answer). The byte count is of the decoded JSON.
 */
function timeToAudio(voiceCount: number, requestVersion: number, language = 'en'): Promise<{ ms: number; cache: string; bytes: number }> {
  const body = JSON.stringify({ language, location: { city: 'Austin', country: 'United States' }, voiceCount, requestVersion });
  const started = process.hrtime.bigint();
  return new Promise((done, fail) => {
    const req = request(`${URL}/api/voice/ussd-help`, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', fail);
      res.on('end', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        const raw = Buffer.concat(chunks);
        const text = (res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
        if (res.statusCode !== 200) return fail(new Error(`voice style ${voiceCount}: HTTP ${res.statusCode} ${text.slice(0, 200)}`));
        done({ ms, cache: String(res.headers['x-cache'] ?? '?'), bytes: Buffer.byteLength(text) });
      });
    });
    req.on('error', fail);
    req.end(body);
  });
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** CPU time (user + system, all threads) a process has used, in ms: the cost of a rendering whatever else the machine runs. */
const cpuMs = (pid: number): number => cpuMsOf(`/proc/${pid}/stat`);

/** Waits until the server stops using CPU (start-up, engine warm-up done), at most 60 s. */
async function settle(pid: number): Promise<void> {
  for (let i = 0; i < 120; i++) {
    const before = cpuMs(pid);
    await new Promise((r) => setTimeout(r, 500));
    if (cpuMs(pid) - before <= 20) return;
  }
}

/**
 * Time to first audio of the voice assistant, per style: the first request renders (speech
 * synthesis, mixing, MP3 encoding), the repeats come from the audio cache. Runs the built server in
 * production mode on a fresh data directory; the speech engine loads in the background at start,
 * and the figures are taken once the server is idle, as a visitor would meet it. Server CPU time is
 * printed beside the wall time, since other processes on the machine inflate the latter.
 */
export interface VoiceFigures {
  uncachedStyle1Ms: number;
  /** The first request for a guide after start, once the background prewarm has rendered it. */
  firstAfterPrewarmMs: number;
  firstAfterPrewarmCache: string;
}

export async function benchVoice(): Promise<VoiceFigures> {
  const uncachedStyle1Ms = await benchRendering();
  return { uncachedStyle1Ms, ...(await benchPrewarm()) };
}

const cachedGuides = (dataDir: string): number => {
  try {
    return readdirSync(join(dataDir, 'voice-cache')).filter((f) => f.endsWith('.json')).length;
  } catch {
    return 0;
  }
};

/** Fresh servers whose first request is timed: one sample per start is noisy, so the median counts. */
const PREWARM_STARTS = 3;

/**
 * A production server as shipped, with the prewarm limited to English (all 23 languages take
 * minutes of CPU on a busy machine): waits until its three guides are on disk, then times the
 * first request a visitor would make. Repeated on fresh data directories; the median is reported.
 */
async function benchPrewarm(): Promise<Omit<VoiceFigures, 'uncachedStyle1Ms'>> {
  const starts: Array<{ ms: number; cache: string; prewarmSeconds: number }> = [];
  for (let i = 0; i < PREWARM_STARTS; i++) starts.push(await firstRequestAfterPrewarm());
  const first = [...starts].sort((a, b) => a.ms - b.ms)[Math.floor(starts.length / 2)];
  const cache = starts.every((s) => s.cache === 'hit') ? 'hit' : starts.map((s) => s.cache).join('/');
  console.log(`\nVoice prewarm (English, 3 guides, one nice-19 worker), ${PREWARM_STARTS} fresh starts: done ${starts.map((s) => s.prewarmSeconds.toFixed(1)).join(' / ')} s after start; the first style-1 request then took ${starts.map((s) => s.ms.toFixed(1)).join(' / ')} ms (X-Cache: ${cache}), median ${first.ms.toFixed(1)} ms.`);
  return { firstAfterPrewarmMs: first.ms, firstAfterPrewarmCache: cache };
}

async function firstRequestAfterPrewarm(): Promise<{ ms: number; cache: string; prewarmSeconds: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bandwise-bench-prewarm-'));
  const env = { DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1', NODE_ENV: 'production', IMEI_HASH_SECRET: 'bench-only-secret-0123456789abcdef', VOICE_PREWARM: 'en' };
  const started = Date.now();
  const server = await startServer([CLI, 'serve'], env, `${URL}/api/health`);
  try {
    while (cachedGuides(dataDir) < 3) {
      if (Date.now() - started > 300_000) throw new Error('the voice prewarm did not finish within 5 minutes');
      await new Promise((r) => setTimeout(r, 200));
    }
    const prewarmSeconds = (Date.now() - started) / 1000;
    await settle(server.pid!);
    const first = await timeToAudio(1, 1);
    return { ms: first.ms, cache: first.cache, prewarmSeconds };
  } finally {
    await stop(server);
  }
}

/** Rendering without the prewarm (VOICE_PREWARM=false: a production server then loads the engines at start). */
async function benchRendering(): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bandwise-bench-voice-'));
  const env = { DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1', NODE_ENV: 'production', IMEI_HASH_SECRET: 'bench-only-secret-0123456789abcdef', VOICE_PREWARM: 'false' };
  const server = await startServer([CLI, 'serve'], env, `${URL}/api/health`);
  try {
    await settle(server.pid!);
    const rows: string[] = [];
    let uncachedStyle1 = NaN;
    for (const style of [1, 4, 5]) {
      const cpuBefore = cpuMs(server.pid!);
      const first = await timeToAudio(style, 1);
      if (style === 1) uncachedStyle1 = first.ms;
      const cpu = cpuMs(server.pid!) - cpuBefore;
      const repeats: number[] = [];
      for (let i = 0; i < CACHED_RUNS; i++) {
        const again = await timeToAudio(style, i + 2);
        if (again.cache !== 'hit') throw new Error(`style ${style} repeat was not served from the cache`);
        repeats.push(again.ms);
      }
      const cached = median(repeats);
      const target = TARGET_MS.uncached[style];
      const verdict = `${target ? (first.ms < target ? 'ok' : 'MISSED') + ` (< ${target} ms)` : '-'} / ${cached < TARGET_MS.cached ? 'ok' : 'MISSED'} (< ${TARGET_MS.cached} ms)`;
      rows.push(`| ${style} | ${first.ms.toFixed(0)} | ${cpu} | ${cached.toFixed(1)} | ${(first.bytes / 1024).toFixed(0)} | ${verdict} |`);
    }
    console.log('\nVoice assistant, time to first audio (POST /api/voice/ussd-help, en, whole response received):');
    console.log('| style | uncached ms | server CPU ms | cached ms (median of 5) | response kB | targets uncached / cached |');
    console.log('|---:|---:|---:|---:|---:|---|');
    for (const row of rows) console.log(row);
    console.log(`Peak server RSS: ${peakRssMb(server.pid!)} MB (speech workers included). Load average at the end: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')} on ${availableParallelism()} CPUs.`);
    return uncachedStyle1;
  } finally {
    await stop(server);
  }
}
