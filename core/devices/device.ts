/** Where a curated fact comes from: every record carries one. */
export interface SourceRef {
  name: string;
  url?: string;
  /** ISO date (YYYY-MM-DD) of the source document the record was compiled from. */
  date: string;
}

export type DeviceType = 'smartphone' | 'tablet' | 'watch' | 'feature_phone' | 'hotspot';

/** A device model with the radio facts that decide compatibility. */
export interface DeviceModel {
  id: string;
  make: string;
  model: string;
  /** Regional variant label where bands differ between variants, e.g. "US (G020M)". */
  variant?: string;
  modelNumbers: string[];
  aka: string[];
  releaseYear?: number;
  deviceType: DeviceType;
  lteBands: number[];
  /**
   * Why the source's LTE list may lack bands the device has (a garbled line): a band missing from
   * it is then unknown, never a limit or a "does not work".
   */
  lteBandsIncomplete?: string;
  nrBands: number[];
  /** The same for the source's 5G list (a line cut short, or one carrier's line given for all models). */
  nrBandsIncomplete?: string;
  /** null: the record's source does not say (the assessment then answers `unknown`). */
  volte: boolean | null;
  /** null: the record's source does not say. */
  wifiCalling: boolean | null;
  /** null: only some versions take an eSIM, or the record's source does not say. */
  esim: boolean | null;
  lteCategory?: number;
  tacs: string[];
  source: SourceRef;
}

/**
 * Where a TAC's identification came from: the curated catalog, an operator's import (the Osmocom
 * file or a GSMA-style CSV), a TAC list shipped with Bandwise, or confirmations by visitors.
 */
export type TacOrigin = 'catalog' | 'osmocom' | 'csv' | 'shipped-osmocom' | 'samsung-tacs' | 'community';

/** One TAC as a registry knows it: brand and model name, and the catalog model when one matched. */
export interface TacRecord {
  tac: string;
  make: string;
  model: string;
  origin: TacOrigin;
  /** Id of the curated catalog model that carries this device's bands, when matched. */
  modelId?: string;
  /** Other names or model codes the list gives for this TAC (sibling codes such as SM-S921U1). */
  aka?: string[];
}

/** "Google Pixel 4 (US (G020M))" — how a person reads a catalog entry. */
/** A record's source as an analysis cites it: name, address when there is one, date. */
export const sourceText = (m: DeviceModel): string => citeSource(m.source, { url: true });

/** A source as answers cite it: its name, its address when asked for, and its date unless the name already gives it ("read 2026-11-23"). */
export const citeSource = (s: SourceRef, options: { url?: boolean } = {}): string =>
  `${s.name}${options.url && s.url ? ` (${s.url})` : ''}${s.name.includes(s.date) ? '' : `, ${s.date}`}`;

/** "Google Pixel 4 (G020I)"; a variant that has brackets of its own follows a comma: "Apple iPhone 15 Pro Max, Global incl. UK/EU (A3106)". */
export const describeModel = (m: DeviceModel): string =>
  `${m.make} ${m.model}${!m.variant ? '' : m.variant.includes('(') ? `, ${m.variant}` : ` (${m.variant})`}`;
