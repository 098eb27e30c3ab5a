import { AlertTriangle, MapPin } from 'lucide-react';
import { cn } from '../../../lib/cn';
import type { DemoAnalytics } from '../api';
import { hourTime } from '../relative-time';
import { DemoBadge } from './demo-badge';
import { Panel } from './panel';

const TOP = 5;
const RECENT = 8;
const row = 'flex items-center justify-between gap-3 py-2 text-sm';
/** A row's figure: never squeezed or wrapped by a long name beside it. */
const figure = 'shrink-0 font-semibold text-slate-900';

/** The five panels of the demo analytics (specification section 2): top 5 each, 8 recent activities. */
export function DemoPanels({ data }: { data: DemoAnalytics }) {
  const types = data.deviceTypes.slice(0, TOP);
  const places = data.locationStats.slice(0, TOP);
  const usage = data.apiUsageStats.slice(0, TOP);
  const devices = data.popularDevices.slice(0, TOP);
  const activity = data.recentActivity.slice(0, RECENT);

  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
      <Panel title="Popular Device Types" empty="No device data available" count={types.length}>
        <ul className="divide-y divide-slate-100">
          {types.map((t) => (
            <li key={t.type} className={row}>
              <span className="min-w-0 truncate text-slate-900">{t.type}</span>
              <span className={figure}>{t.count}</span>
            </li>
          ))}
        </ul>
      </Panel>
      <Panel title="Top Locations" empty="No location data available" count={places.length}>
        <ul className="divide-y divide-slate-100">
          {places.map((p) => (
            <li key={`${p.city}|${p.state}|${p.country}`} className={row}>
              <span className="flex min-w-0 items-center gap-2 text-slate-900">
                <MapPin aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500" />
                <span className="truncate">{[p.city, p.state, p.country].join(', ')}</span>
                {p.demo ? <DemoBadge /> : null}
              </span>
              <span className={figure}>{p.searches}</span>
            </li>
          ))}
        </ul>
      </Panel>
      <Panel title="API Usage by Key" empty="No API usage data available" count={usage.length}>
        <table className="w-full text-left text-sm">
          <thead className="text-xs text-slate-600">
            <tr>
              <th scope="col" className="py-1 font-medium">Key</th>
              <th scope="col" className="py-1 pl-3 text-right font-medium">Total</th>
              <th scope="col" className="py-1 pl-3 text-right font-medium">Last hour</th>
              <th scope="col" className="py-1 pl-3 text-right font-medium">Violations</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {usage.map((u, i) => (
              <tr key={`${u.apiKeyName}-${i}`}>
                <td className="break-words py-2 text-slate-900">
                  {u.apiKeyName}
                  {u.demo ? <> <DemoBadge /></> : null}
                </td>
                <td className="py-2 pl-3 text-right">{u.totalRequests}</td>
                <td className="py-2 pl-3 text-right">{u.requestsLastHour}</td>
                <td className={cn('py-2 pl-3 text-right', u.rateLimitViolations > 0 && 'font-semibold text-red-700')}>
                  {u.rateLimitViolations > 0 ? <AlertTriangle aria-label="Rate limit exceeded" className="mr-1 inline h-3.5 w-3.5" /> : null}
                  {u.rateLimitViolations}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Panel>
      <Panel title="Most Searched Devices" empty="No device search data available" count={devices.length}>
        <ul className="divide-y divide-slate-100">
          {devices.map((d) => (
            <li key={`${d.brand}|${d.model}`} className={row}>
              <span className="min-w-0 truncate">
                <span className="text-slate-600">{d.brand}</span> <span className="font-medium text-slate-900">{d.model}</span>
                {d.demo ? <> <DemoBadge /></> : null}
              </span>
              <span className={figure}>{d.searches}</span>
            </li>
          ))}
        </ul>
      </Panel>
      <Panel title="Recent Activity" empty="No recent activity data available" count={activity.length} className="lg:col-span-2">
        <ul className="divide-y divide-slate-100">
          {activity.map((a, i) => (
            <li key={`${a.timestamp}-${i}`} className="grid gap-1 py-2 text-sm sm:grid-cols-[10rem_1fr_auto] sm:items-center sm:gap-3">
              <span className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                {a.action}
                {a.demo ? <DemoBadge /> : null}
              </span>
              <span className="min-w-0 break-words text-slate-700">
                {a.details}
                <span className="block text-xs text-slate-600">{a.location}</span>
              </span>
              <time dateTime={a.timestamp} className="text-xs text-slate-600">{hourTime(a.timestamp)}</time>
            </li>
          ))}
        </ul>
      </Panel>
    </div>
  );
}
