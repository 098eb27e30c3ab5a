import { COVERAGE_METHOD } from '../../../../../core/coverage/coverage-method';

/** The published method: the same text as the OpenAPI description, from the formula's constants. */
export function ScoringMethod() {
  return (
    <div className="space-y-4">
      {COVERAGE_METHOD.map((s) => (
        <section key={s.title} className="space-y-1.5">
          <h3 className="text-base font-semibold text-slate-900">{s.title}</h3>
          {s.paragraphs.map((p) => (
            <p key={p} className="text-sm text-slate-700">
              {p}
            </p>
          ))}
          {s.items ? (
            <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
              {s.items.map((i) => (
                <li key={i}>{i}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}
