import { Construction } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../components/ui/button';
import { Card } from '../components/ui/card';

export interface ComingSoonProps {
  title: string;
  children: ReactNode;
}

/** The shared body of pages that are not built yet. */
export function ComingSoon({ title, children }: ComingSoonProps) {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <Card className="p-6 text-center sm:p-10">
        <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
          <Construction aria-hidden="true" className="h-6 w-6" />
        </span>
        <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-2 font-medium text-indigo-700">Coming soon</p>
        <div className="mx-auto mt-3 max-w-xl text-sm text-slate-600">{children}</div>
        <Link to="/" className={buttonClasses('outline', 'md', 'mt-6')}>
          Back to Home
        </Link>
      </Card>
    </main>
  );
}
