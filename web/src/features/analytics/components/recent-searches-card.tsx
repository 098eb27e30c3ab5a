import { Clock } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { relativeTime } from '../relative-time';
import { DemoBadge } from './demo-badge';
import { useRecentSearches } from '../use-admin-analytics';

const SKELETON_ROWS = 5;

/**
 * The end of a search id: ids are time-ordered (UUID v7), so their first characters repeat for
 * searches made close together, while the last ones are random. The full id is in the title.
 */
const idTail = (id: string): string => id.replace(/-/g, '').slice(-8);

export interface RecentSearchesCardProps {
  sessionToken: string;
  /** Names of the most searched devices ('Make Model'): their rows get a Popular badge. */
  popularNames: string[];
}

/** Recent Searches, refetched every 10 seconds (specification sections 2 and 9). */
export function RecentSearchesCard({ sessionToken, popularNames }: RecentSearchesCardProps) {
  const recent = useRecentSearches(sessionToken);
  const popular = new Set(popularNames.map((n) => n.toLowerCase()));
  const searches = recent.data?.searches ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Searches</CardTitle>
        <p className="text-sm text-slate-600">Latest successful device identifications</p>
      </CardHeader>
      <CardContent>
        {recent.isPending ? (
          <ul aria-label="Loading recent searches" aria-busy="true" className="space-y-3">
            {Array.from({ length: SKELETON_ROWS }, (_, i) => (
              <li key={i} data-testid="recent-skeleton" className="flex items-center gap-3">
                <Skeleton className="h-9 w-9 rounded-full" />
                <div className="flex-1 space-y-1.5">
                  <Skeleton className="h-4 w-2/3" />
                  <Skeleton className="h-3 w-1/3" />
                </div>
              </li>
            ))}
          </ul>
        ) : recent.isError ? (
          <p role="alert" className="py-4 text-center text-sm text-red-700">Unable to load recent searches. Please try again later.</p>
        ) : searches.length === 0 ? (
          <p className="py-4 text-center text-sm text-slate-600">No recent searches available</p>
        ) : (
          <ul data-testid="recent-searches" className="divide-y divide-slate-100">
            {searches.map((s) => {
              const name = `${s.device.make} ${s.device.model}`;
              return (
                <li key={s.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3">
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                      {name}
                      {s.device.year ? <span className="text-sm font-normal text-slate-600">({s.device.year})</span> : null}
                      {popular.has(name.toLowerCase()) ? <Badge tone="info">Popular</Badge> : null}
                      {s.channel === 'demo' ? <DemoBadge /> : null}
                    </p>
                    <p className="font-mono text-xs text-slate-600" title={s.id}>
                      ID: …{idTail(s.id)}
                    </p>
                  </div>
                  <span className="flex items-center gap-1 text-xs text-slate-600">
                    <Clock aria-hidden="true" className="h-3.5 w-3.5" />
                    <time dateTime={s.searchedAt}>{relativeTime(s.searchedAt)}</time>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
