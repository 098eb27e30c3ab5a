import { CreditCard, QrCode } from 'lucide-react';
import { useSiteConfig } from '../../site/use-site-config';
import { ownNetworkElsewhere, useOwnNetwork } from '../own-network';
import { canJoin, verdictOf, type CheckAnswer } from '../verdict';
import type { ModelNumberCheck } from './model-number-entry';
import { OtherVerdictStep } from './other-verdict-step';
import { articleFor } from '../../../lib/article';

/** eSIM readiness in one line: what the catalog says about this model (nothing for a phone that cannot join). */
export function EsimReadiness({ result }: { result: CheckAnswer }) {
  const esim = result.device.esim;
  if (verdictOf(result) === 'does_not_work') return null;
  const text =
    esim === true
      ? 'eSIM ready: this model can use an eSIM, so no physical SIM card is needed.'
      : esim === false
        ? 'No eSIM: this model needs a physical SIM card.'
        : 'eSIM support is not stated by our source for this model; a physical SIM card always works.';
  return (
    <p data-testid="esim-readiness" className="text-sm text-slate-700">
      {text}
    </p>
  );
}

/**
 * What to do after every check. When it works on the operator's own network: get its SIM, or an
 * eSIM when the device takes one (SIGNUP_URL); on another carrier the panel says how to check the
 * own network, or that it serves another country when the list does not offer it. The other
 * verdicts get theirs from OtherVerdictStep.
 */
export function NextStep({ result, modelCheck }: { result: CheckAnswer; modelCheck?: ModelNumberCheck }) {
  const site = useSiteConfig();
  const own = useOwnNetwork();
  if (!canJoin(result)) return <OtherVerdictStep result={result} own={own} modelCheck={modelCheck} />;
  if (result.carrier?.name !== site.networkName) {
    // Choosing the own network is a step only where the carrier list offers it.
    const step = own.listed ? `Choose ${own.name} as the carrier and check again to see whether you can join it.` : ownNetworkElsewhere(own, result.carrier?.country);
    return (
      <p data-testid="next-step" className="text-sm text-slate-600">
        Checked on {result.carrier?.name}.{step ? ` ${step}` : ''}
      </p>
    );
  }
  const esimHref = `${site.signupUrl}${site.signupUrl.includes('?') ? '&' : '?'}sim=esim`;
  return (
    <div className="flex flex-col gap-2 sm:flex-row" data-testid="next-step">
      <a data-toast-avoid="" href={site.signupUrl} className="inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-emerald-700 px-5 text-sm font-semibold text-white shadow-sm hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700">
        <CreditCard aria-hidden="true" className="h-4 w-4" /> Get {articleFor(site.networkName)} {site.networkName} SIM
      </a>
      {result.device.esim ? (
        <a data-toast-avoid="" href={esimHref} className="inline-flex h-11 items-center justify-center gap-2 rounded-lg border border-emerald-600 bg-white px-5 text-sm font-semibold text-emerald-800 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700">
          <QrCode aria-hidden="true" className="h-4 w-4" /> eSIM
        </a>
      ) : null}
    </div>
  );
}
