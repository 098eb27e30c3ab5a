import { CheckCircle2, CircleHelp, ShieldQuestion, TriangleAlert, XCircle } from 'lucide-react';
import type { Capabilities, CapabilityName } from '../../check/api';
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
  /** Capabilities answered by the inference rule alone: the banner calls them likely, not facts. */
  inferred?: readonly string[];
  /** When known, it sets the banner's colour and icon: `unknown` keeps a neutral look of its own. */
  verdict?: Verdict;
  headline?: string;
}

const joined = (names: string[]): string => (names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`);

/**
 * The supported features as facts, then those that rest on the inference rule as likely. A limited
 * feature is named with its limits rather than left out ("4G LTE with limits and 5G").
 */
function supportedFeatures(capabilities: Capabilities, carrier: string, inferred: readonly string[] = []): string {
  const supported = CAPABILITY_ORDER.filter((c) => ['supported', 'limited'].includes(normalizeLevel(capabilities[c])));
  const named = (c: CapabilityName) => (normalizeLevel(capabilities[c]) === 'limited' ? `${CAPABILITY_NAMES[c]} with limits` : CAPABILITY_NAMES[c]);
  const stated = joined(supported.filter((c) => !inferred.includes(c)).map(named));
  const likely = joined(supported.filter((c) => inferred.includes(c)).map(named));
  if (!stated && !likely) return `the ${carrier} network`;
  if (!likely) return stated;
  return stated ? `${stated}, and likely ${likely},` : `likely ${likely}`;
}

type Look = { icon: typeof CircleHelp; box: string };

const COMPATIBLE: Look = { icon: CheckCircle2, box: 'border-emerald-200 bg-emerald-50 text-emerald-900' };
const LIMITED: Look = { icon: TriangleAlert, box: 'border-amber-200 bg-amber-50 text-amber-900' };
const VERDICT_LOOK: Partial<Record<Verdict, Look>> = {
  needs_carrier_approval: { icon: ShieldQuestion, box: LIMITED.box },
  does_not_work: { icon: XCircle, box: 'border-red-200 bg-red-50 text-red-900' },
  unknown: { icon: CircleHelp, box: 'border-slate-200 bg-slate-50 text-slate-900' },
};

/** Why a device that is not compatible is not, or what is unknown: the verdict's headline. */
function verdictLine(device: PolicyDeviceInfo): string | null {
  return device.headline ? `Your ${device.make} ${device.model}: ${device.headline}` : null;
}

/**
 * 'Device Compatible with <carrier>', or 'Limited Network Compatibility' with the verdict's reason;
 * an unknown verdict says the compatibility is unknown rather than limited.
 */
export function CompatibilityBanner({ device, text }: { device: PolicyDeviceInfo; text: PolicyText }) {
  const compatible = device.compatible;
  const { icon: Icon, box } = compatible ? COMPATIBLE : ((device.verdict && VERDICT_LOOK[device.verdict]) ?? LIMITED);
  const unknown = !compatible && device.verdict === 'unknown';
  const title = compatible ? text.compatibleTitle(device.carrier) : unknown ? text.unknownTitle(device.carrier) : text.limitedTitle;
  const lines = compatible
    ? [text.compatibleText({ make: device.make, model: device.model, features: supportedFeatures(device.capabilities, device.carrier, device.inferred), carrier: device.carrier })]
    : unknown
      ? [text.unknownText(device.carrier), verdictLine(device)]
      : [text.limitedText(device.carrier), verdictLine(device)];
  return (
    <div role="status" className={`flex gap-3 rounded-xl border p-4 ${box}`}>
      <Icon aria-hidden="true" className="h-6 w-6 shrink-0" />
      <div className="min-w-0 space-y-0.5 break-words">
        <p className="font-semibold">{title}</p>
        {lines.map((line) => (line ? <p key={line} className="text-sm">{line}</p> : null))}
      </div>
    </div>
  );
}
