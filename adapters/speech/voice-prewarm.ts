import { Logger } from '@nestjs/common';
import { GetUssdHelp, VOICE_LANGUAGES, type AudioCache, type AudioEncoder, type SpeechSynthesizer, type VoiceStyle } from '../../core';
import type { RequestActivity } from '../request-activity';
import { EspeakSynthesizer } from './espeak-synthesizer';
import { LameMp3Encoder } from './lame-mp3-encoder';
import { SpeechWorkers } from './speech-workers';

const STYLES: VoiceStyle[] = [1, 4, 5];
/**
 * A pause longer than this (visitors or a bulk job keeping the server busy) lets the prewarm's
 * engine go, about 100 MB, and it is loaded again when the server is quiet: under load the
 * server carries only the memory that load needs.
 */
const RELEASE_WHILE_PAUSED_MS = 5000;

export interface PrewarmFigures {
  rendered: number;
  alreadyCached: number;
  failed: number;
  seconds: number;
}

/**
 * Renders the voice guides into the audio cache in the background after start, so a visitor's
 * first request is a cache hit. Nobody waits for it, so it runs on its own single worker thread
 * at the lowest CPU priority, waits before every utterance and every encoding while the server is
 * busy (see RequestActivity), lets that thread go during a long pause, and stops it when done.
 * Guides already cached (from an earlier run) are skipped, so a restart costs only a cache read per
 * guide.
 */
export class VoicePrewarm {
  private running: Promise<PrewarmFigures> | null = null;

  constructor(
    private readonly cache: AudioCache,
    private readonly activity: RequestActivity,
    /** Language codes to prewarm; null means all of them. */
    private readonly languages: string[] | null,
  ) {}

  /** Starts prewarming once; later calls return the same run. */
  start(): Promise<PrewarmFigures> {
    if (!this.running) {
      const logger = new Logger('Voice');
      this.running = this.run();
      this.running.then(
        (f) => logger.log(`voice guides ready: ${f.rendered} rendered, ${f.alreadyCached} already cached, ${f.failed} failed, in ${f.seconds.toFixed(1)} s`),
        (e: Error) => logger.warn(`voice guide prewarm stopped: ${e.message}`),
      );
    }
    return this.running;
  }

  private async run(): Promise<PrewarmFigures> {
    const started = Date.now();
    const workers = new SpeechWorkers(1, { lowPriority: true, idleMs: RELEASE_WHILE_PAUSED_MS });
    const gate = () => this.activity.whenQuiet();
    const synthesizer = new EspeakSynthesizer(workers);
    const encoder = new LameMp3Encoder(workers);
    const help = new GetUssdHelp({
      synthesizer: { synthesize: async (r) => (await gate(), synthesizer.synthesize(r)) } satisfies SpeechSynthesizer,
      encoder: { mimeType: encoder.mimeType, encode: async (pcm) => (await gate(), encoder.encode(pcm)) } satisfies AudioEncoder,
      cache: this.cache,
    });
    const figures = { rendered: 0, alreadyCached: 0, failed: 0, seconds: 0 };
    try {
      for (const language of VOICE_LANGUAGES) {
        if (this.languages && !this.languages.includes(language.code)) continue;
        for (const style of STYLES) {
          await gate();
          const result = await help.execute({ language: language.code, voiceCount: style });
          if (!result.ok) figures.failed++;
          else if (result.value.cached) figures.alreadyCached++;
          else figures.rendered++;
        }
      }
    } finally {
      await workers.close();
    }
    return { ...figures, seconds: (Date.now() - started) / 1000 };
  }
}
