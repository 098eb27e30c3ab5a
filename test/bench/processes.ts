import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The heap ceiling `npm start` gives the server (package.json `config.heap_mb`), so the bench measures what ships. */
function startHeapFlags(args: string[]): string[] {
  if (!args.includes('serve')) return [];
  const pkg = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'package.json'), 'utf8')) as { config: { heap_mb: string } };
  return [`--max-old-space-size=${pkg.config.heap_mb}`];
}

/** Starts a server process as `npm start` would and waits until it answers on `url`. */
export async function startServer(args: string[], env: NodeJS.ProcessEnv, url: string): Promise<ChildProcess> {
  const child = spawn('node', [...startHeapFlags(args), ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; i < 200; i++) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${args.join(' ')}`);
}

/** Peak resident memory of a process, in MB (Linux VmHWM). */
export function peakRssMb(pid: number): number {
  const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : NaN;
}

/** Resident memory of a process now, in MB (Linux VmRSS). */
export function residentMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : NaN;
}

/** Runs a command to completion and returns its wall time in seconds. */
export function timed(args: string[], env: NodeJS.ProcessEnv): number {
  const started = process.hrtime.bigint();
  const r = spawnSync('node', args, { env: { ...process.env, ...env }, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${args.join(' ')} failed: ${r.stderr}`);
  return Number(process.hrtime.bigint() - started) / 1e9;
}

export const stop = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
