import { useQuery } from '@tanstack/react-query';
import { DEMO_PATH, fetchDemoAnalytics } from './api';

/** The demo analytics, fetched only once access is granted (specification section 4). */
export function useDemoAnalytics(enabled: boolean) {
  return useQuery({ queryKey: [DEMO_PATH], queryFn: fetchDemoAnalytics, enabled });
}
