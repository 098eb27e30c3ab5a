import { CheckCircle2, HelpCircle, MinusCircle, XCircle, type LucideIcon } from 'lucide-react';
import type { CapabilityLevel, CheckResult } from '../api';
import { CAPABILITY_NAMES, CAPABILITY_ORDER, capabilityText, normalizeLevel } from '../capability-format';

const ICONS: Record<CapabilityLevel, { icon: LucideIcon; className: string }> = {
  supported: { icon: CheckCircle2, className: 'text-emerald-600 bg-emerald-50 border-emerald-200' },
  limited: { icon: MinusCircle, className: 'text-amber-600 bg-amber-50 border-amber-200' },
  not_supported: { icon: XCircle, className: 'text-red-600 bg-red-50 border-red-200' },
  unknown: { icon: HelpCircle, className: 'text-slate-500 bg-slate-50 border-slate-200' },
};

/**
 * The four capabilities, each Supported, Limited, Not Supported or Unknown; a supported one answered
 * on the inference rule alone says "Likely supported" (the reasons quote the rule).
 */
export function CapabilityGrid({ capabilities, inferred = [] }: Pick<CheckResult, 'capabilities'> & { inferred?: readonly string[] }) {
  return (
    <ul data-testid="capability-grid" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {CAPABILITY_ORDER.map((name) => {
        const level = normalizeLevel(capabilities?.[name]);
        const { icon: Icon, className } = ICONS[level];
        return (
          <li key={name} className={`flex flex-col items-center gap-1.5 rounded-xl border p-3 text-center ${className}`}>
            <Icon aria-hidden="true" className="h-6 w-6" />
            <span className="text-sm font-semibold text-slate-900">{CAPABILITY_NAMES[name]}</span>
            <span className="text-xs font-medium text-slate-700">{capabilityText(level, inferred.includes(name))}</span>
          </li>
        );
      })}
    </ul>
  );
}
