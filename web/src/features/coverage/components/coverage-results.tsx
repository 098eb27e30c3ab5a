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

/**
 * Providers without evidence: named once, with what would rate them, and no badge that looks like a
 * rating. Reports stored here that name no provider (or another one) rate none of these, which a
 * visitor who just filed one without choosing a provider is told.
 */
function Unrated({ providers, radiusKm, issueReports }: { providers: ProviderCoverage[]; radiusKm: number; issueReports: number }) {
  if (providers.length === 0) return null;
  return (
    <section className="space-y-2 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4" data-testid="unrated-providers">
      <h3 className="text-base font-semibold text-slate-900">Not rated yet ({providers.length})</h3>
      <p className="text-sm text-slate-700">
        No cell towers, outage reports or issue reports naming them are stored within {radiusKm} km for: {sentenceList(providers.map((p) => p.provider))}
      </p>
      {issueReports > 0 ? (
        <p className="text-sm text-slate-700" data-testid="unattributed-reports">
          {issueReports === 1 ? '1 issue report from this period is' : `${issueReports} issue reports from this period are`} stored within{' '}
          {radiusKm} km; a report rates only the provider it names and those running on its network, so choose the provider when you report.
        </p>
      ) : null}
      <p className="text-sm text-slate-600">
        A rating needs evidence: the operator importing OpenCelliD towers or an outage feed for this area, or visitors reporting
        network issues here (Report Network Issue below).
      </p>
    </section>
  );
}

/** ", Country" after the address, unless there is no country or the address already ends with it. */
function countrySuffix(address: string, country: string | null): string {
  if (!country) return '';
  const place = address.trim().toLowerCase();
  const name = country.toLowerCase();
  return place === name || place.endsWith(`, ${name}`) ? '' : `, ${country}`;
}

/** The analysis: where, which period, the rated providers, then the ones without evidence. */
export function CoverageResults({ analysis }: { analysis: CoverageAnalysis }) {
  const all = [...analysis.mobile_providers, ...analysis.broadband_providers];
  const rated = (list: ProviderCoverage[]) => list.filter((p) => p.coverage_score !== null);
  return (
    <div className="space-y-4" data-testid="coverage-results">
      {/* Announced when the results arrive: where, and how many providers were rated. */}
      <p role="status" className="sr-only">
        Analysis ready: {rated(all).length} of {all.length} providers rated within {analysis.radius_km} km.
      </p>
      <p className="text-sm text-slate-600">
        Coverage near <strong className="text-slate-900">{analysis.location.address}</strong>
        {countrySuffix(analysis.location.address, analysis.country)} within {analysis.radius_km} km, {analysis.data_period}. Scores come from
        stored cell towers, outage reports and issue reports; a provider without evidence is not rated.
      </p>
      {all.length === 0 ? <p className="text-sm text-slate-600">No providers are known for this location yet.</p> : null}
      <Group title="Mobile Providers" providers={rated(analysis.mobile_providers)} />
      <Group title="Broadband Providers" providers={rated(analysis.broadband_providers)} />
      <Unrated providers={all.filter((p) => p.coverage_score === null)} radiusKm={analysis.radius_km} issueReports={analysis.area.issue_reports} />
    </div>
  );
}

/** Names joined into the end of a sentence: a last name that is an abbreviation ('Norfolk Is.') takes no second full stop. */
const sentenceList = (names: string[]): string => {
  const listed = names.join(', ');
  return listed.endsWith('.') ? listed : `${listed}.`;
};
