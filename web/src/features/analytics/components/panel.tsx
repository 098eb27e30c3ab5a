import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';

export interface PanelProps {
  title: string;
  /** Shown instead of the rows when there are none. */
  empty: string;
  count: number;
  children: ReactNode;
  className?: string;
}

/** One demo analytics panel: a title and its rows, or its empty text. */
export function Panel({ title, empty, count, children, className }: PanelProps) {
  return (
    <Card className={className}>
      <CardHeader>
        {/* h2: the panels sit right under the page's h1, and a skipped level confuses screen-reader outlines. */}
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      </CardHeader>
      <CardContent>{count === 0 ? <p className="py-3 text-center text-sm text-slate-600">{empty}</p> : children}</CardContent>
    </Card>
  );
}
