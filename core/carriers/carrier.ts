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
  /**
   * ISO dates when 3G and 2G were switched off; null while they still run. `planned` names the dates
   * that are the carrier's announced targets, which no source read confirms as the day it finished.
   */
  legacyShutdown: { threeG: string | null; twoG: string | null; planned?: Array<'threeG' | 'twoG'> };
  /**
   * Set where a source says the 2G/3G network is being switched off but none gives the end (Bell's
   * 3G, from 2025-10-31 in Manitoba): why calls without VoLTE cannot be promised a fallback.
   */
  legacyVoiceUnknown?: string;
  volteRequired: boolean;
  /** Whether the network offers Wi-Fi calling; null when no source says. */
  wifiCalling: boolean | null;
  /** The source that says so, when `wifiCalling` is known. */
  wifiCallingSource?: SourceRef;
  /** Whether the network offers VoLTE, where a source read says so (the AOSP configuration comes first). */
  volteOffer?: { offered: boolean; source: SourceRef };
  /**
   * LTE bands a device must have for full service under the operator's policy (its own network:
   * bands 4, 7 and 12); missing one limits 4G. Absent for other carriers.
   */
  requiredLteBands?: number[];
}

/**
 * How far a carrier's plan can be trusted: `curated` plans were compiled by hand from the
 * carrier's own documents; `derived` plans were read from the public MCC/MNC list's frequency
 * text, where a band number is known only when the frequency names one band in that region.
 */
export type CarrierConfidence = 'curated' | 'derived';

/** What a derived plan was read from, and what it could not read. */
export interface CarrierDerivation {
  /** The frequency text as published, e.g. "GSM 900 / LTE 800 / LTE 1800 / 5G 3500". */
  text: string;
  /** Entries that name no single band here, e.g. "LTE 700" in the Americas (band 12, 13, 14 or 17). */
  unmapped: string[];
  /** The text names 5G, so an empty NR list means "bands unknown", not "no 5G". */
  mentions5g: boolean;
  /**
   * The 2G and 3G networks the text names ("GSM 900 / UMTS 2100": 2G and 3G). It may still name a
   * network since closed, but one it does not name was never there.
   */
  legacy: Array<'2G' | '3G'>;
  /**
   * Of those, the ones of the GSM family (GSM for 2G, UMTS for 3G) that phones sold for LTE networks
   * carry; a CDMA network is left out. Absent on plans derived before it was recorded.
   */
  gsmLegacy?: Array<'2G' | '3G'>;
  /**
   * Frequencies that name several bands, read as the one band the list's notes state for this
   * network ("LTE 850 as band 19"); absent when none was.
   */
  settledByNotes?: string[];
}

/**
 * A network the public MCC/MNC list still shows as operational that has closed or merged, as a
 * dated source states: no carrier is derived from it, and a check on its name is told its fate.
 */
export interface RetiredNetwork {
  name: string;
  country: string;
  /** Its codes in the MCC/MNC list ("204-02"). */
  networkCodes: string[];
  /** What became of it, as its source states ("merged into T-Mobile Netherlands on 2019-01-02"). */
  fate: string;
  /** The carrier its customers moved to, by the name the carrier list shows; absent when none. */
  successor?: string;
  source: SourceRef;
}

/** A carrier as visitors pick it; MVNOs name the host network whose plan they ride. */
export interface Carrier {
  id: string;
  name: string;
  country: string;
  marketShare: string;
  description: string;
  hostNetwork: string | null;
  /** Other names that mean this carrier: a former name, or its own brand on the same network and plan. */
  aka?: string[];
  plan: BandPlan;
  source: SourceRef;
  confidence: CarrierConfidence;
  /** Present on derived carriers only. */
  derivedFrom?: CarrierDerivation;
  /** The network's MCC/MNC tuples ("44010"), where the list it was derived from gives them. */
  networkCodes?: string[];
}

/**
 * A legacy network counts as gone once its shutdown date has passed; without today's date to
 * compare, once a date is set.
 */
export const isSwitchedOff = (date: string | null, today?: string): boolean => date !== null && (today === undefined || date <= today);

/**
 * True when the network no longer carries circuit-switched voice (3G and 2G both switched off), so
 * calls need VoLTE. Networks that never ran one of them say so with `volteRequired`.
 */
export const hasNoLegacyVoice = (plan: BandPlan, today?: string): boolean =>
  isSwitchedOff(plan.legacyShutdown.threeG, today) && isSwitchedOff(plan.legacyShutdown.twoG, today);

/** Calls on this network need VoLTE: it says so, or it has no 2G/3G voice left to fall back on. */
export const needsVolte = (plan: BandPlan, today?: string): boolean => plan.volteRequired || hasNoLegacyVoice(plan, today);
