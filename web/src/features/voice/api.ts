import { apiJson } from '../../lib/request';

/** Voice styles by how many voices perform (specification section 9). */
export type VoiceStyle = 1 | 4 | 5;

export const VOICE_STYLES: ReadonlyArray<{ value: VoiceStyle; label: string }> = [
  { value: 1, label: 'Standard' },
  { value: 4, label: 'Harmonizing' },
  { value: 5, label: 'Canadian Rock' },
];

/** GET /api/voice/languages: code to name and flag. */
export type VoiceLanguages = Record<string, { name: string; nativeName?: string; flag: string }>;

export const VOICE_LANGUAGES_KEY = ['/api/voice/languages'] as const;

export interface UssdHelpRequest {
  language: string;
  location: { city: string; country: string };
  voiceCount: VoiceStyle;
  requestVersion: number;
}

export interface ConversationItem {
  index: number;
  audio: string;
  message: { text: string; voiceConfig: { personality: string; name?: string }; isHarmonizing: boolean; isSinging: boolean };
}

interface HelpBase {
  success: boolean;
  text: string;
  requestVersion: number | null;
  mimeType?: string;
}

/** POST /api/voice/ussd-help: one clip for style 1, a conversation and a mixed track for 4 and 5. */
export type UssdHelpResponse =
  | (HelpBase & { audio: string; voice: string; conversation?: undefined })
  | (HelpBase & { conversation: ConversationItem[]; mixedAudio: string; audio?: undefined });

export function requestUssdHelp(request: UssdHelpRequest): Promise<UssdHelpResponse> {
  return apiJson<UssdHelpResponse>('POST', '/api/voice/ussd-help', request);
}

/** One numbered clip as the player needs it. */
export interface VoiceClip {
  text: string;
  speaker: string;
  audio: string;
}

/** The clips of a response in play order, and the whole track (for download). */
export function clipsOf(response: UssdHelpResponse): { clips: VoiceClip[]; whole: string } {
  if (response.conversation) {
    const clips = [...response.conversation]
      .sort((a, b) => a.index - b.index)
      .map((c) => ({ text: c.message.text, speaker: c.message.voiceConfig.name ?? c.message.voiceConfig.personality, audio: c.audio }));
    return { clips, whole: response.mixedAudio };
  }
  return { clips: [{ text: response.text, speaker: response.voice, audio: response.audio }], whole: response.audio };
}

/** 'Austin, TX' -> { city: 'Austin', country: 'TX' }; the guide is the same everywhere. */
export function locationOf(text: string | undefined): { city: string; country: string } {
  const parts = (text ?? '').split(',').map((p) => p.trim()).filter(Boolean);
  return { city: parts[0] ?? '', country: parts.length > 1 ? parts[parts.length - 1] : '' };
}
