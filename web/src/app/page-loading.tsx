import { Spinner } from '../components/ui/spinner';

/** Shown for the moment a page's code loads on first visit. */
export function PageLoading() {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center gap-2 text-sm text-slate-600">
      <Spinner className="h-5 w-5 text-indigo-600" />
      Loading...
    </div>
  );
}
