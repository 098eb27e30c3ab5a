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
import { WorkerGuideRenderer } from './speech/worker-renderer';
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
    // Its own view of the same directory that keeps nothing in memory: the prewarm fills the disk only.
    useFactory: (activity: RequestActivity, config: AppConfig) =>
      new VoicePrewarm(new DiskAudioCache(join(config.dataDir, 'voice-cache'), 0), activity, Array.isArray(config.voicePrewarm) ? config.voicePrewarm : null),
    inject: [RequestActivity, APP_CONFIG],
  },
  { provide: DiskAudioCache, useFactory: (config: AppConfig) => new DiskAudioCache(join(config.dataDir, 'voice-cache')), inject: [APP_CONFIG] },
  // Pitching and mixing run in their own worker thread; speech still comes from the pool above.
  { provide: WorkerGuideRenderer, useFactory: (workers: SpeechWorkers) => new WorkerGuideRenderer(new EspeakSynthesizer(workers)), inject: [SpeechWorkers] },
  {
    provide: GetUssdHelp,
    useFactory: (workers: SpeechWorkers, cache: DiskAudioCache, renderer: WorkerGuideRenderer) =>
      new GetUssdHelp({
        synthesizer: new EspeakSynthesizer(workers),
        encoder: new LameMp3Encoder(workers),
        cache,
        report: (e) => new Logger('Voice').error(`voice guide rendering failed: ${e instanceof Error ? e.stack ?? e.message : String(e)}`),
        renderer: renderer.render,
      }),
    inject: [SpeechWorkers, DiskAudioCache, WorkerGuideRenderer],
  },
];
