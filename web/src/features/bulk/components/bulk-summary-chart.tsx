import { Bar, BarChart, Cell, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { BulkSummary } from '../../../../../core';

export const VERDICT_LABELS: Record<string, { label: string; color: string }> = {
  works: { label: 'Works', color: '#15803d' },
  works_with_limits: { label: 'Works with limits', color: '#65a30d' },
  needs_carrier_approval: { label: 'Needs carrier approval', color: '#d97706' },
  does_not_work: { label: 'Does not work', color: '#b91c1c' },
  unknown: { label: 'Unknown', color: '#64748b' },
};

const INVALID = { label: 'Invalid rows', color: '#a855f7' };

/** Verdict shares and the models to replace (loaded on demand: recharts is large). */
export default function BulkSummaryChart({ summary }: { summary: BulkSummary }) {
  const counts = Object.entries(VERDICT_LABELS).map(([verdict, { label, color }]) => ({
    name: label,
    value: (summary.byVerdict as Record<string, number>)[verdict] ?? 0,
    color,
  }));
  counts.push({ name: INVALID.label, value: summary.invalid, color: INVALID.color });
  const shares = counts.filter((c) => c.value > 0);
  const replace = summary.toReplace.slice(0, 8).map((m) => ({ name: `${m.make} ${m.model}`, rows: m.verdicts.does_not_work ?? 0 }));
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <figure aria-label="Verdict shares" className="space-y-2">
        <figcaption className="text-sm font-semibold text-slate-900">Verdict shares</figcaption>
        <div className="grid items-center gap-4 sm:grid-cols-[1fr_auto]">
          <div className="h-56">
            <ResponsiveContainer width="100%" height="100%">
              <PieChart>
                <Pie data={shares} dataKey="value" nameKey="name" innerRadius="45%" outerRadius="80%" animationDuration={400}>
                  {shares.map((s) => (
                    <Cell key={s.name} fill={s.color} />
                  ))}
                </Pie>
                <Tooltip />
              </PieChart>
            </ResponsiveContainer>
          </div>
          <ul data-testid="verdict-legend" aria-label="Rows by verdict" className="space-y-1 text-sm text-slate-700">
            {counts.map((c) => (
              <li key={c.name} className="flex items-center gap-2">
                <span aria-hidden="true" className="inline-block h-3 w-3 shrink-0 rounded-sm" style={{ backgroundColor: c.color }} />
                <span>
                  {c.name}: <span className="font-semibold text-slate-900">{c.value.toLocaleString('en-US')}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </figure>
      <figure aria-label="Top models to replace" className="space-y-2">
        <figcaption className="text-sm font-semibold text-slate-900">Top models to replace</figcaption>
        <div className="h-56">
          {replace.length ? (
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={replace} layout="vertical" margin={{ left: 8, right: 8 }}>
                <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12, fill: '#475569' }} />
                <YAxis type="category" dataKey="name" width={140} tick={{ fontSize: 12, fill: '#475569' }} />
                <Tooltip formatter={(v) => [v, 'Rows']} />
                <Bar dataKey="rows" fill="#b91c1c" animationDuration={400} />
              </BarChart>
            </ResponsiveContainer>
          ) : (
            <p className="flex h-full items-center justify-center text-sm text-slate-500">No model needs replacing.</p>
          )}
        </div>
      </figure>
    </div>
  );
}
