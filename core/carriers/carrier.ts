import type { SourceRef } from '../devices/device';

/** The radio facts of a network that decide whether a device works well on it. */
export interface BandPlan {
  /** LTE bands the network relies on. */
  coreLteBands: number[];
  /** Low bands (below 1 GHz) that carry indoor and rural coverage. */
  lowBands: number[];
  /** Human label per low band, e.g. { 71: '600 MHz' }. */
  lowBandLabels: Record<string, string>;
  nrBands: number[];
  /** ISO dates when 3G and 2G were switched off; null while they still run. */
  legacyShutdown: { threeG: string | null; twoG: string | null };
  volteRequired: boolean;
  wifiCalling: boolean;
}

/** A carrier as visitors pick it; MVNOs name the host network whose plan they ride. */
export interface Carrier {
  id: string;
  name: string;
  country: string;
  marketShare: string;
  description: string;
  hostNetwork: string | null;
  plan: BandPlan;
  source: SourceRef;
}

/**
 * True when the network no longer carries circuit-switched voice (3G and 2G both switched off), so
 * calls need VoLTE. Networks that never ran one of them say so with `volteRequired`.
 */
export const hasNoLegacyVoice = (plan: BandPlan): boolean =>
  plan.legacyShutdown.threeG !== null && plan.legacyShutdown.twoG !== null;
