import { renderHarmony } from './harmonize';
import type { Rendition } from './rendition';
import { renderBallad } from './rock-ballad';
import type { SpeechSynthesizer } from './speech-synthesizer';
import { renderSpoken } from './spoken-guide';
import type { VoiceLanguage } from './voice-languages';
import type { VoiceStyle } from './voice-style';

/** Renders the guide in a style: speech from the synthesizer, then pitching, harmonies and mixing (CPU-bound). */
export function renderGuide(synthesizer: SpeechSynthesizer, language: VoiceLanguage, style: VoiceStyle): Promise<Rendition> {
  if (style === 4) return renderHarmony(synthesizer, language);
  if (style === 5) return renderBallad(synthesizer, language);
  return renderSpoken(synthesizer, language);
}

/**
 * Where guides are rendered. Adapters run it off the main thread (the mixing of style 5 takes
 * about a second of CPU), so other requests keep being answered meanwhile.
 */
export type GuideRenderer = (languageCode: string, style: VoiceStyle) => Promise<Rendition>;
