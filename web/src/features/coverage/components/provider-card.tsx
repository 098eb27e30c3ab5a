import { Star } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import type { ProviderCoverage } from '../api';
import { issueStatus, scoreTone } from '../coverage-format';

function Stars({ rating }: { rating: number | null }) {
  if (rating === null) return <span className="text-slate-500">No rating</span>;
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`Reliability ${rating} of 5`}>
      {[1, 2, 3, 4, 5].map((i) => (
        <Star key={i} aria-hidden="true" className={i <= rating ? 'h-3.5 w-3.5 fill-amber-400 text-amber-500' : 'h-3.5 w-3.5 text-slate-300'} />
      ))}
    </span>
  );
}

/** One provider's rating: score (coloured), reliability, issue status, confidence and the evidence summary. */
export function ProviderCard({ p }: { p: ProviderCoverage }) {
  const issues = issueStatus(p.recent_issues);
  return (
    <li className="space-y-2 rounded-xl border border-slate-200 bg-white p-4" data-testid="provider-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-semibold text-slate-900">{p.provider}</h4>
        <Badge tone={scoreTone(p.coverage_score)} data-testid="coverage-score">
          {p.coverage_score === null ? 'No data' : `${p.coverage_score}/100`}
        </Badge>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-600">
        <Stars rating={p.reliability_rating} />
        <Badge tone={issues.tone}>
          <span aria-hidden="true">
            {issues.status} ({p.recent_issues})
          </span>
          <span className="sr-only">
            Issue status: {issues.status}, {p.recent_issues} recent {p.recent_issues === 1 ? 'issue' : 'issues'}
          </span>
        </Badge>
        <span>Confidence {Math.round(p.confidence_score * 100)}%</span>
        {p.recommendation ? <span className="font-medium capitalize text-slate-800">{p.recommendation}</span> : null}
      </div>
      <p className="text-sm text-slate-600">{p.issue_summary}</p>
      {p.last_major_outage ? <p className="text-xs text-slate-500">Last major outage: {new Date(p.last_major_outage).toLocaleString()}</p> : null}
    </li>
  );
}
