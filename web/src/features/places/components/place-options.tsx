import type { PlaceSuggestion } from '../api';

/** The suggestions as a datalist: the browser's own, keyboard-usable autocomplete for an input. */
export function PlaceOptions({ id, places }: { id: string; places: PlaceSuggestion[] }) {
  return (
    <datalist id={id}>
      {places.map((p) => (
        <option key={`${p.label}|${p.lat}|${p.lng}`} value={p.label} />
      ))}
    </datalist>
  );
}
