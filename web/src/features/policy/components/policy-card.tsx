import { FlaskConical } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/field';
import { POLICY_TEXT, type PolicyText } from '../policy-text';
import { CapabilityBadges } from './capability-badges';
import { CompatibilityBanner, type PolicyDeviceInfo } from './compatibility-banner';
import { PolicySections } from './policy-sections';

export interface PolicyCardProps {
  deviceInfo: PolicyDeviceInfo | null;
  /** False after a failed check: the banner and badges are left out. */
  isSuccess: boolean;
  onAnswer: (accepted: boolean) => void;
  text?: PolicyText;
}

/** The policy body: alpha notice, banner, badges, sections, acknowledgement and the two answers. */
export function PolicyCard({ deviceInfo, isSuccess, onAnswer, text = POLICY_TEXT }: PolicyCardProps) {
  const [acknowledged, setAcknowledged] = useState(false);
  const checkboxId = useId();
  const device = isSuccess ? deviceInfo : null;

  return (
    <div className="space-y-5">
      <div className="flex gap-3 rounded-xl border border-indigo-200 bg-indigo-50 p-4">
        <FlaskConical aria-hidden="true" className="h-5 w-5 shrink-0 text-indigo-600" />
        <div className="space-y-1">
          <p className="text-sm font-semibold text-indigo-900">{text.alphaNotice.title}</p>
          {text.alphaNotice.paragraphs.map((p) => (
            <p key={p} className="text-sm text-indigo-800">
              {p}
            </p>
          ))}
        </div>
      </div>
      {device ? (
        <div className="space-y-3">
          <CompatibilityBanner device={device} text={text} />
          <CapabilityBadges capabilities={device.capabilities} />
        </div>
      ) : null}
      <PolicySections sections={text.sections} />
      <div className="flex items-start gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
        <Checkbox id={checkboxId} checked={acknowledged} onCheckedChange={setAcknowledged} className="mt-0.5" />
        <Label htmlFor={checkboxId} className="cursor-pointer font-normal leading-snug text-slate-800">
          {text.acknowledgement}
        </Label>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => onAnswer(false)}>
          {text.declineLabel}
        </Button>
        <Button disabled={!acknowledged} onClick={() => onAnswer(true)}>
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
