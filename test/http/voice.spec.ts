import { gunzipSync } from 'node:zlib';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { HARMONY_CHORD_HZ } from '../../core';
import { cpuMsOf } from '../fixtures/cpu-time';
import { decodeMp3, type DecodedAudio } from '../fixtures/decode-mp3';
import { tempDir } from '../fixtures/paths';
import { distinctPitches } from '../fixtures/spectrum';
import { startTestApp } from '../fixtures/test-app';

const REQUIRED = ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'pl', 'lt', 'sv', 'tr', 'ru', 'hi', 'vi', 'id'];

const rms = (a: DecodedAudio): number => Math.sqrt(a.samples.reduce((s, v) => s + v * v, 0) / Math.max(1, a.samples.length));
const decode = (base64: string) => decodeMp3(new Uint8Array(Buffer.from(base64, 'base64')));

/** CPU time (ms) this process's main thread has used, as Linux counts it per thread. */
const mainThreadCpuMs = (): number => cpuMsOf(`/proc/self/task/${process.pid}/stat`);

/** Decodable MP3 of more than a second that is not silence. */
async function expectAudible(base64: string): Promise<DecodedAudio> {
  expect(typeof base64).toBe('string');
  const audio = await decode(base64);
  expect(audio.errors).toBe(0);
  expect(audio.sampleRate).toBe(22050);
  expect(audio.seconds).toBeGreaterThan(1);
  expect(rms(audio)).toBeGreaterThan(0.03);
  return audio;
}

/** Real synthesis and encoding: seconds per guide, more on a busy machine. */
jest.setTimeout(120000);

