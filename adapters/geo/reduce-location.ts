import { coordinatesOf, UNKNOWN_PLACE } from '../../core';
import type { PlaceResolver } from './coarse-place';
import { normalisePlace } from './city-grid';
import type { GridPlaceSuggester } from './grid-place-suggester';

/** Grid step for coordinates no known place is near: 0.1 degree, about 11 km. */
const GRID_DEGREES = 0.1;

const toGrid = (x: number): string => (Math.round(x / GRID_DEGREES) * GRID_DEGREES).toFixed(1);

/** Distinct typed locations whose stored form is remembered. */
const CACHE_LIMIT = 5000;

/**
 * What is stored of a check's location, kept coarsely as the policy says (city, region, country):
 * typed text and shared coordinates alike become a place of the offline gazetteer, so a name,
 * street address or phone number typed into the field never reaches the search log, and from it
 * the export or analytics. Typed text is stored as the city, region and country it names ("Austin,
 * TX" as "Austin, Texas, United States"; "Atlanta, Georgia" in the US state, as place search reads
 * it), else as far as it names a country or region; what names no place is stored as 'Unknown'.
 * Coordinates far from any known place become a 0.1-degree grid point.
 */
export function locationReducer(places: PlaceResolver, suggester: GridPlaceSuggester): (location: string) => string {
  const typed = new Map<string, string>();
  const reduceTyped = (text: string): string => {
    // Read as the place search reads it ("Paris": Paris, Île-de-France, France; "London, ON" in
    // Ontario), so the stored place is the one the carrier list was shown for.
    const [best] = suggester.suggestNow(text, 1);
    const head = text.split(',')[0];
    if (best && (normalisePlace(best.name) === normalisePlace(head) || (text.includes(',') && places.resolve(text).city === UNKNOWN_PLACE))) return best.label;
    // A state or region alone ("Texas", "New York") is kept as the region of its one country.
    const region = text.includes(',') ? null : places.region(text);
    return region ?? places.label(text);
  };
  return (location) => {
    const point = coordinatesOf(location);
    if (point) {
      const label = places.label(location);
      return label !== UNKNOWN_PLACE ? label : `${toGrid(point.lat)},${toGrid(point.lng)}`;
    }
    let stored = typed.get(location);
    if (stored === undefined) {
      if (typed.size >= CACHE_LIMIT) typed.clear();
      typed.set(location, (stored = reduceTyped(location.slice(0, 200))));
    }
    return stored;
  };
}
