import { UNKNOWN_PLACE } from '../../core';
import type { PlaceResolver } from './coarse-place';

const COORDINATES = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;
/** Grid step for coordinates no known place is near: 0.1 degree, about 11 km. */
const GRID_DEGREES = 0.1;

const toGrid = (x: number): string => (Math.round(x / GRID_DEGREES) * GRID_DEGREES).toFixed(1);

/**
 * What is stored of a check's location, kept coarsely as the policy says (city, region, country):
 * typed text and shared coordinates alike become the place they name or fall in, from the offline
 * gazetteer ("Austin, TX" is stored as "Austin, Texas, United States"), so a name, street address
 * or phone number typed into the field never reaches the search log, and from it the export or
 * analytics. Text naming no known place is stored as 'Unknown'; coordinates far from any known
 * place, as a 0.1-degree grid point.
 */
export function locationReducer(places: PlaceResolver): (location: string) => string {
  return (location) => {
    const label = places.label(location);
    const m = COORDINATES.exec(location);
    if (label !== UNKNOWN_PLACE || !m) return label;
    return `${toGrid(Number(m[1]))},${toGrid(Number(m[2]))}`;
  };
}
