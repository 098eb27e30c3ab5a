import type { VoiceStyle } from './voice-style';

/**
 * The voices of the assistant. Every language is spoken by the same five characters: the engine
 * gives each a timbre (an eSpeak variant) on top of the language's own voice, and the core gives
 * each a register, so a chord always lands bass to soprano.
 */
export interface VoiceAgent {
  id: string;
  name: string;
  personality: string;
  /** Timbre on top of the language voice (an eSpeak NG variant such as 'f3'). */
  variant: string;
  /** Comfortable singing pitch; chord tones are picked near it. */
  centreHz: number;
}

export const VOICE_AGENTS: readonly VoiceAgent[] = [
  { id: 'maple', name: 'Maple', personality: 'Warm, clear guide who explains one step at a time', variant: 'f3', centreHz: 200 },
  { id: 'cedar', name: 'Cedar', personality: 'Steady bass who keeps everyone on the beat', variant: 'm3', centreHz: 100 },
  { id: 'birch', name: 'Birch', personality: 'Cheerful tenor who never misses a harmony', variant: 'm7', centreHz: 125 },
  { id: 'aurora', name: 'Aurora', personality: 'Smooth alto with a calm, friendly tone', variant: 'f4', centreHz: 150 },
  { id: 'juniper', name: 'Juniper', personality: 'Bright soprano who adds the sparkle', variant: 'f2', centreHz: 240 },
];

const byId = (id: string): VoiceAgent => {
  const agent = VOICE_AGENTS.find((a) => a.id === id);
  if (!agent) throw new Error(`no voice agent ${id}`);
  return agent;
};

/**
 * Who performs each style, in part order: the guide alone; a bass-to-soprano quartet; the quartet
 * plus the guide for the ballad.
 */
export const STYLE_CAST: Readonly<Record<VoiceStyle, readonly VoiceAgent[]>> = {
  1: ['maple'].map(byId),
  4: ['cedar', 'birch', 'aurora', 'juniper'].map(byId),
  5: ['maple', 'cedar', 'birch', 'aurora', 'juniper'].map(byId),
};

/** The styles an agent performs in, for the agents list. */
export const stylesOf = (agent: VoiceAgent): VoiceStyle[] =>
  ([1, 4, 5] as const).filter((s) => STYLE_CAST[s].some((a) => a.id === agent.id));
