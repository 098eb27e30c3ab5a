import type { Pcm } from './pcm';

/** One utterance for the speech engine. */
export interface SpeechRequest {
  text: string;
  /** The language's engine voice, e.g. 'bat/lt'. */
  voice: string;
  /** Timbre on top of the voice (an agent's variant, e.g. 'f3'). */
  variant: string;
  wordsPerMinute: number;
  /**
   * Sing the whole line on this one pitch, in Hz: chords and melodies are built from such lines.
   * Absent: speak with the voice's natural intonation.
   */
  singHz?: number;
}

/**
 * The speech port. The product must speak without any outside service, so the default adapter is
 * a local engine; a hosted one may sit behind the same port. Implementations keep the engine
 * loaded between calls: a guide needs up to twenty utterances.
 */
export interface SpeechSynthesizer {
  synthesize(request: SpeechRequest): Promise<Pcm>;
}
