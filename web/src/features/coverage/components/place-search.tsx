import { LocateFixed } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FieldHint, Input, Label } from '../../../components/ui/field';
import { PlaceOptions } from '../../places/components/place-options';
import { usePlaceSuggestions } from '../../places/use-place-suggestions';

/** Two decimals of a degree (about 1 km): all of the browser's position the analysis is sent. */
export const roundPosition = (value: number): number => Math.round(value * 100) / 100;

export interface PlacePick {
  lat: number;
  lng: number;
  address: string;
}

export interface PlaceSearchProps {
  idPrefix: string;
  onPick: (place: PlacePick) => void;
}

/**
 * A place by name (offline gazetteer suggestions as you type) or "Use my location": the browser's
 * position stays in the browser; only a position rounded to about 1 km fills the form.
 */
export function PlaceSearch({ idPrefix, onPick }: PlaceSearchProps) {
  const [text, setText] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const suggestions = usePlaceSuggestions(text);
  const listId = `${idPrefix}-places`;

  const change = (value: string) => {
    setText(value);
    const chosen = suggestions.find((s) => s.label === value);
    if (chosen) {
      onPick({ lat: chosen.lat, lng: chosen.lng, address: chosen.label });
      setNote(`Using ${chosen.label}.`);
    }
  };
  const locate = () => {
    if (!navigator.geolocation) {
      setNote('Your browser cannot share its location; type a place instead.');
      return;
    }
    setNote('Getting your location...');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const lat = roundPosition(coords.latitude);
        const lng = roundPosition(coords.longitude);
        onPick({ lat, lng, address: `My location (about ${lat}, ${lng})` });
        setNote(`Using your location, rounded to about 1 km (${lat}, ${lng}).`);
      },
      () => setNote('Your location is not available; type a place instead.'),
      { enableHighAccuracy: false, timeout: 15000, maximumAge: 5 * 60 * 1000 },
    );
  };

  return (
    <div className="space-y-1.5 sm:col-span-2">
      <Label htmlFor={`${idPrefix}-place`}>Place</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={`${idPrefix}-place`}
          list={listId}
          autoComplete="off"
          placeholder="City or town, e.g. Austin, Texas"
          value={text}
          onChange={(e) => change(e.target.value)}
          aria-describedby={`${idPrefix}-place-note`}
        />
        <PlaceOptions id={listId} places={suggestions} />
        <Button variant="outline" className="h-11 shrink-0" onClick={locate}>
          <LocateFixed aria-hidden="true" className="h-4 w-4" /> Use my location
        </Button>
      </div>
      <FieldHint id={`${idPrefix}-place-note`} role="status" className="text-slate-600">
        {note ?? 'Pick a suggestion to fill the coordinates below.'}
      </FieldHint>
    </div>
  );
}
