import { Activity, AlertTriangle, CheckCircle2, Search, Smartphone } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useStats } from '../use-admin-analytics';
import { DemoDataNotice } from './demo-data-notice';
import { PopularDevicesCard } from './popular-devices-card';
import { RecentSearchesCard } from './recent-searches-card';
import { StatCard } from './stat-card';

/** The admin Analytics Dashboard (specification section 2); the 'vs last month' figures are fixed. */
export function AnalyticsDashboard({ sessionToken }: { sessionToken: string }) {
  const stats = useStats(sessionToken);

  return (
    <section aria-labelledby="analytics-heading" className="space-y-5">
      <div>
        <h2 id="analytics-heading" className="text-xl font-bold text-slate-900 sm:text-2xl">Analytics Dashboard</h2>
        <p className="mt-1 text-sm text-slate-600">Insights into IMEI searches, device trends and usage patterns</p>
      </div>
      {stats.isError ? (
        <Card role="alert" className="p-6 text-center">
          <AlertTriangle aria-hidden="true" className="mx-auto h-8 w-8 text-red-500" />
          <h3 className="mt-2 text-lg font-semibold text-slate-900">Error Loading Analytics</h3>
          <p className="mt-1 text-sm text-slate-600">Unable to load analytics data. Please try again later.</p>
        </Card>
      ) : stats.isPending ? (
        <div aria-busy="true" aria-label="Loading analytics" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-32 rounded-2xl" />
          ))}
        </div>
      ) : (
        <>
          <DemoDataNotice demoSearches={stats.data.demoSearches ?? 0} totalSearches={stats.data.totalSearches} />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <StatCard label="Total Searches" value={stats.data.totalSearches.toLocaleString('en-US')} icon={Search} change="+12.5%" />
            <StatCard label="Unique Devices" value={stats.data.uniqueDevices.toLocaleString('en-US')} icon={Smartphone} change="+8.2%" />
            <StatCard label="API Calls" value={stats.data.apiCalls.toLocaleString('en-US')} icon={Activity} change="+23.1%" />
            <StatCard label="Success Rate" value={`${stats.data.successRate}%`} icon={CheckCircle2} change="+2.1%" />
          </div>
          <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
            <PopularDevicesCard devices={stats.data.popularDevices} />
            <RecentSearchesCard sessionToken={sessionToken} popularNames={stats.data.popularDevices.map((d) => d.name)} />
          </div>
        </>
      )}
    </section>
  );
}
