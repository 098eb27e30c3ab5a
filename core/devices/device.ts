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
  nrBands: number[];
  /** null: the record's source does not say (the assessment then answers `unknown`). */
  volte: boolean | null;
  /** null: the record's source does not say. */
  wifiCalling: boolean | null;
  esim: boolean;
  lteCategory?: number;
  tacs: string[];
  source: SourceRef;
}

/** Where a TAC's identification came from; the curated catalog is the most trusted. */
export type TacOrigin = 'catalog' | 'osmocom' | 'csv';

/** One TAC as a registry knows it: brand and model name, and the catalog model when one matched. */
export interface TacRecord {
  tac: string;
  make: string;
  model: string;
  origin: TacOrigin;
  /** Id of the curated catalog model that carries this device's bands, when matched. */
  modelId?: string;
}

/** "Google Pixel 4 (US (G020M))" — how a person reads a catalog entry. */
export const describeModel = (m: DeviceModel): string =>
  `${m.make} ${m.model}${m.variant ? ` (${m.variant})` : ''}`;
