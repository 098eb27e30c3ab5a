import { fnv1a, guideCacheKey } from './text-version';
import { VOICE_LANGUAGES } from './voice-languages';

describe('guide cache key', () => {
  const en = VOICE_LANGUAGES.find((l) => l.code === 'en')!;

  it('is stable for the same language and style', () => {
    expect(guideCacheKey(en, 4)).toEqual(guideCacheKey({ ...en }, 4));
    expect(guideCacheKey(en, 4)).toMatchObject({ language: 'en', style: 4, textVersion: expect.stringMatching(/^[0-9a-f]{8}$/) });
  });

  it('changes with the style and with any edit to the text', () => {
    const edited = { ...en, lines: [en.lines[0], en.lines[1], en.lines[2], en.lines[3] + '!'] as typeof en.lines };
    expect(guideCacheKey(en, 1).textVersion).not.toBe(guideCacheKey(en, 4).textVersion);
    expect(guideCacheKey(edited, 1).textVersion).not.toBe(guideCacheKey(en, 1).textVersion);
  });

  it.each([
    ['', '811c9dc5'],
    ['a', 'e40c292c'],
    ['foobar', 'bf9cf968'],
  ])('hashes %j with FNV-1a to %s', (text, hash) => {
    expect(fnv1a(text)).toBe(hash);
  });
});
