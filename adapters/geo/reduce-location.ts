import { coordinatesOf, UNKNOWN_PLACE } from '../../core';
import type { PlaceResolver } from './coarse-place';
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
    // A place with its region or country after a comma ("New York, NY", "Atlanta, Georgia") that
    // the resolver cannot place in a city is read as the place search reads it.
    if (places.resolve(text).city === UNKNOWN_PLACE && text.includes(',')) {
      const [best] = suggester.suggestNow(text, 1);
      if (best) return best.label;
    }
    return places.label(text);
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
