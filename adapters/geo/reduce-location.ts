import { UNKNOWN_PLACE } from '../../core';
import type { PlaceResolver } from './coarse-place';

const COORDINATES = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;
/** Grid step for coordinates no known place is near: 0.1 degree, about 11 km. */
const GRID_DEGREES = 0.1;

const toGrid = (x: number): string => (Math.round(x / GRID_DEGREES) * GRID_DEGREES).toFixed(1);

/**
 * What is stored of a check's location: coordinates the browser shared ("use current location")
 * become the place they fall in (city, region, country from the offline gazetteer) or, far from any
 * known place, a 0.1-degree grid point; typed text is kept as typed. So raw coordinates never reach
 * the search log, and from it the export or analytics.
 */
export function locationReducer(places: PlaceResolver): (location: string) => string {
  return (location) => {
    const m = COORDINATES.exec(location);
    if (!m) return location;
    const label = places.label(location);
    return label !== UNKNOWN_PLACE ? label : `${toGrid(Number(m[1]))},${toGrid(Number(m[2]))}`;
  };
}
