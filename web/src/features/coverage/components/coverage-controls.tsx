import { Radar } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input, Label, NativeSelect } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { RADII, radiusLabel } from '../coverage-format';
import { NO_VALID_LOCATION } from '../use-coverage-analysis';
import { CoordinateFields } from './coordinate-fields';
import { PlaceSearch } from './place-search';
import { ProviderSelect } from './provider-select';

export interface CoverageFields {
  lat: string;
  lng: string;
  address: string;
  radius: number;
  provider: string;
}

export interface CoverageControlsProps {
  idPrefix: string;
  fields: CoverageFields;
  onChange: (patch: Partial<CoverageFields>) => void;
  providers: string[];
  showRadius: boolean;
  canAnalyze: boolean;
  pending: boolean;
  onAnalyze: () => void;
  /** A place to look up at once (the page was opened for a place by name, without coordinates). */
  placeLookup?: string;
}

/** A place (by name or the browser's rounded position) or coordinates, address, radius and provider, then Analyze (enabled only with valid non-zero coordinates). */
export function CoverageControls({ idPrefix, fields, onChange, providers, showRadius, canAnalyze, pending, onAnalyze, placeLookup }: CoverageControlsProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  // The place found by name or position, until coordinates are typed by hand: then its name no longer
  // applies, and a search still on its way is forgotten (its answer must not overwrite what was typed).
  const [picked, setPicked] = useState<string | null>(null);
  const [placeSearchKey, setPlaceSearchKey] = useState(0);
  const latestSearch = useRef(0);
  const typeCoordinates = (patch: { lat?: string; lng?: string }) => {
    onChange(picked !== null && fields.address === picked ? { ...patch, address: '' } : patch);
    setPicked(null);
    latestSearch.current = placeSearchKey + 1;
    setPlaceSearchKey(latestSearch.current);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canAnalyze && !pending) onAnalyze();
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Coverage analysis" className="grid gap-3 sm:grid-cols-2">
      <PlaceSearch
        key={placeSearchKey}
        idPrefix={idPrefix}
        onPick={({ lat, lng, address }) => {
          if (placeSearchKey !== latestSearch.current) return;
          setPicked(address);
          onChange({ lat: String(lat), lng: String(lng), address });
        }}
        onClear={() => onChange({ lat: '', lng: '', address: '' })}
        initialText={placeSearchKey === 0 ? placeLookup : undefined}
      />
      <CoordinateFields id={id} lat={fields.lat} lng={fields.lng} onChange={typeCoordinates} />
      <div className="space-y-1.5 sm:col-span-2">
        <Label htmlFor={id('address')}>Address</Label>
        <Input id={id('address')} autoComplete="off" placeholder="Optional: how to name the place" value={fields.address} onChange={(e) => onChange({ address: e.target.value })} />
      </div>
      {showRadius ? (
        <div className="space-y-1.5">
          <Label htmlFor={id('radius')}>Radius</Label>
          <NativeSelect id={id('radius')} value={fields.radius} onChange={(e) => onChange({ radius: Number(e.target.value) })}>
            {RADII.map((r) => (
              <option key={r} value={r}>
                {radiusLabel(r)}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
      <div className={showRadius ? 'space-y-1.5' : 'space-y-1.5 sm:col-span-2'}>
        <ProviderSelect id={id('provider')} label="Provider" anyLabel="Auto-detect (all providers)" providers={providers} value={fields.provider} onChange={(provider) => onChange({ provider })} />
      </div>
      {/* Busy, not disabled, while it runs: a disabled button drops keyboard focus to the page. */}
      <Button
        type="submit"
        className="sm:col-span-2 aria-disabled:cursor-wait aria-disabled:opacity-70"
        disabled={!canAnalyze}
        aria-disabled={pending || undefined}
        aria-busy={pending || undefined}
        aria-describedby={canAnalyze ? undefined : id('analyze-hint')}
      >
        {pending ? <Spinner /> : <Radar aria-hidden="true" className="h-4 w-4" />}
        Analyze
      </Button>
      {canAnalyze ? null : (
        <p id={id('analyze-hint')} className="text-sm text-slate-600 sm:col-span-2">
          {NO_VALID_LOCATION}: search for a place, or enter its latitude and longitude.
        </p>
      )}
    </form>
  );
}
