import { Bar, BarChart, Cell, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { BulkSummary } from '../../../../../core';

export const VERDICT_LABELS: Record<string, { label: string; color: string }> = {
  works: { label: 'Works', color: '#15803d' },
  works_with_limits: { label: 'Works with limits', color: '#65a30d' },
  needs_carrier_approval: { label: 'Needs carrier approval', color: '#d97706' },
  does_not_work: { label: 'Does not work', color: '#b91c1c' },
  unknown: { label: 'Unknown', color: '#64748b' },
};

/** Verdict shares and the models to replace (loaded on demand: recharts is large). */
export default function BulkSummaryChart({ summary }: { summary: BulkSummary }) {
  const shares = Object.entries(summary.byVerdict)
    .filter(([, n]) => n > 0)
    .map(([verdict, n]) => ({ name: VERDICT_LABELS[verdict]?.label ?? verdict, value: n, color: VERDICT_LABELS[verdict]?.color ?? '#94a3b8' }));
  const replace = summary.toReplace.slice(0, 8).map((m) => ({ name: `${m.make} ${m.model}`, rows: m.verdicts.does_not_work ?? 0 }));
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <figure aria-label="Verdict shares" className="h-64">
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
      </figure>
      <figure aria-label="Top models to replace" className="h-64">
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
      </figure>
    </div>
  );
}
