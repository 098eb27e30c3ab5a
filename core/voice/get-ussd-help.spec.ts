import { decodeFake, FakeEncoder, FakeSynthesizer, MemoryAudioCache } from '../testing/voice-fakes';
import { GetUssdHelp } from './get-ussd-help';
import { HARMONY_CHORD_HZ } from './music';
import { durationSeconds } from './pcm';

function setup() {
  const synthesizer = new FakeSynthesizer();
  const encoder = new FakeEncoder();
  const cache = new MemoryAudioCache();
  return { synthesizer, encoder, cache, help: new GetUssdHelp({ synthesizer, encoder, cache }) };
}

describe('GetUssdHelp', () => {
  it.each([
    [{ language: 'xx', voiceCount: 1 }, 'VOICE_LANGUAGE_UNKNOWN'],
    [{ language: undefined, voiceCount: 1 }, 'VOICE_LANGUAGE_UNKNOWN'],
    [{ language: 'en', voiceCount: 2 }, 'VOICE_COUNT_INVALID'],
    [{ language: 'en', voiceCount: '4' }, 'VOICE_COUNT_INVALID'],
  ])('refuses %j with %s before any synthesis', async (input, code) => {
    const { help, synthesizer } = setup();
    const r = await help.execute(input);
    expect(r).toMatchObject({ ok: false, error: { code } });
    expect(synthesizer.requests).toHaveLength(0);
  });

  it('style 1: one voice speaks every sentence, code spelled out, with natural intonation', async () => {
    const { help, synthesizer } = setup();
    const r = await help.execute({ language: 'en', voiceCount: 1 });
    if (!r.ok) throw new Error(r.error.message);
    const guide = r.value.guide;
    expect(guide.style).toBe(1);
    if (guide.style !== 1) return;
    expect(guide.agent.id).toBe('maple');
    expect(synthesizer.requests).toHaveLength(4);
    expect(synthesizer.requests.every((q) => q.singHz === undefined && q.voice === 'gmw/en-US')).toBe(true);
    expect(synthesizer.requests[0].text).toContain('star, pound, zero, six, pound');
    expect(guide.text).toContain('*#06#');
    // Four sentences joined by pauses, leading and trailing silence trimmed.
    expect(durationSeconds(decodeFake(guide.audio))).toBeGreaterThan(4);
  });

  it('style 4: every line sung by the quartet on the chord, each part led by another singer', async () => {
    const { help, synthesizer } = setup();
    const r = await help.execute({ language: 'lt', voiceCount: 4 });
    if (!r.ok || r.value.guide.style === 1) throw new Error('expected a sung guide');
    const { parts } = r.value.guide;
    expect(parts.map((p) => p.agent.id)).toEqual(['cedar', 'birch', 'aurora', 'juniper']);
    expect(parts.map((p) => p.index)).toEqual([0, 1, 2, 3]);
    expect(parts.every((p) => p.isHarmonizing && p.isSinging)).toBe(true);
    expect(synthesizer.requests).toHaveLength(16);
    const notes = new Set(synthesizer.requests.map((q) => q.singHz));
    expect([...notes]).toEqual([...HARMONY_CHORD_HZ]);
    expect(synthesizer.requests.every((q) => q.voice === 'bat/lt')).toBe(true);
  });

  it('style 5: four solo verses and a five-voice holiday finale over the band', async () => {
    const { help, synthesizer } = setup();
    const r = await help.execute({ language: 'es', voiceCount: 5 });
    if (!r.ok || r.value.guide.style === 1) throw new Error('expected a sung guide');
    const { parts, mixed } = r.value.guide;
    expect(parts).toHaveLength(5);
    expect(parts.map((p) => p.isHarmonizing)).toEqual([false, false, false, false, true]);
    expect(parts[4].text).toContain('Navidad');
    expect(synthesizer.requests).toHaveLength(9);
    const song = decodeFake(mixed);
    const verses = parts.reduce((s, p) => s + durationSeconds(decodeFake(p.audio)), 0);
    // The mixed track adds an intro bar and a ringing final chord to the verses.
    expect(durationSeconds(song)).toBeGreaterThan(verses);
  });

  it('serves a repeat from the cache without synthesising again', async () => {
    const { help, synthesizer } = setup();
    const first = await help.execute({ language: 'fr', voiceCount: 1 });
    const calls = synthesizer.requests.length;
    const second = await help.execute({ language: 'FR', voiceCount: 1 });
    expect(first).toMatchObject({ ok: true, value: { cached: false } });
    expect(second).toMatchObject({ ok: true, value: { cached: true } });
    expect(synthesizer.requests).toHaveLength(calls);
  });

  it('renders once for identical requests arriving together', async () => {
    const { help, synthesizer } = setup();
    await Promise.all([1, 2, 3].map(() => help.execute({ language: 'de', voiceCount: 4 })));
    expect(synthesizer.requests).toHaveLength(16);
  });

  it('answers VOICE_UNAVAILABLE when the engine fails, reports the cause and caches nothing', async () => {
    const synthesizer = new FakeSynthesizer();
    const cache = new MemoryAudioCache();
    const reported: unknown[] = [];
    const help = new GetUssdHelp({ synthesizer, encoder: new FakeEncoder(), cache, report: (e) => reported.push(e) });
    synthesizer.failWith = new Error('engine crashed');
    const r = await help.execute({ language: 'en', voiceCount: 1 });
    expect(r).toMatchObject({ ok: false, error: { code: 'VOICE_UNAVAILABLE' } });
    if (!r.ok) expect(r.error.message).not.toContain('crashed');
    expect(reported).toEqual([synthesizer.failWith]);
    expect(cache.entries.size).toBe(0);
    synthesizer.failWith = null;
    expect(await help.execute({ language: 'en', voiceCount: 1 })).toMatchObject({ ok: true });
  });
});
