import { HARMONY_CHORD_HZ } from './music';
import { concatPcm, normalize, silence, type Pcm } from './pcm';
import { chorus, perform, type RenderedPart, type Rendition } from './rendition';
import type { SpeechSynthesizer } from './speech-synthesizer';
import { STYLE_CAST } from './voice-agents';
import type { VoiceLanguage } from './voice-languages';

/** Breath between sung lines of the mixed track. */
const GAP_SECONDS = 0.45;

/**
 * Style 4, Harmonizing: every line of the guide is sung by the quartet at once, bass to soprano on
 * root, third, fifth and octave of one chord. Part n is line n led by singer n (louder, the other
 * three harmonizing under it); the mixed track is the whole guide with the four voices level, a
 * plain chord on every line.
 */
export async function renderHarmony(synthesizer: SpeechSynthesizer, language: VoiceLanguage): Promise<Rendition> {
  const cast = STYLE_CAST[4];
  const sung = await Promise.all(
    language.lines.map((line) =>
      Promise.all(cast.map((agent, voice) => perform(synthesizer, language, agent, line, HARMONY_CHORD_HZ[voice]))),
    ),
  );
  const parts: RenderedPart[] = language.lines.map((line, i) => ({
    text: line,
    agent: cast[i],
    isHarmonizing: true,
    isSinging: true,
    pcm: normalize(chorus(sung[i], i, 0.8, 0.35)),
  }));
  const sampleRate = sung[0][0].sampleRate;
  const lines: Pcm[] = [];
  sung.forEach((voices, i) => {
    if (i > 0) lines.push(silence(GAP_SECONDS, sampleRate));
    lines.push(normalize(chorus(voices, null, 0, 0.5)));
  });
  return { style: 4, text: language.lines.join(' '), parts, mixed: normalize(concatPcm(lines, sampleRate)) };
}
