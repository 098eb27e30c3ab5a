import type { VoiceAgent } from './voice-agents';
import type { VoiceStyle } from './voice-style';

/** One numbered clip of a sung guide: a line, who leads it, and its encoded audio. */
export interface GuidePart {
  index: number;
  text: string;
  agent: VoiceAgent;
  /** Other voices sing the line with the lead, on other notes of the chord. */
  isHarmonizing: boolean;
  isSinging: boolean;
  audio: Uint8Array;
}

interface GuideBase {
  language: string;
  /** The whole guide as text, for the screen and for anyone who cannot listen. */
  text: string;
  mimeType: string;
}

/** The spoken guide of style 1: one clip by one voice. */
export interface SpokenGuide extends GuideBase {
  style: 1;
  agent: VoiceAgent;
  audio: Uint8Array;
}

/** The sung guides of styles 4 and 5: numbered parts and one mixed track of the whole song. */
export interface SungGuide extends GuideBase {
  style: Exclude<VoiceStyle, 1>;
  parts: GuidePart[];
  mixed: Uint8Array;
}

/** The USSD (*#06#) voice guide in one language and style, ready to play. */
export type UssdGuide = SpokenGuide | SungGuide;
