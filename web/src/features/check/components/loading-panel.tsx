import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';

const STEPS = ['Reading the type allocation code', 'Identifying make and model', 'Matching bands with the network'];

/** Shown while POST /api/check is under way. */
export function LoadingPanel({ network }: { network: string }) {
  return (
    <Card data-testid="loading-panel" role="status" aria-live="polite" className="p-6 sm:p-8">
      <div className="flex flex-col items-center gap-4 text-center">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-indigo-50">
          <Spinner className="h-7 w-7 text-indigo-600" />
        </span>
        <div className="space-y-1">
          <h2 className="text-xl font-semibold text-slate-900">Analyzing Device...</h2>
          <p className="text-sm text-slate-600">Checking compatibility with {network}.</p>
        </div>
        <ul className="w-full max-w-xs space-y-2 text-left text-sm text-slate-600">
          {STEPS.map((step) => (
            <li key={step} className="flex items-center gap-2">
              <span aria-hidden="true" className="h-2 w-2 animate-pulse rounded-full bg-indigo-400" />
              {step}
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}
