import { AlertTriangle, Map as MapIcon } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useAppStore } from '../../../store/app-store';
import { coverageMapsHref } from '../../coverage/coverage-format';
import { placeLabel } from '../reverse-geocode';
import { headlineOf, verdictOf, type CheckAnswer } from '../verdict';
import { CapabilityGrid } from './capability-grid';
import { DeviceSummary } from './device-summary';
import { IdentificationDetails } from './identification-details';
import { EsimReadiness, NextStep } from './next-step';
import { ReasonsList } from './reasons-list';
import { SpeedEstimates } from './speed-estimates';
import { ModelNumberEntry, type ModelNumberCheck } from './model-number-entry';
import { VariantPicker } from './variant-picker';
import { VerdictBadge } from './verdict-badge';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 border-t border-slate-100 pt-5">
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

/**
 * The coverage page near the checked place, named as the form named it ("Vilnius, Lithuania"), not by
 * raw coordinates; a place typed by name goes by its name, which the page looks up in the gazetteer.
 */
function coverageHref(result: CheckAnswer, placeName: string | null): string | null {
  const address = placeName ?? result.location;
  return result.coordinates || address ? coverageMapsHref(result.coordinates?.lat ?? null, result.coordinates?.lng ?? null, address) : null;
}

/** Characters beyond which a headline (one per variant of an ambiguous TAC) is set in body size. */
const LONG_HEADLINE = 120;

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * The accepted check result, answer first: the headline and verdict badge (scrolled to just
 * below the sticky header), the four capabilities and the next step, then the facts, the reasons,
 * speeds and bands; how the device was identified is folded away.
 */
export interface ResultPanelProps {
  result: CheckAnswer;
  /** Checks the same IMEI again for the model number the visitor read on the phone; this result stays meanwhile. */
  modelCheck?: ModelNumberCheck;
}

/**
 * The answer was given for a model number the IMEI's TAC list does not name: said before anything
 * else, with the model number ready to correct in place of the next step (which would be for a
 * phone the IMEI may not be).
 */
function Mismatch({ text, modelNumber, check }: { text: string; modelNumber: string; check?: ModelNumberCheck }) {
  const sentence = text.replace(/^Warning: /, '');
  return (
    <div className="space-y-3">
      <p role="note" data-testid="identification-mismatch" className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900 wrap-anywhere">
        <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        {sentence.charAt(0).toUpperCase() + sentence.slice(1)}
      </p>
      {check ? (
        <ModelNumberEntry
          id="mismatch-model-number"
          check={check}
          initial={modelNumber}
          submitLabel="Check this model"
          hint="Correct the model number as Settings > About phone shows it, and this IMEI is checked again."
          form={{ 'aria-label': 'Correct the model number', 'data-testid': 'mismatch-model-number', className: 'space-y-2' }}
        />
      ) : null}
    </div>
  );
}

/** The model number, or for a phone picked from the catalog the variant picked ("International (SM-S921B and others)"). */
function deviceDetail(result: CheckAnswer): string {
  if (result.device.modelNumber) return ` (${result.device.modelNumber})`;
  const variant = result.identification?.source === 'device-id' ? result.specifications?.carrierVariant : null;
  return variant ? `, ${variant}` : '';
}

export function ResultPanel({ result, modelCheck }: ResultPanelProps) {
  const cardRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    cardRef.current?.scrollIntoView({ behavior: reducedMotion() ? 'auto' : 'smooth', block: 'start' });
  }, [result]);
  const placeName = placeLabel(useAppStore((s) => s.checkedPlace));
  const mapHref = coverageHref(result, placeName);
  const specs = result.specifications;
  const verdict = verdictOf(result);
  const headline = headlineOf(result);

  return (
    <Card ref={cardRef} data-testid="result-panel" className="scroll-mt-20 overflow-hidden">
      {/* The badge shares the first line, so a long headline (an ambiguous TAC's) gets the full width. */}
      <div className="break-words bg-gradient-to-r from-indigo-700 to-violet-700 px-5 py-5 text-white sm:px-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-xs font-semibold uppercase tracking-wide text-indigo-100">Device Analysis Results</p>
          <VerdictBadge verdict={verdict} />
        </div>
        <p data-testid="result-device" className="mt-1 text-sm font-medium text-indigo-50">
          {result.device.make} {result.device.model}
          {deviceDetail(result)}
        </p>
        <h2
          ref={headingRef}
          tabIndex={-1}
          data-testid="verdict-headline"
          className={`mt-1 font-bold focus:outline-none ${headline.length > LONG_HEADLINE ? 'text-base sm:text-lg' : 'text-xl sm:text-2xl'}`}
        >
          {headline}
        </h2>
      </div>
      <div className="space-y-5 px-5 py-5 sm:px-6">
        <section aria-label="Network Capabilities" className="space-y-3">
          {result.identification?.mismatch ? <Mismatch text={result.identification.mismatch} modelNumber={result.device.modelNumber ?? ''} check={modelCheck} /> : null}
          <CapabilityGrid capabilities={result.capabilities} inferred={result.inferred} />
          <EsimReadiness result={result} />
          {result.identification?.mismatch ? null : <NextStep result={result} modelCheck={modelCheck} />}
          {result.identification?.ambiguous && modelCheck ? <VariantPicker candidates={result.identification.candidates} check={modelCheck} carrier={result.carrier?.name ?? null} /> : null}
        </section>
        <Block title="Device">
          <DeviceSummary result={result} />
        </Block>
        <Block title="Why">
          <ReasonsList reasons={result.reasons} />
        </Block>
        <Block title="Speed Estimates">
          <SpeedEstimates speeds={result.speeds} capabilities={result.capabilities} />
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
        <IdentificationDetails result={result} />
        {mapHref ? (
          <Link to={mapHref} className={buttonClasses('outline', 'md', 'w-full sm:w-auto')}>
            <MapIcon aria-hidden="true" className="h-4 w-4" /> View coverage near {placeName ?? (result.location || 'this location')}
          </Link>
        ) : null}
      </div>
    </Card>
  );
}
