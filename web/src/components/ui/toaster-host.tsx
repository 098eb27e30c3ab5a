import { lazy, Suspense, useEffect, useState } from 'react';
import { LoadBoundary } from './load-boundary';
import { requestToaster, useLatestToast, useToasterWanted } from './toast';

const Toaster = lazy(() => import('./toaster'));

/** What counts as the visitor starting to use the page. */
const FIRST_USE = ['pointerdown', 'keydown', 'focusin'] as const;

/** The single toast region: its code is fetched at the visitor's first interaction, or by the first toast. */
export function ToasterHost() {
  const wanted = useToasterWanted();
  useEffect(() => {
    if (wanted) return;
    const ask = () => requestToaster();
    FIRST_USE.forEach((type) => document.addEventListener(type, ask, { once: true, capture: true }));
    return () => FIRST_USE.forEach((type) => document.removeEventListener(type, ask, { capture: true }));
  }, [wanted]);
  return wanted ? (
    <LoadBoundary fallback={<PlainToast />}>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </LoadBoundary>
  ) : null;
}

/** The newest message in a plain region, for when the toast code could not download (offline since the page loaded). */
function PlainToast() {
  const toast = useLatestToast();
  const [closed, setClosed] = useState(0);
  if (!toast || toast.id === closed) return null;
  const urgent = toast.variant === 'destructive';
  return (
    <div
      role={urgent ? 'alert' : 'status'}
      data-testid="plain-toast"
      className={`fixed inset-x-4 bottom-4 z-50 rounded-xl border border-slate-200 bg-white p-4 shadow-lg sm:left-auto sm:right-6 sm:w-96 ${urgent ? 'border-l-4 border-l-red-600' : ''}`}
    >
      <p className="font-semibold text-slate-900">{toast.title}</p>
      {toast.description && <p className="mt-1 text-sm text-slate-700">{toast.description}</p>}
      <button type="button" onClick={() => setClosed(toast.id)} className="mt-2 text-sm font-medium text-indigo-700 underline">
        Dismiss
      </button>
    </div>
  );
}
