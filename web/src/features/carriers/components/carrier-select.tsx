import { useLayoutEffect, useRef, useState } from 'react';
import { FieldHint, Label, NativeSelect } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { useAppStore } from '../../../store/app-store';

export interface CarrierSelectProps {
  loading: boolean;
  /** A check is running: its answer will be for the carrier chosen now, so the choice waits. */
  checking?: boolean;
}

/** The carrier picker; a native select so it works with every keyboard, screen reader and phone. */
export function CarrierSelect({ loading, checking = false }: CarrierSelectProps) {
  const carriers = useAppStore((s) => s.carriers);
  const selected = useAppStore((s) => s.selectedCarrier);
  const country = useAppStore((s) => s.country);
  const selectCarrier = useAppStore((s) => s.selectCarrier);
  const finding = useAppStore((s) => s.findingCarriersFor);
  const pickLost = useAppStore((s) => s.carrierPickLost);
  const description = carriers.find((c) => c.name === selected)?.description;
  const shown = pickLost ? `${pickLost} is not a carrier in ${country}: pick yours.` : `${country}${description ? `: ${description}` : ''}`;
  const hint = finding ? `Finding carriers for ${finding}…` : loading ? 'Loading carriers for your location...' : shown;
  const { ref, clamped, expanded, toggle } = useClampedText(hint);

  return (
    <div className="space-y-1.5">
      <Label htmlFor="carrier">Carrier</Label>
      <div className="relative">
        <NativeSelect
          id="carrier"
          name="carrier"
          value={selected}
          disabled={loading || checking}
          aria-busy={loading}
          aria-describedby="carrier-hint"
          onChange={(event) => selectCarrier(event.target.value)}
        >
          {selected === '' ? (
            <option value="" disabled>
              Pick your carrier in {country}
            </option>
          ) : null}
          {carriers.map((carrier) => (
            <option key={carrier.name} value={carrier.name}>
              {carrier.name}
            </option>
          ))}
        </NativeSelect>
        {loading ? (
          <span className="pointer-events-none absolute inset-y-0 right-9 flex items-center text-indigo-600">
            <Spinner />
          </span>
        ) : null}
      </div>
      <FieldHint id="carrier-hint" ref={ref} aria-live="polite" className={expanded ? undefined : 'line-clamp-2'}>
        {hint}
      </FieldHint>
      <div className="flex flex-wrap items-start gap-x-4 gap-y-1">
        {clamped || expanded ? (
          <button type="button" className="text-xs font-medium text-indigo-700 underline underline-offset-2" aria-expanded={expanded} aria-controls="carrier-hint" onClick={toggle}>
            {expanded ? 'Show less' : 'Show all'}
          </button>
        ) : null}
        <details className="text-xs text-slate-600" data-testid="carrier-not-listed">
          <summary className="cursor-pointer font-medium text-indigo-700 underline underline-offset-2">Carrier not listed?</summary>
          <p className="mt-1 max-w-prose">
            Many carriers sell service on another company's network. Choose the network yours runs on: its website, or the SIM's packaging, says which. If you
            are in another country, type your location below to list its carriers.
          </p>
        </details>
      </div>
    </div>
  );
}

/**
 * Two lines of the carrier's description keep the IMEI field on a phone's first screen; when the
 * text runs longer, "Show all" opens it (screen readers read it whole either way).
 */
function useClampedText(text: string) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [clamped, setClamped] = useState(false);
  const [expanded, setExpanded] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setClamped(el.scrollHeight > el.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [text]);
  return { ref, clamped, expanded, toggle: () => setExpanded((e) => !e) };
}
