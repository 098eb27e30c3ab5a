import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cliHarness } from '../fixtures/cli-harness';
import { decodeMp3 } from '../fixtures/decode-mp3';
import { tempDir } from '../fixtures/paths';

/** Real synthesis and encoding: seconds per guide, more on a busy machine. */
jest.setTimeout(120000);

describe('bandwise voice (in-process, real engine)', () => {
  const cli = cliHarness();
  const outDir = tempDir('bandwise-voice-');

  it('writes the harmonized Lithuanian guide and its parts as playable MP3', async () => {
    const out = join(outDir, 'guide.mp3');
    const r = await cli.run('voice', '--language', 'lt', '--style', '4', '--out', out, '--parts');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Lithuanian[\s\S]*4 Harmonizing[\s\S]*rendered now/);
    expect(r.out).toContain('*#06#');
    const audio = await decodeMp3(new Uint8Array(readFileSync(out)));
    expect(audio.seconds).toBeGreaterThan(5);
    for (const n of [1, 2, 3, 4]) expect(existsSync(join(outDir, `guide.part${n}.mp3`))).toBe(true);
  });

  it('serves the second run from the cache in the data directory', async () => {
    const out = join(outDir, 'again.mp3');
    const r = await cli.run('voice', '--language', 'lt', '--style', '4', '--out', out);
    expect(r.code).toBe(0);
    expect(r.out).toContain('from the cache');
    expect(readFileSync(out)).toEqual(readFileSync(join(outDir, 'guide.mp3')));
    // The same as JSON, for a script.
    const asJson = JSON.parse((await cli.run('voice', '--language', 'lt', '--style', '4', '--out', out, '--json')).out);
    expect(asJson).toMatchObject({ success: true, language: 'lt', style: 4, cached: true, files: [{ file: out, bytes: readFileSync(out).length }] });
  });

  it('writes the MP3 to standard output with --out -, what it did to standard error', async () => {
    const r = await cli.run('voice', '--language', 'lt', '--style', '4', '--out', '-');
    expect(r.code).toBe(0);
    expect(r.bytes).toEqual(readFileSync(join(outDir, 'guide.mp3')));
    expect(r.err).toMatch(/Wrote\s+standard output \(\d+ kB\)/);
    expect(r.err).toContain('from the cache');
  });

  it.each([
    [['--style', '3'], '--style must be 1 (Standard), 4 (Harmonizing) or 5 (Canadian Rock)'],
    [['--style', 'rock'], '--style must be 1, 4 or 5'],
    [['--language', 'xx'], 'Unknown voice language "xx"'],
  ])('refuses %j with exit code 2 and a clear message', async (args, message) => {
    const r = await cli.run('voice', ...args, '--out', join(outDir, 'never.mp3'));
    expect(r.code).toBe(2);
    expect(r.err).toContain(message);
    expect(existsSync(join(outDir, 'never.mp3'))).toBe(false);
  });

  it('lists the languages', async () => {
    const r = await cli.run('voice', '--list');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/lt\s+🇱🇹 Lithuanian \(Lietuvių\)/);
    // As JSON: the map GET /api/voice/languages answers.
    expect(JSON.parse((await cli.run('voice', '--list', '--json')).out).lt).toEqual({ name: 'Lithuanian', nativeName: 'Lietuvių', flag: '🇱🇹' });
    // An --out beside --list would be ignored: it is refused instead.
    const withOut = await cli.run('voice', '--list', '--out', join(outDir, 'languages.mp3'));
    expect(withOut.code).toBe(2);
    expect(withOut.err).toContain('--list only lists the languages: drop --out and --parts');
    expect(existsSync(join(outDir, 'languages.mp3'))).toBe(false);
  });
});
