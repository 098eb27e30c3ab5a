import { Spinner } from '../../../components/ui/spinner';
import { usePolicyText } from '../use-policy-text';
import { AlphaNotice } from './alpha-notice';
import { PolicyPdfButton } from './policy-pdf-button';
import { PolicySections } from './policy-sections';

/** The home page's policy section body: the server's document in full, and its PDF. */
export function PolicyOverview() {
  const { text, status } = usePolicyText();

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 className="text-base font-semibold text-slate-900">{text.title}</h3>
          <p className="text-xs text-slate-500">
            Version {text.version} · {text.lastUpdatedLine}
          </p>
        </div>
        <PolicyPdfButton />
      </div>
      <AlphaNotice notice={text.alphaNotice} />
      {status === 'loading' ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="text-indigo-600" /> Loading the policy...
        </p>
      ) : (
        <PolicySections sections={text.sections} headingLevel={4} />
      )}
    </div>
  );
}
