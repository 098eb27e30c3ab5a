import type { UssdGuide } from './ussd-guide';
import type { VoiceStyle } from './voice-style';

/** What identifies a rendered guide: the same language, style and text version sound the same. */
export interface GuideCacheKey {
  language: string;
  style: VoiceStyle;
  /** A hash of the text and arrangement; editing either retires the old audio. */
  textVersion: string;
}

/**
 * Rendered guides kept between requests and across restarts. Rendering a sung guide takes
 * seconds; a repeat request must not pay that again.
 */
export interface AudioCache {
  get(key: GuideCacheKey): Promise<UssdGuide | null>;
  put(key: GuideCacheKey, guide: UssdGuide): Promise<void>;
}
