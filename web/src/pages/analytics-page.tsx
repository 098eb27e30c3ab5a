import { ComingSoon } from './coming-soon';

/** /analytics: read-only demo analytics (to come). */
export function AnalyticsPage() {
  return (
    <ComingSoon title="System Analytics">
      Aggregate, anonymised insights into device searches, locations and API usage, open to everyone read-only.
    </ComingSoon>
  );
}
