import { Gauge } from 'lucide-react';
import type { CheckResult } from '../api';
import { formatSpeed, normalizeLevel } from '../capability-format';

/** A row without a speed: 'Unknown' when the capability is (not 'Not available', which reads as "no 4G"). */
const missing = (level: unknown): string => (normalizeLevel(level) === 'unknown' ? 'Unknown' : 'Not available');

/** 4G and 5G theoretical peaks (specification: 4G up to 150 Mbps, 5G up to 1 Gbps by default). */
export function SpeedEstimates({ speeds, capabilities }: Pick<CheckResult, 'speeds' | 'capabilities'>) {
  const rows = [
    { label: '4G LTE', value: formatSpeed(speeds?.fourGMbps), level: capabilities?.fourG },
    { label: '5G', value: formatSpeed(speeds?.fiveGMbps), level: capabilities?.fiveG },
  ];
  const note = speeds?.note?.trim() || '';
  const caption = /theoretical peak|headline peak/i.test(note) ? note : `Theoretical peak download speeds. ${note}`.trim();

  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-2 gap-3">
        {rows.map((row) => (
          <div key={row.label} className="rounded-xl border border-slate-200 p-3">
            <dt className="flex items-center gap-1.5 text-xs font-medium uppercase tracking-wide text-slate-500">
              <Gauge aria-hidden="true" className="h-3.5 w-3.5" />
              {row.label}
            </dt>
            <dd className="mt-1 text-base font-semibold text-slate-900">
              {row.value ? `Up to ${row.value}` : missing(row.level)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-slate-500">{caption}</p>
    </div>
  );
}
