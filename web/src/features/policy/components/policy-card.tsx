import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { POLICY_TEXT, type PolicyText } from '../policy-text';
import { AlphaNotice } from './alpha-notice';
import { CapabilityBadges } from './capability-badges';
import { CompatibilityBanner, type PolicyDeviceInfo } from './compatibility-banner';
import { PolicySections } from './policy-sections';

export interface PolicyCardProps {
  deviceInfo: PolicyDeviceInfo | null;
  /** False after a failed check: the banner and badges are left out. */
  isSuccess: boolean;
  onAnswer: (accepted: boolean) => void;
  text?: PolicyText;
  /** True while the server's policy is on its way: the sections show a spinner and acceptance waits. */
  loading?: boolean;
}

/** The policy body: alpha notice, banner, badges, sections, acknowledgement and the two answers. */
export function PolicyCard({ deviceInfo, isSuccess, onAnswer, text = POLICY_TEXT, loading = false }: PolicyCardProps) {
  const [acknowledged, setAcknowledged] = useState(false);
  const checkboxId = useId();
  const device = isSuccess ? deviceInfo : null;

  return (
    <div className="space-y-5">
      <AlphaNotice notice={text.alphaNotice} />
      {device ? (
        <div className="space-y-3">
          <CompatibilityBanner device={device} text={text} />
          <CapabilityBadges capabilities={device.capabilities} inferred={device.inferred} />
        </div>
      ) : null}
      {loading ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="text-indigo-600" /> Loading the policy...
        </p>
      ) : (
        <PolicySections sections={text.sections} />
      )}
      <div className="flex items-start gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
        <Checkbox id={checkboxId} checked={acknowledged} disabled={loading} onCheckedChange={setAcknowledged} className="mt-0.5" />
        <Label htmlFor={checkboxId} className="cursor-pointer font-normal leading-snug text-slate-800">
          {text.acknowledgement}
        </Label>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => onAnswer(false)}>
          {text.declineLabel}
        </Button>
        <Button disabled={!acknowledged || loading} onClick={() => onAnswer(true)}>
          {text.acceptLabel}
        </Button>
      </div>
      <p className="border-t border-slate-100 pt-3 text-center text-xs text-slate-500">
        <span>Policy version {text.version}</span>
        <span aria-hidden="true"> · </span>
        <span>{text.lastUpdatedLine}</span>
      </p>
    </div>
  );
}
