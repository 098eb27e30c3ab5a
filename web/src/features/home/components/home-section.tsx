import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

export interface HomeSectionProps {
  id: string;
  title: string;
  icon: LucideIcon;
  /** Shown beside the title, e.g. a 'Coming soon' badge. */
  badge?: ReactNode;
  children: ReactNode;
}

/** A titled home page section with an anchor; the anchor renders at once even when the body is lazy. */
export function HomeSection({ id, title, icon: Icon, badge, children }: HomeSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="mx-auto max-w-4xl scroll-mt-20">
      <Card className="p-5 sm:p-6">
        <div className="flex flex-wrap items-center gap-3">
          <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600">
            <Icon aria-hidden="true" className="h-5 w-5" />
          </span>
          <h2 id={headingId} className="text-xl font-bold text-slate-900 sm:text-2xl">
            {title}
          </h2>
          {badge}
        </div>
        <div className="mt-3 space-y-3 text-sm leading-relaxed text-slate-600">{children}</div>
      </Card>
    </section>
  );
}
