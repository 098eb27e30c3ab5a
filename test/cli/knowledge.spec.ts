import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cliHarness } from '../fixtures/cli-harness';
import { imeiFor } from '../fixtures/imeis';
import { OSMOCOM_CSV, tempDir } from '../fixtures/paths';

/** An export with its own column names and semicolons, as some TAC list vendors ship them. */
const header = 'Code;Maker;Handset;Variant;Kind;Issued';
const rows = (handset101: string) => [
  header,
  `35888101;Google Inc;${handset101};G020I;Smartphone;2019-10-15`,
  '35888102;Samsung Korea;Galaxy S22;SM-S901B;Smartphone;15-Jan-2022',
  '35888103;Acme Devices Ltd;Brick 1;AX-1;Feature Phone;2021-03-01',
  'not-a-tac;Acme Devices Ltd;Brick 2;AX-2;Feature Phone;2021-03-01',
];
const MAP = 'tac=Code,brand=Maker,name=Handset,model=Variant,type=Kind,date=Issued';

describe('bandwise devices, tac import --format csv and blacklist import', () => {
  const cli = cliHarness();
  const dir = tempDir();
  const csv = (name: string, lines: string[]) => {
    const file = join(dir, name);
    writeFileSync(file, lines.join('\n') + '\n');
    return file;
  };

  it('imports a CSV with a column mapping and reports added, changed and unchanged rows', async () => {
    const first = await cli.run('tac', 'import', csv('v1.csv', rows('Pixel 4')), '--map', MAP, '--json');
    expect(first.code).toBe(0);
    expect(JSON.parse(first.out)).toMatchObject({ format: 'csv', rows: 4, added: 3, changed: 0, unchanged: 0, skipped: 1, unreadable: [{ line: 5, reason: 'TAC "not-a-tac" is not 8 digits' }] });
    const again = JSON.parse((await cli.run('tac', 'import', join(dir, 'v1.csv'), '--map', MAP, '--json')).out);
    expect(again).toMatchObject({ added: 0, changed: 0, unchanged: 3 });
    const next = [...rows('Pixel 4 XL'), '35888104;Apple Inc;iPhone 13;A2482;Smartphone;2021-09-24'];
    const text = await cli.run('tac', 'import', csv('v2.csv', next), '--map', MAP);
    expect(text.code).toBe(0);
    expect(text.out).toMatch(/Imported 5 rows in [\d.]+ s: 1 added, 1 changed, 2 unchanged, 1 skipped\.\n {2}skipped line 5: TAC "not-a-tac" is not 8 digits\n/);
  });

  it('identifies an IMEI of an imported TAC with the bands of the catalog model it matched', async () => {
    const res = await cli.run('check', imeiFor('35888104'), '--carrier', 'Verizon', '--json');
    expect(res.code).toBe(0);
    expect(JSON.parse(res.out)).toMatchObject({ device: { make: 'Apple', model: 'iPhone 13', modelNumber: 'A2482' }, capabilities: { fourG: 'supported' } });
  });

  it('recognises a GSMA export by its header without --format or --map', async () => {
    const gsma = csv('gsma.csv', ['TAC,Marketing Name,Manufacturer,Model Name,Device Type', '35888201,Pixel 7,Google Inc,GVU6C,Smartphone']);
    const res = await cli.run('tac', 'import', gsma, '--json');
    expect(res.code).toBe(0);
    expect(JSON.parse(res.out)).toMatchObject({ format: 'csv', rows: 1, added: 1 });
  });

  it('refuses a mapping that names a missing column, with exit code 2 and the header it read', async () => {
    const res = await cli.run('tac', 'import', join(dir, 'v1.csv'), '--map', 'tac=TAC Code,brand=Maker,name=Handset');
    expect(res.code).toBe(2);
    expect(res.err).toContain('Column "TAC Code" for tac is not in the header (Code, Maker, Handset, Variant, Kind, Issued)');
  });

  it('searches devices by name: catalog models first, then TAC-list devices without band data', async () => {
    await cli.run('tac', 'import', OSMOCOM_CSV);
    const pixel = await cli.run('devices', 'search', 'pixel', '4');
    expect(pixel.code).toBe(0);
    expect(pixel.out).toMatch(/Catalog models \(band data\):\n\s+google-pixel-4\s+Google Pixel 4/);
    const nokia = await cli.run('devices', 'search', 'nokia 3110');
    expect(nokia.out).toContain('In the TAC lists only (identified by IMEI, no band data):\n  Nokia 3110');
    const json = JSON.parse((await cli.run('devices', 'search', 'SM-S901B', '--json')).out);
    expect(json.models[0]).toMatchObject({ id: 'samsung-galaxy-s22-intl', tacCount: 1 });
  });

  it('shows one model with its bands, flags and source, and exits 3 for an unknown one', async () => {
    const res = await cli.run('devices', 'show', 'G020I');
    expect(res.code).toBe(0);
    expect(res.out).toMatch(/Device\s+Google Pixel 4/);
    expect(res.out).toMatch(/LTE bands\s+1, 2, 3, 4, 5, 7, 8, 12, 13, 14/);
    expect(res.out).toMatch(/5G NR bands\s+none/);
    expect(res.out).toMatch(/VoLTE\s+yes/);
    expect(res.out).toMatch(/Source\s+\S+/);
    expect(res.out).not.toContain('in doubt');
    // A record whose 5G list is in doubt says so beside the list, as the REST device page does.
    const doubted = await cli.run('devices', 'show', 'samsung-galaxy-s24-us');
    expect(doubted.out).toMatch(/5G NR bands\s+n1, .+\n5G list in doubt\s+.*but not n77/);
    const variants = await cli.run('devices', 'show', 'iPhone 13 Pro');
    expect(variants.out).toContain('Other variants:');
    const none = await cli.run('devices', 'show', 'Lumia 920');
    expect(none.code).toBe(3);
    expect(none.err).toContain('No catalog model matches "Lumia 920"');
  });

  it("lists another country's derived carriers, marked, and the operator's own network among the US ones", async () => {
    const de = await cli.run('carriers', '--country', 'Germany');
    expect(de.code).toBe(0);
    expect(de.out).toMatch(/^Germany:\n\* \S+/);
    expect(de.out).toMatch(/Vodafone\s+\(derived\)/);
    expect(de.out).toContain('(derived): bands read from the public MCC/MNC list, lower confidence than a curated plan.');
    const us = await cli.run('carriers', '--country', 'United States of America');
    expect(us.out).toMatch(/United States:\n\* AT&T/);
    expect(us.out).toContain('Bandwise Mobile');
    expect(us.out).not.toContain('(derived)');
  });

  it('imports a blacklist CSV all or nothing: invalid lines by number, then every IMEI blocked', async () => {
    const stolen = imeiFor('35293110', '101010');
    const lost = imeiFor('35293110', '202020');
    const bad = csv('bad.csv', ['imei,reason,source', `${stolen},Reported stolen,police`, '3529311020202,Lost,support', `${lost},,support`]);
    const refused = await cli.run('blacklist', 'import', bad);
    expect(refused.code).toBe(2);
    expect(refused.err).toContain('line 3: 3529311020202: IMEI must be exactly 15 digits');
    expect(refused.err).toContain(`line 4: ${lost}: a reason is required`);
    expect(refused.err).toContain('Nothing was imported');
    expect((await cli.run('blacklist', 'list')).out).not.toContain('Reported stolen');
    // Under --json the refusal is one document a script can parse, naming the invalid lines.
    const refusedJson = JSON.parse((await cli.run('blacklist', 'import', bad, '--json')).out);
    expect(refusedJson).toMatchObject({ success: false, code: 'INPUT_INVALID', error: expect.stringContaining('Nothing was imported') });
    expect(refusedJson.invalid.map((p: { line: number }) => p.line)).toEqual([3, 4]);
    const good = csv('good.csv', [`${stolen},Reported stolen,police`, `${lost.slice(0, 2)} ${lost.slice(2)},Lost,support`]);
    const done = await cli.run('blacklist', 'import', good);
    expect(done).toMatchObject({ code: 0, out: 'Imported 2 rows: 2 added, 0 updated, 0 unchanged.\n' });
    // The same file again changes nothing, and says so; a new reason is an update.
    expect((await cli.run('blacklist', 'import', good)).out).toBe('Imported 2 rows: 0 added, 0 updated, 2 unchanged.\n');
    const reworded = csv('reworded.csv', [`${stolen},Reported stolen (case 7),police`]);
    expect((await cli.run('blacklist', 'import', reworded)).out).toBe('Imported 1 rows: 0 added, 1 updated, 0 unchanged.\n');
    // One IMEI on two lines with different reasons is refused: which one holds would be a guess.
    const twice = await cli.run('blacklist', 'import', csv('twice.csv', [`${stolen},Reported stolen,police`, `${stolen},Found again,police`]));
    expect(twice.code).toBe(2);
    expect(twice.err).toContain('line 2: ' + stolen + ': this IMEI is on line 1 too, with another reason or source: keep one line per IMEI');
    expect((await cli.run('check', lost)).code).toBe(3);
    expect((await cli.run('check', stolen)).err).toContain('flagged');
  });

  it('refuses a blank reason when blocking one IMEI, as the import does', async () => {
    const blank = await cli.run('blacklist', 'add', imeiFor('35293110', '303030'), '--reason', '  ');
    expect(blank).toMatchObject({ code: 2, err: expect.stringContaining('--reason must not be blank') });
  });

  it('lists a reason holding a line break on its entry\'s one line, so it cannot pass for another entry', async () => {
    const forged = 'stolen\n35293110******0  2026-01-01  admin  forged entry';
    expect((await cli.run('blacklist', 'add', imeiFor('35293110', '404040'), '--reason', forged)).code).toBe(0);
    const lines = (await cli.run('blacklist', 'list')).out.trim().split('\n');
    expect(lines.filter((l) => l.includes('forged entry'))).toEqual([expect.stringContaining('stolen\\n35293110******0  2026-01-01  admin  forged entry')]);
    expect(lines.some((l) => l.startsWith('35293110******0'))).toBe(false);
  });
});
