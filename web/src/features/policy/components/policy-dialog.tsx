import { Dialog } from '../../../components/ui/dialog';
import { useAppStore } from '../../../store/app-store';
import { IMEI_INPUT_ID } from '../../check/components/imei-field';
import { verdictOf } from '../../check/verdict';
import { usePolicyAnswer } from '../use-policy-answer';
import { usePolicyText } from '../use-policy-text';
import { PolicyCard } from './policy-card';

/** Where focus goes after the modal when nothing it revealed took it (a decline): back to the IMEI. */
const imeiField = () => document.getElementById(IMEI_INPUT_ID);

/** The policy-acceptance modal opened after every check; Escape counts as Decline. */
export function PolicyDialog() {
  const policy = useAppStore((s) => s.policy);
  const answer = usePolicyAnswer();
  const { text, status } = usePolicyText();
  const result = policy.result;
  const deviceInfo = result
    ? { make: result.device.make, model: result.device.model, compatible: result.compatible, capabilities: result.capabilities, carrier: result.carrier.name, inferred: result.inferred, verdict: verdictOf(result), headline: result.headline }
    : null;

  return (
    <Dialog
      open={policy.open}
      onOpenChange={(open) => (open ? undefined : answer(false))}
      title={text.title}
      description={text.intro}
      showClose={false}
      dismissOnOutsideClick={false}
      returnFocusTo={imeiField}
    >
      {/* Keyed by search so the acknowledgement starts unchecked for every check. */}
      <PolicyCard
        key={result?.searchId ?? 'failed'}
        deviceInfo={deviceInfo}
        isSuccess={policy.isSuccess}
        onAnswer={answer}
        text={text}
        loading={status === 'loading'}
      />
    </Dialog>
  );
}
