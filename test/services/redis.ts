import { spawn, type ChildProcess } from 'node:child_process';
import { createConnection } from 'node:net';

/** Starts a throwaway Redis (Debian package redis-server) on 127.0.0.1, without persistence. */
export async function startRedis(port: number): Promise<{ url: string; stop: () => void }> {
  let child: ChildProcess;
  try {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  } catch {
    throw new Error('Redis is not installed: apt-get install redis-server (the tests start their own private server).');
  }
  const failed = new Promise<never>((_, reject) => child.once('error', () => reject(new Error('redis-server could not start: apt-get install redis-server'))));
  for (let i = 0; i < 100; i++) {
    const up = await Promise.race([failed, new Promise<boolean>((resolve) => {
      const s = createConnection({ port, host: '127.0.0.1' }, () => { s.end(); resolve(true); });
      s.once('error', () => resolve(false));
    })]);
    if (up) return { url: `redis://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  throw new Error('redis-server did not start');
}
