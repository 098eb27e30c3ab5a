import { Badge } from '../../../components/ui/badge';

const TIERS = [
  { name: 'Free', limit: '100 requests/hour', available: true },
  { name: 'Pro', limit: '1,000 requests/hour', available: false },
  { name: 'Enterprise', limit: 'Unlimited', available: false },
];

/** The rate tiers of specification section 9: only the free tier is open during the alpha. */
export function RateTiers() {
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {TIERS.map((tier) => (
        <li key={tier.name} className="rounded-xl border border-slate-200 p-3">
          <div className="flex items-center justify-between gap-2">
            <p className="font-semibold text-slate-900">{tier.name}</p>
            <Badge tone={tier.available ? 'success' : 'neutral'}>{tier.available ? 'Available' : 'Coming soon'}</Badge>
          </div>
          <p className="text-slate-700">{tier.limit}</p>
        </li>
      ))}
    </ul>
  );
}
