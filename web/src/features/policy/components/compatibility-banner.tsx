import { CheckCircle2, CircleHelp, ShieldQuestion, TriangleAlert, XCircle } from 'lucide-react';
import type { Capabilities } from '../../check/api';
import { CAPABILITY_NAMES, CAPABILITY_ORDER, normalizeLevel } from '../../check/capability-format';
import type { Verdict } from '../../check/verdict';
import type { PolicyText } from '../policy-text';

export interface PolicyDeviceInfo {
  make: string;
  model: string;
  compatible: boolean;
  capabilities: Capabilities;
  /** The carrier the check ran on: the banner names it, not the operator's network. */
  carrier: string;
  /** When known, `unknown` shows as unknown, never as limited. */
  verdict?: Verdict;
  headline?: string;
}

function supportedFeatures(capabilities: Capabilities, carrier: string): string {
  const names = CAPABILITY_ORDER.filter((c) => normalizeLevel(capabilities[c]) === 'supported').map((c) => CAPABILITY_NAMES[c]);
  if (names.length === 0) return `the ${carrier} network`;
  if (names.length === 1) return names[0];
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** Banners for the verdicts that are not "compatible": `unknown` is never shown as limited. */
const VERDICT_BANNER: Partial<Record<Verdict, { title: string; icon: typeof CircleHelp; box: string }>> = {
  needs_carrier_approval: { title: 'Carrier approval needed for calls', icon: ShieldQuestion, box: 'border-amber-200 bg-amber-50 text-amber-900' },
  does_not_work: { title: 'Does not work on this network', icon: XCircle, box: 'border-red-200 bg-red-50 text-red-900' },
  unknown: { title: 'Compatibility unknown', icon: CircleHelp, box: 'border-slate-200 bg-slate-50 text-slate-900' },
};

/** 'Device Compatible with <carrier>', the verdict when it is not, or 'Limited Network Compatibility'. */
export function CompatibilityBanner({ device, text }: { device: PolicyDeviceInfo; text: PolicyText }) {
  if (device.compatible) {
    return (
      <div role="status" className="flex gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4">
        <CheckCircle2 aria-hidden="true" className="h-6 w-6 shrink-0 text-emerald-600" />
        <div className="space-y-0.5">
          <p className="font-semibold text-emerald-900">{text.compatibleTitle(device.carrier)}</p>
          <p className="text-sm text-emerald-800">
            {text.compatibleText({ make: device.make, model: device.model, features: supportedFeatures(device.capabilities, device.carrier), carrier: device.carrier })}
          </p>
        </div>
      </div>
    );
  }
  const verdict = device.verdict ? VERDICT_BANNER[device.verdict] : undefined;
  if (verdict) {
    const Icon = verdict.icon;
    const line = device.headline ? `Your ${device.make} ${device.model}: ${device.headline}` : text.unknownText(device.carrier);
    return (
      <div role="status" className={`flex gap-3 rounded-xl border p-4 ${verdict.box}`}>
        <Icon aria-hidden="true" className="h-6 w-6 shrink-0" />
        <div className="space-y-0.5">
          <p className="font-semibold">{verdict.title}</p>
          <p className="text-sm">{line}</p>
        </div>
      </div>
    );
  }
  return (
    <div role="status" className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4">
      <TriangleAlert aria-hidden="true" className="h-6 w-6 shrink-0 text-amber-600" />
      <div className="space-y-0.5">
        <p className="font-semibold text-amber-900">{text.limitedTitle}</p>
        <p className="text-sm text-amber-800">{text.limitedText(device.carrier)}</p>
      </div>
    </div>
  );
}
