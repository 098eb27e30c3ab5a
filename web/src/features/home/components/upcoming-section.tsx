import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';

export interface UpcomingSectionProps {
  id: string;
  title: string;
  icon: LucideIcon;
  children: ReactNode;
}

/** A home page section whose full tool is still being built: heading, summary and a 'Coming soon' badge. */
export function UpcomingSection({ id, title, icon: Icon, children }: UpcomingSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="mx-auto max-w-4xl">
      <Card className="p-5 sm:p-6">
        <div className="flex flex-wrap items-center gap-3">
          <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600">
            <Icon aria-hidden="true" className="h-5 w-5" />
          </span>
          <h2 id={headingId} className="text-xl font-bold text-slate-900 sm:text-2xl">
            {title}
          </h2>
          <Badge tone="info">Coming soon</Badge>
        </div>
        <div className="mt-3 space-y-3 text-sm leading-relaxed text-slate-600">{children}</div>
      </Card>
    </section>
  );
}
