import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from './import';

const TARGET_SECONDS = 3;

/**
 * First-start load of the shipped TAC lists (Osmocom + Samsung): the same cheap CLI command on a
 * fresh data directory with the lists on and off; the difference is the load. A second start on the
 * loaded directory shows that an unchanged file (same content hash) is not read again.
 */
export async function benchShippedTacs(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bandwise-bench-shipped-'));
  try {
    const args = ['tac', 'observations', '--json'];
    const without = await runCli(args, { DATA_DIR: join(dir, 'off'), SHIPPED_TACS: 'off' });
    const first = await runCli(args, { DATA_DIR: join(dir, 'on'), SHIPPED_TACS: 'on' });
    const again = await runCli(args, { DATA_DIR: join(dir, 'on'), SHIPPED_TACS: 'on' });
    const load = first.seconds - without.seconds;
    console.log('\nShipped TAC lists (osmocom-tacdb.csv + samsung-tacs.csv, ~30,900 TACs), a real `bandwise` process each, fresh SQLite:');
    console.log('| start | seconds | peak RSS MB |');
    console.log('|---|---:|---:|');
    console.log(`| without shipped lists (SHIPPED_TACS=off) | ${without.seconds.toFixed(2)} | ${without.peakMb} |`);
    console.log(`| first start, both lists loaded | ${first.seconds.toFixed(2)} | ${first.peakMb} |`);
    console.log(`| second start, files unchanged | ${again.seconds.toFixed(2)} | ${again.peakMb} |`);
    console.log(`First-start load of both files: ${load.toFixed(2)} s (${load < TARGET_SECONDS ? 'ok' : 'MISSED'}, target < ${TARGET_SECONDS} s).`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  benchShippedTacs().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
