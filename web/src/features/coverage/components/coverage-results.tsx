import type { CoverageAnalysis, ProviderCoverage } from '../api';
import { ProviderCard } from './provider-card';

function Group({ title, providers }: { title: string; providers: ProviderCoverage[] }) {
  if (providers.length === 0) return null;
  return (
    <section className="space-y-2">
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      <ul className="grid gap-3 sm:grid-cols-2">
        {providers.map((p) => (
          <ProviderCard key={p.provider} p={p} />
        ))}
      </ul>
    </section>
  );
}

/** The analysis: where, which period, then mobile and broadband providers. */
export function CoverageResults({ analysis }: { analysis: CoverageAnalysis }) {
  const none = analysis.mobile_providers.length + analysis.broadband_providers.length === 0;
  return (
    <div className="space-y-4" data-testid="coverage-results">
      <p className="text-sm text-slate-600">
        Coverage near <strong className="text-slate-900">{analysis.location.address}</strong>
        {analysis.country ? `, ${analysis.country}` : ''} within {analysis.radius_km} km, {analysis.data_period}. Scores come from
        stored cell towers, outage reports and issue reports; a provider without evidence is not rated.
      </p>
      {none ? <p className="text-sm text-slate-600">No providers are known for this location yet.</p> : null}
      <Group title="Mobile Providers" providers={analysis.mobile_providers} />
      <Group title="Broadband Providers" providers={analysis.broadband_providers} />
    </div>
  );
}
