import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const CLI = join(resolve(__dirname, '..', '..'), 'cli', 'main.js');
const OSMOCOM = resolve(__dirname, '..', '..', '..', '..', 'shared', 'data', 'osmocom-tacdb.csv');
const TARGETS = { csvSeconds: 60, csvPeakMb: 300, osmocomSeconds: 3 };

/** The header of a GSMA TAC database export, as the generated file uses it. */
const HEADER = 'TAC,Marketing Name,Manufacturer,Bands,5G Bands,Radio Interface,Brand Name,Model Name,Operating System,Device Type,Allocation Date';
const MAPPING = 'tac=TAC,brand="Brand Name",name="Marketing Name",model="Model Name",bands=Bands,radio="Radio Interface",type="Device Type",date="Allocation Date"';
const BRANDS = [
  ['Samsung Korea', 'Samsung', 'Galaxy'], ['Apple Inc', 'Apple', 'iPhone'], ['Google Inc', 'Google', 'Pixel'],
  ['Motorola Mobility LLC', 'Motorola', 'moto g'], ['Xiaomi Communications Co Ltd', 'Xiaomi', 'Redmi Note'],
  ['HMD Global Oy', 'Nokia', 'Nokia G'], ['Sony Mobile Communications Inc', 'Sony', 'Xperia'], ['OnePlus Technology', 'OnePlus', 'Nord'],
];
const BANDS = 'GSM 850,GSM 900,GSM 1800,GSM 1900,WCDMA FDD Band I,LTE FDD BAND 1,LTE FDD BAND 3,LTE FDD BAND 7,LTE FDD BAND 20';

/**
 * Writes a GSMA-style export of `rows` TACs: about ten TACs per model, as real lists have, and a few
 * names that match curated catalog models so the matcher runs as it would on real data.
 */
export async function generateTacCsv(file: string, rows: number): Promise<void> {
  const out = createWriteStream(file);
  out.write(HEADER + '\n');
  let chunk = '';
  for (let i = 0; i < rows; i++) {
    const tac = String(35000000 + i * 7).padStart(8, '0').slice(-8);
    const modelNo = Math.floor(i / 10);
    const [manufacturer, brand, line] = BRANDS[modelNo % BRANDS.length];
    const catalogName = modelNo % 50 === 0;
    const name = catalogName ? 'Pixel 4' : `${line} ${modelNo}`;
    const model = catalogName ? 'G020I' : `M${modelNo}-${i % 3}`;
    const make = catalogName ? 'Google' : brand;
    const date = `20${10 + (modelNo % 15)}-0${1 + (modelNo % 9)}-1${modelNo % 9}`;
    chunk += `${tac},${name},${catalogName ? 'Google Inc' : manufacturer},"${BANDS}",,LTE,${make},${model},Android,Smartphone,${date}\n`;
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.end(chunk);
  await once(out, 'finish');
}

export interface RunFigures {
  seconds: number;
  peakMb: number;
  output: string;
}

/** Runs the CLI to completion; peak memory from GNU time when present, else sampled from /proc. */
export async function runCli(args: string[], env: NodeJS.ProcessEnv): Promise<RunFigures> {
  const gnuTime = existsSync('/usr/bin/time');
  const command = gnuTime ? '/usr/bin/time' : 'node';
  const argv = gnuTime ? ['-v', 'node', CLI, ...args] : [CLI, ...args];
  const started = process.hrtime.bigint();
  const child = spawn(command, argv, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  let sampledKb = 0;
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const sampler = setInterval(() => {
    try {
      const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
      if (m) sampledKb = Math.max(sampledKb, Number(m[1]));
    } catch {
      // exited between samples
    }
  }, 50);
  const [code] = (await once(child, 'exit')) as [number | null];
  clearInterval(sampler);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (code !== 0) throw new Error(`bandwise ${args.join(' ')} failed (${code}): ${stderr.slice(-500)}`);
  const timeKb = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr);
  return { seconds, peakMb: Math.round(Number(timeKb?.[1] ?? sampledKb) / 1024), output: stdout.trim() };
}

const verdict = (ok: boolean): string => (ok ? 'ok' : 'MISSED');

/**
 * TAC import figures (a benchmark, not a test): the Osmocom file, then a generated GSMA-style CSV
 * of BENCH_TAC_ROWS rows (default 1,000,000) into a fresh SQLite database, then the same file
 * again (every row unchanged), each as a real `bandwise tac import` process.
 */
export async function benchImport(): Promise<void> {
  const rows = Number(process.env.BENCH_TAC_ROWS ?? 1_000_000);
  const dir = mkdtempSync(join(tmpdir(), 'bandwise-bench-import-'));
  try {
    const osmocom = await runCli(['tac', 'import', OSMOCOM, '--json'], { DATA_DIR: join(dir, 'osmocom'), SHIPPED_TACS: 'off' });
    const file = join(dir, 'tacs.csv');
    const generated = process.hrtime.bigint();
    await generateTacCsv(file, rows);
    const genSeconds = Number(process.hrtime.bigint() - generated) / 1e9;
    const env = { DATA_DIR: join(dir, 'csv'), SHIPPED_TACS: 'off' };
    const first = await runCli(['tac', 'import', file, '--map', MAPPING, '--json'], env);
    const again = await runCli(['tac', 'import', file, '--map', MAPPING, '--json'], env);
    const counts = (r: RunFigures) => {
      const c = JSON.parse(r.output) as { added: number; changed: number; unchanged: number; skipped: number };
      return `${c.added} added, ${c.changed} changed, ${c.unchanged} unchanged, ${c.skipped} skipped`;
    };
    console.log('\nTAC import (a real `bandwise tac import` process each, fresh SQLite, wall time including process start):');
    console.log('| file | rows | seconds | peak RSS MB | counts | targets |');
    console.log('|---|---:|---:|---:|---|---|');
    console.log(`| Osmocom CSV | 22527 | ${osmocom.seconds.toFixed(2)} | ${osmocom.peakMb} | ${counts(osmocom)} | ${verdict(osmocom.seconds < TARGETS.osmocomSeconds)} (< ${TARGETS.osmocomSeconds} s) |`);
    for (const [label, r] of [['GSMA-style CSV, first import', first], ['same CSV again', again]] as const) {
      const ok = r.seconds < TARGETS.csvSeconds && r.peakMb < TARGETS.csvPeakMb;
      console.log(`| ${label} | ${rows} | ${r.seconds.toFixed(2)} | ${r.peakMb} | ${counts(r)} | ${verdict(ok)} (< ${TARGETS.csvSeconds} s, < ${TARGETS.csvPeakMb} MB) |`);
    }
    console.log(`Generated ${(statSync(file).size / 1e6).toFixed(0)} MB CSV in ${genSeconds.toFixed(1)} s.`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  benchImport().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
