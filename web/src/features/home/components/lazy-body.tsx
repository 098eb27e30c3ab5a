import { Suspense, type ReactNode } from 'react';
import { LoadBoundary } from '../../../components/ui/load-boundary';
import { Spinner } from '../../../components/ui/spinner';

/** The body of a below-the-fold section, loaded after the first page: a spinner meanwhile. */
export function LazyBody({ label, children }: { label: string; children: ReactNode }) {
  return (
    <LoadBoundary fallback={<p role="alert">This part of the page could not be loaded. Please reload the page to try again.</p>}>
      <Suspense
        fallback={
          <p role="status" className="flex min-h-24 items-center gap-2 text-slate-500">
            <Spinner className="text-indigo-600" /> Loading {label}...
          </p>
        }
      >
        {children}
      </Suspense>
    </LoadBoundary>
  );
}
