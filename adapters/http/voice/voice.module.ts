import { Inject, Logger, Module, type OnApplicationBootstrap } from '@nestjs/common';
import type { AppConfig } from '../../config';
import { SpeechWorkers } from '../../speech/speech-workers';
import { APP_CONFIG } from '../../tokens';
import { VoiceController } from './voice.controller';

/**
 * The AI voice assistant: languages, agents and the *#06# voice guide. `serve` prewarms the guides
 * into the cache (see VoicePrewarm), so visitors are served from it and the request-time engines
 * start only on a miss; with prewarming off, a production server loads them in the background at
 * start instead, so the first visitor does not wait for them. The CLI and tests load them only
 * when they need them.
 */
@Module({ controllers: [VoiceController] })
export class VoiceModule implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly workers: SpeechWorkers,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.production || this.config.voicePrewarm !== false) return;
    this.workers.warmUp().catch((e: Error) => new Logger('Voice').warn(`speech engine warm-up failed: ${e.message}`));
  }
}