describe('voice assistant API (real eSpeak NG and LAME, real SQLite)', () => {
  const dataDir = tempDir();
  let app: NestFastifyApplication;
  const http = () => request(app.getHttpServer());
  const help = (body: object) => http().post('/api/voice/ussd-help').send(body);

  beforeAll(async () => {
    app = await startTestApp({ dataDir });
  });
  afterAll(() => app.close());

  it('lists at least 20 languages with name and flag, including the required ones', async () => {
    const res = await http().get('/api/voice/languages').expect(200);
    const codes = Object.keys(res.body);
    expect(codes.length).toBeGreaterThanOrEqual(20);
    expect(codes).toEqual(expect.arrayContaining(REQUIRED));
    expect(res.body.lt).toEqual({ name: 'Lithuanian', nativeName: 'Lietuvių', flag: '🇱🇹' });
    for (const l of Object.values(res.body) as Array<Record<string, string>>) expect(l.flag).toMatch(/^\p{Regional_Indicator}{2}$/u);
  });

  it('lists the voices of a language and refuses an unknown one clearly', async () => {
    const res = await http().get('/api/voice/agents?language=lt').expect(200);
    expect(res.body.language).toBe('lt');
    expect(res.body.agents.length).toBeGreaterThanOrEqual(5);
    expect(res.body.agents[0]).toEqual({ id: expect.any(String), name: expect.any(String), personality: expect.any(String), voice: expect.stringMatching(/^bat\/lt\+/), styles: expect.any(Array) });
    const bad = await http().get('/api/voice/agents?language=xx').expect(400);
    expect(bad.body).toMatchObject({ success: false, code: 'VOICE_LANGUAGE_UNKNOWN' });
    expect(bad.body.error).toContain('lt');
    await http().get('/api/voice/agents').expect(400);
  });

  it.each([
    [{ language: 'en', voiceCount: 3 }, 'VOICE_COUNT_INVALID', 'voiceCount must be 1 (Standard), 4 (Harmonizing) or 5 (Canadian Rock); got 3'],
    [{ language: 'en', voiceCount: 0 }, 'VOICE_COUNT_INVALID', 'got 0'],
    [{ language: 'en', voiceCount: '4' }, 'INPUT_INVALID', 'voiceCount must be an integer'],
    [{ language: 'klingon', voiceCount: 1 }, 'VOICE_LANGUAGE_UNKNOWN', 'Unknown voice language "klingon"'],
    [{ voiceCount: 1 }, 'INPUT_INVALID', 'language is required'],
    // A JSON number beyond 2^53 cannot come back unchanged.
    [{ language: 'en', voiceCount: 1, requestVersion: 2 ** 53 + 2 }, 'INPUT_INVALID', 'requestVersion must not be greater than 9007199254740991'],
  ])('refuses %j with 400 %s', async (body, code, text) => {
    const res = await help(body).expect(400);
    expect(res.body).toMatchObject({ success: false, code });
    expect(res.body.error).toContain(text);
  });

  it('style 1 speaks the guide as one decodable MP3 and echoes requestVersion', async () => {
    const res = await help({ language: 'en', location: { city: 'Austin', country: 'United States' }, voiceCount: 1, requestVersion: 7 }).expect(200);
    expect(res.body).toMatchObject({ success: true, voice: 'Maple', requestVersion: 7, mimeType: 'audio/mpeg' });
    expect(res.body.text).toContain('*#06#');
    expect(res.body.text).toMatch(/Settings[\s\S]*SIM card tray[\s\S]*box/);
    const audio = await expectAudible(res.body.audio);
    expect(audio.seconds).toBeGreaterThan(10);
    // Speech glides; it holds no steady chord.
    expect(distinctPitches(audio.samples, audio.sampleRate).length).toBeLessThan(3);
  });

  it('sends a guide gzipped (its base64 audio entropy-coded, compressed once and shared by every answer), or as it is', async () => {
    const ask = (encoding: string) =>
      app.getHttpAdapter().getInstance().inject({
        method: 'POST',
        url: '/api/voice/ussd-help',
        headers: { 'content-type': 'application/json', 'accept-encoding': encoding },
        payload: { language: 'en', voiceCount: 1, requestVersion: 3 },
      });
    const plain = await ask('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.payload)).toMatchObject({ requestVersion: 3, success: true, voiceCount: 1 });
    expect(Number(plain.headers['content-length'])).toBe(plain.rawPayload.length);
    const gzip = await ask('gzip, deflate, br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(Number(gzip.headers['content-length'])).toBe(gzip.rawPayload.length);
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length * 0.8);
    // A client that takes brotli only gets the guide as it is (its audio barely compresses).
    const br = await ask('br');
    expect(br.headers['content-encoding']).toBeUndefined();
    expect(br.rawPayload.equals(plain.rawPayload)).toBe(true);
  });

  it('style 4 harmonizes: four sung parts and a mixed track holding a chord of distinct pitches', async () => {
    const res = await help({ language: 'en', voiceCount: 4, requestVersion: 8 }).expect(200);
    expect(res.body.requestVersion).toBe(8);
    expect(res.body.conversation).toHaveLength(4);
    res.body.conversation.forEach((c: { index: number; message: Record<string, unknown> }, i: number) => {
      expect(c.index).toBe(i);
      expect(c.message).toMatchObject({ isHarmonizing: true, isSinging: true, voiceConfig: { personality: expect.any(String) } });
    });
    await expectAudible(res.body.conversation[0].audio);
    const mixed = await expectAudible(res.body.mixedAudio);
    const pitches = distinctPitches(mixed.samples, mixed.sampleRate);
    expect(pitches.length).toBeGreaterThanOrEqual(3);
    const chordTones = pitches.filter((p) => HARMONY_CHORD_HZ.some((c) => Math.abs(p / c - 1) < 0.04));
    expect(chordTones.length).toBeGreaterThanOrEqual(3);
  });

  it('style 5 is a five-part ballad with a band under the voices', async () => {
    const res = await help({ language: 'lt', voiceCount: 5, requestVersion: 9 }).expect(200);
    expect(res.body.conversation).toHaveLength(5);
    expect(res.body.conversation.map((c: { message: { isHarmonizing: boolean } }) => c.message.isHarmonizing)).toEqual([false, false, false, false, true]);
    expect(res.body.conversation[4].message.text).toContain('Kalėdų');
    const part = await expectAudible(res.body.conversation[0].audio);
    const mixed = await expectAudible(res.body.mixedAudio);
    expect(mixed.seconds).toBeGreaterThan(part.seconds);
    // The band plays before the first voice enters: the one-bar intro is not silent.
    const intro = mixed.samples.subarray(0, Math.round(mixed.sampleRate * 2));
    expect(rms({ ...mixed, samples: intro })).toBeGreaterThan(0.02);
  });

  it('keeps /api/health answering while a style-5 ballad renders (no long stretch of main-thread work)', async () => {
    const render = help({ language: 'pl', voiceCount: 5, requestVersion: 1 }).expect(200);
    let done = false;
    void render.then(() => (done = true), () => (done = true));
    const waits: number[] = [];
    while (!done) {
      const cpuBefore = mainThreadCpuMs();
      await http().get('/api/health').expect(200);
      waits.push(mainThreadCpuMs() - cpuBefore);
      await new Promise((r) => setTimeout(r, 10));
    }
    await render;
    expect(waits.length).toBeGreaterThan(10);
    // A health answer waits for whatever the main thread is running. Its wall time also grows with the
    // machine's load (one CPU shared by more threads), its CPU time does not: so the main thread's CPU
    // time during each answer is what is bounded. Here the longest was about 220 ms (compressing and
    // storing the finished ballad, the test's contract checks); a render run on the main thread in
    // one piece, as the mix once was, stalled answers for 850 ms.
    expect(Math.max(...waits)).toBeLessThan(400);
  });

  it('serves a repeat request from the cache, also after a restart on the same data directory', async () => {
    const body = { language: 'de', voiceCount: 1, requestVersion: 1 };
    const first = await help(body).expect(200);
    expect(first.headers['x-cache']).toBe('miss');
    // The cache is told by X-Cache and the same audio, not by timing, which a busy machine blurs (npm run bench times it).
    const second = await help({ ...body, requestVersion: 2 }).expect(200);
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body.requestVersion).toBe(2);
    expect(second.body.audio).toBe(first.body.audio);

    await app.close();
    app = await startTestApp({ dataDir });
    const afterRestart = await help(body).expect(200);
    expect(afterRestart.headers['x-cache']).toBe('hit');
    expect(afterRestart.body.audio).toBe(first.body.audio);
  });

  it('documents the voice endpoints in the OpenAPI document', async () => {
    const res = await http().get('/api/docs-json').expect(200);
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/api/voice/languages', '/api/voice/agents', '/api/voice/ussd-help']));
    expect(res.body.components.schemas.ConversationHelpResponseDto.properties.mixedAudio).toBeDefined();
    expect(res.body.paths['/api/voice/ussd-help'].post.responses['200'].headers['X-Cache']).toBeDefined();
  });
});
