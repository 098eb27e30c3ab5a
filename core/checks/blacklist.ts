/** A blocked IMEI: why, who said so, and since when. */
export interface BlacklistEntry {
  /** The admin's own words; shown to whoever checks the IMEI only when `reasonPublic`. */
  reason: string;
  source: string;
  addedAt: Date;
  /** The admin chose to show `reason` to anyone checking this IMEI; absent means no. */
  reasonPublic?: boolean;
}

/** What an admin says when blocking an IMEI: always why; who reported it and whether to show the reason only when they say so. */
export interface BlacklistReport {
  reason: string;
  source?: string;
  reasonPublic?: boolean;
}

/** The fields of an entry a report can change, as `blacklistChanges` names them. */
export type BlacklistField = 'reason' | 'source' | 'reasonPublic';

/**
 * What a report on an IMEI already blocked changes: only the fields it gives, and only where they
 * differ. The entry keeps its first-reported date (`addedAt`), so how long an IMEI has been
 * blocked stays true however often it is reported again, and a report that leaves out the source
 * or the reason's visibility keeps the stored ones instead of resetting them to a default.
 */
export function blacklistChanges(stored: BlacklistEntry, report: BlacklistReport): Partial<Pick<BlacklistEntry, BlacklistField>> {
  const changes: Partial<Pick<BlacklistEntry, BlacklistField>> = {};
  if (report.reason !== stored.reason) changes.reason = report.reason;
  if (report.source !== undefined && report.source !== stored.source) changes.source = report.source;
  if (report.reasonPublic !== undefined && report.reasonPublic !== Boolean(stored.reasonPublic)) changes.reasonPublic = report.reasonPublic;
  return changes;
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
