import { RotateCcw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useAppStore } from '../../../store/app-store';
import type { OwnNetwork } from '../own-network';
import { verdictOf, type CheckAnswer } from '../verdict';
import { IMEI_INPUT_ID } from './imei-field';
import { ModelNumberEntry, type ModelNumberCheck } from './model-number-entry';

/** Empties the IMEI field and puts the cursor there, ready for another phone. */
function useCheckAnotherPhone(): () => void {
  const clearImei = useAppStore((s) => s.clearImei);
  return () => {
    clearImei();
    const field = document.getElementById(IMEI_INPUT_ID);
    field?.scrollIntoView({ block: 'center' });
    field?.focus({ preventScroll: true });
  };
}

function CheckAnotherPhone() {
  const checkAnother = useCheckAnotherPhone();
  return (
    <Button data-toast-avoid="" variant="outline" size="sm" onClick={checkAnother}>
      <RotateCcw aria-hidden="true" className="h-4 w-4" /> Check another phone
    </Button>
  );
}

export interface OtherVerdictStepProps {
  result: CheckAnswer;
  /** The operator's network; choosing it is suggested only when the carrier list offers it. */
  own: OwnNetwork;
  /** Checking by model number, offered when the IMEI left the phone's radio unknown. */
  modelCheck?: ModelNumberCheck;
}

/** The next step for a phone that cannot simply join: ask the carrier, give the model number, or try another phone. */
export function OtherVerdictStep({ result, own, modelCheck }: OtherVerdictStepProps) {
  const networkName = own.name;
  const verdict = verdictOf(result);
  const carrier = result.carrier?.name ?? networkName;
  // The model number is already known (in the answer, or the check was made by it): asking again cannot help.
  // A TAC list that names only the model echoes that name as the model number: that one is not known.
  const checkedByModel = useAppStore((s) => !!s.lastRequest?.modelNumber);
  const { modelNumber, model } = result.device;
  const modelKnown =
    (!!modelNumber && modelNumber.trim().toLowerCase() !== model.trim().toLowerCase()) || checkedByModel || result.identification?.source === 'model-number';
  let text: string;
  if (verdict === 'needs_carrier_approval') {
    text =
      carrier === networkName
        ? `Next step: ask ${networkName} support whether this model is approved for calls before you switch.`
        : own.listed
          ? `Next step: ask ${carrier} whether this model is approved for calls, or choose ${networkName} as the carrier and check again.`
          : `Next step: ask ${carrier} whether this model is approved for calls.`;
  } else if (verdict === 'does_not_work') {
    text = `Next step: ${networkName} needs a 4G phone with VoLTE (calls over 4G); this one cannot join. Check another phone.`;
  } else if (modelKnown) {
    text = `No band list is known for this model yet, so we cannot confirm it works on ${networkName}. Next step: ask ${carrier === networkName ? `${networkName} support` : `${carrier} or ${networkName} support`} whether this model is supported before you switch.`;
  } else {
    // Only the checked carrier can confirm its own network; the operator's support speaks for its own.
    text = `Next step: enter the model number from Settings > About phone for an exact answer, or ask ${carrier === networkName ? `${networkName} support` : carrier} to confirm.`;
  }
  const askModel = verdict === 'unknown' && modelCheck && !modelKnown && !result.identification?.ambiguous;
  return (
    <div data-testid="next-step" className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <p className="text-sm font-medium text-slate-800">{text}</p>
      {askModel ? (
        <ModelNumberEntry
          id="next-step-model-number"
          check={modelCheck}
          submitLabel="Check"
          hint="Settings > About phone > Model number (on an iPhone: Settings > General > About, tap the model number)."
          form={{ 'aria-label': 'Check by model number', className: 'space-y-1.5' }}
        />
      ) : null}
      <CheckAnotherPhone />
    </div>
  );
}
