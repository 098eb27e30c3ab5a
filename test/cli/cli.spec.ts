import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { cliHarness } from '../fixtures/cli-harness';
import { imeiFor, PIXEL_4, UNKNOWN_TAC } from '../fixtures/imeis';
import { OSMOCOM_CSV, ROOT, tempDir } from '../fixtures/paths';

describe('bandwise CLI (in-process)', () => {
  const cli = cliHarness();

  it('imports all 22,527 Osmocom rows, and re-importing changes nothing', async () => {
    const first = await cli.run('tac', 'import', OSMOCOM_CSV, '--json');
    expect(first.code).toBe(0);
    const counts = JSON.parse(first.out);
    expect(counts.rows).toBe(22527);
    expect(counts.added + counts.changed + counts.unchanged + counts.skipped).toBe(22527);
    expect(counts.added).toBeGreaterThan(22000);
    const again = JSON.parse((await cli.run('tac', 'import', OSMOCOM_CSV, '--json')).out);
    expect(again).toMatchObject({ rows: 22527, added: 0, changed: 0, unchanged: counts.added + counts.changed });
  });

  it('checks an IMEI from TAC 35293110 as a Google Pixel 4, readable and as JSON', async () => {
    const text = await cli.run('check', PIXEL_4, '--carrier', 'T-Mobile');
    expect(text.code).toBe(0);
    expect(text.out).toMatch(/Device\s+Google Pixel 4 \(2019\)/);
    expect(text.out).toMatch(/4G LTE\s+supported/);
    expect(text.out).toMatch(/Verdict\s+Works\n/);
    expect(text.out.split('\n')[0]).toBe('Works on T-Mobile, including Wi-Fi calling.');
    const json = await cli.run('check', PIXEL_4, '--json');
    expect(JSON.parse(json.out)).toMatchObject({ success: true, device: { make: 'Google', model: 'Pixel 4' }, carrier: { name: 'AT&T' } });
    // No carrier for a place abroad is answered as the API and MCP answer it, in the CLI's words.
    const abroad = await cli.run('check', PIXEL_4, '--location', 'London');
    expect(abroad.code).toBe(2);
    expect(abroad.err).toMatch(/^Error: No network given, .* Give --carrier: the name of a carrier in United Kingdom/);
  });

  it('exits 2 on bad input and 3 on an unknown device', async () => {
    const bad = await cli.run('check', '12345');
    expect(bad).toMatchObject({ code: 2 });
    expect(bad.err).toContain('IMEI must be exactly 15 digits');
    const unknown = await cli.run('check', UNKNOWN_TAC);
    expect(unknown.code).toBe(3);
    expect(unknown.err).toContain('not in the device database');
    // With --json the failure is the API's body on stdout, with how to continue.
    const json = await cli.run('check', UNKNOWN_TAC, '--json');
    expect(json.code).toBe(3);
    expect(JSON.parse(json.out)).toMatchObject({ success: false, code: 'DEVICE_UNKNOWN', details: { deviceSearch: '/api/devices?query=', modelNumberField: 'modelNumber' } });
    const place = await cli.run('carriers', '--location', 'Qwertyuiop', '--json');
    expect(place.code).toBe(3);
    expect(JSON.parse(place.out)).toMatchObject({ success: false, code: expect.any(String), error: expect.any(String) });
    for (const limit of ['abc', '0', '-5', '99999']) {
      const refused = await cli.run('devices', 'search', 'pixel', '--limit', limit);
      expect(refused.code).toBe(2);
      expect(refused.err).toContain('give a whole number from 1 to 100.');
    }
    const missingDir = await cli.run('export', '--out', '/nonexistent-dir/searches.csv');
    expect(missingDir).toMatchObject({ code: 2, err: expect.stringContaining('cannot use /nonexistent-dir/searches.csv: no such file or directory.') });
    // A full disk (Linux's /dev/full) is said in words, as JSON with --json, not as an unexpected error.
    for (const args of [['export', '--out', '/dev/full', '--json'], ['policy', 'pdf', '--out', '/dev/full', '--json']]) {
      const full = await cli.run(...args);
      expect(full.code).toBe(2);
      expect(JSON.parse(full.out)).toMatchObject({ success: false, error: 'cannot use /dev/full: no space left on the device.' });
    }
    // A file that takes no writes (Linux's /proc/version answers EIO) likewise.
    const readOnly = await cli.run('policy', 'pdf', '--out', '/proc/version', '--json');
    expect(readOnly.code).toBe(2);
    expect(JSON.parse(readOnly.out)).toMatchObject({ success: false, error: expect.stringMatching(/^cannot use \/proc\/version: /) });
  });

  it('prints its version', async () => {
    const version = await cli.run('--version');
    expect(version.code).toBe(0);
    expect(version.out.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('adds, lists and removes blacklist entries; a blocked IMEI exits 3', async () => {
    const imei = imeiFor('35293110', '777777');
    expect((await cli.run('blacklist', 'add', imei, '--reason', 'Reported stolen')).code).toBe(0);
    const list = await cli.run('blacklist', 'list');
    expect(list.out).toContain('35293110******');
    expect(list.out).toContain('Reported stolen');
    expect(list.out).not.toContain(imei);
    const blocked = await cli.run('check', imei);
    expect(blocked.code).toBe(3);
    expect(blocked.err).toContain('flagged');
    // The reason the web's sheet shows, here too (the stored reason stays private unless marked public).
    expect(blocked.err).toContain('Reason: Reported lost or stolen.');
    expect(JSON.parse((await cli.run('check', imei, '--json')).out)).toMatchObject({ success: false, blacklisted: true, reason: 'Reported lost or stolen', code: 'IMEI_BLACKLISTED' });
    expect(JSON.parse((await cli.run('blacklist', 'list', '--json')).out)[0]).toMatchObject({ reason: 'Reported stolen', reasonPublic: false });
    expect((await cli.run('blacklist', 'add', imei, '--reason', 'Blocked at the owner\'s request', '--public-reason')).code).toBe(0);
    expect(JSON.parse((await cli.run('blacklist', 'list', '--json')).out)[0]).toMatchObject({ reason: 'Blocked at the owner\'s request', reasonPublic: true });
    expect((await cli.run('blacklist', 'remove', imei)).code).toBe(0);
    expect((await cli.run('blacklist', 'remove', imei)).code).toBe(3);
    expect((await cli.run('check', imei)).code).toBe(0);
  });

  it('adding an IMEI already blocked keeps its first-reported date and source, and says what it changed', async () => {
    const imei = imeiFor('49015420', '616161');
    const masked = `49015420******${imei[14]}`;
    const entry = async () => (JSON.parse((await cli.run('blacklist', 'list', '--json')).out) as Array<{ imeiMasked: string; addedAt: string }>).find((e) => e.imeiMasked === masked);
    expect((await cli.run('blacklist', 'add', imei, '--reason', 'Lost', '--source', 'police')).out).toBe(`Blocked ${masked}.\n`);
    const first = await entry();
    const since = `blocked since ${first?.addedAt.slice(0, 10)}`;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await cli.run('blacklist', 'add', imei, '--reason', 'Lost')).out).toBe(`Already blacklisted, nothing changed: ${masked} (${since}).\n`);
    expect((await cli.run('blacklist', 'add', imei, '--reason', 'Lost on the bus')).out).toBe(`Updated the reason of ${masked} (${since}).\n`);
    expect((await cli.run('blacklist', 'add', imei, '--reason', 'Lost on the bus', '--source', 'owner', '--public-reason')).out).toBe(`Updated the source and public-reason setting of ${masked} (${since}).\n`);
    expect(await entry()).toEqual({ ...first, reason: 'Lost on the bus', source: 'owner', reasonPublic: true });
    expect((await cli.run('blacklist', 'add', imei, '--reason', 'Lost on the bus', '--no-public-reason')).out).toBe(`Updated the public-reason setting of ${masked} (${since}).\n`);
    const both = await cli.run('blacklist', 'add', imei, '--reason', 'Lost on the bus', '--public-reason', '--no-public-reason');
    expect(both).toMatchObject({ code: 2, err: expect.stringContaining('--public-reason and --no-public-reason cannot go together') });
    expect(await entry()).toEqual({ ...first, reason: 'Lost on the bus', source: 'owner', reasonPublic: false });
  });

  it('lists carriers and refuses a country it does not know', async () => {
    const us = await cli.run('carriers');
    expect(us.out).toMatch(/United States:\n\* AT&T/);
    // The shares start in one column, however long a carrier's name.
    const lines = us.out.split('\n');
    const shareStart = (name: string): number => {
      const line = lines.find((l) => l.includes(` ${name} `))!;
      const after = line.indexOf(name) + name.length;
      return after + line.slice(after).search(/\S/);
    };
    expect(new Set(['AT&T', 'Cricket Wireless', 'Google Fi Wireless'].map(shareStart)).size).toBe(1);
    const nowhere = await cli.run('carriers', '--location', 'Poseidonis, Atlantis');
    expect(nowhere.code).toBe(3);
  });

  it('refuses a missing file with exit code 2', async () => {
    const res = await cli.run('tac', 'import', join(tempDir(), 'nope.csv'));
    expect(res.code).toBe(2);
    expect(res.err).toContain('File not found');
  });
});

describe('bandwise CLI (spawned from the build)', () => {
  const main = join(ROOT, 'dist', 'cli', 'main.js');
  beforeAll(() => {
    if (!existsSync(main)) execFileSync('npx', ['nest', 'build'], { cwd: ROOT, stdio: 'ignore' });
  });

  it('runs check as a real process with the documented exit codes, from any working directory', () => {
    const env = { ...process.env, DATA_DIR: tempDir() };
    // A fresh database migrated by a process started outside the repository.
    const ok = spawnSync('node', [main, 'tac', 'import', OSMOCOM_CSV], { env, cwd: tempDir(), encoding: 'utf8' });
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain('Imported 22527 rows');
    const check = spawnSync('node', [main, 'check', PIXEL_4, '--json'], { env, encoding: 'utf8' });
    expect(check.status).toBe(0);
    expect(JSON.parse(check.stdout).device.model).toBe('Pixel 4');
    const bad = spawnSync('node', [main, 'check', '1234'], { env, encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stderr).not.toMatch(/at .*\.js:\d+/);
  });

  it.each([
    [{ PORT: '99999' }, 'PORT must be a port number (0-65535), got "99999"'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY=true is refused'],
    [{ CORS_ORIGINS: '*' }, 'CORS_ORIGINS=* is refused'],
  ])('refuses to serve with a bad setting (%j) as bad input (exit 2), saying which and how to fix it', (setting, message) => {
    const res = spawnSync('node', [main, 'serve'], { env: { ...process.env, DATA_DIR: tempDir(), ...setting }, encoding: 'utf8', timeout: 30_000 });
    expect(res.status).toBe(2);
    expect(res.stderr).toContain(`Configuration error: ${message}`);
    expect(res.stderr).not.toContain('Unexpected error');
  });
});
