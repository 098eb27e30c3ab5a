import { DemoAccessCard } from '../features/analytics/components/demo-access-card';
import { DemoAnalyticsView } from '../features/analytics/components/demo-analytics-view';
import { useDemoAccess } from '../features/analytics/demo-access';
import { useDocumentTitle } from '../lib/use-document-title';

/** /analytics: self-granted, read-only demo analytics (specification sections 2 and 4). */
export function AnalyticsPage() {
  useDocumentTitle('Analytics');
  const { granted, grant } = useDemoAccess();
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      {granted ? <DemoAnalyticsView /> : <DemoAccessCard onGranted={grant} />}
    </main>
  );
}
