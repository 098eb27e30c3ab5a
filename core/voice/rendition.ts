import { normalize, trimSilence, type Pcm } from './pcm';
import type { SpeechSynthesizer } from './speech-synthesizer';
import type { VoiceAgent } from './voice-agents';
import { speakable, type VoiceLanguage } from './voice-languages';

/** Speaking pace of the Standard guide: unhurried, for someone following along on a phone. */
export const SPEAK_WPM = 160;
/** Sung lines are slower, so the held note is heard as a note. */
export const SING_WPM = 125;

/** A part before encoding. */
export interface RenderedPart {
  text: string;
  agent: VoiceAgent;
  isHarmonizing: boolean;
  isSinging: boolean;
  pcm: Pcm;
}

/** A guide before encoding: the core renders, an encoder port turns it into bytes. */
export type Rendition =
  | { style: 1; text: string; agent: VoiceAgent; pcm: Pcm }
  | { style: 4 | 5; text: string; parts: RenderedPart[]; mixed: Pcm };

/** One voice speaking (no `hz`) or singing a line on one note, trimmed and levelled for mixing. */
export async function perform(
  synthesizer: SpeechSynthesizer,
  language: VoiceLanguage,
  agent: VoiceAgent,
  line: string,
  hz?: number,
): Promise<Pcm> {
  const pcm = await synthesizer.synthesize({
    text: speakable(line, language),
    voice: language.voice,
    variant: agent.variant,
    wordsPerMinute: hz === undefined ? SPEAK_WPM : SING_WPM,
    ...(hz === undefined ? {} : { singHz: hz }),
  });
  return normalize(trimSilence(pcm), 0.9);
}

/** Lays voices over each other from the start: the first leads at `leadGain`, the rest at `gain`. */
export function chorus(voices: Pcm[], leadIndex: number | null, leadGain: number, gain: number): Pcm {
  const length = Math.max(...voices.map((v) => v.samples.length));
  const out = new Float32Array(length);
  voices.forEach((v, i) => {
    const g = i === leadIndex ? leadGain : gain;
    for (let s = 0; s < v.samples.length; s++) out[s] += v.samples[s] * g;
  });
  return { samples: out, sampleRate: voices[0].sampleRate };
}
