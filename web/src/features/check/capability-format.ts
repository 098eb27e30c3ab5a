import type { BadgeTone } from '../../components/ui/badge';
import type { CapabilityLevel, CapabilityName } from './api';

export const CAPABILITY_ORDER: readonly CapabilityName[] = ['fourG', 'fiveG', 'volte', 'wifiCalling'];

/** Full names, as the result panel shows them. */
export const CAPABILITY_NAMES: Record<CapabilityName, string> = {
  fourG: '4G LTE',
  fiveG: '5G',
  volte: 'VoLTE',
  wifiCalling: 'Wi-Fi Calling',
};

/** Short names, as the policy card's badges show them. */
export const CAPABILITY_BADGES: Record<CapabilityName, string> = {
  fourG: '4G',
  fiveG: '5G',
  volte: 'VoLTE',
  wifiCalling: 'Wi-Fi Calling',
};

const LEVEL_TEXT: Record<CapabilityLevel, string> = {
  supported: 'Supported',
  limited: 'Limited',
  not_supported: 'Not Supported',
  unknown: 'Unknown',
};

const LEVEL_TONE: Record<CapabilityLevel, BadgeTone> = {
  supported: 'success',
  limited: 'warning',
  not_supported: 'danger',
  unknown: 'neutral',
};

/** Older servers sent booleans; anything unrecognised reads as unknown. */
export function normalizeLevel(value: unknown): CapabilityLevel {
  if (value === true) return 'supported';
  if (value === false) return 'not_supported';
  if (value === 'supported' || value === 'limited' || value === 'not_supported') return value;
  return 'unknown';
}

export const levelTone = (value: unknown): BadgeTone => LEVEL_TONE[normalizeLevel(value)];

/**
 * The level in words, "Likely supported" (or limited) when only the inference rule gives it. An
 * unknown or unsupported level is never "likely": a server may list such a capability as inferred
 * (an ambiguous TAC's variants), and "Likely unknown" says nothing.
 */
export function capabilityText(value: unknown, inferred: boolean): string {
  const level = normalizeLevel(value);
  const likely = inferred && (level === 'supported' || level === 'limited');
  return likely ? `Likely ${LEVEL_TEXT[level].toLowerCase()}` : LEVEL_TEXT[level];
}

/** '150 Mbps', '1 Gbps', '1.2 Gbps'. */
export function formatSpeed(mbps: number | null | undefined): string | null {
  if (mbps === null || mbps === undefined || !Number.isFinite(mbps) || mbps <= 0) return null;
  if (mbps >= 1000) return `${Number((mbps / 1000).toFixed(1))} Gbps`;
  return `${Math.round(mbps)} Mbps`;
}
