import type { LucideIcon } from 'lucide-react';
import { Card } from '../../../components/ui/card';

export interface StatCardProps {
  label: string;
  value: string;
  icon: LucideIcon;
  /** The fixed 'vs last month' figure of the admin dashboard (specification section 2). */
  change?: string;
}

/** One summary figure. */
export function StatCard({ label, value, icon: Icon, change }: StatCardProps) {
  return (
    <Card className="p-5">
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-sm font-medium text-slate-600">{label}</p>
          <p className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{value}</p>
        </div>
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600">
          <Icon aria-hidden="true" className="h-5 w-5" />
        </span>
      </div>
      {change ? (
        <p className="mt-3 text-xs text-slate-600">
          <span className="font-semibold text-emerald-700">{change}</span> vs last month
        </p>
      ) : null}
    </Card>
  );
}
