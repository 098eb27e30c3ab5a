import { Code2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { UpcomingSection } from './upcoming-section';

const TIERS = [
  { name: 'Free', limit: '100 requests/hour', note: 'Available in alpha' },
  { name: 'Pro', limit: '1,000 requests/hour', note: 'Coming soon' },
  { name: 'Enterprise', limit: 'Unlimited', note: 'Coming soon' },
];

/** Placeholder for the API documentation, key generation and exports (anchor #api). */
export function ApiSection() {
  return (
    <UpcomingSection id="api" title="API Documentation" icon={Code2}>
      <p>
        Check devices from your own systems with the REST API (<code className="rounded bg-slate-100 px-1">POST /api/v1/check</code>),
        export your searches as JSON or CSV, and connect AI agents through the MCP server. Self-service API keys are
        on the way.
      </p>
      <ul className="grid gap-3 sm:grid-cols-3">
        {TIERS.map((tier) => (
          <li key={tier.name} className="rounded-xl border border-slate-200 p-3">
            <p className="font-semibold text-slate-900">{tier.name}</p>
            <p className="text-slate-700">{tier.limit}</p>
            <p className="text-xs text-slate-500">{tier.note}</p>
          </li>
        ))}
      </ul>
      <p>
        Coverage API:{' '}
        <Link to="/coverage-api-docs" className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900">
          read the coverage API documentation
        </Link>
        .
      </p>
    </UpcomingSection>
  );
}
