import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

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
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>{count === 0 ? <p className="py-3 text-center text-sm text-slate-600">{empty}</p> : children}</CardContent>
    </Card>
  );
}
