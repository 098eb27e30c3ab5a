import type { Pcm, SpeechRequest, SpeechSynthesizer } from '../../core';
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

/**
 * eSpeak NG sets pitch as a number from 0 to 99, not in Hz, and each variant maps it differently.
 * These tables are the measured fundamental (Hz) of a monotone line (pitch range 0) at pitch
 * 0, 10, ..., 90 and 99 for the variants the assistant uses; the language voice does not change
 * them. They let the core ask for a note in Hz and get it within a fraction of a semitone.
 */
const AT = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 99];

const MEASURED_HZ: Record<string, number[]> = {
  m3: [55.3, 61.4, 66.4, 74.0, 81.4, 90.7, 101.6, 113.7, 127.5, 143.2, 159.8],
  m5: [54.2, 58.5, 64.7, 71.8, 79.6, 89.3, 99.3, 111.9, 126.0, 141.3, 157.5],
  m7: [56.4, 61.9, 67.2, 73.5, 80.8, 90.0, 99.3, 110.8, 123.9, 138.7, 154.2],
  f2: [103.5, 113.7, 124.6, 137.8, 152.1, 169.6, 190.1, 212.0, 239.7, 268.9, 298.0],
  f3: [112.5, 123.2, 133.6, 147.0, 160.9, 177.8, 198.6, 220.5, 245.0, 275.6, 306.3],
  f4: [93.8, 104.5, 114.8, 128.2, 143.2, 160.9, 180.7, 202.3, 229.7, 259.4, 290.1],
};

/** The eSpeak pitch setting (0-99) that sings `hz` on `variant`, interpolated on a log scale. */
function espeakPitchFor(variant: string, hz: number): number {
  const table = MEASURED_HZ[variant] ?? MEASURED_HZ.m5;
  if (hz <= table[0]) return AT[0];
  for (let i = 1; i < table.length; i++) {
    if (hz <= table[i]) {
      const k = Math.log(hz / table[i - 1]) / Math.log(table[i] / table[i - 1]);
      return Math.round(AT[i - 1] + k * (AT[i] - AT[i - 1]));
    }
  }
  return AT[AT.length - 1];
}
