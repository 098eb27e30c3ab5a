import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { RequestActivity } from '../../adapters/request-activity';
import { DiskAudioCache } from '../../adapters/speech/disk-audio-cache';
import { SpeechWorkers } from '../../adapters/speech/speech-workers';
import { VoicePrewarm } from '../../adapters/speech/voice-prewarm';
import { decodeMp3 } from '../fixtures/decode-mp3';
import { tempDir } from '../fixtures/paths';
import { startTestApp } from '../fixtures/test-app';
import { warmVoiceRoute } from '../../adapters/http/voice/warm-voice-route';

/** Real synthesis and encoding at the lowest priority: seconds per guide, more on a busy machine. */
jest.setTimeout(300000);

const cachedGuides = (dataDir: string): number => {
  try {
    return readdirSync(join(dataDir, 'voice-cache')).filter((f) => f.endsWith('.json')).length;
  } catch {
    return 0;
  }
};

describe('voice guides prewarmed into the cache after start (real eSpeak NG and LAME, real SQLite)', () => {
  const dataDir = tempDir();
  let app: NestFastifyApplication;
  const help = (voiceCount: number) => request(app.getHttpServer()).post('/api/voice/ussd-help').send({ language: 'lt', voiceCount });

  beforeAll(async () => {
    app = await startTestApp({ dataDir, voicePrewarm: ['lt'] });
  });
  afterAll(() => app.close());

  it('waits while a request is in flight, then renders every style of the language', async () => {
    const activity = app.get(RequestActivity);
    activity.begin();
    const run = app.get(VoicePrewarm).start();
    await new Promise((r) => setTimeout(r, 1500));
    expect(cachedGuides(dataDir)).toBe(0);
    activity.end();
    await expect(run).resolves.toMatchObject({ rendered: 3, alreadyCached: 0, failed: 0 });
    expect(cachedGuides(dataDir)).toBe(3);
  });

  it.each([1, 4, 5])('serves the first request for style %i from the cache, without starting an engine', async (style) => {
    const res = await help(style).expect(200);
    expect(res.headers['x-cache']).toBe('hit');
    const audio = await decodeMp3(new Uint8Array(Buffer.from(style === 1 ? res.body.audio : res.body.mixedAudio, 'base64')));
    expect(audio.errors).toBe(0);
    expect(audio.seconds).toBeGreaterThan(1);
    expect(app.get(SpeechWorkers).running).toBe(0);
  });

  it('warms the route with the cached guide without taking the visitor\'s rate-limit allowance or starting an engine', async () => {
    const before = Number((await help(1).expect(200)).headers['ratelimit-remaining']);
    await warmVoiceRoute(app, 'lt');
    const after = await help(1).expect(200);
    expect(Number(after.headers['ratelimit-remaining'])).toBe(before - 1);
    expect(after.headers['x-cache']).toBe('hit');
    expect(app.get(SpeechWorkers).running).toBe(0);
  });

  it('skips guides cached by an earlier run, so a restart renders nothing', async () => {
    const again = new VoicePrewarm(new DiskAudioCache(join(dataDir, 'voice-cache')), new RequestActivity(), ['lt']);
    await expect(again.start()).resolves.toMatchObject({ rendered: 0, alreadyCached: 3, failed: 0 });
  });
});
