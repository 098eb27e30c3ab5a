/** How much demo data there is (or was deleted): each kind `bandwise seed --demo` makes. */
export interface DemoCounts {
  searches: number;
  issueReports: number;
  /** 0 or 1: the demo API key. */
  apiKeys: number;
  /** Requests counted for the demo key in the API usage figures. */
  apiRequests: number;
  rateLimitViolations: number;
}

/**
 * Finds demo data by its marks (searches on the 'demo' channel, reports flagged demo, the demo
 * key's fixed id with its usage and violations), so removing it touches nothing else.
 */
export interface DemoDataStore {
  counts(): Promise<DemoCounts>;
  /** Deletes every demo row, in one transaction; returns what it deleted. */
  remove(): Promise<DemoCounts>;
}

/** Per-key request counting of the API usage figures (the same counter real requests go through). */
export interface ApiUsageCounter {
  count(apiKeyId: string, atMs: number): void;
  /** Resolves once every counted request is stored. */
  flush(): Promise<void>;
}

/** The log of rate-limit refusals the API usage figures count. */
export interface ViolationRecorder {
  record(violation: { apiKeyId: string | null; client: string; path: string; at: Date }): Promise<void>;
}
