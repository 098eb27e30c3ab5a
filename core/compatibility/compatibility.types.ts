/** Shapes shared by the assessment, its voice rules and the verdict, so those files need not import each other. */

/** `unknown` extends the specification's values for a device identified without band data. */
export type CapabilityLevel = 'supported' | 'limited' | 'not_supported' | 'unknown';
export type CapabilityName = 'fourG' | 'fiveG' | 'volte' | 'wifiCalling';
export const CAPABILITY_NAMES: CapabilityName[] = ['fourG', 'fiveG', 'volte', 'wifiCalling'];
export const CAPABILITY_LEVELS: CapabilityLevel[] = ['supported', 'limited', 'not_supported', 'unknown'];

export type Capabilities = Record<CapabilityName, CapabilityLevel>;

export interface Reason {
  capability: CapabilityName;
  text: string;
}

/**
 * The answer a visitor acts on. `needs_carrier_approval`: data works, but the carrier admits only
 * models it has approved for voice and this one is not known to be approved.
 */
export type Verdict = 'works' | 'works_with_limits' | 'needs_carrier_approval' | 'does_not_work' | 'unknown';
export const VERDICTS: Verdict[] = ['works', 'works_with_limits', 'needs_carrier_approval', 'does_not_work', 'unknown'];

/** The device can be used on the carrier as it is: it works, with or without limits. */
export const isCompatible = (verdict: Verdict): boolean => verdict === 'works' || verdict === 'works_with_limits';

export interface Assessment {
  capabilities: Capabilities;
  reasons: Reason[];
  /** Theoretical peak downlink in Mbps; null where the capability is not available or unknown. */
  speeds: { fourGMbps: number | null; fiveGMbps: number | null; note: string };
  verdict: Verdict;
  /** One plain sentence naming the carrier, read first. */
  headline: string;
  /** True exactly when the verdict is `works` or `works_with_limits`. */
  compatible: boolean;
  /** The device's bands that the carrier uses, for the specification's `networkBands`. */
  matchedBands: { lte: number[]; nr: number[] };
  /**
   * The capabilities answered on the labelled inference rule alone, no maker or source stating
   * them (VoLTE, Wi-Fi calling): a reader shows them as likely, never as confirmed.
   */
  inferred: VoiceCapability[];
}

/** The capabilities that rest on the device's voice support (IMS): the ones the inference rule speaks to. */
export type VoiceCapability = 'volte' | 'wifiCalling';
export const VOICE_CAPABILITIES: readonly VoiceCapability[] = ['volte', 'wifiCalling'];
