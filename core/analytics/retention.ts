/** Device analysis data is kept 12 months (specification section 9), then deleted. */
export const SEARCH_RETENTION_MONTHS = 12;

/** The moment before which searches are deleted: the same date and time, 12 months earlier (UTC). */
export function retentionCutoff(now: Date, months = SEARCH_RETENTION_MONTHS): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/** Deletes what is past its retention: searches and the usage counters kept beside them. */
export interface RetentionStore {
  deleteSearchesBefore(cutoff: Date): Promise<number>;
}
