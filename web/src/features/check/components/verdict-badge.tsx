import { CheckCircle2, CircleHelp, PhoneOff, ShieldQuestion, TriangleAlert, XCircle } from 'lucide-react';
import type { Verdict } from '../../../../../core';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const VERDICT_UI: Record<Verdict, { label: string; tone: BadgeTone; className: string; Icon: typeof CheckCircle2 }> = {
  works: { label: 'Works', tone: 'success', className: 'text-emerald-700', Icon: CheckCircle2 },
  works_with_limits: { label: 'Works with limits', tone: 'warning', className: 'text-amber-700', Icon: TriangleAlert },
  needs_carrier_approval: { label: 'Needs carrier approval', tone: 'warning', className: 'text-amber-700', Icon: ShieldQuestion },
  does_not_work: { label: 'Does not work', tone: 'danger', className: 'text-red-700', Icon: XCircle },
  unknown: { label: 'Unknown', tone: 'neutral', className: 'text-slate-700', Icon: CircleHelp },
};

/** The verdict as a badge; `unknown` is its own neutral label, never "limited". */
export function VerdictBadge({ verdict }: { verdict: Verdict }) {
  const ui = VERDICT_UI[verdict] ?? VERDICT_UI.unknown;
  const Icon = verdict === 'does_not_work' ? PhoneOff : ui.Icon;
  return (
    <Badge tone={ui.tone} data-testid="verdict-badge" className={`bg-white ${ui.className}`}>
      <Icon aria-hidden="true" className="h-3.5 w-3.5" /> {ui.label}
    </Badge>
  );
}
