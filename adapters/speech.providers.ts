import { Logger, type Provider } from '@nestjs/common';
import { join } from 'node:path';
import { GetUssdHelp } from '../core';
import type { AppConfig } from './config';
import { DiskAudioCache } from './speech/disk-audio-cache';
import { EspeakSynthesizer } from './speech/espeak-synthesizer';
import { LameMp3Encoder } from './speech/lame-mp3-encoder';
import { SpeechWorkers } from './speech/speech-workers';
import { VoicePrewarm } from './speech/voice-prewarm';
import { RequestActivity } from './request-activity';
import { APP_CONFIG } from './tokens';

/**
 * The voice assistant: eSpeak NG and LAME in worker threads (started on first use, stopped at
 * shutdown, or after a minute idle when the guides are prewarmed), rendered guides cached on disk
 * under `<dataDir>/voice-cache`, filled in the background after `serve` starts.
 */
/** With the guides prewarmed a rendering is rare, so the request-time engines are let go after a minute idle. */
const IDLE_RELEASE_MS = 60_000;

export const SPEECH_PROVIDERS: Provider[] = [
  {
    provide: SpeechWorkers,
    useFactory: (config: AppConfig) => new SpeechWorkers(config.voiceWorkers, { idleMs: config.voicePrewarm === false ? undefined : IDLE_RELEASE_MS }),
    inject: [APP_CONFIG],
  },
  { provide: RequestActivity, useValue: new RequestActivity() },
  {
    provide: VoicePrewarm,
    useFactory: (cache: DiskAudioCache, activity: RequestActivity, config: AppConfig) =>
      new VoicePrewarm(cache, activity, Array.isArray(config.voicePrewarm) ? config.voicePrewarm : null),
    inject: [DiskAudioCache, RequestActivity, APP_CONFIG],
  },
  { provide: DiskAudioCache, useFactory: (config: AppConfig) => new DiskAudioCache(join(config.dataDir, 'voice-cache')), inject: [APP_CONFIG] },
  {
    provide: GetUssdHelp,
    useFactory: (workers: SpeechWorkers, cache: DiskAudioCache) =>
      new GetUssdHelp({
        synthesizer: new EspeakSynthesizer(workers),
        encoder: new LameMp3Encoder(workers),
        cache,
        report: (e) => new Logger('Voice').error(`voice guide rendering failed: ${e instanceof Error ? e.stack ?? e.message : String(e)}`),
      }),
    inject: [SpeechWorkers, DiskAudioCache],
  },
];
