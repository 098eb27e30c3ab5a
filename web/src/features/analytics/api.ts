import { apiJson } from '../../lib/request';
import { adminJson } from '../admin/admin-call';

/** GET /api/v1/stats (specification section 3); an admin session sees all searches. */
export interface Stats {
  totalSearches: number;
  uniqueDevices: number;
  apiCalls: number;
  successRate: number;
  popularDevices: Array<{ name: string; manufacturer: string; searches: number }>;
  /** Of totalSearches, the demo data made by `bandwise seed --demo`. */
  demoSearches: number;
}

export interface RecentSearch {
  id: string;
  searchedAt: string;
  device: { make: string; model: string; year: number | null };
  /** The front door; 'demo' for demo data. */
  channel: string;
}

/** GET /api/analytics/demo: aggregate and anonymised. */
export interface DemoAnalytics {
  totalSearches: number;
  totalUsers: number;
  totalApiKeys: number;
  compatibilityStats: { compatible: number; incompatible: number; unknown: number };
  deviceTypes: Array<{ type: string; count: number }>;
  locationStats: Array<{ city: string; state: string; country: string; searches: number; demo?: true }>;
  apiUsageStats: Array<{ apiKeyName: string; totalRequests: number; requestsLastHour: number; rateLimitViolations: number; demo?: true }>;
  popularDevices: Array<{ brand: string; model: string; searches: number; demo?: true }>;
  recentActivity: Array<{ action: string; details: string; location: string; timestamp: string; demo?: true }>;
  searchesByDay: Array<{ date: string; searches: number }>;
  /** Of totalSearches, the demo data made by `bandwise seed --demo`; entries made from it carry demo: true. */
  demoSearches: number;
  demoApiKeys: number;
}

export const STATS_PATH = '/api/v1/stats';
export const RECENT_PATH = '/api/v1/recent-searches?limit=10';
export const DEMO_PATH = '/api/analytics/demo';

export const fetchStats = (sessionToken: string) => adminJson<Stats>(sessionToken, 'GET', STATS_PATH);
export const fetchRecentSearches = (sessionToken: string) => adminJson<{ searches: RecentSearch[] }>(sessionToken, 'GET', RECENT_PATH);
export const fetchDemoAnalytics = () => apiJson<DemoAnalytics>('GET', DEMO_PATH);
