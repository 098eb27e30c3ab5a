/** A blocked IMEI: why, who said so, and since when. */
export interface BlacklistEntry {
  /** The admin's own words; shown to whoever checks the IMEI only when `reasonPublic`. */
  reason: string;
  source: string;
  addedAt: Date;
  /** The admin chose to show `reason` to anyone checking this IMEI; absent means no. */
  reasonPublic?: boolean;
}

/** What a visitor is told about a blocked IMEI whose reason the admin kept private. */
export const BLACKLIST_CATEGORY = 'Reported lost or stolen';

/**
 * The reason a check shows. Admin free text may name people, places or case numbers, so anyone
 * who knows the IMEI sees only the fixed category unless the admin marked the reason public.
 */
export const shownBlacklistReason = (entry: BlacklistEntry): string => (entry.reasonPublic ? entry.reason : BLACKLIST_CATEGORY);

/**
 * Blocked IMEIs. Adapters key entries by a keyed hash of the normalised 15-digit IMEI, so the
 * clear number is never stored and spaces or dashes in the input cannot bypass a block.
 */
export interface Blacklist {
  find(imeiDigits: string): Promise<BlacklistEntry | null>;
}
