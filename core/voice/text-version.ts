import type { GuideCacheKey } from './audio-cache';
import { BALLAD_BPM, BALLAD_PROGRESSION, HARMONY_CHORD_HZ } from './music';
import { SING_WPM, SPEAK_WPM } from './rendition';
import { STYLE_CAST } from './voice-agents';
import type { VoiceLanguage } from './voice-languages';
import type { VoiceStyle } from './voice-style';

/** Bump when the rendering changes in a way the inputs below do not show (mixing levels, instruments). */
export const RENDER_VERSION = 1;

/**
 * FNV-1a over a string, as 8 hex digits: a stable, dependency-free fingerprint (not a secret; the
 * cache adapter hashes the whole key again for its file names).
 */
export function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/**
 * The cache key of a guide. Its text version fingerprints everything that shapes the audio (the
 * language's text and voice, the cast, chords, tempo and paces), so editing a translation or the
 * arrangement retires the cached audio without anyone remembering to clear it.
 */
export function guideCacheKey(language: VoiceLanguage, style: VoiceStyle): GuideCacheKey {
  const shape = {
    render: RENDER_VERSION,
    language,
    cast: STYLE_CAST[style],
    music: style === 4 ? HARMONY_CHORD_HZ : style === 5 ? { BALLAD_PROGRESSION, BALLAD_BPM } : null,
    pace: [SPEAK_WPM, SING_WPM],
  };
  return { language: language.code, style, textVersion: fnv1a(JSON.stringify(shape)) };
}
