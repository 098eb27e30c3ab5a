import type { Pcm, SpeechRequest, SpeechSynthesizer } from '../../core';
import { espeakPitchFor } from './espeak-pitch';
import type { SpeechWorkers } from './speech-workers';

/** eSpeak NG's defaults for speech with natural intonation. */
const SPEAKING_PITCH = 50;
const SPEAKING_RANGE = 50;

/**
 * The local speech engine: eSpeak NG compiled to WebAssembly (GPL-3.0), run in the speech worker
 * threads. No network, no account, about 100 times faster than real time once loaded. A sung line
 * is a monotone line (pitch range 0) at the eSpeak pitch measured to give the requested Hz.
 */
export class EspeakSynthesizer implements SpeechSynthesizer {
  constructor(private readonly workers: SpeechWorkers) {}

  synthesize(request: SpeechRequest): Promise<Pcm> {
    const singing = request.singHz !== undefined;
    return this.workers.run<Pcm>('synthesize', {
      text: request.text,
      voice: request.variant ? `${request.voice}+${request.variant}` : request.voice,
      rate: Math.round(request.wordsPerMinute),
      pitch: singing ? espeakPitchFor(request.variant, request.singHz!) : SPEAKING_PITCH,
      range: singing ? 0 : SPEAKING_RANGE,
    });
  }
}
