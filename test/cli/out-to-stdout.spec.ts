import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cliHarness } from '../fixtures/cli-harness';
import { PIXEL_4 } from '../fixtures/imeis';
import { OSMOCOM_CSV, tempDir } from '../fixtures/paths';

/** `--out -` writes the output to standard output, as `--file -` reads standard input; what the command says goes to standard error. */
describe('bandwise ... --out - (in-process)', () => {
  const cli = cliHarness({ networkName: 'Testnet Mobile' });
  const home = process.cwd();
  const workDir = tempDir();

  beforeAll(async () => {
    // Run where a file called "-" would show, never in the repository.
    process.chdir(workDir);
    expect((await cli.run('tac', 'import', OSMOCOM_CSV)).code).toBe(0);
    expect((await cli.run('check', PIXEL_4)).code).toBe(0);
  });
  afterAll(() => process.chdir(home));
  afterEach(() => expect(existsSync(join(workDir, '-'))).toBe(false));

  it('export: the CSV alone on standard output, the count on standard error', async () => {
    const res = await cli.run('export', '--format', 'csv', '--out', '-');
    expect(res.code).toBe(0);
    const lines = res.out.trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,imei,make,model,year,carrier,success,errorCode,fourG,fiveG,volte,wifiCalling,inferred,location,searchedAt,channel');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`35293110******${PIXEL_4[14]},Google,Pixel 4`);
    expect(res.err).toBe('Wrote 1 searches to standard output.\n');
  });

  it('export --format json: a JSON document a program can parse as it is', async () => {
    const res = await cli.run('export', '--format', 'json', '--out', '-');
    expect(res.code).toBe(0);
    expect(JSON.parse(res.out)).toEqual([expect.objectContaining({ device: expect.objectContaining({ make: 'Google', model: 'Pixel 4' }) })]);
  });

  it('policy pdf: the PDF bytes on standard output', async () => {
    const res = await cli.run('policy', 'pdf', '--out', '-');
    expect(res.code).toBe(0);
    expect(res.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(execFileSync('pdftotext', ['-', '-'], { input: res.bytes, encoding: 'utf8' })).toContain('Testnet Mobile Network Policy & Terms');
    expect(res.err).toBe('Wrote the policy (version 2.0) to standard output.\n');
  });

  it('refuses to write a PDF to a terminal, and says how to redirect it', async () => {
    const res = await cli.runOnTerminal('policy', 'pdf', '--out', '-');
    expect(res.code).toBe(2);
    expect(res.bytes.includes('%PDF-')).toBe(false);
    expect(res.err).toContain('--out - would write binary data to the terminal');
    // Text output is fine on a terminal.
    expect((await cli.runOnTerminal('export', '--format', 'csv', '--out', '-')).code).toBe(0);
  });

  it('check --file: the report on standard output, the summary on standard error', async () => {
    const fleet = join(tempDir(), 'fleet.csv');
    writeFileSync(fleet, `imei\n${PIXEL_4}\nnot-an-imei\n`);
    const res = await cli.run('check', '--file', fleet, '--out', '-', '--carrier', 'T-Mobile');
    expect(res.code).toBe(0);
    const report = res.out.trimEnd().split('\r\n');
    expect(report[0]).toMatch(/^line,imei,make,model,/);
    expect(report.slice(1).map((l) => l.split(',')[0])).toEqual(['2', '3']);
    expect(res.err).toMatch(/Rows\s+2/);
    expect(res.err).toContain('Report written to standard output');
  });

  it.each([
    [['export', '--out', '-', '--json']],
    [['policy', 'pdf', '--out', '-', '--json']],
  ])('refuses %j: the file and the JSON answer cannot share standard output', async (args) => {
    const res = await cli.run(...args);
    expect(res.code).toBe(2);
    expect(JSON.parse(res.out)).toMatchObject({ success: false, code: 'INPUT_INVALID', error: expect.stringContaining('--out - writes the output itself to standard output, where --json would print its answer too') });
  });

  it('refuses voice --parts with --out -, before rendering anything', async () => {
    const res = await cli.run('voice', '--out', '-', '--parts', '--style', '4');
    expect(res.code).toBe(2);
    expect(res.err).toContain('--parts writes each part to a file of its own');
    expect(res.out).toBe('');
  });
});
