/**
 * Public demo analytics (specification section 3): aggregate and anonymised. Places are only
 * city, region and country; API keys appear only by rank (their names are free text); no IMEI,
 * no e-mail address, ever.
 */
export interface DemoAnalytics {
  totalSearches: number;
  /** Distinct e-mail addresses that registered an API key (placeholder identities excluded). */
  totalUsers: number;
  /** API keys that are not revoked. */
  totalApiKeys: number;
  compatibilityStats: CompatibilityStats;
  deviceTypes: Array<{ type: string; count: number }>;
  /** A place or device whose every search is demo data carries the demo mark. */
  locationStats: Array<{ city: string; state: string; country: string; searches: number } & DemoMark>;
  apiUsageStats: Array<{ apiKeyName: string; totalRequests: number; requestsLastHour: number; rateLimitViolations: number } & DemoMark>;
  popularDevices: Array<{ brand: string; model: string; searches: number } & DemoMark>;
  recentActivity: Array<{ action: string; details: string; location: string; timestamp: string } & DemoMark>;
  /** Searches per UTC day over the last 30 days, oldest first, days without searches included. */
  searchesByDay: Array<{ date: string; searches: number }>;
  /**
   * How many of `totalSearches` are demo data (`bandwise seed --demo`): every search figure above
   * includes them, so a page showing the figures says so. 0 on an install without demo data.
   */
  demoSearches: number;
  /** How many of `totalApiKeys` are the demo key (0 or 1). */
  demoApiKeys: number;
  generatedAt: string;
}

/**
 * Marks an entry made from demo data. Present (true) only on such entries, so the entries of an
 * install without demo data keep the shape they always had.
 */
export interface DemoMark {
  demo?: true;
}

/** compatible: identified and works on the carrier; incompatible: identified, does not; unknown: not identified, or its verdict is unknown. */
export interface CompatibilityStats {
  compatible: number;
  incompatible: number;
  unknown: number;
}

/** Panel sizes of specification section 9. */
export const DEMO_TOP = 5;
export const DEMO_RECENT_ACTIVITY = 8;
export const DEMO_DAYS = 30;
/** The place shown when a search's location cannot be placed safely. */
export const UNKNOWN_PLACE = 'Unknown';

/** Reads the demo analytics; every count is an aggregate query, not rows loaded into memory. */
export interface AnalyticsReader {
  demo(now: Date): Promise<DemoAnalytics>;
}

/** Compatibility Rate: compatible over all three, as a whole percent (0 when there is nothing). */
export function compatibilityRate(stats: CompatibilityStats): number {
  const total = stats.compatible + stats.incompatible + stats.unknown;
  return total === 0 ? 0 : Math.round((stats.compatible / total) * 100);
}

/** The UTC days (YYYY-MM-DD) of the `days` days ending today, oldest first. */
export function lastDays(now: Date, days: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}
