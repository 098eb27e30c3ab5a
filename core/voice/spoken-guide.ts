import { concatPcm, normalize, silence, type Pcm } from './pcm';
import { perform, type Rendition } from './rendition';
import type { SpeechSynthesizer } from './speech-synthesizer';
import { STYLE_CAST } from './voice-agents';
import type { VoiceLanguage } from './voice-languages';

/** Pause between sentences, as a person would leave for the listener to act. */
const PAUSE_SECONDS = 0.4;

/**
 * Style 1, Standard: the guide spoken by one calm voice with natural intonation. Sentences are
 * synthesised separately (in parallel when the engine has several workers) and joined with a
 * short pause, which is also where someone following along has time to act.
 */
export async function renderSpoken(synthesizer: SpeechSynthesizer, language: VoiceLanguage): Promise<Rendition> {
  const agent = STYLE_CAST[1][0];
  const sentences = await Promise.all(language.lines.map((line) => perform(synthesizer, language, agent, line)));
  const sampleRate = sentences[0].sampleRate;
  const pieces: Pcm[] = [];
  sentences.forEach((pcm, i) => {
    if (i > 0) pieces.push(silence(PAUSE_SECONDS, sampleRate));
    pieces.push(pcm);
  });
  return { style: 1, text: language.lines.join(' '), agent, pcm: normalize(concatPcm(pieces, sampleRate)) };
}
