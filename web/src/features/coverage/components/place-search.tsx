import { LocateFixed } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FieldHint, Input, Label } from '../../../components/ui/field';
import { useQueryClient } from '@tanstack/react-query';
import { PLACE_QUERY_MIN, type PlaceSuggestion } from '../../places/api';
import { PlaceOptions } from '../../places/components/place-options';
import { namesPlace } from '../../../../../core/geo/place-suggester';
import { placeQuery, usePlaceSuggestions } from '../../places/use-place-suggestions';

/** Two decimals of a degree (about 1 km): all of the browser's position the analysis is sent. */
export const roundPosition = (value: number): number => Math.round(value * 100) / 100;

/** Five decimals (about 1 m): a named place's coordinates as the form shows them. */
export const roundPlace = (value: number): number => Math.round(value * 1e5) / 1e5;

export interface PlacePick {
  lat: number;
  lng: number;
  address: string;
}

export interface PlaceSearchProps {
  idPrefix: string;
  onPick: (place: PlacePick) => void;
  /** A typed place matched nothing: the previous place's coordinates and address no longer apply. */
  onClear: () => void;
  /** A place named by the link that opened the page (a check's typed location): looked up at once, as if typed. */
  initialText?: string;
}

/**
 * A place by name (offline gazetteer suggestions as you type) or "Use my location": the browser's
 * position stays in the browser; only a position rounded to about 1 km fills the form.
 */
export function PlaceSearch({ idPrefix, onPick, onClear, initialText }: PlaceSearchProps) {
  const queryClient = useQueryClient();
  const [text, setText] = useState(initialText ?? '');
  const [note, setNote] = useState<string | null>(null);
  const suggestions = usePlaceSuggestions(text);
  const listId = `${idPrefix}-places`;
  /** The text last resolved to a place (or found to match none), so blur after Enter asks nothing more. */
  const resolved = useRef('');

  const takePlace = (place: PlaceSuggestion, typed: string) => {
    resolved.current = typed;
    onPick({ lat: roundPlace(place.lat), lng: roundPlace(place.lng), address: place.label });
    setNote(`Using ${place.label}.`);
  };
  const change = (value: string) => {
    setText(value);
    const chosen = suggestions.find((s) => s.label === value);
    if (chosen) takePlace(chosen, value);
  };
  /** A typed place, on Enter or on leaving the field: the suggestion service's best match fills the form. */
  const resolve = async (given = text) => {
    const typed = given.trim();
    if (typed.length < PLACE_QUERY_MIN || typed === resolved.current) return;
    resolved.current = typed;
    setNote(`Looking up “${typed}”...`);
    try {
      const places = await queryClient.fetchQuery(placeQuery(typed));
      // Only a place of the name typed: "München" is not Münchenstein, though that name starts the same.
      const best = places.find((p) => p.label.toLowerCase() === typed.toLowerCase()) ?? places.find((p) => namesPlace(p.name, typed.split(',')[0]));
      if (best) takePlace(best, typed);
      else {
        onClear();
        const near = places.slice(0, 3).map((p) => p.label);
        setNote(
          near.length
            ? `No place is named “${typed}”; names that start the same: ${near.join('; ')}. Pick one from the list, or try another spelling or a nearby town.`
            : `No place matched “${typed}”. Try another spelling or a nearby town, or enter the coordinates below.`,
        );
      }
    } catch {
      resolved.current = '';
      setNote(`The place lookup for “${typed}” failed; please try again.`);
    }
  };
  useEffect(() => {
    if (!initialText) return;
    // Once, for the place the page was opened with (a callback, so the lookup's notes render after it).
    const timer = setTimeout(() => void resolve(initialText), 0);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const enter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter names the place; it does not submit the analysis with the previous coordinates.
    event.preventDefault();
    void resolve();
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
          onKeyDown={enter}
          onBlur={() => void resolve()}
          aria-describedby={`${idPrefix}-place-note`}
        />
        <PlaceOptions id={listId} places={suggestions} />
        <Button variant="outline" className="h-11 shrink-0" onClick={locate}>
          <LocateFixed aria-hidden="true" className="h-4 w-4" /> Use my location
        </Button>
      </div>
      <FieldHint id={`${idPrefix}-place-note`} role="status" className="text-slate-600">
        {note ?? 'Type a place and press Enter, or pick a suggestion, to fill the coordinates below.'}
      </FieldHint>
    </div>
  );
}
