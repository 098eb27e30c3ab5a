import { BarChart3, CheckCircle2, Home, KeyRound, Search, ShieldCheck, Users } from 'lucide-react';
import { lazy, useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { compatibilityRate } from '../../../../../core/analytics/demo-analytics';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { LazyBody } from '../../home/components/lazy-body';
import { useDemoAnalytics } from '../use-demo-analytics';
import { DemoDataNotice } from './demo-data-notice';
import { DemoPanels } from './demo-panels';
import { StatCard } from './stat-card';

const SearchesChart = lazy(() => import('./searches-chart'));

/** 'System Analytics' with demo access (specification section 2), plus a 30-day chart. */
export function DemoAnalyticsView() {
  const analytics = useDemoAnalytics(true);
  const heading = useRef<HTMLHeadingElement>(null);
  // Access just granted replaces the button the visitor pressed: focus starts on the dashboard, not nowhere.
  useEffect(() => {
    if (document.activeElement === document.body) heading.current?.focus({ preventScroll: true });
  }, []);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none sm:text-3xl">
            System Analytics
          </h1>
          <Badge tone="info">Demo Access</Badge>
        </div>
        <div className="flex gap-2">
          <Link to="/admin" className={buttonClasses('outline', 'sm')}>
            <ShieldCheck aria-hidden="true" className="h-4 w-4" />
            Admin Portal
          </Link>
          <Link to="/" className={buttonClasses('ghost', 'sm')}>
            <Home aria-hidden="true" className="h-4 w-4" />
            Home
          </Link>
        </div>
      </div>
      {analytics.isPending ? (
        <p role="status" className="flex items-center justify-center gap-2 py-16 text-sm text-slate-600">
          <Spinner className="h-5 w-5 text-indigo-600" />
          Loading analytics data...
        </p>
      ) : analytics.isError ? (
        <Card role="alert" className="p-6 text-center">
          <h2 className="text-lg font-semibold text-slate-900">Error Loading Analytics</h2>
          <p className="mt-1 text-sm text-slate-600">Unable to load analytics data. Please try again later.</p>
        </Card>
      ) : (
        <>
          <DemoDataNotice demoSearches={analytics.data.demoSearches ?? 0} totalSearches={analytics.data.totalSearches} />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <StatCard label="Total Searches" value={analytics.data.totalSearches.toLocaleString('en-US')} icon={Search} />
            <StatCard label="Total Users" value={analytics.data.totalUsers.toLocaleString('en-US')} icon={Users} />
            <StatCard label="API Keys" value={analytics.data.totalApiKeys.toLocaleString('en-US')} icon={KeyRound} />
            <StatCard label="Compatibility Rate" value={`${compatibilityRate(analytics.data.compatibilityStats)}%`} icon={CheckCircle2} />
          </div>
          <Card>
            <CardHeader>
              <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
                <BarChart3 aria-hidden="true" className="h-5 w-5 text-indigo-600" />
                Searches in the Last 30 Days
              </h2>
            </CardHeader>
            <CardContent>
              <LazyBody label="the chart">
                <SearchesChart days={analytics.data.searchesByDay} />
              </LazyBody>
            </CardContent>
          </Card>
          <DemoPanels data={analytics.data} />
          <p className="rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-700">
            <strong>Privacy:</strong> location is anonymized to city and state/province only. No IMEI numbers or personal details are shown.
          </p>
        </>
      )}
    </div>
  );
}
