import { ShieldCheck } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { useAppStore } from '../../../store/app-store';
import { PolicyDialog } from '../../policy/components/policy-dialog';
import { VoiceAssistantButton } from '../../voice/components/voice-assistant-button';
import { useCheckDevice } from '../use-check-device';
import { BlacklistSheet } from './blacklist-sheet';
import { CheckForm } from './check-form';
import { LoadingPanel } from './loading-panel';
import { ResultPanel } from './result-panel';

/** The hero: the check form, then loading or the accepted result, plus the policy modal and blocked sheet. */
export function DeviceChecker() {
  const check = useCheckDevice();
  const shownResult = useAppStore((s) => s.shownResult);
  const pendingNetwork = check.variables?.network ?? 'the network';

  return (
    <section aria-labelledby="checker-heading" className="space-y-6">
      <div className="space-y-3 text-center">
        <p className="inline-flex items-center gap-1.5 rounded-full bg-indigo-100 px-3 py-1 text-xs font-semibold text-indigo-800">
          <ShieldCheck aria-hidden="true" className="h-3.5 w-3.5" /> Bands, not guesses
        </p>
        <h1 id="checker-heading" className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          Will your phone work on Bandwise Mobile?
        </h1>
        <p className="mx-auto max-w-2xl text-base text-slate-600">
          Enter your IMEI to check 4G LTE, 5G, VoLTE and Wi-Fi Calling support, with the reasons behind every answer.
        </p>
        <VoiceAssistantButton />
      </div>
      <Card className="mx-auto max-w-2xl p-5 sm:p-6">
        <CheckForm pending={check.isPending} onCheck={(request) => check.mutate(request)} />
      </Card>
      <div className="mx-auto max-w-4xl space-y-6">
        {check.isPending ? <LoadingPanel network={pendingNetwork} /> : null}
        {!check.isPending && shownResult ? <ResultPanel result={shownResult} /> : null}
      </div>
      <PolicyDialog />
      <BlacklistSheet />
    </section>
  );
}
