import { Info } from 'lucide-react';
import type { CheckResult } from '../api';
import { CAPABILITY_NAMES } from '../capability-format';

/** Why each capability got its rating, in the assessment's own words. */
export function ReasonsList({ reasons }: { reasons: CheckResult['reasons'] }) {
  if (!reasons?.length) {
    return <p className="text-sm text-slate-600">No compatibility concerns were found for this carrier.</p>;
  }
  return (
    <ul className="space-y-2">
      {reasons.map((reason, index) => (
        <li key={`${reason.capability}-${index}`} className="flex gap-2 text-sm text-slate-700">
          <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-indigo-500" />
          <span>
            <span className="font-semibold text-slate-900">{CAPABILITY_NAMES[reason.capability] ?? reason.capability}: </span>
            {reason.text}
          </span>
        </li>
      ))}
    </ul>
  );
}
