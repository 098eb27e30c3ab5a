import { FlaskConical } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';

export interface DemoDataNoticeProps {
  /** Demo searches among `totalSearches`; no notice when there are none. */
  demoSearches: number;
  totalSearches: number;
}

/**
 * The label the figures need when demo data is among them: every count on the page includes the
 * demo searches, so the page says how many, and how the operator removes them.
 */
export function DemoDataNotice({ demoSearches, totalSearches }: DemoDataNoticeProps) {
  if (demoSearches <= 0) return null;
  const count = (n: number) => n.toLocaleString('en-US');
  const which = demoSearches >= totalSearches ? `All ${count(demoSearches)} searches` : `${count(demoSearches)} of the ${count(totalSearches)} searches`;
  return (
    <aside aria-label="Demo data" data-testid="demo-data-notice" className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <FlaskConical aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <p>
        <Badge tone="warning" className="mr-2">Includes demo data</Badge>
        {which} counted here are demo data made with <code className="font-mono text-xs">bandwise seed --demo</code>, not real use;
        entries made from it are marked Demo. The operator removes it with <code className="font-mono text-xs">bandwise seed --demo --remove</code>.
      </p>
    </aside>
  );
}
