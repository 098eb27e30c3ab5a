import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DemoAnalytics } from '../api';

const short = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Searches per day over the last 30 days (loaded on demand: recharts is large). */
export default function SearchesChart({ days }: { days: DemoAnalytics['searchesByDay'] }) {
  return (
    <div className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <defs>
            <linearGradient id="searches-fill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor="#4f46e5" stopOpacity={0.35} />
              <stop offset="100%" stopColor="#4f46e5" stopOpacity={0.02} />
            </linearGradient>
          </defs>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="date" tickFormatter={short} tick={{ fontSize: 12, fill: '#475569' }} minTickGap={24} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#475569' }} />
          <Tooltip labelFormatter={(d) => short(String(d))} formatter={(v) => [v, 'Searches']} />
          <Area type="monotone" dataKey="searches" stroke="#4338ca" strokeWidth={2} fill="url(#searches-fill)" animationDuration={500} />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
