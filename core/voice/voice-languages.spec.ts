import { findVoiceLanguage, IMEI_CODE, languageMap, speakable, VOICE_LANGUAGES } from './voice-languages';

const REQUIRED = ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'pl', 'lt', 'sv', 'tr', 'ru', 'hi', 'vi', 'id'];

describe('voice languages', () => {
  it('offers at least 20 languages, the required ones among them, each code once', () => {
    const codes = VOICE_LANGUAGES.map((l) => l.code);
    expect(codes.length).toBeGreaterThanOrEqual(20);
    expect(codes).toEqual(expect.arrayContaining(REQUIRED));
    expect(new Set(codes).size).toBe(codes.length);
    expect(Object.keys(languageMap())).toEqual(codes);
  });

  describe.each(VOICE_LANGUAGES.map((l) => [l.code, l] as const))('%s', (_code, language) => {
    it('has a name, a flag and an engine voice', () => {
      expect(language.name).toMatch(/^[A-Z]/);
      expect(language.flag).toMatch(/^\p{Regional_Indicator}{2}$/u);
      expect(language.voice).toMatch(/^([a-z]{2,3}\/)?[a-z]{2,3}(-[A-Za-z0-9-]+)?$/);
    });

    it('tells the whole story: dial *#06#, other places, then Bandwise and what it checks', () => {
      const [dial, elsewhere, enter, checks] = language.lines;
      expect(dial).toContain(IMEI_CODE);
      expect(dial).toContain('IMEI');
      expect(elsewhere).toMatch(/SIM|sim|सिम/);
      expect(enter).toContain('Bandwise');
      expect(enter).toContain('IMEI');
      for (const capability of ['4G', '5G', 'VoLTE']) expect(checks).toContain(capability);
      expect(checks).toMatch(/Wi-?Fi|WLAN/i);
      expect(language.holiday).toContain('Bandwise');
    });

    it('gives the engine the code key by key and respelled words, never the symbols', () => {
      const spoken = language.lines.map((l) => speakable(l, language)).join(' ');
      expect(spoken).not.toContain(IMEI_CODE);
      expect(spoken).not.toMatch(/[*#]/);
      expect(spoken).toContain(language.keypad);
      for (const word of Object.keys(language.say ?? {})) expect(spoken).not.toContain(word);
    });
  });

  it.each([['lt', 'lt'], [' LT ', 'lt'], ['EN', 'en'], ['en-US', 'en'], ['pt_BR', 'pt'], ['de-AT', 'de']])('finds %j as %s', (input, code) => {
    expect(findVoiceLanguage(input)).toMatchObject({ ok: true, value: { code } });
  });

  it.each([['xx'], [''], [undefined], [42], ['xx-US'], ['-en']])('refuses %j with the supported codes listed', (input) => {
    const r = findVoiceLanguage(input);
    expect(r).toMatchObject({ ok: false, error: { code: 'VOICE_LANGUAGE_UNKNOWN' } });
    if (!r.ok) expect(r.error.message).toContain('en, ');
  });
});
