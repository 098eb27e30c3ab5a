import { Clock, Database, FlaskConical, Globe2, LifeBuoy, SearchCheck, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Card } from '../../../components/ui/card';
import { useSiteConfig } from '../../site/use-site-config';

const link = 'font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900';

/** The three quick-start steps. */
export function QuickStart() {
  return (
    <ol className="grid gap-3 md:grid-cols-3">
      <li className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
        <span className="font-semibold text-slate-900">1. Get an API key</span> from the{' '}
        <Link to="/#api" className={link}>
          API Keys page
        </Link>
        .
      </li>
      <li className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
        <span className="font-semibold text-slate-900">2. Send a POST</span> with coordinates and, optionally, a provider to{' '}
        <code className="text-slate-900">/api/coverage/analyze</code>.
      </li>
      <li className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
        <span className="font-semibold text-slate-900">3. Receive coverage scores</span> and analysis for every provider, with the evidence behind them.
      </li>
    </ol>
  );
}

const FEATURES: Array<{ icon: LucideIcon; title: string; text: string }> = [
  { icon: Database, title: 'Scores from evidence', text: 'Cell towers (OpenCelliD format), outage feeds and user issue reports; no evidence means no rating.' },
  { icon: Globe2, title: 'Country auto-detection', text: 'The country is found offline from the coordinates, with its mobile and broadband providers.' },
  { icon: SearchCheck, title: 'Similar issue detection', text: 'BM25 text relevance combined with distance and recency, plus shared-device patterns.' },
  { icon: Clock, title: '30-minute cache', text: 'Repeated questions about the same place are answered from the cache (X-Cache: hit).' },
];

/** What the coverage API offers, in four cards. */
export function FeatureCards() {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {FEATURES.map(({ icon: Icon, title, text }) => (
        <li key={title}>
          <Card className="flex h-full gap-3 p-4">
            <Icon aria-hidden="true" className="h-5 w-5 shrink-0 text-indigo-600" />
            <div>
              <h3 className="font-semibold text-slate-900">{title}</h3>
              <p className="text-sm text-slate-600">{text}</p>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** Help e-mail (the operator's SUPPORT_EMAIL; no made-up address when none is set), the interactive maps page and the full OpenAPI document. */
export function SupportLinks() {
  const { supportEmail, networkName } = useSiteConfig();
  return (
    <ul className="space-y-1.5 text-sm text-slate-700">
      <li className="flex items-center gap-2">
        <LifeBuoy aria-hidden="true" className="h-4 w-4 text-indigo-600" /> Help:{' '}
        {supportEmail ? (
          <a href={`mailto:${supportEmail}`} className={link}>
            {supportEmail}
          </a>
        ) : (
          <span>contact {networkName} customer support</span>
        )}
      </li>
      <li>
        Try it without code on the{' '}
        <Link to="/coverage-maps" className={link}>
          interactive coverage maps
        </Link>
        .
      </li>
      <li>
        Full documentation: the{' '}
        <a href="/api/docs-json" className={link}>
          OpenAPI document
        </a>{' '}
        and the{' '}
        <a href="/api/docs" className={link}>
          interactive API reference
        </a>
        .
      </li>
    </ul>
  );
}

/** Alpha: results are experimental and should be checked elsewhere. */
export function CoverageAlphaNotice() {
  return (
    <div role="note" className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
      <FlaskConical aria-hidden="true" className="h-5 w-5 shrink-0" />
      <p>
        <strong>Alpha service.</strong> Coverage results are experimental: they are only as good as the evidence stored so far.
        Verify them with other sources before relying on them.
      </p>
    </div>
  );
}
