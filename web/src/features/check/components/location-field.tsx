import { MapPin, RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FieldHint, Input, Label } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { useAppStore } from '../../../store/app-store';
import { PlaceOptions } from '../../places/components/place-options';
import { usePlaceSuggestions } from '../../places/use-place-suggestions';
import { placeLabel } from '../reverse-geocode';
import { useCurrentLocationToggle } from '../use-current-location';

/** The longest location the API takes. */
const LOCATION_MAX_LENGTH = 200;

/** Typed location or the browser's position: the two are mutually exclusive (specification section 4). */
/** `checking`: a check is running, so the location it was asked for stays in the field until it answers. */
export function LocationField({ checking = false }: { checking?: boolean }) {
  const text = useAppStore((s) => s.locationText);
  const useCurrent = useAppStore((s) => s.useCurrentLocation);
  const coordinates = useAppStore((s) => s.coordinates);
  const place = useAppStore((s) => s.place);
  const locating = useAppStore((s) => s.locating);
  const setLocationText = useAppStore((s) => s.setLocationText);
  const toggleCurrent = useCurrentLocationToggle();
  const note = useAppStore((s) => s.locationNote);
  const lookupFailed = useAppStore((s) => s.locationLookupFailed);
  const retryLookup = useAppStore((s) => s.retryCarrierLookup);
  const suggestions = usePlaceSuggestions(useCurrent ? '' : text);

  const status = locating
    ? 'Getting your current location...'
    : coordinates
      ? `Using ${placeLabel(place) ? `${placeLabel(place)} (${coordinates.lat.toFixed(4)}, ${coordinates.lng.toFixed(4)})` : `${coordinates.lat.toFixed(4)}, ${coordinates.lng.toFixed(4)}`}`
      : 'City and country, e.g. "Toronto, Canada". Optional.';

  return (
    <div className="min-w-0 space-y-1.5 sm:col-span-2">
      <Label htmlFor="location">Location</Label>
      <div className="relative">
        <MapPin aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" />
        <Input
          id="location"
          name="location"
          autoComplete="address-level2"
          placeholder={useCurrent ? 'Using your current location' : 'Enter city, country'}
          value={text}
          onChange={(event) => setLocationText(event.target.value)}
          readOnly={checking}
          aria-describedby="location-hint location-note"
          maxLength={LOCATION_MAX_LENGTH}
          list="location-places"
          className="pl-9"
        />
        <PlaceOptions id="location-places" places={suggestions} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <Checkbox id="use-current-location" checked={useCurrent} onCheckedChange={toggleCurrent} disabled={checking} />
          <Label htmlFor="use-current-location" className="cursor-pointer font-normal">
            Use current location
          </Label>
        </div>
        <FieldHint id="location-hint" aria-live="polite" className="flex items-center gap-1.5">
          {locating ? <Spinner className="h-3 w-3" /> : null}
          {status}
        </FieldHint>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <p id="location-note" role="status" data-testid="location-note" className={`min-w-0 wrap-anywhere text-xs font-medium ${lookupFailed ? 'text-red-700' : 'text-indigo-800'}`}>
          {note}
        </p>
        {lookupFailed ? (
          <Button variant="outline" size="sm" onClick={retryLookup}>
            <RotateCw aria-hidden="true" className="h-3.5 w-3.5" /> Try again
          </Button>
        ) : null}
      </div>
    </div>
  );
}
