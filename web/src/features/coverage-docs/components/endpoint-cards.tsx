import { Card } from '../../../components/ui/card';

interface Endpoint {
  path: string;
  summary: string;
  body: Array<[string, string]>;
  returns: string;
}

const ENDPOINTS: Endpoint[] = [
  {
    path: '/api/coverage/analyze',
    summary: 'Rates the mobile and broadband providers of the location\'s country (or one provider) within 10 km, from the last 30 days of evidence.',
    body: [
      ['lat, lng', 'numbers, in range, not both 0 (required)'],
      ['address', 'text naming the place (optional)'],
      ['provider', 'one provider by name; omit for all (optional)'],
      ['radius_km', '1 to 50, default 10 (optional)'],
    ],
    returns:
      'data: location, country, data_period, analysis_timestamp, mobile_providers[] and broadband_providers[], each with coverage_score (0-100), reliability_rating (1-5), recent_issues, issue_summary, last_major_outage, confidence_score (0-1) and recommendation (excellent, good, fair, poor).',
  },
  {
    path: '/api/coverage/analyze-issue',
    summary: 'Stores a network issue report and analyses it against earlier reports.',
    body: [
      ['lat, lng', 'numbers, in range, not both 0 (required)'],
      ['issue_description', 'the problem in the reporter\'s words (required)'],
      ['address, user_agent, provider, publish', 'optional (publish: show your text to others)'],
    ],
    returns: 'data: issue_classification, similar_issues_summary, similar_reports[] (category, age, distance_band, description only when published), device_pattern, recommendations[], confidence_score.',
  },
];

/** One card per coverage endpoint: method, path, body fields and what comes back. */
export function EndpointCards() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {ENDPOINTS.map((e) => (
        <Card key={e.path} className="space-y-3 p-4" data-testid="endpoint-card">
          <h3 className="flex flex-wrap items-center gap-2 font-mono text-sm">
            <span className="rounded bg-emerald-100 px-1.5 py-0.5 font-semibold text-emerald-800">POST</span>
            <span className="text-slate-900">{e.path}</span>
          </h3>
          <p className="text-sm text-slate-600">{e.summary}</p>
          <dl className="space-y-1 text-sm">
            {e.body.map(([name, about]) => (
              <div key={name} className="flex flex-wrap gap-x-2">
                <dt className="font-mono text-slate-900">{name}</dt>
                <dd className="text-slate-600">{about}</dd>
              </div>
            ))}
          </dl>
          <p className="text-sm text-slate-600">
            <span className="font-medium text-slate-800">Returns </span>
            {e.returns}
          </p>
          <p className="text-xs text-slate-500">Requires Authorization: Bearer &lt;API key&gt;. 100 requests per hour on the free tier.</p>
        </Card>
      ))}
    </div>
  );
}
