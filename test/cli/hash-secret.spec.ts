import { spawnSync } from 'node:child_process';
import { CLI_MAIN } from '../fixtures/server-process';
import { NOKIA_3110, PIXEL_4 } from '../fixtures/imeis';
import { tempDir } from '../fixtures/paths';

const SECRET = 'production-secret-0123456789abcdef';

/** The real `bandwise` program as support staff run it, with only the given settings. */
function bandwise(env: Record<string, string>, ...argv: string[]) {
  const r = spawnSync('node', [CLI_MAIN, ...argv], { env: { PATH: process.env.PATH, SHIPPED_TACS: 'off', ...env }, encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('one IMEI hash secret per database', () => {
  it('refuses a CLI run or a server without the secret, or with another, on a database the production secret hashed', () => {
    const DATA_DIR = tempDir();
    const production = { DATA_DIR, NODE_ENV: 'production', IMEI_HASH_SECRET: SECRET };
    expect(bandwise(production, 'blacklist', 'add', PIXEL_4, '--reason', 'stolen').code).toBe(0);

    // Support staff forgot IMEI_HASH_SECRET: the run would have made a secret of its own, and its
    // blacklist entries would never match the server's checks.
    const without = bandwise({ DATA_DIR }, 'blacklist', 'add', NOKIA_3110, '--reason', 'stolen', '--json');
    expect(without.code).toBe(2);
    expect(without.err).toMatch(/^Configuration error: IMEI_HASH_SECRET is not set, but this database's IMEIs are hashed with another secret/);
    expect(JSON.parse(without.out)).toMatchObject({ success: false, code: 'INPUT_INVALID' });
    const other = bandwise({ ...production, IMEI_HASH_SECRET: SECRET.replace('0', 'x') }, 'serve');
    expect(other.code).toBe(2);
    expect(other.err).toContain('Configuration error: IMEI_HASH_SECRET is refused');

    // The refused runs wrote nothing: with the right secret the one entry is there, and blocks.
    expect(JSON.parse(bandwise(production, 'blacklist', 'list', '--json').out)).toHaveLength(1);
    expect(bandwise(production, 'check', PIXEL_4, '--json').out).toContain('IMEI_BLACKLISTED');
  });

  it('refuses a configured secret on a database whose IMEIs were hashed with its own generated one', () => {
    const DATA_DIR = tempDir();
    expect(bandwise({ DATA_DIR }, 'blacklist', 'add', PIXEL_4, '--reason', 'stolen').code).toBe(0);
    const configured = bandwise({ DATA_DIR, IMEI_HASH_SECRET: SECRET }, 'blacklist', 'list');
    expect(configured.code).toBe(2);
    expect(configured.err).toContain('IMEI_HASH_SECRET is refused');
    expect(bandwise({ DATA_DIR }, 'blacklist', 'list').code).toBe(0);
  });
});
