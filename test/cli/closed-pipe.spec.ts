import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PIXEL_4 } from '../fixtures/imeis';
import { ROOT, tempDir } from '../fixtures/paths';

const main = join(ROOT, 'dist', 'cli', 'main.js');

/**
 * `bandwise <args> | true` in a real shell pipeline, with the CLI's own exit status (pipefail):
 * `true` quits before the CLI, which takes a second to start, writes its first byte.
 */
function intoClosedPipe(env: NodeJS.ProcessEnv, args: string[]) {
  return spawnSync('bash', ['-c', 'set -o pipefail; node "$@" | true', 'bash', main, ...args], { env, encoding: 'utf8' });
}

describe('bandwise when the reader of its output goes away (spawned from the build)', () => {
  const env = { ...process.env, DATA_DIR: tempDir() };
  const fleet = join(tempDir(), 'fleet.csv');

  beforeAll(() => {
    if (!existsSync(main)) execFileSync('npx', ['nest', 'build'], { cwd: ROOT, stdio: 'ignore' });
    writeFileSync(fleet, `imei,model number\n${PIXEL_4},G020I\n${PIXEL_4},G020I\n`);
    // Some searches, so stats and export have something to print.
    expect(spawnSync('node', [main, 'check', PIXEL_4, '--model-number', 'G020I'], { env }).status).toBe(0);
  });

  it.each([
    ['stats'],
    ['export', '--format', 'json', '--out', '/dev/stdout'],
    ['check', '--file', '<fleet>', '--out', '/dev/stdout'],
    ['export', '--format', 'csv', '--out', '-'],
    ['policy', 'pdf', '--out', '-'],
  ])('%s ... | true: stops quietly (exit 0, nothing on stderr)', (...args: string[]) => {
    const res = intoClosedPipe(env, args.map((a) => (a === '<fleet>' ? fleet : a)));
    expect(res.stderr).toBe('');
    expect(res.status).toBe(0);
  });
});
