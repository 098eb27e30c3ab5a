import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cliHarness } from '../fixtures/cli-harness';
import { PIXEL_4 } from '../fixtures/imeis';
import { tempDir } from '../fixtures/paths';

/** README: exit codes 0 ok, 2 bad input, 3 not found or blocked, 1 unexpected. */
const BAD_INPUT = 2;

describe('bandwise refuses arguments it would otherwise ignore', () => {
  const cli = cliHarness();
  const fleet = join(tempDir(), 'fleet.csv');
  beforeAll(() => writeFileSync(fleet, `imei\n${PIXEL_4}\n`));

  it('refuses an IMEI together with --file, checking neither', async () => {
    const res = await cli.run('check', PIXEL_4, '--file', fleet);
    expect(res.code).toBe(BAD_INPUT);
    expect(res.err).toContain(`Give an IMEI or --file, not both`);
    expect(res.out).toBe('');
  });

  it('refuses single-device options with --file, and --out without it', async () => {
    const model = await cli.run('check', '--file', fleet, '--model-number', 'G020I');
    expect(model).toMatchObject({ code: BAD_INPUT, out: '' });
    expect(model.err).toContain('--model-number applies to a single IMEI, not to --file.');
    const two = await cli.run('check', '--file', fleet, '--location', 'Paris', '--device-id', 'google-pixel-4');
    expect(two.err).toContain('--location and --device-id apply to a single IMEI, not to --file.');
    const out = await cli.run('check', PIXEL_4, '--out', join(tempDir(), 'report.csv'));
    expect(out).toMatchObject({ code: BAD_INPUT, out: '' });
    expect(out.err).toContain('--out applies to --file only');
    // Each form alone still works.
    expect((await cli.run('check', '--file', fleet)).code).toBe(0);
    expect((await cli.run('check', PIXEL_4, '--model-number', 'G020I')).code).toBe(0);
  });

  it('answers an unknown --country the same way in carriers and check: COUNTRY_UNKNOWN, exit 2', async () => {
    for (const country of ['XX', 'Narnia']) {
      const carriers = await cli.run('carriers', '--country', country);
      const check = await cli.run('check', PIXEL_4, '--country', country);
      expect([carriers.code, check.code]).toEqual([BAD_INPUT, BAD_INPUT]);
      expect(carriers.err).toBe(check.err);
      expect(carriers.err).toContain(`Unknown country "${country}"`);
      expect(JSON.parse((await cli.run('carriers', '--country', country, '--json')).out)).toMatchObject({ success: false, code: 'COUNTRY_UNKNOWN', country });
    }
    // A known country, by name or code, lists its carriers as before.
    const germany = await cli.run('carriers', '--country', 'de');
    expect(germany.code).toBe(0);
    expect(germany.out.split('\n')[0]).toBe('Germany:');
    // A place that is nowhere is still "not found" (exit 3), and --country with --location is refused.
    expect((await cli.run('carriers', '--location', 'Poseidonis, Atlantis')).code).toBe(3);
    const both = await cli.run('carriers', '--country', 'Germany', '--location', 'Paris');
    expect(both).toMatchObject({ code: BAD_INPUT, out: '' });
    expect(both.err).toContain('Give --country or --location, not both.');
  });

  it.each([
    [['issues', 'report', '--lat', '30.28', '--lng', '-97.75', '--text', ' '], '--text must not be empty'],
    [['voice', '--style', '3'], '--style must be 1 (Standard), 4 (Harmonizing) or 5'],
    [['check', PIXEL_4, '--model-number', 'ZZZ'], '--model-number "ZZZ" is not a model number'],
    [['coverage', 'analyze', '--lat', '30', '--lng', '-97', '--radius', '500'], '--radius must be between 1 and 50'],
  ])('names the option the user typed, not the API field, in %j', async (args, text) => {
    const res = await cli.run(...args);
    expect(res.code).toBe(BAD_INPUT);
    expect(res.err).toContain(text);
  });
});

describe('bandwise --json answers every failure as JSON', () => {
  const cli = cliHarness();

  it.each([
    [['check', '--json'], 'Give an IMEI'],
    [['check', PIXEL_4, '--bogus', '--json'], "unknown option '--bogus'"],
    [['carriers', '--location', 'Paris', '--country', 'FR', '--json'], 'Give --country or --location, not both'],
    [['coverage', 'analyze', '--lat', '40', '--json'], "required option '--lng <degrees>' not specified"],
  ])('%j: exit 2 and an INPUT_INVALID body on standard output', async (args, message) => {
    const res = await cli.run(...args);
    expect(res.code).toBe(BAD_INPUT);
    const body = JSON.parse(res.out) as { success: boolean; error: string; code: string };
    expect(body).toMatchObject({ success: false, code: 'INPUT_INVALID' });
    expect(body.error).toContain(message);
  });

  it('names the CLI option in the JSON body, as the message does', async () => {
    const res = await cli.run('issues', 'report', '--lat', '40.75', '--lng', '-73.99', '--text', ' ', '--json');
    expect(res.code).toBe(BAD_INPUT);
    expect(JSON.parse(res.out).error).toMatch(/^--text must not be empty/);
    expect(res.err).toContain('--text must not be empty');
  });

  it('takes --json on every command: one that changes state answers its outcome as JSON', async () => {
    const blocked = await cli.run('blacklist', 'add', PIXEL_4, '--reason', 'lost', '--json');
    expect(blocked.code).toBe(0);
    expect(JSON.parse(blocked.out)).toEqual({ success: true, message: `Blocked ${PIXEL_4.slice(0, 8)}******${PIXEL_4[14]}.` });
    const removed = await cli.run('blacklist', 'remove', PIXEL_4, '--json');
    expect(JSON.parse(removed.out)).toEqual({ success: true, message: 'Removed from the blacklist.' });
    const again = await cli.run('blacklist', 'remove', PIXEL_4, '--json');
    expect(again.code).toBe(3);
    expect(JSON.parse(again.out)).toMatchObject({ success: false, code: 'NOT_FOUND', error: 'That IMEI is not on the blacklist.' });
  });

  it('reads a list given as - from standard input', async () => {
    const res = await cli.runWithInput(`imei\n${PIXEL_4}\n`, 'check', '--file', '-', '--carrier', 'T-Mobile', '--json');
    expect(res.code).toBe(0);
    expect(JSON.parse(res.out)).toMatchObject({ total: 1, invalid: 0 });
  });
});
