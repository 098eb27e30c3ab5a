import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cliHarness } from '../fixtures/cli-harness';
import { NOKIA_3110, PIXEL_4, UNKNOWN_TAC } from '../fixtures/imeis';
import { OSMOCOM_CSV, ROOT, tempDir } from '../fixtures/paths';

const FLEET = ['imei,network,model number', `${PIXEL_4},Verizon,`, `${NOKIA_3110},,`, `${UNKNOWN_TAC},,G020I`, 'not-an-imei,,'].join('\n');

describe('bandwise check --file (in-process)', () => {
  const cli = cliHarness();

  beforeAll(async () => {
    expect((await cli.run('tac', 'import', OSMOCOM_CSV)).code).toBe(0);
  });

  it('checks a fleet file, writes the report and prints the summary', async () => {
    const dir = tempDir();
    const file = join(dir, 'fleet.csv');
    const out = join(dir, 'report.csv');
    writeFileSync(file, FLEET);
    const res = await cli.run('check', '--file', file, '--out', out, '--carrier', 'T-Mobile');
    expect(res.code).toBe(0);
    expect(res.out).toMatch(/Rows\s+4/);
    expect(res.out).toMatch(/Invalid rows\s+1 \(25%\)/);
    expect(res.out).toMatch(/Unknown\s+1 \(25%\)/);
    expect(res.out).toContain(`Report written to ${out}`);
    const report = readFileSync(out, 'utf8').trim().split('\r\n');
    expect(report[0]).toMatch(/^line,imei,make,model,modelNumber,carrier,verdict,headline/);
    expect(report.slice(1).map((l) => l.split(',')[0])).toEqual(['2', '3', '4', '5']);
    expect(report[1]).toContain('Google,Pixel 4');
    expect(report[1]).toContain('Verizon');
    expect(report[2]).toContain('T-Mobile');
    // An unknown TAC with the model number from Settings > About phone is identified by the number.
    expect(report[3]).toContain('Google,Pixel 4,G020I,T-Mobile');
    expect(report[4]).toContain('Line 5: ""not-an-imei"" is not an IMEI');
    expect(readFileSync(out, 'utf8')).not.toContain(PIXEL_4);
  });

  it('refuses a file without an IMEI column, and a missing file, with exit code 2', async () => {
    const file = join(tempDir(), 'people.csv');
    writeFileSync(file, 'name,phone\nAnn,555');
    const noImei = await cli.run('check', '--file', file);
    expect(noImei.code).toBe(2);
    expect(noImei.err).toContain('Line 1: no IMEI column');
    const carrier = await cli.run('check', '--file', file, '--carrier', 'Nope');
    expect(carrier.code).toBe(2);
    expect(carrier.err).toContain('Nope');
    const missing = await cli.run('check', '--file', join(tempDir(), 'nope.csv'));
    expect(missing).toMatchObject({ code: 2 });
    expect(missing.err).toContain('No file at');
    // With --json a refusal is the error answer on stdout, as for a single check.
    const asJson = await cli.run('check', '--file', file, '--json');
    expect(asJson.code).toBe(2);
    expect(JSON.parse(asJson.out)).toMatchObject({ success: false, code: 'INPUT_INVALID', error: expect.stringContaining('Line 1: no IMEI column') });
  });
});

describe('bandwise check --file (spawned from the build)', () => {
  const main = join(ROOT, 'dist', 'cli', 'main.js');
  beforeAll(() => {
    if (!existsSync(main)) execFileSync('npx', ['nest', 'build'], { cwd: ROOT, stdio: 'ignore' });
  });

  it('runs as a real process and prints the summary as JSON', () => {
    const dir = tempDir();
    const env = { ...process.env, DATA_DIR: dir };
    expect(spawnSync('node', [main, 'tac', 'import', OSMOCOM_CSV], { env, encoding: 'utf8' }).status).toBe(0);
    writeFileSync(join(dir, 'fleet.csv'), FLEET);
    const res = spawnSync('node', [main, 'check', '--file', join(dir, 'fleet.csv'), '--out', join(dir, 'report.csv'), '--json'], { env, encoding: 'utf8' });
    expect(res.status).toBe(0);
    // stdout is the JSON alone, for a script to parse (no text summary before it).
    const summary = JSON.parse(res.stdout);
    expect(summary).toMatchObject({ total: 4, invalid: 1 });
    expect(readFileSync(join(dir, 'report.csv'), 'utf8').split('\r\n')).toHaveLength(6);
  });

  it("reads a list from a named pipe (as a shell's <(...) gives it) once, and checks every row of it", () => {
    const dir = tempDir();
    const env = { ...process.env, DATA_DIR: dir };
    expect(spawnSync('node', [main, 'tac', 'import', OSMOCOM_CSV], { env, encoding: 'utf8' }).status).toBe(0);
    const pipe = join(dir, 'fleet.pipe');
    execFileSync('mkfifo', [pipe]);
    // The writer blocks until the check opens the pipe, and writes the list once.
    const res = spawnSync('bash', ['-c', `printf '%s' "$FLEET" > "$PIPE" & node "$MAIN" check --file "$PIPE" --json; status=$?; wait; exit $status`], {
      env: { ...env, FLEET, PIPE: pipe, MAIN: main },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(res.status).toBe(0);
    expect(JSON.parse(res.stdout)).toMatchObject({ total: 4, invalid: 1 });
  });
});
