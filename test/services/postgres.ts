import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's PostgreSQL binaries (package postgresql), newest version first. */
function pgBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  if (versions.length === 0) throw new Error('PostgreSQL is not installed: apt-get install postgresql (the tests start their own private server).');
  return join(root, versions[0], 'bin');
}

/** PostgreSQL refuses to run as root; as root the private cluster runs as the postgres user. */
const asOwner = (cmd: string, args: string[]) =>
  process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] as const : [cmd, args] as const;

export interface PrivatePostgres {
  url: (database: string) => string;
  stop: () => void;
}

/** Starts a throwaway PostgreSQL cluster on 127.0.0.1 for the tests. */
export function startPostgres(port: number): PrivatePostgres {
  const bin = pgBin();
  const dir = mkdtempSync(join(tmpdir(), 'bandwise-pg-'));
  if (process.getuid?.() === 0) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
  const data = join(dir, 'data');
  const run = (cmd: string, args: string[]) => {
    const [c, a] = asOwner(join(bin, cmd), args);
    const r = spawnSync(c, a, { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr || r.stdout}`);
  };
  run('initdb', ['-D', data, '-U', 'bandwise', '--auth=trust', '--no-sync']);
  run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300`, 'start']);
  return {
    url: (database) => `postgres://bandwise@127.0.0.1:${port}/${database}`,
    stop: () => run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']),
  };
}
