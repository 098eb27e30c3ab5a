import { Inject, Logger, Module, type OnApplicationBootstrap } from '@nestjs/common';
import type { AppConfig } from '../../config';
import { SpeechWorkers } from '../../speech/speech-workers';
import { APP_CONFIG } from '../../tokens';
import { VoiceController } from './voice.controller';

/**
 * The AI voice assistant: languages, agents and the *#06# voice guide. A production server loads
 * the speech engine in the background at start, so the first visitor does not wait for it; the
 * CLI and tests load it only when they need it.
 */
@Module({ controllers: [VoiceController] })
export class VoiceModule implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly workers: SpeechWorkers,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.production) return;
    this.workers.warmUp().catch((e: Error) => new Logger('Voice').warn(`speech engine warm-up failed: ${e.message}`));
  }
}
