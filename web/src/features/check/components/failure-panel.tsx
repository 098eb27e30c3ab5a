import { Hourglass, RotateCcw, SearchX, TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FindYourPhone } from '../../devices/components/find-your-phone';
import { withoutChoice, type CheckRequest } from '../api';
import type { CheckFailure } from '../check-failure';

export interface FailurePanelProps {
  failure: CheckFailure;
  request: CheckRequest | null;
  pending: boolean;
  onCheck: (request: CheckRequest) => void;
}

/** What stays on the page after a check without a result: the problem in plain words and the way on. */
export function FailurePanel({ failure, request, pending, onCheck }: FailurePanelProps) {
  const ref = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Focus moves to the answer (not left on the page body once the policy modal has gone).
    headingRef.current?.focus({ preventScroll: true });
    // A block body: newer Chromium returns a promise from scrollIntoView, which is no cleanup.
    ref.current?.scrollIntoView({ block: 'start' });
  }, [failure]);
  const heading = (className: string, text: string) => (
    <h2 ref={headingRef} tabIndex={-1} className={`${className} font-bold text-slate-900 focus:outline-none`}>
      {text}
    </h2>
  );
  if (failure.kind === 'unknown-device') {
    return (
      <Card ref={ref} data-testid="failure-panel" className="scroll-mt-20 space-y-5 p-5 sm:p-6">
        <div className="flex gap-3">
          <SearchX aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-indigo-600" />
          <div className="space-y-1">
            {heading('text-xl', "We don't know this phone yet")}
            <p className="text-sm text-slate-700">
              The first 8 digits of the IMEI (TAC {failure.tac}) are not in our device database, so we cannot tell which phone it is.
              Tell us the phone, and we will check it on {request?.network ?? 'your carrier'}.
            </p>
          </div>
        </div>
        <FindYourPhone
          pending={pending}
          notice={failure.notFound ? failure.message : undefined}
          initialModelNumber={failure.notFound && 'modelNumber' in failure.notFound ? failure.notFound.modelNumber : ''}
          onChoose={(choice) => request && onCheck({ ...withoutChoice(request), ...choice })}
        />
      </Card>
    );
  }
  if (failure.kind === 'retry') {
    return (
      <Card ref={ref} data-testid="failure-panel" role="alert" className="scroll-mt-20 flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <div className="space-y-1">
          {heading('text-lg', 'The check did not finish')}
          <p className="text-sm text-slate-700">{failure.message}</p>
        </div>
        <Button onClick={() => request && onCheck(request)} disabled={pending || !request} className="shrink-0">
          <RotateCcw aria-hidden="true" className="h-4 w-4" /> Try again
        </Button>
      </Card>
    );
  }
  // The hourly limit and a refused input: what happened, with nothing to press (a retry would fail the same way).
  const Icon = failure.kind === 'limited' ? Hourglass : TriangleAlert;
  return (
    <Card ref={ref} data-testid="failure-panel" role="alert" className="scroll-mt-20 flex gap-3 p-5 sm:p-6">
      <Icon aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-amber-600" />
      <div className="space-y-1">
        {heading('text-lg', failure.kind === 'limited' ? 'Hourly limit reached' : `Please check ${failure.subject}`)}
        <p className="text-sm text-slate-700">{failure.message}</p>
      </div>
    </Card>
  );
}
