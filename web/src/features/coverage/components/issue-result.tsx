import { DEMO_REPORT_PREFIX } from '../../../../../core/demo/demo-set';
import { Badge } from '../../../components/ui/badge';
import type { IssueAnalysis } from '../api';

const LABELS: Record<string, string> = { outage: 'Outage', calls: 'Calls', sms: 'SMS', data: 'Mobile data', speed: 'Speed', signal: 'Signal', device: 'Device' };

/** Demo reports (bandwise seed --demo) are published with a fixed opening: their label travels in the text, so every front door shows it. */
const demo = (description: string | null): boolean => description?.startsWith(DEMO_REPORT_PREFIX) ?? false;

/** The issue analysis: classification, the first 3 similar reports, a device pattern, recommendations. */
export function IssueResult({ analysis }: { analysis: IssueAnalysis }) {
  const similar = analysis.similar_reports.slice(0, 3);
  return (
    <div className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4" data-testid="issue-result" aria-live="polite">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-semibold text-slate-900">Issue type:</span>
        <Badge tone="info">{LABELS[analysis.issue_classification] ?? analysis.issue_classification}</Badge>
        <span className="text-xs text-slate-600">Confidence {Math.round(analysis.confidence_score * 100)}%</span>
      </div>
      <p className="text-sm text-slate-700">{analysis.similar_issues_summary}</p>
      {similar.length ? (
        <section>
          <h4 className="text-sm font-semibold text-slate-900">Similar reports</h4>
          <ul className="mt-1 space-y-1.5">
            {similar.map((s, i) => (
              <li key={i} className="rounded-lg bg-white p-2 text-sm text-slate-700" data-testid="similar-report">
                {demo(s.description) ? <><Badge tone="warning" title="Sample data, not a visitor's report">Demo</Badge>{' '}</> : null}
                <span className="font-medium text-slate-900">{LABELS[s.category] ?? s.category}</span>, {s.age}, {s.distance_band} away
                {s.description ? `: ${demo(s.description) ? s.description.slice(DEMO_REPORT_PREFIX.length) : s.description}` : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {analysis.device_pattern ? <p className="rounded-lg bg-amber-50 p-2 text-sm text-amber-900">{analysis.device_pattern}</p> : null}
      <section>
        <h4 className="text-sm font-semibold text-slate-900">Recommendations</h4>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {analysis.recommendations.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
