import type { Capabilities } from '../compatibility/assess-compatibility';
import type { VoiceCapability } from '../compatibility/compatibility.types';
import type { SearchChannel } from './search-log';

/** Whose searches a caller may read: an API key sees its own, an admin sees all; `apiKeyId: null` is the searches made without a key. */
export type SearchScope = { apiKeyId: string | null } | { all: true };

/** A recorded search as callers may see it: the IMEI only masked. */
export interface SearchView {
  id: string;
  imei: string;
  device: { make: string; model: string; year: number | null } | null;
  capabilities: Capabilities | null;
  /** Capabilities answered on a labelled inference (likely, not confirmed). */
  inferred: VoiceCapability[];
  carrier: string | null;
  success: boolean;
  /** The verdict was works or works with limits. */
  compatible: boolean;
  errorCode: string | null;
  location: string | null;
  /** The front door it came through; 'demo' for sample data made by `bandwise seed --demo`. */
  channel: SearchChannel;
  searchedAt: Date;
}

/** Where a page of searches ended: its last search's time and id (ids break ties between equal times). */
export interface SearchPosition {
  searchedAt: Date;
  id: string;
}

export interface SearchStats {
  totalSearches: number;
  uniqueDevices: number;
  apiCalls: number;
  /** Percent of searches that identified a device, one decimal. */
  successRate: number;
  popularDevices: Array<{ name: string; manufacturer: string; searches: number }>;
}

/** Reads recorded searches; aggregates are computed by the database, not in memory. */
export interface SearchReader {
  findById(id: string, scope: SearchScope): Promise<SearchView | null>;
  /** The latest successful identifications, newest first; `before` pages on from the last one seen. */
  recent(scope: SearchScope, limit: number, before?: SearchPosition): Promise<SearchView[]>;
  stats(scope: SearchScope): Promise<SearchStats>;
  /** How many of the scope's searches are demo data (`bandwise seed --demo`), to label the figures that include them. */
  demoSearches(scope: SearchScope): Promise<number>;
  /** Every search of the scope, oldest first, streamed. */
  stream(scope: SearchScope): AsyncIterable<SearchView>;
}
