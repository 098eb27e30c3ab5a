import { useQuery } from '@tanstack/react-query';
import { fetchRecentSearches, fetchStats, RECENT_PATH, STATS_PATH } from './api';

/** Recent searches refresh every 10 seconds (specification section 9). */
export const RECENT_REFRESH_MS = 10_000;

export function useStats(sessionToken: string) {
  return useQuery({ queryKey: [STATS_PATH, sessionToken], queryFn: () => fetchStats(sessionToken) });
}

export function useRecentSearches(sessionToken: string) {
  return useQuery({
    queryKey: [RECENT_PATH, sessionToken],
    queryFn: () => fetchRecentSearches(sessionToken),
    refetchInterval: RECENT_REFRESH_MS,
  });
}
