import type { CheckAnswer } from '../verdict';

/** The identification story and the TAC analysis, folded away: the answer comes first. */
export function IdentificationDetails({ result }: { result: CheckAnswer }) {
  const id = result.identification;
  return (
    <details className="group rounded-xl border border-slate-200 px-4 py-3">
      <summary className="cursor-pointer text-base font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600">
        How we identified it
      </summary>
      <div className="mt-3 space-y-2 text-sm leading-relaxed text-slate-700">
        {id ? (
          <p>
            {id.text} <span className="text-slate-500">Source: {id.origin}.</span>
          </p>
        ) : null}
        {/* Variants with different bands; a TAC that also names uncatalogued codes says so in its text. */}
        {id?.ambiguous && id.candidates.length > 1 ? <p>This could be any of: {id.candidates.join(', ')}.</p> : null}
        <p>{result.tacAnalysis}</p>
      </div>
    </details>
  );
}
