import { FieldHint, Label, NativeSelect } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { useAppStore } from '../../../store/app-store';

export interface CarrierSelectProps {
  loading: boolean;
}

/** The carrier picker; a native select so it works with every keyboard, screen reader and phone. */
export function CarrierSelect({ loading }: CarrierSelectProps) {
  const carriers = useAppStore((s) => s.carriers);
  const selected = useAppStore((s) => s.selectedCarrier);
  const country = useAppStore((s) => s.country);
  const selectCarrier = useAppStore((s) => s.selectCarrier);
  const finding = useAppStore((s) => s.findingCarriersFor);
  const description = carriers.find((c) => c.name === selected)?.description;

  return (
    <div className="space-y-1.5">
      <Label htmlFor="carrier">Carrier</Label>
      <div className="relative">
        <NativeSelect
          id="carrier"
          name="carrier"
          value={selected}
          disabled={loading}
          aria-busy={loading}
          aria-describedby="carrier-hint"
          onChange={(event) => selectCarrier(event.target.value)}
        >
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
      <FieldHint id="carrier-hint" aria-live="polite" className="line-clamp-2">
        {finding ? `Finding carriers for ${finding}…` : loading ? 'Loading carriers for your location...' : `${country}${description ? `: ${description}` : ''}`}
      </FieldHint>
    </div>
  );
}
