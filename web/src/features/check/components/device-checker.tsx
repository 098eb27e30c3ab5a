import { ShieldCheck } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { useAppStore } from '../../../store/app-store';
import { PolicyDialog } from '../../policy/components/policy-dialog';
import { useSiteConfig } from '../../site/use-site-config';
import { VoiceAssistantButton } from '../../voice/components/voice-assistant-button';
import { withoutChoice } from '../api';
import { modelNumberProblem, useCheckDevice, useModelNumberCheck } from '../use-check-device';
import { LazyBlacklistSheet } from './lazy-blacklist-sheet';
import { CheckForm } from './check-form';
import { FailurePanel } from './failure-panel';
import { LoadingPanel } from './loading-panel';
import { ResultPanel } from './result-panel';

/**
 * The hero: the check form, then loading, the accepted result or the panel that answers a failure,
 * plus the policy modal and blocked sheet. At phone width the form comes right after the heading.
 */
export function DeviceChecker() {
  const check = useCheckDevice();
  const modelCheck = useModelNumberCheck();
  const shownResult = useAppStore((s) => s.shownResult);
  const failure = useAppStore((s) => s.failure);
  const lastRequest = useAppStore((s) => s.lastRequest);
  const policyOpen = useAppStore((s) => s.policy.open);
  const { networkName } = useSiteConfig();
  const pendingNetwork = check.variables?.network ?? 'the network';

  return (
    <section aria-labelledby="checker-heading" className="space-y-4 sm:space-y-6">
      <div className="space-y-2 text-center sm:space-y-3">
        <p className="hidden items-center gap-1.5 rounded-full bg-indigo-100 px-3 py-1 text-xs font-semibold text-indigo-800 sm:inline-flex">
          <ShieldCheck aria-hidden="true" className="h-3.5 w-3.5" /> Bands, not guesses
        </p>
        <h1 id="checker-heading" className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          Will your phone work on {networkName}?
        </h1>
        <p className="mx-auto hidden max-w-2xl text-base text-slate-600 sm:block">
          Enter your IMEI to check 4G LTE, 5G, VoLTE and Wi-Fi Calling support, with the reasons behind every answer.
        </p>
        {/* The wrapper carries the visibility: the button's own display class would win over `hidden`. */}
        <div className="hidden sm:block">
          <VoiceAssistantButton />
        </div>
      </div>
      <Card className="mx-auto max-w-2xl p-4 sm:p-6">
        <CheckForm
          pending={check.isPending}
          onCheck={(request) => {
            modelCheck.reset();
            check.mutate(request);
          }}
        />
      </Card>
      <div className="text-center sm:hidden">
        <VoiceAssistantButton />
      </div>
      <div className="mx-auto max-w-4xl space-y-6">
        {check.isPending ? <LoadingPanel network={pendingNetwork} /> : null}
        {!check.isPending && shownResult ? (
          <ResultPanel
            result={shownResult}
            modelCheck={{
              onModelNumber: (modelNumber) => lastRequest && modelCheck.mutate({ ...withoutChoice(lastRequest), modelNumber }),
              pending: modelCheck.isPending,
              problem: modelCheck.isError && modelCheck.variables ? modelNumberProblem(modelCheck.error, modelCheck.variables) : null,
            }}
          />
        ) : null}
        {!check.isPending && !shownResult && failure && !policyOpen ? (
          <FailurePanel failure={failure} request={lastRequest} pending={check.isPending} onCheck={(request) => check.mutate(request)} />
        ) : null}
      </div>
      <PolicyDialog />
      <LazyBlacklistSheet />
    </section>
  );
}
