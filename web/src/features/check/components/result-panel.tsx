import { Map as MapIcon } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import type { CheckResult } from '../api';
import { CapabilityGrid } from './capability-grid';
import { DeviceSummary } from './device-summary';
import { ReasonsList } from './reasons-list';
import { SpeedEstimates } from './speed-estimates';
import { VerdictBadge } from './verdict-badge';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 border-t border-slate-100 pt-5">
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

function coverageHref(result: CheckResult): string | null {
  if (!result.coordinates) return null;
  const params = new URLSearchParams({ lat: String(result.coordinates.lat), lng: String(result.coordinates.lng) });
  if (result.location) params.set('address', result.location);
  return `/coverage-maps?${params.toString()}`;
}

/** The accepted check result: device, TAC analysis, capabilities, reasons, speeds and bands. */
export function ResultPanel({ result }: { result: CheckResult }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [result]);
  const mapHref = coverageHref(result);
  const specs = result.specifications;

  return (
    <Card data-testid="result-panel" className="overflow-hidden">
      <div className="flex flex-wrap items-start justify-between gap-3 bg-gradient-to-r from-indigo-600 to-violet-600 px-5 py-5 text-white sm:px-6">
        <div className="min-w-0">
          <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold focus:outline-none sm:text-2xl">
            Device Analysis Results
          </h2>
          <p className="mt-1 text-sm text-indigo-100">
            {result.device.make} {result.device.model} on {result.carrier?.name}
          </p>
        </div>
        <VerdictBadge verdict={result.verdict} />
      </div>
      <div className="space-y-5 px-5 py-5 sm:px-6">
        <p data-testid="verdict-headline" className="text-base font-semibold text-slate-900">
          {result.headline}
        </p>
        <DeviceSummary result={result} />
        <Block title="TAC Analysis">
          <p className="text-sm leading-relaxed text-slate-700">{result.tacAnalysis}</p>
        </Block>
        <Block title="Network Capabilities">
          <CapabilityGrid capabilities={result.capabilities} />
        </Block>
        <Block title="Why">
          <ReasonsList reasons={result.reasons} />
        </Block>
        <Block title="Speed Estimates">
          <SpeedEstimates speeds={result.speeds} />
        </Block>
        <Block title="Specifications">
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <div className="sm:col-span-2">
              <dt className="font-medium text-slate-500">Network Bands</dt>
              <dd className="mt-0.5 break-words text-slate-900">{specs?.networkBands || 'Unknown'}</dd>
            </div>
            <div>
              <dt className="font-medium text-slate-500">Carrier Variant</dt>
              <dd className="mt-0.5 text-slate-900">{specs?.carrierVariant || 'Unknown'}</dd>
            </div>
            <div>
              <dt className="font-medium text-slate-500">Release Year</dt>
              <dd className="mt-0.5 text-slate-900">{specs?.releaseYear ?? 'Unknown'}</dd>
            </div>
          </dl>
        </Block>
        {mapHref ? (
          <Link to={mapHref} className={buttonClasses('outline', 'md', 'w-full sm:w-auto')}>
            <MapIcon aria-hidden="true" className="h-4 w-4" /> View coverage near {result.location || 'this location'}
          </Link>
        ) : null}
      </div>
    </Card>
  );
}
