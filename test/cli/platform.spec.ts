import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cliHarness } from '../fixtures/cli-harness';
import { PIXEL_4 } from '../fixtures/imeis';
import { OSMOCOM_CSV, tempDir } from '../fixtures/paths';

describe('bandwise keys, export and policy', () => {
  const cli = cliHarness({ networkName: 'Testnet Mobile' });

  it('creates a key printed once, lists it without the secret, and revokes it by prefix', async () => {
    const created = JSON.parse((await cli.run('keys', 'create', '--email', 'ops@example.com', '--name', 'ops', '--json')).out);
    expect(created.apiKey).toMatch(/^bw_live_/);
    const list = await cli.run('keys', 'list');
    expect(list.out).toContain(created.displayPrefix);
    expect(list.out).toContain('active');
    expect(list.out).not.toContain(created.apiKey);
    expect((await cli.run('keys', 'revoke', created.displayPrefix)).code).toBe(0);
    expect((await cli.run('keys', 'list')).out).toContain('revoked');
    expect((await cli.run('keys', 'revoke', created.displayPrefix)).code).toBe(3);
    expect((await cli.run('keys', 'create', '--email', 'nope', '--name', 'x')).code).toBe(2);
  });

  it('exports searches as CSV with masked IMEIs', async () => {
    await cli.run('tac', 'import', OSMOCOM_CSV);
    await cli.run('check', PIXEL_4);
    const out = join(tempDir(), 'searches.csv');
    const res = await cli.run('export', '--format', 'csv', '--out', out);
    expect(res.out).toContain('Wrote 1 searches');
    const text = readFileSync(out, 'utf8');
    expect(text.split('\r\n')[0]).toBe('id,imei,make,model,year,carrier,success,errorCode,fourG,fiveG,volte,wifiCalling,inferred,location,searchedAt,channel');
    expect(text).toContain(`35293110******${PIXEL_4[14]},Google,Pixel 4`);
    expect(text).not.toContain(PIXEL_4);
    expect((await cli.run('export', '--format', 'xml', '--out', out)).code).toBe(2);
  });

  it('writes the policy PDF with the configured network name', async () => {
    const out = join(tempDir(), 'policy.pdf');
    expect((await cli.run('policy', 'pdf', '--out', out)).code).toBe(0);
    expect(execFileSync('pdftotext', [out, '-'], { encoding: 'utf8' })).toContain('Testnet Mobile Network Policy & Terms');
  });
});
