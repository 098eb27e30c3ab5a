/** A blocked IMEI: why, who said so, and since when. */
export interface BlacklistEntry {
  reason: string;
  source: string;
  addedAt: Date;
}

/**
 * Blocked IMEIs. Adapters key entries by a keyed hash of the normalised 15-digit IMEI, so the
 * clear number is never stored and spaces or dashes in the input cannot bypass a block.
 */
export interface Blacklist {
  find(imeiDigits: string): Promise<BlacklistEntry | null>;
}
