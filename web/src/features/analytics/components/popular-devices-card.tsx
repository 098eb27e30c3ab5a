import { Smartphone } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import type { Stats } from '../api';

/** Most Searched Devices: name, manufacturer, searches. */
export function PopularDevicesCard({ devices }: { devices: Stats['popularDevices'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Most Searched Devices</CardTitle>
        <p className="text-sm text-slate-600">Identified most often across all searches</p>
      </CardHeader>
      <CardContent>
        {devices.length === 0 ? (
          <p className="py-4 text-center text-sm text-slate-600">No device data available yet</p>
        ) : (
          <ol className="divide-y divide-slate-100">
            {devices.map((d, i) => (
              <li key={d.name} className="flex items-center gap-3 py-3">
                <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-sm font-semibold text-slate-700">{i + 1}</span>
                <Smartphone aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500" />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-slate-900" title={d.name}>{d.name}</p>
                  <p className="text-xs text-slate-600">{d.manufacturer}</p>
                </div>
                <span className="shrink-0 whitespace-nowrap text-sm font-semibold text-slate-900">
                  {d.searches} <span className="font-normal text-slate-600">{d.searches === 1 ? 'search' : 'searches'}</span>
                </span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
